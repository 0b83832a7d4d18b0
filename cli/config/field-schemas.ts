// The value types site.config.ts fields are made of (a site URL, a path on the site, a CSS
// colour, …) and the checks that tie fields of one object together. Each says what is wrong in
// a writer's words and, where it can, how to fix it (`params.hint`, read by zod-issues.ts).
import * as z from 'zod';
import { urlSchemeProblem } from '../url-scheme.js';
import { describeCharacter, XML_FORBIDDEN_HINT, xmlForbiddenCharacter } from '../xml-characters.js';

export const onProblem = z.enum(['ignore', 'warn', 'throw']);

/** http(s)://host, with no path: sub-paths belong in `baseUrl`. A trailing slash is dropped. */
export const siteUrl = z
  .string()
  .superRefine((value, ctx) => {
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      ctx.addIssue({ code: 'custom', message: 'expected an absolute URL like https://example.com', params: { hint: 'write the full address of the site, starting with https://' } });
    } else if (url.pathname !== '/' || url.search || url.hash) {
      const base = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
      ctx.addIssue({ code: 'custom', message: 'must not contain a path', params: { hint: `set url to '${url.origin}' and baseUrl to '${base}'` } });
    }
  })
  .transform((value) => value.replace(/\/+$/, ''));

/**
 * Any URL written into a page (a link, an image, an icon): http(s), mailto or tel, a path or a
 * #fragment; `javascript:` and other schemes are refused (url-scheme.ts, which non-zod callers
 * use directly). Every URL field of the config is this type or built on it.
 */
export const safeUrl = z.string().superRefine((value, ctx) => {
  const problem = urlSchemeProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, params: { hint: problem.hint } });
});

/** Links leaving the site: a safe URL with a scheme (`https:`, `mailto:`). */
export const externalUrl = safeUrl.refine((value) => /^[a-z][a-z\d+.-]*:/i.test(value) && URL.canParse(value), {
  error: 'expected an absolute URL like https://example.com',
  params: { hint: 'for a page on this site, use `to` with a path like /docs/intro' },
  // A refused scheme is reported once, by safeUrl.
  when: (payload) => payload.issues.length === 0,
});

/** Text the pages show and the feeds carry: no character XML cannot hold (xml-characters.ts). */
export const plainText = z.string().superRefine((value, ctx) => {
  const found = xmlForbiddenCharacter(value);
  if (found) ctx.addIssue({ code: 'custom', message: `contains ${describeCharacter(found.character)}`, params: { hint: XML_FORBIDDEN_HINT } });
});

export const internalRoute = z.string().startsWith('/', { error: 'expected a path on this site starting with /, like /docs/intro' });

/** Where a redirect sends the browser: a path on this site, or a page on the web (http or https, nothing a browser would run). */
export const redirectTarget = z.string().refine((value) => value.startsWith('/') || /^https?:\/\/[^/]/i.test(value), {
  error: 'expected a path on this site like /docs/intro, or an http(s) URL',
  params: { hint: "write the page's new address, like to: '/docs/new-place'" },
});

/** One old address, or several, that now lead elsewhere. */
export const RedirectSchema = z.strictObject({
  from: z.union([internalRoute, z.array(internalRoute).min(1)]),
  to: redirectTarget,
});

export const languageTag = z.string().refine(isLanguageTag, { error: 'expected a language tag like en or pt-BR' });

/** `docs`, `/docs/` → `docs`; '' puts the section at the site root. */
export const routeBase = z.string().transform((value) => value.replace(/^\/+|\/+$/g, ''));

export const folder = z.string().min(1);
// Written into a <style> element, so nothing that could end a declaration or the element.
export const cssColor = z.string().regex(/^[#\w\s(),.%/-]+$/, { error: 'expected a CSS colour, like #02695c or rgb(2 105 92)' });

export const regexSource = z.string().refine(isRegExp, { error: 'expected a regular expression', params: { hint: "escape special characters with two backslashes, like '^https://example\\\\.com/'" } });

/** Exactly one of `to` / `href`, so a link never silently points nowhere (or two places). */
export function oneTarget(link: { to?: string | undefined; href?: string | undefined }, ctx: z.RefinementCtx): void {
  if (link.to === undefined && link.href === undefined) {
    ctx.addIssue({ code: 'custom', message: "needs 'to' (a page on this site) or 'href' (an external URL)", params: { hint: "add to: '/docs/intro' or href: 'https://example.com'" } });
  } else if (link.to !== undefined && link.href !== undefined) {
    ctx.addIssue({ code: 'custom', message: "has both 'to' and 'href'; keep one", params: { hint: "'to' is for pages on this site, 'href' for other sites" } });
  }
}

/** Markdown tags starting with a capital are components; lowercase ones are HTML. */
export function capitalisedNames(components: Record<string, string>, ctx: z.RefinementCtx): void {
  for (const name of Object.keys(components).filter((key) => !/^[A-Z]\w*$/.test(key))) {
    ctx.addIssue({ code: 'custom', path: [name], message: 'a component name starts with a capital letter, like Button', params: { hint: 'use the name written in the tags, like <Button />' } });
  }
}

const headingLevel = z.number().int().min(2).max(6);

export const TocSchema = z
  .strictObject({ minLevel: headingLevel.default(2), maxLevel: headingLevel.default(3) })
  .superRefine((toc, ctx) => {
    // Only compare two valid levels; an out-of-range one is already reported on its own.
    const valid = (level: number) => Number.isInteger(level) && level >= 2 && level <= 6;
    if (valid(toc.minLevel) && valid(toc.maxLevel) && toc.minLevel > toc.maxLevel) ctx.addIssue({ code: 'custom', path: ['maxLevel'], message: `must be at least minLevel (${toc.minLevel})` });
  });

function isLanguageTag(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

function isRegExp(value: string): boolean {
  try {
    new RegExp(value);
    return true;
  } catch {
    return false;
  }
}
