import React from 'react';
import Layout from '@theme/Layout';

export default function Home() {
  return <Layout title="Seed Library"><main><h1>Seed Library</h1></main></Layout>;
}
