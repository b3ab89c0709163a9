/**
 * The nightly job docs/probe.md shows is ready to use (issue 34 point 4): valid YAML with a
 * schedule, the key from a secret in the environment (never on the command line), a probe
 * command line the probe accepts (scripts/probe/args.ts `readArgs`) with --json and a deadline
 * shorter than the job's timeout, and an exit-code switch that matches the probe's codes; the
 * exit-code table names every exit the report's schema allows. Reads files only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readArgs } from '../../scripts/probe/args';
import { EXIT_CODES, probeReportSchema } from '../../src/tools/probe';

const doc = readFileSync(join(__dirname, '..', '..', 'docs', 'probe.md'), 'utf8');
const block = /```yaml\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';

interface Step {
  env?: Record<string, string>;
  run?: string;
}
interface Job {
  'timeout-minutes': number;
  steps: Step[];
}
const workflow = parse(block) as {
  on: { schedule: { cron: string }[] };
  jobs: Record<string, Job>;
};
const job = Object.values(workflow.jobs)[0]!;
const step = job.steps.find((s) => s.run?.includes('npm run -s probe'))!;
/** The probe's arguments in the step's script (continuation lines joined). */
const argv = (step.run ?? '')
  .replace(/\\\n\s*/g, ' ')
  .split('\n')
  .find((l) => l.includes('npm run -s probe --'))!
  .split('npm run -s probe --')[1]!
  .split('>')[0]!
  .trim()
  .split(/\s+/);

describe('the nightly job in docs/probe.md', () => {
  it('runs on a schedule, the key from a secret in the environment', () => {
    expect(workflow.on.schedule[0]!.cron.split(' ')).toHaveLength(5);
    expect(step.env?.STALE_PAGES_API_KEY).toMatch(/^\$\{\{ secrets\.\w+ \}\}$/);
    expect(argv).not.toContain('--key');
  });

  it('its command line is one the probe accepts, with --json and a deadline within the job', () => {
    const r = readArgs(argv, { STALE_PAGES_API_KEY: 'from-the-secret' });
    if ('error' in r) throw new Error(r.error);
    if (r.help) throw new Error('--help');
    expect(r.args).toMatchObject({ json: true, yes: true, keys: ['from-the-secret'] });
    expect(r.args.pair).toBeDefined();
    expect(r.args.deadline! + 60).toBeLessThan(job['timeout-minutes'] * 60);
  });

  it("its exit-code switch matches the probe's codes", () => {
    const run = step.run ?? '';
    expect(run).toMatch(new RegExp(`\\b${EXIT_CODES.fixed}\\) echo "fixed`));
    expect(run).toMatch(new RegExp(`\\b${EXIT_CODES.vulnerable}\\) echo "::error::VULNERABLE`));
    expect(run).toMatch(
      new RegExp(`\\b${EXIT_CODES.inconclusive}\\) echo "::warning::inconclusive`),
    );
  });

  it('the exit-code table names every exit the report schema allows', () => {
    const exits = (probeReportSchema().properties as { exit: { enum: number[] } }).exit.enum;
    for (const e of exits) expect(doc).toMatch(new RegExp(`\\n\\| ${e} +\\| `));
  });
});
