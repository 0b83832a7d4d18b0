import type { NavHtml, NavLink, SiteProps } from 'garden-site';
import { ThemedImage } from './themed-image.js';

type Footer = SiteProps['footer'];

function FooterItem({ item }: { item: NavLink | NavHtml }) {
  // HTML items and the copyright were sanitised by the engine when it read the config.
  if (item.type === 'html') return <li className={item.className} dangerouslySetInnerHTML={{ __html: item.value }} />;
  const label = item.ariaLabel;
  return (
    <li>
      {item.href ? <a className={item.className} href={item.href} target="_blank" rel="noopener noreferrer" aria-label={label}>{item.label}</a> : <a className={item.className} href={item.to ?? '/'} aria-label={label}>{item.label}</a>}
    </li>
  );
}

function FooterLogo({ logo }: { logo: NonNullable<Footer['logo']> }) {
  const size = { width: logo.width, height: logo.height };
  const image = logo.srcDark && logo.srcDark !== logo.src ? <ThemedImage sources={{ light: logo.src, dark: logo.srcDark }} alt={logo.alt} {...size} /> : <img src={logo.src} alt={logo.alt} loading="lazy" decoding="async" {...size} />;
  return <div className="footer-logo">{logo.href ? <a href={logo.href}>{image}</a> : image}</div>;
}

/** Titled columns side by side on wide screens, stacked on phones; or one row of links. Then the logo, then the copyright. */
export function Footer({ footer }: { footer: Footer }) {
  return (
    <footer className={`footer footer-${footer.style}`}>
      <div className="footer-inner">
        {footer.columns.length > 0 ? (
          <div className="footer-columns">
            {footer.columns.map((column, index) => (
              <div key={index} className="footer-column">
                {column.title ? <h2 className="footer-title">{column.title}</h2> : null}
                <ul className="footer-column-links">
                  {column.items.map((item, itemIndex) => <FooterItem key={itemIndex} item={item} />)}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        {footer.links.length > 0 ? (
          <ul className="footer-links">
            {footer.links.map((item, index) => <FooterItem key={index} item={item} />)}
          </ul>
        ) : null}
        {footer.logo ? <FooterLogo logo={footer.logo} /> : null}
        {footer.copyright ? <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} /> : null}
      </div>
    </footer>
  );
}
