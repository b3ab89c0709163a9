// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/engine';
import { TSX_ARGS, TSX_NODE } from '../helpers/script';
import { tempDir } from '../helpers/cleanup';

const sim = (...args: string[]) =>
  spawnSync(TSX_NODE, [...TSX_ARGS, 'scripts/simulate.ts', ...args], {
    encoding: 'utf8',
    cwd: process.cwd(),
  });

describe('npm run simulate', () => {
  it('prints the leak as JSON for the incident', () => {
    const out = JSON.parse(
      execFileSync(TSX_NODE, [...TSX_ARGS, 'scripts/simulate.ts', 'incident', '--json'], {
        encoding: 'utf8',
      }),
    ) as Report;
    const d1 = out.responses.find((r) => r.request === 'd1')!;
    expect(d1).toMatchObject({ httpStatus: 200, isolation: 'cross-tenant', correct: false });
    expect(d1.leakedFrom).toContainEqual({ tenant: 'a', request: 'a1' });
    expect(out.summary).toEqual({ requests: 4, leaks: 1, wrong: 1 });
  }, 30_000);

  it('prints a readable table and exits 0 for the fixed scenario', () => {
    const r = sim('incident-fixed');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/d1\s+d\s+800,000\s+400\s+clean/);
  }, 30_000);

  it('exits 2 with every problem on stderr for an invalid file', () => {
    const dir = tempDir('sp-');
    const f = join(dir, 'bad.json');
    writeFileSync(f, JSON.stringify({ name: 'x', nope: 1 }));
    const r = sim(f);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('$.nope: unknown field');
    expect(r.stderr).toContain('$.seed: required field is missing');
    expect(sim('no-such-scenario').status).toBe(2);
  }, 30_000);
});
