// The problems of one build, gathered across its stages. A stage that finds problems does not
// stop the build: the later stages run on what was valid, so one build reports the config's,
// the content's and the links' problems together. Only before writing are they settled: any
// error then fails the build, and nothing is written.
import { GardenErrors, throwIfErrors, toGardenErrors, type GardenError } from '../diagnostics/error.js';

export class BuildProblems {
  private readonly found: GardenError[];

  constructor(initial: readonly GardenError[] = []) {
    this.found = [...initial];
  }

  add(problems: readonly GardenError[]): void {
    this.found.push(...problems);
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
