// A message's words with its values put in: `{name}` is replaced by the value, a number written
// as the language writes numbers; a message of several forms separated by `|` ("{count} post|
// {count} posts") takes the form the language's plural rules choose for the count, the forms
// being in CLDR's order of the language's plural categories (zero, one, two, few, many, other),
// as Docusaurus's code.json writes them. Used by the build and, through the package export
// `garden-site/format-message`, by the browser script: no Node API here.

export type MessageValues = Readonly<Record<string, string | number>>;

const CATEGORY_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

const pluralRules = new Map<string, { rules: Intl.PluralRules; categories: string[] }>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function pluralsOf(lang: string): { rules: Intl.PluralRules; categories: string[] } {
  let found = pluralRules.get(lang);
  if (!found) {
    const rules = new Intl.PluralRules(lang);
    const own = rules.resolvedOptions().pluralCategories as string[];
    found = { rules, categories: CATEGORY_ORDER.filter((category) => own.includes(category)) };
    pluralRules.set(lang, found);
  }
  return found;
}

/** `count` as `lang` writes numbers (`1 234` in French). */
export function formatNumber(count: number, lang: string): string {
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(lang)));
  return format.format(count);
}

/**
 * The form for `count` among `|`-separated forms; with fewer forms than the language has
 * categories, the last stands for the rest.
 */
function pluralForm(message: string, count: number, lang: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return message;
  const { rules, categories } = pluralsOf(lang);
  const index = categories.indexOf(rules.select(count));
  return forms[Math.min(index < 0 ? forms.length - 1 : index, forms.length - 1)] ?? message;
}

/**
 * `message` with `values` put in; `lang` is a language tag (`fr-FR`). The forms are chosen by
 * the value `count`, or else by the only number among the values.
 */
export function formatMessage(message: string, values: MessageValues | undefined, lang: string): string {
  if (!values) return message;
  const numbers = Object.values(values).filter((value): value is number => typeof value === 'number');
  const count = typeof values.count === 'number' ? values.count : numbers.length === 1 ? numbers[0] : undefined;
  const chosen = count === undefined ? message : pluralForm(message, count, lang);
  return chosen.replace(/\{(\w+)\}/g, (whole, name: string) => {
    // Own values only: `{constructor}` in a translation is text, not Object's constructor.
    if (!Object.prototype.hasOwnProperty.call(values, name)) return whole;
    const value = values[name] as string | number;
    return typeof value === 'number' ? formatNumber(value, lang) : value;
  });
}
