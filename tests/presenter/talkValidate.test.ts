// @vitest-environment node
/**
 * A talk file is checked from the command line as the other file kinds are: `npm run
 * lab:validate` (run as a child process) takes the example talk file as a talk file (it read
 * it as a challenge and refused it for 19 challenge fields), and refuses a bad one by JSON
 * path with the deck's own messages, exit 2.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { tempDir } from '../helpers/cleanup';
import { TSX_ARGS, TSX_NODE } from '../helpers/script';

const validate = (...files: string[]) =>
  spawnSync(TSX_NODE, [...TSX_ARGS, 'scripts/lab-validate.ts', ...files], { encoding: 'utf8' });
const dir = tempDir('talk-validate-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('the example talk file passes lab:validate as a talk file', () => {
  const r = validate('public/talks/example.json');
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe('public/talks/example.json: ok (talk, 9 slides)\n');
  expect(r.status).toBe(0);
}, 60_000);

it('a talk file with a misspelt slide and no title is refused by JSON path', () => {
  const bad = join(dir, 'mine.json');
  writeFileSync(
    bad,
    JSON.stringify({ format: 'stale-pages-talk', version: 1, slides: ['title', 'stale-page'] }),
  );
  const r = validate(bad);
  expect(r.status).toBe(2);
  expect(r.stderr).toContain(`${bad}: not ready (talk file)`);
  expect(r.stderr).toContain('$.slides[1]: no slide "stale-page"');
  expect(r.stderr).toContain('$.title: the slides name a title slide: give the talk a title');
}, 60_000);
