// @vitest-environment node
/**
 * The kit runs as written: every workshop file in docs/workshops passes `npm run lab:validate`
 * (run as a child process), which checks a workshop file as one; a typo in one is refused by
 * JSON path.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { TSX_ARGS, TSX_NODE } from '../helpers/script';
import { tempDir } from '../helpers/cleanup';

const validate = (...files: string[]) =>
  spawnSync(TSX_NODE, [...TSX_ARGS, 'scripts/lab-validate.ts', ...files], { encoding: 'utf8' });
const dir = tempDir('lab-kit-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('every workshop file of the kit passes lab:validate', () => {
  const files = readdirSync('docs/workshops')
    .filter((f) => f.endsWith('.json'))
    .map((f) => join('docs/workshops', f));
  expect(files.length).toBeGreaterThan(0);
  const r = validate(...files);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  for (const f of files) expect(r.stdout).toContain(`${f}: ok (workshop, `);
}, 60_000);

it('a workshop file with an unknown challenge is refused by JSON path', () => {
  const bad = join(dir, 'typo.json');
  writeFileSync(
    bad,
    JSON.stringify({
      format: 'stale-pages-lab-workshop',
      version: 1,
      challenges: ['make-a-leak', 'make-a-leek'],
    }),
  );
  const r = validate(bad);
  expect(r.status).toBe(2);
  expect(r.stderr).toContain('$.challenges[1]: no challenge "make-a-leek" is loaded');
}, 60_000);
