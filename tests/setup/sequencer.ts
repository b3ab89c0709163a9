/**
 * The order test files start in: within a group (vitest.config.ts's `groupOrder`), the longest
 * first, across projects. Vitest's own order puts the projects one after another by name
 * (`dom`, `isolated`, `node`) and, on a fresh clone with no cache, the larger files first: the
 * node project's long files (the probe against the live server, the CLI runs) started last and
 * left a core idle at the end of the unit phase, and axe.e2e (36 s) ended the e2e phase alone.
 *
 * How long a file takes comes from Vitest's cache when it has one (a machine that ran the tests
 * before), else from `durations.json`: the per-file times of a clean CI run, written by
 * `npm run test:durations` from its report. A file in neither (a new one) starts first. The
 * order changes how long the suite takes, never what it checks.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const recorded = JSON.parse(
  readFileSync(new URL('./durations.json', import.meta.url), 'utf8'),
) as Record<string, number>;

export default class LongestFirst extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const seconds = (f: TestSpecification): number => {
      const path = relative(root, f.moduleId);
      const cached = this.ctx.cache.getFileTestResults(`${f.project.name}:${path}`);
      return cached ? cached.duration / 1000 : (recorded[path] ?? Infinity);
    };
    const order = files.map((f) => ({
      f,
      group: f.project.config.sequence.groupOrder,
      s: seconds(f),
    }));
    order.sort((a, b) => a.group - b.group || b.s - a.s);
    return Promise.resolve(order.map((o) => o.f));
  }
}
