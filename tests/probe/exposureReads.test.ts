// @vitest-environment node
/**
 * Issue 20 point 3: the exposure checker reads what the probe reads. Pasted /get_server_info per
 * node gives the launch commands' band; a malformed flag's error names its physical line; no
 * note contradicts an error about the same flag; a router pasted alone is named.
 */
import { describe, expect, it } from 'vitest';
import { checkExposure } from '../../src/tools/exposure';
import { resolveFigures } from '../../src/tools/probe';

const cmd = (mode: string, pool: number) =>
  `python -m sglang.launch_server --model-path m --disaggregation-mode ${mode} \\\n` +
  `  --context-length 1048576 --page-size 64\n` +
  `max_total_num_tokens=${pool}, chunked_prefill_size=8192, context_len=1048576`;
/** A node's /get_server_info as SGLang returns it: ServerArgs fields, scheduler info, version. */
const info = (mode: string, pool: number) =>
  JSON.stringify(
    {
      model_path: 'm',
      context_length: 1048576,
      max_total_tokens: null,
      page_size: 64,
      disaggregation_mode: mode,
      allow_auto_truncate: false,
      max_total_num_tokens: pool,
      max_req_input_len: Math.min(1048576 - 1, pool - 1) - 5,
      internal_states: [{}],
      version: '0.5.11',
    },
    null,
    2,
  );

describe('the exposure checker reads what the probe reads', () => {
  it('server info per node gives the same band as the launch commands, and as the probe', () => {
    for (const [p, d] of [
      [681_280, 2_097_152],
      [1_048_576, 1_048_576],
    ] as const) {
      const fromCommands = checkExposure([cmd('prefill', p), cmd('decode', d)]);
      const fromInfo = checkExposure([info('prefill', p), info('decode', d)]);
      expect(fromCommands.messages.filter((m) => m.level === 'error')).toEqual([]);
      expect(fromInfo.pairs[0]!.exposed).toEqual(fromCommands.pairs[0]!.exposed);
      const probe = resolveFigures(
        [
          { text: info('prefill', p), source: 'p' },
          { text: info('decode', d), source: 'd' },
        ],
        {},
      );
      expect(probe.ok && probe.figures.band).toEqual(fromCommands.pairs[0]!.exposed);
    }
  });

  it("a malformed flag's error names the physical line it is on", () => {
    const text =
      'python -m sglang.launch_server --disaggregation-mode prefill \\\n' +
      '  --context-length 1048576 \\\n' +
      '  --page-size sixty-four \\\n' +
      '  --max-total-tokens 12x';
    const errors = checkExposure([text]).messages.filter((m) => m.code === 'bad-value');
    expect(errors.map((m) => [m.arg, m.line])).toEqual([
      ['--page-size', 3],
      ['--max-total-tokens', 4],
    ]);
    expect(errors[0]!.text).toContain('box 1, line 3');
  });

  it("a malformed field in pasted JSON names the field's line", () => {
    const text = '{\n  "disaggregation_mode": "decode",\n  "context_length": "big"\n}';
    const err = checkExposure([text]).messages.find((m) => m.code === 'bad-field')!;
    expect(err.line).toBe(3);
    expect(err.text).toContain('line 3');
  });

  it('no note or request says a malformed flag is absent', () => {
    const text =
      'python -m sglang.launch_server --disaggregation-mode prefill --page-size x ' +
      '--context-length y --max-total-tokens z';
    const r = checkExposure([text]);
    for (const flag of ['--page-size', '--context-length', '--max-total-tokens']) {
      const about = r.messages.filter((m) => m.arg === flag);
      expect(about.map((m) => m.level)).toEqual(['error']);
    }
    expect(r.messages.some((m) => m.code === 'need-pool')).toBe(false);
  });

  it('a router command pasted alone: says which router it recognised', () => {
    const sgl = checkExposure([
      'python -m sglang_router.launch_router --pd-disaggregation --prefill http://10.0.0.1:30000 --decode http://10.0.0.2:30000',
    ]);
    const note = sgl.messages.find((m) => m.code === 'router-recognised')!;
    expect(note.text).toMatch(/recognised as sgl-router .*prefill http:\/\/10\.0\.0\.1:30000/);
    const mini = checkExposure([
      'python -m sglang.srt.disaggregation.mini_lb --prefill http://a:1',
    ]);
    expect(mini.messages.find((m) => m.code === 'router-recognised')!.text).toMatch(
      /recognised as mini_lb/,
    );
    const withNodes = checkExposure([
      cmd('prefill', 681_280),
      cmd('decode', 2_097_152),
      'python -m sglang.srt.disaggregation.mini_lb',
    ]);
    expect(withNodes.messages.some((m) => m.code === 'router-recognised')).toBe(false);
  });
});
