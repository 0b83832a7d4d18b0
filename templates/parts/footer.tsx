import type { SiteProps } from 'garden-site';

export function Footer({ footer }: { footer: SiteProps['footer'] }) {
  return (
    <footer className={`footer footer-${footer.style}`}>
      <div className="footer-inner">
        <ul className="footer-links">
          {footer.links.map((link) => (
            <li key={link.label}>
              {link.href ? <a href={link.href} target="_blank" rel="noopener noreferrer">{link.label}</a> : <a href={link.to ?? '/'}>{link.label}</a>}
            </li>
          ))}
        </ul>
        {footer.copyright ? <p className="footer-copyright">{footer.copyright}</p> : null}
      </div>
    </footer>
  );
}
