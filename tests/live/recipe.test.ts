// @vitest-environment node
/**
 * The stage recipe of docs/live.md, run as written (its shell lines, with the port of a stand-in
 * started by its own command): the three tenants' requests answer 200 and D's answers
 * `HTTP 200` with `x-stand-in-isolation: cross-tenant`. Every curl in it sends
 * `Content-Type: application/json` (tests/lint/curlContentType.test.ts), as a real deployment
 * requires.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLive, type Live } from './harness';

let live: Live;
beforeAll(async () => {
  live = await startLive();
});
afterAll(async () => live?.stop());

/** The recipe's shell lines after `npm run live`, pointed at this stand-in's router. */
function recipe(router: string): string {
  const doc = readFileSync('docs/live.md', 'utf8');
  const block = /## The stage recipe\s+```sh\n([\s\S]*?)```/.exec(doc)![1]!;
  return block
    .split('\n')
    .filter((l) => !l.startsWith('npm run live'))
    .join('\n')
    .replaceAll('http://127.0.0.1:30080', router);
}

describe('the stage recipe, as docs/live.md writes it', { timeout: 60_000 }, () => {
  it('leaks: D’s answer is a 200 built on A’s, B’s and C’s pages', async () => {
    const { stdout } = await promisify(execFile)('bash', ['-c', recipe(live.router)], {
      maxBuffer: 64 << 20,
    });
    const [tenants, d] = [
      stdout.slice(0, stdout.indexOf('HTTP/')),
      stdout.slice(stdout.indexOf('HTTP/')),
    ];
    expect(tenants.split('\n').filter((l) => l.startsWith('{"text"'))).toHaveLength(3);
    expect(d).toMatch(/^HTTP\/1\.1 200/);
    expect(d).toMatch(/x-stand-in-isolation: cross-tenant/);
  });
});
