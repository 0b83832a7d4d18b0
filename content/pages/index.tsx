// The landing page: what the app does and for whom, the gardeners who use it, the latest news
// and where to download it. Words live in _landing-data.ts; gardeners and posts come from props.
import type { ReactPageProps } from 'garden-site';
import { Layout } from '../../templates/parts/layout.js';
import { IDEAS } from './_landing-data.js';
import { LineIcon } from './_landing-icons.js';
import { GardenerStrip, MoreLink, NewsCards, featuredGardeners } from './_landing-sections.js';
import { StoreLinks } from './_store-links.js';

export const meta = {
  // The tagline alone: the engine adds the site's name, and the title stays under 70 characters.
  title: 'Community food resilience, one garden at a time',
  description: 'Plan your vegetable beds, record every planting from seed to harvest, and learn what grows well from the gardeners in your own zip code.',
};

export default function Home({ site, latestPosts, sidebars }: ReactPageProps) {
  const gardeners = featuredGardeners(sidebars);
  return (
    <Layout site={site} className="main home">
      <section className="home-hero">
        <div className="home-wrap home-hero-grid">
          <div className="home-hero-text">
            <p className="home-eyebrow">A garden planner for iOS and Android</p>
            <h1 className="home-title">{site.title}</h1>
            <p className="home-tagline">{site.tagline}</p>
            <p className="home-lead">Plan your beds, record every planting from seed to harvest, and learn what really grows well from the gardeners in your own zip code.</p>
            <p className="home-actions">
              <a className="button button-primary button-large" href="/docs/user-guide/get-started/overview">Get Started</a>
              <a className="button button-quiet button-large" href="/pricing">Compare plans</a>
            </p>
            <StoreLinks />
            <p className="home-fineprint">Free for one garden with up to six beds. New accounts get the Gardener plan free for 30 days.</p>
          </div>
          <div className="home-hero-art">
            <img src="/img/landing/hero-app.svg" width={520} height={460} alt="The app on a phone: a backyard garden with four beds, a retail value of $412.60 for the season, an observation about the first ripe Sungold tomato and a four-star outcome for Provider beans." fetchPriority="high" />
          </div>
        </div>
      </section>

      <section className="home-section" aria-labelledby="ideas-heading">
        <div className="home-wrap">
          <header className="home-section-head">
            <h2 id="ideas-heading">Everything your garden season needs</h2>
            <p>A planner, a garden journal and a neighborhood of gardeners in one app, built around the people who grow near you.</p>
          </header>
          <ul className="idea-grid">
            {IDEAS.map((idea) => (
              <li key={idea.title} className="idea-card">
                <span className="idea-icon"><LineIcon name={idea.icon} /></span>
                <h3>{idea.title}</h3>
                <p>{idea.text}</p>
                <MoreLink href={idea.href}>{idea.linkLabel}</MoreLink>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-section home-section-soft" aria-labelledby="chapter-heading">
        <div className="home-wrap spotlight">
          <div className="spotlight-text">
            <h2 id="chapter-heading">Advice from gardeners who share your frost dates</h2>
            <p>A seed packet is written for the whole country. Your chapter is written for your zip code. See which varieties your neighbors rated highest, when they really transplanted, and how they laid out the beds that did best.</p>
            <ul className="check-list">
              <li>The chapter’s best-rated varieties for every crop</li>
              <li><a href="/docs/user-guide/explore-a-garden">Explore a member’s garden</a>, bed by bed</li>
              <li>Ask <a href="/docs/user-guide/geobot">geobot</a>, which answers from your chapter’s own records</li>
            </ul>
          </div>
          <img className="spotlight-art" src="/img/landing/chapter-map.svg" width={560} height={360} alt="A map of three zip codes by a bay, dotted with members' gardens, and the chapter's card: 86 gardeners, with Sungold as the top-rated tomato at 4.7 stars." loading="lazy" />
        </div>
      </section>

      <section className="home-section" aria-labelledby="season-heading">
        <div className="home-wrap spotlight spotlight-flip">
          <div className="spotlight-text">
            <h2 id="season-heading">Plan this season with last season in hand</h2>
            <p>Every garden is organized by growing season. Dates, notes, photos and ratings stay with the bed where they happened, so when the seed catalogs arrive in January you can see what went in where, what bolted, and what fed the family.</p>
            <ul className="check-list">
              <li>Plantings from seed tray to last harvest, bed by bed</li>
              <li><a href="/docs/user-guide/tasks">Tasks</a> tied to a garden, a bed or a single planting</li>
              <li><a href="/docs/user-guide/badges">Badges</a> for milestones such as a full season of records</li>
            </ul>
          </div>
          <img className="spotlight-art" src="/img/landing/season-plan.svg" width={560} height={330} alt="A season plan for a 4 by 8 foot bed from March to October: peas, lettuce, tomatoes, bush beans and garlic, each bar showing when it was started indoors, in the bed and harvested, with the last frost on April 15." loading="lazy" />
        </div>
      </section>

      {gardeners.length > 0 ? (
        <section className="home-section home-section-soft" aria-labelledby="gardeners-heading">
          <div className="home-wrap">
            <header className="home-section-head">
              <h2 id="gardeners-heading">Meet our featured gardeners</h2>
              <p>Six gardeners in six climates show how they plan, record and rate their seasons.</p>
            </header>
            <GardenerStrip gardeners={gardeners} />
          </div>
        </section>
      ) : null}

      {latestPosts.length > 0 && site.news ? (
        <section className="home-section" aria-labelledby="news-heading">
          <div className="home-wrap">
            <header className="home-section-head home-section-head-row">
              <h2 id="news-heading">Latest news</h2>
              <MoreLink href={`/${site.news.routeBasePath.replace(/^\/+/, '')}`}>All news</MoreLink>
            </header>
            <NewsCards posts={latestPosts} />
          </div>
        </section>
      ) : null}

      <section className="home-cta" aria-labelledby="cta-heading">
        <div className="home-wrap home-cta-inner">
          <h2 id="cta-heading">Start your garden plan this weekend</h2>
          <p>Download the app, enter your zip code and you are in your chapter in a couple of minutes. One garden with up to six beds is free for as long as you like.</p>
          <StoreLinks className="store-links-center" />
          <p className="home-cta-links"><a href="/docs/user-guide/get-started/overview">Read the Get Started guide</a> <a href="/pricing">See pricing</a></p>
        </div>
      </section>
    </Layout>
  );
}
