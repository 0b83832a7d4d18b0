import type { SiteProps } from 'garden-site';
import { t } from './words.js';

/**
 * On a page this locale has no translation of: says so in the locale's words, marked with the
 * page's language since the article around it is in the default locale's.
 */
export function UntranslatedNote({ site, fallbackLang }: { site: SiteProps; fallbackLang: string | undefined }) {
  if (fallbackLang === undefined) return null;
  return (
    <p className="untranslated-note" role="note" lang={site.htmlLang}>
      {t(site, 'garden.page.untranslated')}
    </p>
  );
}
