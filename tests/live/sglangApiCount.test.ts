/**
 * The figure docs/live.md gives for SGLang's own tests, computed, not typed: the `expect(` calls
 * in the files of tests/live/sglang-api/ that port SGLang's tests (each names, in its opening
 * comment, the SGLang file and the commit it follows). The files of the stand-in's own router
 * cases (edgeCases.ts, apiKeyCases.ts) are counted apart. That they pass is the run of those
 * files (`npx vitest run --project processes tests/live/sglang-api`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = 'tests/live/sglang-api';

/** Each file's assertions, and whether its opening comment names an SGLang test and commit. */
export function sglangApiCounts(): { ported: number; routerCases: number; files: number } {
  let ported = 0;
  let routerCases = 0;
  let files = 0;
  for (const name of readdirSync(DIR).filter((n) => n.endsWith('.ts'))) {
    const text = readFileSync(join(DIR, name), 'utf8');
    const n = text.match(/\bexpect\(/g)?.length ?? 0;
    const start = text.indexOf('/**');
    const header = text.slice(start, text.indexOf('*/', start) + 2);
    if (/\w+\.py\b/.test(header) && /@[0-9a-f]{8}/.test(header)) {
      ported += n;
      files += 1;
    } else routerCases += n;
  }
  return { ported, routerCases, files };
}

describe('the count of SGLang’s ported assertions', () => {
  it('is the one docs/live.md gives', () => {
    const { ported, routerCases, files } = sglangApiCounts();
    expect(ported).toBeGreaterThan(0);
    const doc = readFileSync('docs/live.md', 'utf8').replace(/\s+/g, ' ');
    expect(doc).toContain(
      `${ported} of SGLang's assertions, in ${files} files, all passing; ${routerCases} more`,
    );
  });
});
