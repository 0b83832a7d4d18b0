// The valid-HTML gate: html-validate on every .html page of a built site.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { HtmlValidate } from 'html-validate';
import { HTML_VALIDATE_CONFIG } from './html-validate-config.js';

export interface HtmlReport {
  pages: number;
  errors: number;
  /** One line per error: `page.html:line:column  rule  message`. */
  problems: string[];
}

export async function validateSite(dir: string): Promise<HtmlReport> {
  const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);
  const files = await fg('**/*.html', { cwd: dir });
  const problems: string[] = [];
  for (const file of files.sort()) {
    const report = await validator.validateString(await readFile(path.join(dir, file), 'utf8'), file);
    for (const result of report.results) {
      for (const message of result.messages) {
        if (message.severity === 2) problems.push(`${file}:${message.line}:${message.column}  ${message.ruleId}  ${message.message}`);
      }
    }
  }
  return { pages: files.length, errors: problems.length, problems };
}
