// @vitest-environment node
/** `npm run simulate` and `npm run lab:verify` command lines (parseArgs): --help with examples, unknown options refused. */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyProgress, recordEntry, serializeProgress } from '../../src/lab';
import { TSX_ARGS, TSX_NODE } from '../helpers/script';
import { tempDir } from '../helpers/cleanup';

const root = join(__dirname, '..', '..');
const sim = (...args: string[]) =>
  spawnSync(TSX_NODE, [...TSX_ARGS, 'scripts/simulate.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });

describe('npm run simulate: command line', { timeout: 120_000 }, () => {
  it('--help lists the options, the exit codes and examples, exit 0', () => {
    const r = sim('--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/exit codes\n {2}0 /);
    expect(r.stdout).toMatch(/examples\n {2}npm run simulate -- incident/);
  });

  it('refuses an unknown option with the list of known ones, exit 2', () => {
    const r = sim('incident', '--jsn');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/Unknown option '--jsn'/);
    expect(r.stderr).toMatch(/known options: --json --help/);
    expect(r.stdout).toBe('');
  });

  it('shows a bidi override in a usage error escaped', () => {
    const r = sim('evil\u202etxt.json');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('evil\\u202etxt.json');
    expect(r.stderr).not.toContain('\u202e');
  });
});

const verify = (...args: string[]) =>
  spawnSync(TSX_NODE, [...TSX_ARGS, 'scripts/lab-verify.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });

describe('npm run lab:verify: command line', { timeout: 120_000 }, () => {
  it('--help with exit codes and examples; unknown options refused with the known ones', () => {
    const help = verify('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/examples\n {2}npm run lab:verify -- /);
    const bad = verify('p.json', '--chalenges', 'x');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(
      /known options: --challenges --json --csv --workshop --secret-file --help/,
    );
    expect(verify('p.json', '--challenges', 'a', '--challenges', 'b').stderr).toMatch(
      /give --challenges once/,
    );
  });

  it('--json gives the rows a script reads, with the same exit code', () => {
    const f = join(tempDir('verify-json-'), 'p.json');
    const p = recordEntry(emptyProgress(), {
      challenge: 'make-a-leak',
      solved: true,
      solution: { answer: 1 },
    });
    writeFileSync(f, serializeProgress(p));
    const r = verify(f, '--json');
    const rows = JSON.parse(r.stdout) as {
      challenge: string;
      claimed: boolean;
      verified: boolean;
    }[];
    expect(rows.find((x) => x.challenge === 'make-a-leak')).toMatchObject({
      claimed: true,
      verified: false,
    });
    expect(r.status).toBe(1);
  });
});
