// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printable, printableJson, printableLines } from '../../src/tools/printable';

const INVISIBLE = ['\u200b', '\u200d', '\ufeff', '\u2028', '\u2029', '\u00ad'];

describe('printable (issue 17 point 7)', () => {
  it('escapes controls, bidi overrides and invisible characters', () => {
    expect(printable('a\u001b[2Jb')).toBe('a\\x1b[2Jb');
    expect(printable('x\u009by')).toBe('x\\x9by');
    expect(printable('\u202eevil')).toBe('\\u202eevil');
    for (const c of INVISIBLE) expect(printable(`a${c}b`)).not.toContain(c);
    expect(printable('a\u200bb\u00adc')).toBe('a\\u200bb\\xadc');
    expect(printable('plain 681 280 · é ü 中')).toBe('plain 681 280 · é ü 中');
  });

  it('keeps line breaks between lines', () => {
    expect(printableLines('a\u200b\nb')).toBe('a\\u200b\nb');
  });

  it('JSON output: C1 and bidi escaped, and the value parses back unchanged', () => {
    const v = { name: 'a\u202eb\u0085c\u200bd\u2028e' };
    const out = printableJson(JSON.stringify(v, null, 2));
    expect(out).not.toMatch(/[\u0085\u202e\u200b\u2028]/);
    expect(JSON.parse(out)).toEqual(v);
    fc.assert(
      fc.property(fc.jsonValue(), (j) => {
        const text = printableJson(JSON.stringify(j));
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(j)));
        // eslint-disable-next-line no-control-regex -- the point
        expect(text).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
      }),
    );
  });
});
