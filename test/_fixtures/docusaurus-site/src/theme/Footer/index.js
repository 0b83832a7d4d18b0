import React from 'react';

export default function Footer() {
  return <footer>Seed Library</footer>;
}
