import Layout from '@theme/Layout';

export default function Weather() {
  const wide = window.innerWidth > 800;
  return <Layout title="Weather">{wide ? 'Wide' : 'Narrow'}</Layout>;
}
