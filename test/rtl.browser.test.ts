// A site in Hebrew, whose language is written right to left, in real Chromium: the whole theme
// is mirrored (the docs sidebar on the right, the table of contents on the left, text aligned
// right, the code block's copy button and the admonition's accent on the left and right), and
// the browser script says what it says in the words of the site's code.json.
import test from 'ava';
import { fixtureConfig, MINIMAL_SITE } from './_site.js';
import { buildFixture, siteInChromium } from './_served.js';

const site = siteInChromium(() =>
  buildFixture({
    ...MINIMAL_SITE,
    'site.config.ts': fixtureConfig("i18n: { defaultLocale: 'he' },"),
    'i18n/he/code.json': JSON.stringify({
      'theme.CodeBlock.copy': { message: 'העתקה' },
      'theme.CodeBlock.copyButtonAriaLabel': { message: 'העתקת הקוד' },
      'theme.CodeBlock.copied': { message: 'הועתק' },
      'theme.colorToggle.ariaLabel': { message: 'החלפת מצב צבע (כעת {mode})' },
      'theme.colorToggle.ariaLabel.mode.light': { message: 'מצב בהיר' },
      'theme.colorToggle.ariaLabel.mode.dark': { message: 'מצב כהה' },
    }),
    'content/docs/crops/tomatoes.md': '---\ntitle: עגבניות\n---\n\nקצר.\n\n## תמיכה\n\n:::tip\nמוקדם.\n:::\n\n```dart\nfinal bed = Bed(name: "North");\n```\n\n## קטיף\n\nבסוף הקיץ.\n',
  }),
);

test('a right-to-left locale mirrors the docs page: sidebar right, contents left, text and controls from the right', async (t) => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${site.origin}/docs/crops/tomatoes`, { waitUntil: 'networkidle' });
  t.deepEqual(await page.evaluate('[document.documentElement.lang, document.documentElement.dir]'), ['he', 'rtl']);
  const box = async (selector: string) => (await page.locator(selector).first().boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  const [sidebar, content, toc] = [await box('.docs-sidebar'), await box('.docs-content'), await box('.docs-toc')];
  t.true(sidebar.x > content.x + content.width - 1, 'the sidebar is right of the page');
  t.true(toc.x + toc.width < content.x + 1, 'the table of contents is left of it');
  const side = (selector: string, property: string) => page.evaluate(`getComputedStyle(document.querySelector(${JSON.stringify(selector)})).${property}`);
  t.is(await side('.docs-sidebar', 'borderLeftWidth'), '1px', 'the line between sidebar and page is on its page side');
  t.is(await side('.docs-sidebar', 'borderRightWidth'), '0px');
  t.is(await side('.admonition', 'borderRightWidth'), '5px', "the admonition's accent starts the line, on the right");
  // A paragraph's words end at its right edge and do not reach its left one.
  const text = (await page.evaluate(`(() => {
    const paragraph = document.querySelector('.markdown > p');
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    const words = range.getBoundingClientRect();
    const whole = paragraph.getBoundingClientRect();
    return { fromRight: whole.right - words.right, fromLeft: words.left - whole.left };
  })()`)) as { fromRight: number; fromLeft: number };
  t.true(text.fromRight < 1 && text.fromLeft > 100, `text aligned right: ${JSON.stringify(text)}`);
  const [block, button] = [await box('.code-block-body'), await box('.copy-button')];
  t.true(button.x - block.x < 20, 'the copy button sits at the end of the line, on the left');
  await context.close();
});

test("the browser script's words are the page's: the copy button's and the colour mode button's", async (t) => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.goto(`${site.origin}/docs/crops/tomatoes`, { waitUntil: 'networkidle' });
  const block = page.locator('.code-block');
  await block.hover();
  await block.getByRole('button', { name: 'העתקת הקוד' }).click();
  await t.notThrowsAsync(page.waitForFunction("document.querySelector('.copy-button').textContent === 'הועתק'"));
  await t.notThrowsAsync(page.waitForFunction("document.querySelector('.copy-button').textContent === 'העתקה'"), 'and its own words come back');
  const toggle = page.locator('.theme-toggle');
  t.is(await toggle.getAttribute('aria-label'), 'החלפת מצב צבע (כעת מצב בהיר)');
  await toggle.click();
  t.is(await toggle.getAttribute('aria-label'), 'החלפת מצב צבע (כעת מצב כהה)');
  await context.close();
});
