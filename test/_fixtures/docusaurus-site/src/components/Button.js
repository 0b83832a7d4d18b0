import React from 'react';

export default function Button({label, link}) {
  return <a className="button" href={link}>{label}</a>;
}
