// @vitest-environment node
/** `npm run simulate`'s command line (parseArgs): --help with examples, unknown options refused. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');
const sim = (...args: string[]) =>
  spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/simulate.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });

describe('npm run simulate: command line', { timeout: 60_000 }, () => {
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
