import type { LinkProps } from 'garden-site';

/** Previous/next links at the foot of a page. The arrows are outside the words: bidi mirrors them right to left. */
export function Pager({ previous, next, label, previousHint, nextHint }: { previous: LinkProps | undefined; next: LinkProps | undefined; label: string; previousHint: string; nextHint: string }) {
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label={label}>
      {previous ? (
        <a className="pager-link pager-previous" href={previous.href} rel="prev">
          <span className="pager-hint">« {previousHint}</span>
          <span className="pager-label">{previous.label}</span>
        </a>
      ) : <span />}
      {next ? (
        <a className="pager-link pager-next" href={next.href} rel="next">
          <span className="pager-hint">{nextHint} »</span>
          <span className="pager-label">{next.label}</span>
        </a>
      ) : <span />}
    </nav>
  );
}
