// themeConfig.prism → markdown: prism's extra languages as the shiki languages of the same
// grammars, and its light and dark themes as the nearest shiki themes. A prism theme is known by
// where it came from (`prismThemes.github`, `require('prism-react-renderer/themes/dracula')`),
// whether the package is installed or stood in for; one written by hand is matched by whether
// its background is light or dark.
import { normalizeLanguage } from '../markdown/languages.js';
import type { MigrationReport } from './migration-report.js';
import { isRecord, list, record, str } from './read-value.js';
import type { StandIns } from './stand-ins.js';

/** prism-react-renderer's themes and the shiki theme closest to each. */
const PRISM_THEMES: Record<string, string> = {
  github: 'github-light',
  dracula: 'dracula',
  duotoneDark: 'dark-plus',
  duotoneLight: 'light-plus',
  jettwaveDark: 'tokyo-night',
  jettwaveLight: 'github-light',
  nightOwl: 'night-owl',
  nightOwlLight: 'night-owl-light',
  oceanicNext: 'material-theme-ocean',
  okaidia: 'monokai',
  oneDark: 'one-dark-pro',
  oneLight: 'one-light',
  palenight: 'material-theme-palenight',
  shadesOfPurple: 'poimandres',
  synthwave84: 'synthwave-84',
  ultramin: 'min-light',
  vsDark: 'dark-plus',
  vsLight: 'light-plus',
  gruvboxMaterialDark: 'gruvbox-dark-medium',
  gruvboxMaterialLight: 'gruvbox-light-medium',
};

/** prism language names shiki knows by another name. */
const PRISM_LANGUAGES: Record<string, string> = { apacheconf: 'apache', markup: 'html', clike: 'c', 'js-extras': 'javascript' };

export interface MappedPrism {
  languages?: string[];
  themes?: { light: string; dark: string };
}

export function mapPrism(prism: unknown, standIns: StandIns, report: MigrationReport): MappedPrism {
  const options = record(prism);
  const languages: string[] = [];
  for (const name of list(options.additionalLanguages).filter((item): item is string => typeof item === 'string')) {
    const id = normalizeLanguage(name) ?? normalizeLanguage(PRISM_LANGUAGES[name] ?? '');
    if (id === undefined) report.add('markdown', `prism language ${name}`, 'shiki has no grammar by that name: its code blocks show as plain text; name a language shiki knows on those fences');
    else if (!languages.includes(id)) languages.push(id);
  }
  const light = options.theme === undefined ? undefined : shikiTheme(options.theme, 'light', standIns, report);
  const dark = options.darkTheme === undefined ? undefined : shikiTheme(options.darkTheme, 'dark', standIns, report);
  return {
    ...(languages.length ? { languages } : {}),
    ...(light || dark ? { themes: { light: light ?? 'github-light', dark: dark ?? 'github-dark' } } : {}),
  };
}

function shikiTheme(theme: unknown, mode: 'light' | 'dark', standIns: StandIns, report: MigrationReport): string | undefined {
  const origin = standIns.origin(theme);
  const name = origin ? (origin.path.at(-1) ?? origin.specifier.split('/').at(-1)) : undefined;
  const known = name === undefined ? undefined : PRISM_THEMES[name];
  if (known) return known;
  const fallback = mode === 'dark' || backgroundIsDark(theme) ? 'github-dark' : 'github-light';
  report.add('markdown', `prism ${mode === 'dark' ? 'darkTheme' : 'theme'}${name ? ` ${name}` : ''}`, `it is not one of prism-react-renderer's themes; code uses shiki's ${fallback}: set markdown.themes in site.config.ts to the shiki theme you want`);
  return fallback;
}

/** A hand-made prism theme's `plain.backgroundColor`, as dark or not (only #rgb/#rrggbb read). */
function backgroundIsDark(theme: unknown): boolean {
  const background = isRecord(theme) ? str(record(theme.plain).backgroundColor) : undefined;
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(background ?? '')?.[1];
  if (!hex) return false;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! < 128;
}
