// A tiny script inlined in <head> that sets the colour mode before the first paint, so a
// reader who chose dark never sees a flash of light. It must stay small and dependency-free.
import type { SiteConfig } from '../config/schema.js';

export const THEME_STORAGE_KEY = 'theme';

export function colorModeScript(colorMode: SiteConfig['colorMode']): string {
  const followSystem = colorMode.respectPrefersColorScheme;
  return [
    '(function(){try{',
    `var s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});`,
    `var m=s==='light'||s==='dark'?s:${followSystem ? "(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light')" : JSON.stringify(colorMode.defaultMode)};`,
    "document.documentElement.setAttribute('data-theme',m);",
    `document.documentElement.setAttribute('data-theme-choice',s==='light'||s==='dark'?s:${JSON.stringify(followSystem ? 'system' : colorMode.defaultMode)});`,
    `}catch(e){document.documentElement.setAttribute('data-theme',${JSON.stringify(colorMode.defaultMode)});}})();`,
  ].join('');
}
