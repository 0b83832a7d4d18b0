import type { SiteProps } from 'garden-site';
import { ATTR } from '../shared/attributes.js';
import { Icon } from './icons.js';
import { t } from './words.js';

type Bar = NonNullable<SiteProps['announcementBar']>;

/** Colours come from the config (custom properties in the head), so the bar reads the same in both colour modes. */
export function AnnouncementBar({ site, bar }: { site: SiteProps; bar: Bar }) {
  return (
    <section className="announcement" aria-label={t(site, 'garden.announcement.ariaLabel')} {...{ [ATTR.announcementId]: bar.id }}>
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button type="button" className="announcement-close" aria-label={t(site, 'theme.AnnouncementBar.closeButtonAriaLabel')} {...{ [ATTR.announcementClose]: '' }}>
          <Icon name="close" size={18} />
        </button>
      ) : null}
    </section>
  );
}
