// @vitest-environment node
/**
 * A class's results (issue 22 point 3): the progress file's `trainee`, wrong attempts and
 * hints; `npm run lab:verify -- FILE|DIR …` run as a child process: the table (one row per
 * trainee, a column per challenge), --csv, --json and the exit codes.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseProgress, PROGRESS_FORMAT, type ProgressEntry } from '../../src/lab';
import { createLabStore } from '../../src/store/lab';
import { SOLUTIONS } from './solutions';
import { TSX_ARGS, TSX_NODE } from '../helpers/script';
import { tempDir } from '../helpers/cleanup';

const entry = (id: string, good: boolean, extra: Partial<ProgressEntry> = {}): ProgressEntry => ({
  challenge: id,
  solved: true,
  solution: (good ? SOLUTIONS[id]!.good : SOLUTIONS[id]!.wrong)(),
  ...extra,
});
const progress = (entries: ProgressEntry[], trainee?: string) => ({
  format: PROGRESS_FORMAT,
  version: 1,
  ...(trainee !== undefined ? { trainee } : {}),
  entries,
});

describe('progress fields', () => {
  it('an older file without trainee or wrongAttempts still loads', () => {
    const r = parseProgress(
      JSON.stringify(progress([{ challenge: 'make-a-leak', solved: false, hintsShown: 1 }])),
    );
    expect(r.ok && r.progress.trainee).toBeUndefined();
    expect(r.ok && r.progress.entries[0]).toEqual({
      challenge: 'make-a-leak',
      solved: false,
      hintsShown: 1,
    });
  });
  it('keeps a trainee name (trimmed) and wrong attempts', () => {
    const r = parseProgress(
      JSON.stringify(progress([entry('make-a-leak', true, { wrongAttempts: 4 })], '  Ana Lee ')),
    );
    expect(r.ok && r.progress.trainee).toBe('Ana Lee');
    expect(r.ok && r.progress.entries[0]!.wrongAttempts).toBe(4);
  });
  it('refuses a bad trainee or wrong-attempt count by JSON path', () => {
    const bad = (p: unknown) => {
      const r = parseProgress(JSON.stringify(p));
      return r.ok ? [] : r.problems.map((x) => x.path);
    };
    expect(bad(progress([], 'x'.repeat(81)))).toEqual(['$.trainee']);
    expect(bad({ ...progress([]), trainee: 7 })).toEqual(['$.trainee']);
    expect(bad(progress([{ challenge: 'a', solved: false, wrongAttempts: -1 }]))).toEqual([
      '$.entries[0].wrongAttempts',
    ]);
    expect(bad(progress([{ challenge: 'a', solved: false, wrongAttempts: 1.5 }]))).toEqual([
      '$.entries[0].wrongAttempts',
    ]);
  });
  it('the store counts wrong attempts, keeps them through a solve, and sets the trainee', () => {
    const s = createLabStore(null);
    s.getState().recordWrongAttempt('make-a-leak');
    s.getState().recordWrongAttempt('make-a-leak');
    s.getState().markSolved('make-a-leak', SOLUTIONS['make-a-leak']!.good());
    const e = s.getState().progress.entries[0]!;
    expect([e.solved, e.wrongAttempts]).toEqual([true, 2]);
    s.getState().setTrainee('Ana ');
    expect(s.getState().progress.trainee).toBe('Ana ');
    s.getState().setTrainee('  ');
    expect('trainee' in s.getState().progress).toBe(false);
  });
  it('leaving a workshop is recorded in the progress, and the export keeps it', () => {
    const s = createLabStore(null);
    s.getState().leaveWorkshop(); // no workshop loaded: nothing to record
    expect('leftWorkshop' in s.getState().progress).toBe(false);
    s.getState().setWorkshop({
      source: 'w.json',
      data: { format: 'stale-pages-lab-workshop', version: 1, challenges: ['make-a-leak'] },
    });
    s.getState().leaveWorkshop();
    const left = s.getState().progress.leftWorkshop!;
    expect(Number.isNaN(Date.parse(left))).toBe(false);
    const r = parseProgress(JSON.stringify(s.getState().progress));
    expect(r.ok && r.progress.leftWorkshop).toBe(left);
  });
});

describe('npm run lab:verify with several files', () => {
  const dir = tempDir('lab-class-');
  const run = (...args: string[]) =>
    spawnSync(TSX_NODE, [...TSX_ARGS, 'scripts/lab-verify.ts', ...args], {
      encoding: 'utf8',
      cwd: process.cwd(),
    });
  const write = (path: string, data: unknown) => {
    writeFileSync(path, typeof data === 'string' ? data : JSON.stringify(data));
    return path;
  };
  const honestDir = join(dir, 'honest');
  mkdirSync(honestDir);
  write(
    join(honestDir, 'ana.json'),
    progress(
      [entry('make-a-leak', true, { hintsShown: 2, wrongAttempts: 3 }), entry('whose-pages', true)],
      'Ana',
    ),
  );
  write(join(honestDir, 'bo.json'), progress([entry('smallest-rejected-prompt', true)]));
  const cheat = write(
    join(dir, 'cy.json'),
    progress([entry('make-a-leak', false)], '=HYPERLINK("x")'),
  );

  it('prints one row per trainee and a column per challenge; exit 0 when every claim holds', () => {
    const r = run(honestDir);
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n');
    const head = lines[0]!.split(/\s+/);
    expect(head[0]).toBe('trainee');
    expect(head[1]).toBe('file');
    // the columns are numbered (after trainee and file); the legend names them
    const col = (id: string) => {
      const l = lines.find((x) => x.trim().endsWith(`  ${id}`))!;
      return Number(l.trim().split(/\s+/)[0]) + 1;
    };
    const cells = (name: string) => {
      const l = lines.find((x) => x.startsWith(`${name} `))!;
      // cells are separated by two spaces or more; a cell may hold "✓ h2 w3"
      return l.split(/\s{2,}/);
    };
    expect(cells('Ana')[col('make-a-leak')]).toBe('✓ h2 w3');
    expect(cells('Ana')[col('whose-pages')]).toBe('✓');
    expect(cells('Ana')[col('router-choice')]).toBe('·');
    // no trainee name: the file's name
    expect(cells('bo')[col('smallest-rejected-prompt')]).toBe('✓');
  }, 60_000);

  it('exit 1 when a claim fails, marked ✗ with the reason; files and folders mix', () => {
    const r = run(honestDir, cheat);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('✗');
    expect(r.stdout).toMatch(
      /=HYPERLINK\("x"\) \(\S+\.json\), make-a-leak: the goal does not hold/,
    );
  }, 60_000);

  it('--csv: one line per trainee, state, hints and attempts per challenge, formulas neutralised', () => {
    const r = run(honestDir, cheat, '--csv');
    expect(r.status).toBe(1);
    const [head, ...rows] = r.stdout.trimEnd().split('\n');
    const h = head!.split(',');
    expect(h.slice(0, 2)).toEqual(['trainee', 'file']);
    const at = (row: string, name: string) => row.split(',')[h.indexOf(name)];
    const ana = rows.find((x) => x.startsWith('Ana,'))!;
    expect(at(ana, 'make-a-leak')).toBe('verified');
    expect(at(ana, 'make-a-leak hints')).toBe('2');
    expect(at(ana, 'make-a-leak wrong attempts')).toBe('3');
    expect(at(ana, 'router-choice')).toBe('open');
    const cy = rows.find((x) => x.includes('HYPERLINK'))!;
    expect(cy.startsWith(`"'=HYPERLINK(""x"")"`)).toBe(true);
    expect(rows).toHaveLength(3);
  }, 60_000);

  it('--json: the challenges and per trainee its cells', () => {
    const r = run(honestDir, cheat, '--json');
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout) as {
      challenges: string[];
      rows: { trainee: string; cells: { challenge: string; state: string; reason: string }[] }[];
    };
    expect(out.challenges).toContain('make-a-leak');
    const cy = out.rows.find((x) => x.trainee.includes('HYPERLINK'))!;
    const cell = cy.cells.find((c) => c.challenge === 'make-a-leak')!;
    expect(cell.state).toBe('failing');
    // the reason names the response that fails (issue 22 point 4)
    expect(cell.reason).toMatch(/^the goal does not hold: .*tenant m/);
    expect(out.rows.map((x) => x.trainee).sort()).toEqual(['=HYPERLINK("x")', 'Ana', 'bo']);
  }, 60_000);

  it('an invalid file among them is a row with its reason (exit 1); exit 2 for an empty folder, or --csv with --json', () => {
    const badDir = join(dir, 'bad');
    mkdirSync(badDir);
    write(join(badDir, 'a.json'), progress([]));
    write(join(badDir, 'b.json'), { ...progress([]), trainee: ['x'] });
    const r = run(badDir);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/b\.json: not a progress file: \$\.trainee/);
    const empty = join(dir, 'empty');
    mkdirSync(empty);
    expect(run(empty).status).toBe(2);
    expect(run(honestDir, '--csv', '--json').status).toBe(2);
  }, 60_000);
});
