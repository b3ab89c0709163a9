// @vitest-environment node
/**
 * `npm run probe` as a user runs it, against the SGLang-like fixture on 127.0.0.1: vulnerable,
 * fixed and scrubbed deployments, the plan before anything is sent, --dry-run, the refusal of a
 * target that is not on this machine, unknown options.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { FOREIGN_TEXT, startFixture, type Fixture, type Variant } from './fixture';
import { schemaErrors } from './schemaCheck';
import { TSX_ARGS, TSX_NODE } from '../helpers/script';
import { track } from '../helpers/cleanup';

const root = join(__dirname, '..', '..');
const schema = JSON.parse(
  readFileSync(join(root, 'public/schemas/probe-report.schema.json'), 'utf8'),
) as Record<string, unknown>;

function probe(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = track(spawn(TSX_NODE, [...TSX_ARGS, 'scripts/probe.ts', ...args], { cwd: root }));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

const fixtures = new Map<Variant, Fixture>();
beforeAll(async () => {
  for (const variant of ['vulnerable', 'scrub', 'fixed', 'foreign'] as const)
    fixtures.set(
      variant,
      await startFixture({
        variant,
        contextLength: 4096,
        prefillPool: 2048,
        decodePool: 8192,
        keys: ['a', 'b'],
      }),
    );
});
afterAll(async () => {
  for (const f of fixtures.values()) await f.close();
});

const infoArgs = (f: Fixture) => [
  '--url',
  f.url,
  '--prefill-info',
  `${f.url}/prefill/get_server_info`,
  '--decode-info',
  `${f.url}/decode/get_server_info`,
  '--key',
  'a',
  '--key',
  'b',
];

interface JsonReport {
  verdict: string;
  exit: number;
  why: string;
  oracles: {
    status: { got: number; pass: boolean };
    output: { right: boolean; canaries: string[] };
  };
  requests: { role: string; status: number; promptTokens: number }[];
  figures: { band: { from: number; to: number } };
}

describe('npm run probe against an SGLang-like deployment', { timeout: 120_000 }, () => {
  it('finds the leak: 200 in the band, the answer carries A canary words, exit 1', async () => {
    const f = fixtures.get('vulnerable')!;
    const r = await probe([...infoArgs(f), '--json']);
    expect(r.code).toBe(1);
    const rep = JSON.parse(r.stdout) as JsonReport;
    expect(rep.verdict).toBe('vulnerable');
    expect(rep.figures.band).toMatchObject({ from: 2042, to: 4089 });
    expect(rep.oracles.status).toMatchObject({ got: 200, pass: false });
    expect(rep.oracles.output.canaries.length).toBeGreaterThan(0);
    expect(rep.oracles.output.canaries[0]).toMatch(/^cnry[0-9a-f]{8}\d$/);
    const band = rep.requests.find((q) => q.role === 'band')!;
    expect(band.promptTokens).toBeGreaterThanOrEqual(2042);
    expect(band.promptTokens).toBeLessThanOrEqual(4080);
    expect(rep.requests.find((q) => q.role === 'control')!.promptTokens).toBeLessThan(2042);
    // the plan is printed (on stderr with --json) before the first prompt is sent
    expect(r.stderr.indexOf('probe plan')).toBeLessThan(r.stderr.indexOf('sending'));
  });

  it('canaries are unique per run', async () => {
    const f = fixtures.get('vulnerable')!;
    const one = JSON.parse((await probe([...infoArgs(f), '--json'])).stdout) as JsonReport;
    const two = JSON.parse((await probe([...infoArgs(f), '--json'])).stdout) as JsonReport;
    const c1 = one.oracles.output.canaries;
    expect(two.oracles.output.canaries.some((w) => c1.includes(w))).toBe(false);
  });

  it('a fixed deployment: 400 in the band, no canary, exit 0', async () => {
    const r = await probe(infoArgs(fixtures.get('fixed')!));
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/verdict: fixed \(exit 0\)/);
    expect(r.stdout).toMatch(
      /got 400 \(input limit\), 400 \(input limit\), 400 \(input limit\): pass/,
    );
  });

  it('scrubbed pages: the status oracle fails (200) while no canary leaks, and the verdict says so', async () => {
    const r = await probe([...infoArgs(fixtures.get('scrub')!), '--json']);
    expect(r.code).toBe(1);
    const rep = JSON.parse(r.stdout) as JsonReport;
    expect(rep.oracles.status.pass).toBe(false);
    expect(rep.oracles.output).toMatchObject({ right: false, canaries: [] });
    expect(rep.why).toMatch(/got 200 \(the status oracle fails\); no canary of tenant A was found/);
  });

  // issue 34 point 1: the router has no /tokenize (as sgl-router and mini_lb): the prompts
  // are measured on the node whose /get_server_info was given
  it("measures on the prefill node's /tokenize, never the router's", async () => {
    const f = fixtures.get('vulnerable')!;
    f.tokenized.length = 0;
    const r = await probe([...infoArgs(f), '--json']);
    expect(r.code, r.stderr).toBe(1);
    expect(f.tokenized.length).toBeGreaterThan(0);
    expect(new Set(f.tokenized)).toEqual(new Set(['/prefill/tokenize']));
    // the load the plan stated holds what was sent
    const load = (JSON.parse(r.stdout) as { load: { tokenizeCalls: number; prompts: number } })
      .load;
    expect(f.tokenized.length).toBeLessThanOrEqual(load.tokenizeCalls);
  });

  it('with no node known, the router refuses /tokenize: inconclusive (exit 3), saying what to give', async () => {
    const f = fixtures.get('vulnerable')!;
    f.tokenized.length = 0;
    const before = f.generated.length;
    const figures = ['--context-length', '4096', '--prefill-pool', '2048', '--decode-pool', '8192'];
    const r = await probe(['--url', f.url, ...figures, '--key', 'a', '--key', 'b', '--json']);
    expect(r.code, r.stderr).toBe(3);
    expect((JSON.parse(r.stdout) as JsonReport).why).toMatch(
      /the router has no \/tokenize .*give --tokenize-url/,
    );
    expect(f.tokenized).toEqual(['/tokenize', '/v1/tokenize']);
    expect(f.generated.length).toBe(before);
  });

  // issue 34 point 3: a stale read can return another tenant's text; by default it is neither
  // printed nor stored, only whether canary words appear and its length and hash
  it("another tenant's text in a leaking answer is not in stdout, stderr or the JSON report", async () => {
    const f = fixtures.get('foreign')!;
    for (const args of [['--json'], []]) {
      const r = await probe([...infoArgs(f), ...args]);
      expect(r.code, r.stderr).toBe(1);
      for (const word of FOREIGN_TEXT.split(' ')) {
        expect(r.stdout).not.toContain(word);
        expect(r.stderr).not.toContain(word);
      }
      if (args.length === 0) {
        expect(r.stdout).toMatch(
          /answer not shown: \d+ characters, sha256 [0-9a-f]{16}…; canary words: cnry/,
        );
        continue;
      }
      const rep = JSON.parse(r.stdout) as Omit<JsonReport, 'requests'> & {
        answers: string;
        requests: {
          role: string;
          answer: string | null;
          answerChars: number | null;
          answerSha256: string | null;
          canaryWords: string[];
        }[];
      };
      expect(schemaErrors(schema, rep)).toEqual([]);
      expect(rep.answers).toBe('redacted');
      const band = rep.requests.find((q) => q.role === 'band')!;
      expect(band.answer).toBeNull();
      expect(band.answerChars).toBeGreaterThan(FOREIGN_TEXT.length);
      expect(band.answerSha256).toMatch(/^[0-9a-f]{64}$/);
      expect(band.canaryWords.length).toBeGreaterThan(0);
    }
    // and with --show-answers it is there: the test above can fail
    const shown = await probe([...infoArgs(f), '--json', '--show-answers']);
    expect(shown.stdout).toContain(FOREIGN_TEXT);
  });

  // issue 34 points 3 and 6: the load (retries, /tokenize calls) in the plan before anything
  // is sent, and --dry-run --json gives the report in the shape of every other exit
  it('--dry-run --json: a schema-valid report (planned, exit 0) with the load, nothing sent', async () => {
    const f = fixtures.get('fixed')!;
    const [before, tokBefore] = [f.generated.length, f.tokenized.length];
    const r = await probe([...infoArgs(f), '--dry-run', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const rep = JSON.parse(r.stdout) as Record<string, unknown> & {
      load: {
        attemptsPerPrompt: number;
        prompts: number;
        dispatchesAtMost: number;
        tokenizeCalls: number;
        tokenizeFullLength: number;
      };
    };
    expect(schemaErrors(schema, rep)).toEqual([]);
    expect(rep).toMatchObject({ verdict: 'planned', exit: 0, requests: [], oracles: null });
    expect(rep.load.attemptsPerPrompt).toBe(5);
    expect(rep.load.dispatchesAtMost).toBe(5 * rep.load.prompts);
    expect(rep.load.tokenizeFullLength).toBe(3 * rep.load.prompts);
    expect(r.stderr).toMatch(
      /retries +sgl-router \(assumed\) re-dispatches 408, 429, 500, 502, 503 and 504 .* up to 5 attempts/,
    );
    expect(r.stderr).toMatch(
      new RegExp(
        `sizing +on ${f.url}/prefill/ \\(the node of --prefill-info\\): at most ${rep.load.tokenizeCalls} /tokenize calls, ${rep.load.tokenizeFullLength} of them full length`,
      ),
    );
    expect([f.generated.length, f.tokenized.length]).toEqual([before, tokBefore]);
  });

  it('the plan states the retries and /tokenize calls before the first prompt is sent', async () => {
    const r = await probe([...infoArgs(fixtures.get('fixed')!), '--json']);
    expect(r.code, r.stderr).toBe(0);
    const at = (x: string) => r.stderr.indexOf(x);
    const [retries, sizing, sending] = [at('  retries '), at('  sizing '), at('sending ')];
    expect(retries).toBeGreaterThan(0);
    expect(sizing).toBeGreaterThan(0);
    expect(retries).toBeLessThan(sending);
    expect(sizing).toBeLessThan(sending);
  });

  it('--dry-run prints the plan and sends no prompt', async () => {
    const f = fixtures.get('fixed')!;
    const before = f.generated.length;
    const r = await probe([...infoArgs(f), '--dry-run']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/probe plan \(no prompt sent yet\)/);
    expect(r.stdout).toMatch(/2,042 … 4,089 tokens/);
    expect(r.stdout).toMatch(/in all {4}\d+ prompts/);
    expect(f.generated.length).toBe(before);
  });

  it('refuses a target that is not on this machine without --yes, before sending anything', async () => {
    const r = await probe(['--url', 'http://192.0.2.7:30000', '--key', 'a', '--key', 'b']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/not on this machine: 192\.0\.2\.7:30000\. Nothing was sent/);
    expect(r.stderr).toMatch(/--yes/);
  });

  it('refuses unknown options with the list of known ones; --help has examples', async () => {
    const bad = await probe(['--url', 'http://127.0.0.1:1', '--kye', 'a']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--kye/);
    expect(bad.stderr).toMatch(/known options: .*--key .*--dry-run/);
    const help = await probe(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/examples\n {2}npm run probe -- --url/);
  });

  it('inconclusive (exit 3) when the figures cannot be read', async () => {
    const r = await probe(['--url', 'http://127.0.0.1:9', '--key', 'a', '--key', 'b']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(
      /inconclusive.*\n.*figures could not be read: GET http:\/\/127\.0\.0\.1:9\/get_server_info/,
    );
  });
});
