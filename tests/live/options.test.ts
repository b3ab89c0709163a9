// @vitest-environment node
/** `npm run live` options, the SSE framing and the wire format's checks. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readOptions } from '../../live/options';
import { applyLive, decodeLive, encodeLive } from '../../src/wire/live';
import { parseChat, parseGenerate } from '../../src/wire/requests';
import { countTokens, tokenize } from '../../src/wire/tokenizer';

const run = promisify(execFile);

describe('live options', () => {
  it('refuses an unknown option with the list of known ones', () => {
    const r = readOptions(['--prot', '1']);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(
      /--port --host --scenario --router --router-build --fix --tick-ms --retry-max-retries --api-keys --api-key --request-timeout-ms --watch-buffer --secret-file --help/,
    );
  });

  it('reads repeatable fixes, the router and the defaults', () => {
    const r = readOptions([
      '--fix',
      'rejectAtAdmission',
      '--fix',
      'scrubOnFree',
      '--router',
      'mini_lb',
    ]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.options.port).toBe(30080);
    expect(r.options.host).toBe('127.0.0.1');
    expect(r.options.tickMs).toBe(100);
    expect(r.options.scenario.config.router).toBe('mini_lb');
    expect(r.options.scenario.config.fixes.rejectAtAdmission).toBe(true);
    expect(r.options.scenario.config.fixes.scrubOnFree).toBe(true);
    expect([...r.options.keys.entries()]).toEqual([
      ['a', 'a'],
      ['b', 'b'],
      ['c', 'c'],
      ['d', 'd'],
    ]);
    expect(readOptions(['--fix', 'nope']).ok).toBe(false);
    expect(readOptions(['--scenario', '../etc/passwd']).ok).toBe(false);
  });

  it('prints --help with examples', { timeout: 30_000 }, async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'live/cli.ts', '--help']);
    expect(stdout).toMatch(/Examples:/);
    expect(stdout).toMatch(/--tick-ms N/);
  });
});

describe('live wire format', () => {
  it('counts one token per UTF-8 byte, and /generate reads text or input_ids', () => {
    expect(countTokens('héllo')).toBe(6);
    expect(tokenize('ab')).toEqual([97, 98]);
    const g = parseGenerate({ input_ids: [1, 2, 3], sampling_params: { max_new_tokens: 2 } });
    expect(g.ok && g.request.prompts[0]!.tokens).toBe(3);
    expect(parseGenerate({ text: 'a', input_ids: [1] }).ok).toBe(false);
    expect(parseGenerate({ text: 'a', stream: 'yes' }).ok).toBe(false);
    expect(parseChat({ messages: [{ role: 'user', content: 7 }] }).ok).toBe(false);
  });

  it('decodes only well-formed messages and drops another epoch’s', () => {
    expect(decodeLive('{"type":"tick"}')).toBeNull();
    expect(decodeLive('nope')).toBeNull();
    const t = decodeLive(encodeLive({ type: 'tick', epoch: 2, tick: 9 }));
    expect(t).toEqual({ type: 'tick', epoch: 2, tick: 9 });
    expect(applyLive(null, t!)).toBeNull();
    const base = readOptions([]);
    if (!base.ok) throw new Error(base.message);
    const scenario = { ...base.options.scenario, requests: [] };
    const hello = decodeLive(
      encodeLive({ type: 'session', epoch: 0, tick: 0, tickMs: 5, scenario }),
    );
    expect(hello?.type === 'session' && hello.scenario.requests).toEqual([]);
  });
});
