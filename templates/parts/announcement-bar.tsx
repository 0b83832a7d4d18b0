import type { SiteProps } from 'garden-site';
import { ATTR } from '../shared/attributes.js';

type Bar = NonNullable<SiteProps['announcementBar']>;

export function AnnouncementBar({ bar }: { bar: Bar }) {
  return (
    <div className="announcement" role="region" aria-label="Announcement" {...{ [ATTR.announcementId]: bar.id }} style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button type="button" className="announcement-close" aria-label="Close announcement" {...{ [ATTR.announcementClose]: '' }}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
