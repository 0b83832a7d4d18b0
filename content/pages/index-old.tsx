// The landing page as it was before the 2025 redesign, kept reachable at /index-old: a banner,
// three columns and the newest post. Plainer on purpose; it shares only the store links.
import type { ReactPageProps } from 'garden-site';
import { Layout } from '../../templates/parts/layout.js';
import { StoreLinks } from './_store-links.js';

export const meta = {
  title: 'Home (previous design)',
  description: 'The Geo Garden Club home page as it looked before the 2025 redesign: plan your beds, record your season and share it with your chapter.',
};

const COLUMNS = [
  {
    image: '/img/landing/old-plan.svg', title: 'Plan',
    text: 'Sketch each garden as a set of beds and decide what goes where before the soil is warm. Every planting keeps its variety, its start date and the date you expect to pick, so crop rotation stops being guesswork.',
  },
  {
    image: '/img/landing/old-record.svg', title: 'Record',
    text: 'Keep a garden notebook that cannot blow away. Note the day the peas came up, the week the cabbage moths arrived and how many pounds of zucchini you gave to the neighbors, then rate each crop when the season ends.',
  },
  {
    image: '/img/landing/old-share.svg', title: 'Share',
    text: 'Gardeners with the same zip code form a chapter. Share what you grew, read what worked two streets over, and ask questions in a forum where everyone knows your first frost date.',
  },
];

export default function OldHome({ site, latestPosts }: ReactPageProps) {
  const newest = latestPosts[0];
  return (
    <Layout site={site} className="main old-home">
      <p className="old-home-notice">
        You are looking at our home page as it was before the 2025 redesign. <a href="/">Go to the current home page</a>.
      </p>
      <header className="old-home-banner">
        <h1>{site.title}</h1>
        <p className="old-home-tagline">{site.tagline}</p>
        <a className="button old-home-button" href="/docs/user-guide/get-started/overview">Get Started</a>
      </header>
      <section className="container old-home-intro" aria-label="About the app">
        <p>Geo Garden Club is a garden-planning app, free for one garden, for vegetable gardeners who want to keep better records and learn from the people growing nearby. It is made by a small team in Bellingham, Washington, who kept losing their own garden notes somewhere around the middle of July.</p>
      </section>
      <section className="container old-home-columns" aria-label="What the app does">
        {COLUMNS.map((column) => (
          <div key={column.title} className="old-home-column">
            <img src={column.image} width={96} height={96} alt="" />
            <h2>{column.title}</h2>
            <p>{column.text}</p>
          </div>
        ))}
      </section>
      <section className="container old-home-download" aria-labelledby="old-download">
        <h2 id="old-download">Get the app</h2>
        <p>Geo Garden Club runs on iPhone, iPad and Android phones. Backyard growers, community plots and school gardens all use the same app.</p>
        <StoreLinks className="store-links-center" />
      </section>
      {newest ? (
        <p className="old-home-news">
          <strong>What’s new:</strong> <a href={newest.route}>{newest.title}</a> <span>({newest.dateLabel})</span>
        </p>
      ) : null}
    </Layout>
  );
}
