// @vitest-environment node
/**
 * `npm run lab:verify` for a facilitator, run as a child process: --secret-file (a live solve
 * verifies only with a session the class's server signed), --workshop (its challenges, in its
 * order), a file that is not progress shown as a row with its reason while everyone else's
 * results are still printed, copies flagged, and reasons in --csv and --json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/engine';
import { PROGRESS_FORMAT, type ProgressEntry } from '../../src/lab';
import { createSigner } from '../../live/signature';
import { TSX_ARGS, TSX_NODE } from '../helpers/script';
import { SOLUTIONS } from './solutions';
import { tempDir } from '../helpers/cleanup';

const SECRET = 'class-secret-0123456789abcdef';
const dir = tempDir('lab-verify-class-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (...args: string[]) =>
  spawnSync(TSX_NODE, [...TSX_ARGS, 'scripts/lab-verify.ts', ...args], {
    encoding: 'utf8',
    cwd: process.cwd(),
    env: { ...process.env, STALE_PAGES_CLASS_SECRET: '' },
  });
const write = (path: string, data: unknown) => {
  writeFileSync(path, typeof data === 'string' ? data : JSON.stringify(data));
  return path;
};
const progress = (entries: ProgressEntry[], trainee: string) => ({
  format: PROGRESS_FORMAT,
  version: 1,
  trainee,
  entries,
});
const canary = (session: unknown, solvedAt = '2026-12-03T10:00:00.000Z'): ProgressEntry => ({
  challenge: 'live-canary',
  solved: true,
  solution: { session },
  solvedAt,
});
const leak = JSON.parse(readFileSync('tests/lab/sessions/canary-leak.json', 'utf8')) as Scenario;
const builtin = JSON.parse(readFileSync('public/scenarios/incident.json', 'utf8')) as Scenario;

const secretFile = write(join(dir, 'class.secret'), `${SECRET}\n`);

describe('lab:verify --secret-file', () => {
  const signed = createSigner(SECRET, 'team-1').sign(leak);
  const edited = structuredClone(signed);
  edited.requests.at(-1)!.maxNewTokens += 1;
  const other = createSigner('another-class-secret-99999').sign(leak);
  const files = {
    signed: write(join(dir, 'signed.json'), progress([canary(signed)], 'Signed')),
    builtin: write(join(dir, 'builtin.json'), progress([canary(builtin)], 'Builtin')),
    unsigned: write(join(dir, 'unsigned.json'), progress([canary(leak)], 'Unsigned')),
    edited: write(join(dir, 'edited.json'), progress([canary(edited)], 'Edited')),
    other: write(join(dir, 'other.json'), progress([canary(other)], 'Other')),
  };

  it('verifies a live solve only with a session signed by the class secret', () => {
    const ok = run(files.signed, '--secret-file', secretFile);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/live-canary\s+yes\s+yes/);
    const expectFail = (file: string, reason: RegExp) => {
      const r = run(file, '--secret-file', secretFile);
      expect(r.status).toBe(1);
      expect(r.stdout).toMatch(/live-canary\s+yes\s+no/);
      expect(r.stdout).toMatch(reason);
    };
    expectFail(files.builtin, /no live server’s signature/);
    expectFail(files.unsigned, /no live server’s signature/);
    expectFail(files.edited, /edited after it was saved/);
    expectFail(files.other, /another secret/);
  }, 60_000);

  it('without a secret, a replayed session still verifies, and the class view says so', () => {
    expect(run(files.unsigned).status).toBe(0);
    const r = run(files.unsigned, files.signed);
    expect(r.stderr).toMatch(/not authenticated: give --secret-file/);
  }, 60_000);

  it('refuses a secret that is too short', () => {
    const r = run(files.signed, '--secret-file', write(join(dir, 'short.secret'), 'abc'));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/at least 16 characters/);
  }, 60_000);
});

describe('lab:verify DIR --workshop', () => {
  const cls = join(dir, 'class');
  mkdirSync(cls);
  const good = (id: string, extra: Partial<ProgressEntry> = {}): ProgressEntry => ({
    challenge: id,
    solved: true,
    solution: SOLUTIONS[id]!.good(),
    ...extra,
  });
  const ada = progress(
    [
      good('make-a-leak', { solvedAt: '2026-12-03T10:01:02.345Z' }),
      good('smallest-rejected-prompt'),
    ],
    'Ada',
  );
  write(join(cls, 'ada.json'), ada);
  write(join(cls, 'cy.json'), { ...ada, trainee: 'Cy' }); // a copy under another name
  write(join(cls, 'ben.json'), {
    ...progress([good('smallest-rejected-prompt')], 'Ben'),
    leftWorkshop: '2026-12-03T10:30:00.000Z',
  });
  write(join(cls, 'dan-session.json'), leak); // the session the live challenges save
  write(join(cls, 'eve.json'), '{"format": "stale-pages-lab-progress", "entr'); // truncated
  const workshop = write(join(dir, 'workshop.json'), {
    format: 'stale-pages-lab-workshop',
    version: 1,
    challenges: ['smallest-rejected-prompt', 'make-a-leak'],
  });

  it('lists the workshop’s challenges in its order, a file column, bad files as rows', () => {
    const r = run(cls, '--workshop', workshop);
    expect(r.status).toBe(1); // something failed: two files are not progress
    const lines = r.stdout.split('\n');
    expect(lines[0]).toMatch(/^trainee\s+file\s+1\s+2\s+verified\s+failing$/);
    expect(r.stdout).toMatch(/^\s+1\s+smallest-rejected-prompt$/m);
    expect(r.stdout).toMatch(/^\s+2\s+make-a-leak$/m);
    expect(r.stdout).not.toMatch(/whose-pages/);
    expect(lines.find((l) => l.startsWith('Ben '))).toMatch(/ben\.json\s+✓\s+·\s+1\s+0/);
    expect(lines.find((l) => l.startsWith('Ada '))).toMatch(/ada\.json\s+✓\s+✓\s+2\s+0/);
    expect(r.stdout).toMatch(/dan-session\.json: not a progress file: \$\.name: unknown field/);
    expect(r.stdout).toMatch(/eve\.json: not a progress file: \$: not valid JSON/);
    expect(r.stdout).toMatch(
      /left the workshop \(spoilers and hints back on\):\n\s+Ben \(ben\.json\) at 2026-12-03T10:30:00\.000Z/,
    );
  }, 60_000);

  it('flags identical solutions and identical solve times across files', () => {
    const r = run(cls, '--workshop', workshop);
    expect(r.stdout).toMatch(/make-a-leak: identical solutions in \S*ada\.json, \S*cy\.json/);
    expect(r.stdout).toMatch(
      /make-a-leak: identical solve time 2026-12-03T10:01:02.345Z in \S*ada\.json, \S*cy\.json/,
    );
  }, 60_000);

  it('puts reasons in --csv and --json', () => {
    const csv = run(cls, '--workshop', workshop, '--csv');
    const [head, ...rows] = csv.stdout.trim().split('\n');
    expect(head).toBe(
      'trainee,file,problem,left workshop,smallest-rejected-prompt,smallest-rejected-prompt hints,smallest-rejected-prompt wrong attempts,smallest-rejected-prompt reason,make-a-leak,make-a-leak hints,make-a-leak wrong attempts,make-a-leak reason',
    );
    expect(rows.find((l) => l.includes('eve.json'))).toMatch(/not valid JSON/);
    const json = run(cls, '--workshop', workshop, '--json');
    const data = JSON.parse(json.stdout) as {
      rows: { file: string; problem?: string }[];
      flags: string[];
    };
    expect(data.rows.find((x) => x.file.endsWith('dan-session.json'))!.problem).toMatch(
      /not a progress file/,
    );
    expect(data.flags.length).toBe(2);
  }, 60_000);
});
