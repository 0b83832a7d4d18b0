// The landing page: what the app does, for whom, and the latest news.
import type { ReactPageProps } from 'garden-site';
import { Layout } from '../../templates/parts/layout.js';
import { Authors } from '../../templates/parts/post-meta.js';

export const meta = {
  title: 'Geo Garden Club',
  description: 'Plan your vegetable garden, record what works, and learn from the gardeners in your own zip code.',
};

const IDEAS = [
  { title: 'Chapters by zip code', text: 'Gardeners are grouped into local chapters, so the varieties, planting dates and results you see come from people growing in your soil and your weather.' },
  { title: 'Garden with your neighbours', text: 'Invite family or plot-mates into a garden, share a task list, and talk it over in chapter forums and garden chat rooms.' },
  { title: 'Plan gardens, beds and plantings', text: 'Lay out beds, schedule each planting from seed to last harvest, and compare this season with the last one at a glance.' },
  { title: 'Observations and outcomes', text: 'Log dated notes and photos as the season unfolds, then rate every planting at the end so next year starts from evidence, not memory.' },
  { title: 'The retail value of your harvest', text: 'Record what you pick and see what it would have cost at local grocery prices, crop by crop and season by season.' },
  { title: 'School and community gardens', text: 'A coordinator can run one shared garden with dozens of gardeners, each with their own beds and a common task board.' },
];

export default function Home({ site, latestPosts, sidebars }: ReactPageProps) {
  const featured = (sidebars.home ?? []).flatMap((item) => (item.type === 'category' && item.label === 'Featured Gardeners' ? item.items : []));
  return (
    <Layout site={site} className="main home-main">
      <section className="hero">
        <div className="container hero-inner">
          <h1 className="hero-title">{site.title}</h1>
          <p className="hero-tagline">{site.tagline}</p>
          <p className="hero-actions">
            <a className="button button-primary button-large" href="/docs/user-guide/get-started/overview">Get Started</a>
            <a className="button button-secondary button-large" href="/docs/home/welcome">Learn more</a>
          </p>
        </div>
      </section>
      <section className="container home-ideas" aria-labelledby="ideas-heading">
        <h2 id="ideas-heading">Built for gardeners who learn from each other</h2>
        <ul className="feature-grid">
          {IDEAS.map((idea) => (
            <li key={idea.title} className="feature">
              <h3>{idea.title}</h3>
              <p>{idea.text}</p>
            </li>
          ))}
        </ul>
      </section>
      {featured.length > 0 ? (
        <section className="container home-gardeners" aria-labelledby="gardeners-heading">
          <h2 id="gardeners-heading">Meet our featured gardeners</h2>
          <ul className="gardener-strip">
            {featured.map((item) => (item.type === 'doc' ? <li key={item.href}><a href={item.href}>{item.label}</a></li> : null))}
          </ul>
        </section>
      ) : null}
      <section className="container home-news" aria-labelledby="news-heading">
        <h2 id="news-heading">Latest news</h2>
        <ul className="home-news-list">
          {latestPosts.map((post) => (
            <li key={post.route} className="home-news-item">
              <a className="home-news-title" href={post.route}>{post.title}</a>
              <time dateTime={post.date}>{post.dateLabel}</time>
              {post.description ? <p>{post.description}</p> : null}
              <Authors authors={post.authors} />
            </li>
          ))}
        </ul>
        <p><a href="/news">All news</a></p>
      </section>
    </Layout>
  );
}
