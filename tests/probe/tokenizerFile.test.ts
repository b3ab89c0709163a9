// @vitest-environment node
/**
 * `--tokenizer-file`: the prompts measured on this machine with the model's tokenizer.json
 * (read by @huggingface/tokenizers), with no `/tokenize` call to a node or the router (issue 34
 * point 1: "lengths measured on a node's /tokenize, or a tokenizer file the operator gives").
 * Against the SGLang-like fixture on 127.0.0.1, whose router refuses /tokenize and which counts
 * one token per whitespace-separated word; the file is a WordPiece tokenizer.json whose only
 * entry is `[UNK]` behind a whitespace split: one token per word as well.
 */
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from './fixture';
import { tempDir, track } from '../helpers/cleanup';

const root = join(__dirname, '..', '..');
const dir = tempDir('probe-tokfile-');
const file = join(dir, 'tokenizer.json');
const notJson = join(dir, 'broken.json');
let fixture: Fixture;

beforeAll(async () => {
  writeFileSync(
    file,
    JSON.stringify({
      version: '1.0',
      added_tokens: [],
      normalizer: null,
      pre_tokenizer: { type: 'WhitespaceSplit' },
      post_processor: null,
      decoder: null,
      model: {
        type: 'WordPiece',
        unk_token: '[UNK]',
        continuing_subword_prefix: '##',
        max_input_chars_per_word: 100,
        vocab: { '[UNK]': 0 },
      },
    }),
  );
  writeFileSync(notJson, '{"model": ');
  fixture = await startFixture({
    variant: 'vulnerable',
    contextLength: 4096,
    prefillPool: 2048,
    decodePool: 8192,
    keys: ['a', 'b'],
  });
});
afterAll(async () => {
  await fixture.close();
  rmSync(dir, { recursive: true, force: true });
});

function probe(args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = track(
      spawn(process.execPath, ['--import', 'tsx', 'scripts/probe.ts', ...args], {
        cwd: root,
        env: { ...process.env, STALE_PAGES_API_KEY: '' },
      }),
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

const figures = ['--context-length', '4096', '--prefill-pool', '2048', '--decode-pool', '8192'];

describe('--tokenizer-file', { timeout: 120_000 }, () => {
  it('sizes every prompt on this machine: no /tokenize call, the leak found', async () => {
    fixture.tokenized.length = 0;
    const r = await probe([
      '--url',
      fixture.url,
      ...figures,
      '--key',
      'a',
      '--key',
      'b',
      '--tokenizer-file',
      file,
      '--json',
    ]);
    expect(r.code, r.stderr).toBe(1);
    const rep = JSON.parse(r.stdout) as {
      verdict: string;
      tokenizer: { url: string | null; from: string };
      load: { measuredBy: string; tokenizeCalls: number };
      requests: { role: string; promptTokens: number }[];
    };
    expect(rep.verdict).toBe('vulnerable');
    expect(fixture.tokenized).toEqual([]);
    expect(rep.tokenizer).toEqual({
      url: null,
      from: `the file ${file} (--tokenizer-file), on this machine`,
    });
    expect(rep.load).toMatchObject({ measuredBy: 'file', tokenizeCalls: 0 });
    expect(r.stderr).toMatch(/sizing +with the file .* no \/tokenize call/);
    // the file's counts are the fixture's: the band prompts landed in the band
    for (const q of rep.requests.filter((x) => x.role === 'band'))
      expect(q.promptTokens).toBeGreaterThanOrEqual(2042);
  });

  it('a file that is not a tokenizer is refused before anything is sent (exit 2)', async () => {
    const before = fixture.generated.length;
    const r = await probe(['--url', fixture.url, ...figures, '--tokenizer-file', notJson]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--tokenizer-file .*broken\.json: not JSON/);
    expect(fixture.generated.length).toBe(before);
  });
});
