// The accessibility gate: axe-core injected into real Chromium, on each page in both colour
// modes and at a phone and a desktop width. Only serious and critical violations fail it.
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** localStorage key the site's colour-mode script reads (cli/render/color-mode-script.ts). */
const THEME_KEY = 'theme';

export type ColorMode = 'light' | 'dark';

export interface AxeRow {
  path: string;
  mode: ColorMode;
  width: number;
  /** Serious and critical violations: `rule-id (impact) ×nodes: first target`. */
  violations: string[];
}

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: Array<{ target: unknown[] }>;
}

export async function checkAccessibility(browser: Browser, origin: string, paths: string[], widths = [375, 1280], modes: ColorMode[] = ['light', 'dark']): Promise<AxeRow[]> {
  const rows: AxeRow[] = [];
  for (const mode of modes) {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      context.setDefaultTimeout(60_000);
      // The stored choice is what a returning reader who picked this mode would have.
      await context.addInitScript(`try { localStorage.setItem(${JSON.stringify(THEME_KEY)}, ${JSON.stringify(mode)}) } catch {}`);
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(origin + path, { waitUntil: 'load' });
        // A page with colour modes must show the one asked for, or the dark rows would test light.
        const shown = await page.getAttribute('html', 'data-theme');
        if (shown !== null && shown !== mode) throw new Error(`${path} shows ${shown} mode where ${mode} was stored`);
        await page.addScriptTag({ path: AXE_SOURCE });
        const found = (await page.evaluate('axe.run(document, { resultTypes: ["violations"] }).then((r) => r.violations)')) as AxeViolation[];
        const violations = found
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
        rows.push({ path, mode, width, violations });
      }
      await context.close();
    }
  }
  return rows;
}
