import React, {useState} from 'react';
import Layout from '@theme/Layout';

export default function Tally() {
  const [picked, setPicked] = useState(12);
  return (
    <Layout title="Harvest tally">
      <main className="container">
        <h1>Harvest tally</h1>
        <button onClick={() => setPicked(picked + 1)}>Picked {picked} crates</button>
      </main>
    </Layout>
  );
}
