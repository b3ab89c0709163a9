// @vitest-environment node
/** An em or en dash where "--" belongs in a pasted command (issue 17 point 7). */
import { describe, expect, it } from 'vitest';
import { checkExposure } from '../../src/tools/exposure';

const DECODE =
  'python3 -m sglang.launch_server --disaggregation-mode decode --context-length 1048576 ' +
  '--max-total-tokens 1572864 --page-size 64';

describe('dashes in pasted commands', () => {
  it.each([
    ['\u2014page-size 64', '--page-size', '2014'],
    ['\u2013page-size 64', '--page-size', '2013'],
    ['\u2013\u2013max-total-tokens=681280', '--max-total-tokens', '2013'],
  ])('%s gets "did you mean %s?"', (bad, flag, code) => {
    const prefill = `python -m sglang.launch_server --disaggregation-mode prefill --context-length 1048576 --max-total-tokens 681280 ${bad}`;
    const r = checkExposure([prefill, DECODE]);
    const m = r.messages.find((x) => x.code === 'dash-flag');
    expect(m?.level).toBe('error');
    expect(m?.text).toContain(`(U+${code}) where "--" belongs: did you mean ${flag}?`);
    expect(r.messages.some((x) => x.code === 'stray-word' && x.text.includes('"64"'))).toBe(false);
  });

  it('a dashed word is not taken as the previous switch’s value', () => {
    const prefill =
      'python -m sglang.launch_server --disaggregation-mode prefill --trust-remote-code \u2014page-size 64';
    const r = checkExposure([prefill, DECODE]);
    expect(r.messages.some((x) => x.code === 'dash-flag')).toBe(true);
  });
});
