// `garden-site write-translations [--locale fr]`: writes the locale's translation files
// (i18n/write-translations.ts) and says what each holds and how much of it is new.
import path from 'node:path';
import { toGardenErrors } from '../diagnostics/error.js';
import { paint, plural, reportProblems, stderrTerminal } from '../diagnostics/report.js';
import { UnknownLocaleError, writeTranslations } from '../i18n/write-translations.js';

/** Exit codes as main.ts has them: 1 for the site's problems, 2 for a locale the site does not have. */
export async function writeTranslationsCommand(options: { locale?: string; config: string; root: string }): Promise<number> {
  const terminal = stderrTerminal();
  try {
    const { locale, written } = await writeTranslations(path.resolve(options.root), options.config, options.locale);
    for (const file of written) terminal.write(`  ${file.file}: ${plural(file.entries, 'message')}${file.added ? `, ${file.added} new` : ''}\n`);
    const added = written.reduce((sum, file) => sum + file.added, 0);
    terminal.write(`${paint(terminal, 'green', '✔')} wrote ${plural(written.length, 'translation file')} for ${locale}: ${added ? `${plural(added, 'new message')} to translate` : 'nothing new'}\n`);
    return 0;
  } catch (error) {
    const problems = toGardenErrors(error);
    reportProblems(problems, terminal);
    terminal.write(`${paint(terminal, 'red', '✖')} write-translations: nothing was written\n`);
    return error instanceof UnknownLocaleError ? 2 : 1;
  }
}
