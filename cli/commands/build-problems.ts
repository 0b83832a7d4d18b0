// The problems of one build, gathered across its stages. A stage that finds problems does not
// stop the build: the later stages run on what was valid, so one build reports the config's,
// the content's and the links' problems together. Only before writing are they settled: any
// error then fails the build, and nothing is written.
import { GardenErrors, throwIfErrors, toGardenErrors, type GardenError } from '../diagnostics/error.js';
import { repeatKey } from '../diagnostics/report.js';

export class BuildProblems {
  private readonly found: GardenError[];
  /** The problems of the locales built before this one (repeatKey). */
  private readonly earlierLocales = new Set<string>();
  private thisLocale = new Set<string>();

  constructor(initial: readonly GardenError[] = []) {
    this.found = [...initial];
  }

  add(problems: readonly GardenError[]): void {
    for (const problem of problems) {
      const key = repeatKey(problem);
      if (this.earlierLocales.has(key)) continue;
      this.thisLocale.add(key);
      this.found.push(problem);
    }
  }

  /**
   * Another locale's problems follow: one the same as an earlier locale's (a file with no
   * translation, shown in both) is the same mistake, reported once; repeats within a locale
   * still count.
   */
  nextLocale(): void {
    for (const key of this.thisLocale) this.earlierLocales.add(key);
    this.thisLocale = new Set();
  }

  /** Awaits (or runs) a stage that cannot go on past a problem: what it throws is reported with everything found before it. */
  async during<T>(stage: Promise<T> | (() => T)): Promise<T> {
    try {
      return await (typeof stage === 'function' ? stage() : stage);
    } catch (error) {
      if (this.found.length === 0) throw error;
      throw new GardenErrors([...this.found, ...toGardenErrors(error)]);
    }
  }

  /** Throws every problem found when any of them is an error; returns the warnings otherwise. */
  settle(): GardenError[] {
    return throwIfErrors(this.found);
  }
}
