// Deterministic randomness and the vocabulary the corpus is written in. The same seed always
// gives the same corpus, byte for byte, so runs on different days build the same input.

/** mulberry32: tiny, fast and good enough to pick words; not for anything secret. */
export function makeRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number): number => Math.floor(next() * max);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(items.length)] as T,
    words: (count: number): string[] => Array.from({ length: count }, () => WORDS[int(WORDS.length)] as string),
  };
}

export interface Random {
  next(): number;
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  words(count: number): string[];
}

export const CROPS = ['tomato', 'bean', 'squash', 'garlic', 'onion', 'carrot', 'beet', 'kale', 'lettuce', 'pepper', 'potato', 'pea', 'corn', 'cucumber', 'melon', 'spinach', 'radish', 'leek', 'chard', 'basil'];
export const TOPICS = ['planning', 'soil', 'watering', 'harvest', 'seeds', 'compost', 'pests', 'beds', 'tools', 'seasons', 'community', 'records', 'varieties', 'weather', 'sharing', 'outcomes'];
export const HEADINGS = ['Before you start', 'Choosing a site', 'Preparing the soil', 'Sowing and spacing', 'Watering schedule', 'Feeding the crop', 'Common problems', 'Harvest and storage', 'Recording outcomes', 'Sharing with your chapter', 'Next steps', 'Frequently asked questions'];
export const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger'] as const;
export const LANGUAGES = ['dart', 'typescript', 'bash', 'json', 'yaml', 'python'] as const;
export const AUTHORS = ['ruth', 'kenji', 'amara', 'tomas', 'lena', 'omar', 'priya', 'gus'];
export const TAGS = ['release', 'newsletter', 'community', 'tomatoes', 'soil', 'water', 'seeds', 'chapters', 'schools', 'data', 'weather', 'harvest', 'compost', 'events', 'tips', 'app', 'research', 'volunteers', 'pollinators', 'recipes'];

const WORDS = [
  'garden', 'bed', 'row', 'mulch', 'seedling', 'trellis', 'frost', 'bloom', 'yield', 'plot', 'chapter', 'gardener',
  'planting', 'variety', 'season', 'record', 'outcome', 'share', 'water', 'shade', 'sun', 'root', 'leaf', 'stem',
  'harvest', 'basket', 'neighbour', 'schedule', 'observation', 'task', 'badge', 'forum', 'journal', 'note', 'the',
  'a', 'with', 'before', 'after', 'each', 'every', 'early', 'late', 'warm', 'cool', 'dry', 'moist', 'rich', 'light',
  ...CROPS,
];

export function sentence(random: Random, min = 8, spread = 10): string {
  const words = random.words(min + random.int(spread));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1) + '.';
}

/** `Preparing the soil` → `preparing-the-soil`: the id the engine gives the heading. */
export function headingId(heading: string): string {
  return heading.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-');
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
