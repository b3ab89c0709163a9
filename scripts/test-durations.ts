/**
 * `npm run test:durations`: writes tests/setup/durations.json (how long each test file took)
 * from the last `npm test` report, test-results/vitest.json. The test sequencer
 * (tests/setup/sequencer.ts) starts the longest files first on a machine with no Vitest cache,
 * such as a clean CI clone. Run it after a clean `bash .ci/run`; a stale list only changes the
 * order files start in.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const REPORT = resolve(ROOT, 'test-results/vitest.json');
const OUT = resolve(ROOT, 'tests/setup/durations.json');

interface Report {
  testResults: { name: string; startTime: number; endTime: number }[];
}
let report: Report;
try {
  report = JSON.parse(readFileSync(REPORT, 'utf8')) as Report;
} catch (e) {
  console.error(
    `test:durations: cannot read ${relative(ROOT, REPORT)} (run npm test first): ${String(e)}`,
  );
  process.exit(2);
}
const seconds = report.testResults
  .map((f) => [relative(ROOT, f.name), Math.round((f.endTime - f.startTime) / 100) / 10] as const)
  .sort((a, b) => b[1] - a[1]);
writeFileSync(OUT, `${JSON.stringify(Object.fromEntries(seconds), null, 2)}\n`);
console.log(
  `${relative(ROOT, OUT)}: ${seconds.length} files, longest ${seconds[0]?.[0]} (${seconds[0]?.[1]} s)`,
);
