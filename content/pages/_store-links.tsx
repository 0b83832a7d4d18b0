// App Store and Google Play download links, drawn as plain text buttons (no store artwork),
// shared by the current and the previous landing page.
import { LineIcon } from './_landing-icons.js';

const STORES = [
  { href: 'https://apps.apple.com/', small: 'Download on the', big: 'App Store' },
  { href: 'https://play.google.com/store', small: 'Get it on', big: 'Google Play' },
];

export function StoreLinks({ className }: { className?: string }) {
  return (
    <ul className={['store-links', className].filter(Boolean).join(' ')}>
      {STORES.map((store) => (
        <li key={store.big}>
          <a className="store-link" href={store.href}>
            <LineIcon name="phone" size={26} />
            <span className="store-link-text">
              <span className="store-link-small">{store.small}</span> <span className="store-link-big">{store.big}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
