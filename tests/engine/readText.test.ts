import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_SCENARIO_BYTES,
  checkTextSize,
  invalidUtf8Offset,
  readScenarioText,
} from '../../src/engine/readText';

const utf8 = (s: string) => new TextEncoder().encode(s);
const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...utf8(p)] : p)));
function utf16le(s: string, bom: boolean): Uint8Array {
  const out = new Uint8Array((bom ? 2 : 0) + s.length * 2);
  if (bom) out.set([0xff, 0xfe]);
  for (let i = 0; i < s.length; i++) {
    out[(bom ? 2 : 0) + 2 * i] = s.charCodeAt(i) & 0xff;
    out[(bom ? 2 : 0) + 2 * i + 1] = s.charCodeAt(i) >> 8;
  }
  return out;
}
const swap = (b: Uint8Array) => b.map((_, i) => b[i ^ 1]!);

const JSON_TEXT = '{ "name": "Tenant A — café 日本 🙂" }';

describe('readScenarioText', () => {
  it('decodes UTF-8, non-ASCII included', () => {
    expect(readScenarioText(utf8(JSON_TEXT))).toEqual({ ok: true, text: JSON_TEXT });
    expect(readScenarioText(new Uint8Array())).toEqual({ ok: true, text: '' });
  });

  it('strips a UTF-8 byte-order mark (one; a second stays and fails as JSON)', () => {
    expect(readScenarioText(bytes([0xef, 0xbb, 0xbf], JSON_TEXT))).toEqual({
      ok: true,
      text: JSON_TEXT,
    });
    const twice = readScenarioText(bytes([0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf], '{}'));
    expect(twice).toEqual({ ok: true, text: '\ufeff{}' });
  });

  it('refuses UTF-16 by its byte-order mark, little and big endian', () => {
    const le = readScenarioText(utf16le(JSON_TEXT, true));
    expect(le).toMatchObject({ ok: false, problem: { kind: 'utf16', endian: 'LE' } });
    expect(!le.ok && le.message).toMatch(/UTF-16 \(LE, byte-order mark\); save it as UTF-8/);
    const be = readScenarioText(swap(utf16le(JSON_TEXT, true)));
    expect(be).toMatchObject({ ok: false, problem: { kind: 'utf16', endian: 'BE' } });
  });

  it('refuses UTF-16 without a mark by its NUL bytes', () => {
    expect(readScenarioText(utf16le(JSON_TEXT, false))).toMatchObject({
      ok: false,
      problem: { kind: 'utf16', endian: 'LE', byOrderMark: false },
    });
    expect(readScenarioText(swap(utf16le(JSON_TEXT, false)))).toMatchObject({
      ok: false,
      problem: { kind: 'utf16', endian: 'BE', byOrderMark: false },
    });
  });

  it('refuses other NUL bytes with their offset', () => {
    const r = readScenarioText(bytes('{ "a": 1 }', [0], ' '));
    expect(r).toMatchObject({ ok: false, problem: { kind: 'nul', offset: 10 } });
    expect(!r.ok && r.message).toBe('a NUL byte at byte offset 10: this is not a text file');
    expect(readScenarioText(new Uint8Array(4096))).toMatchObject({
      problem: { kind: 'nul', offset: 0 },
    });
  });

  it.each([
    ['a lone continuation byte', bytes('{"a":"', [0x80], '"}'), 6, 0x80],
    ['a lead byte followed by ASCII', bytes('{"a":"é', [0xc3], '("}'), 8, 0xc3],
    ['an overlong form', bytes('{}', [0xc0, 0xaf]), 2, 0xc0],
    ['an overlong three-byte form', bytes('{}', [0xe0, 0x80, 0xaf]), 2, 0xe0],
    ['a surrogate', bytes('{}', [0xed, 0xa0, 0x80]), 2, 0xed],
    ['above U+10FFFF', bytes('{}', [0xf4, 0x90, 0x80, 0x80]), 2, 0xf4],
    ['a byte never used in UTF-8', bytes('日本', [0xff]), 6, 0xff],
    ['a sequence cut off at the end', bytes('{}🙂', [0xf0, 0x9f, 0x99]), 6, 0xf0],
    ['Latin-1 text', Uint8Array.from([0x7b, 0x22, 0x63, 0x61, 0x66, 0xe9, 0x22, 0x7d]), 5, 0xe9],
  ])('refuses invalid UTF-8 (%s) naming the byte offset', (_, input, offset, byte) => {
    const r = readScenarioText(input);
    expect(r).toMatchObject({ ok: false, problem: { kind: 'invalidUtf8', offset, byte } });
    expect(!r.ok && r.message).toContain(`at byte offset ${offset}`);
  });

  it('counts offsets from the start of the file, the byte-order mark included', () => {
    expect(readScenarioText(bytes([0xef, 0xbb, 0xbf], '{}', [0xff]))).toMatchObject({
      problem: { kind: 'invalidUtf8', offset: 5 },
    });
  });

  it('caps the size at 5 MB', () => {
    expect(MAX_SCENARIO_BYTES).toBe(5 * 1024 * 1024);
    const at = new Uint8Array(MAX_SCENARIO_BYTES).fill(0x20);
    expect(readScenarioText(at).ok).toBe(true);
    const over = new Uint8Array(MAX_SCENARIO_BYTES + 1).fill(0x20);
    const r = readScenarioText(over);
    expect(r).toMatchObject({ ok: false, problem: { kind: 'tooLarge', size: null } });
    expect(!r.ok && r.message).toBe(
      'the file is larger than 5,242,880 bytes (5 MB), the limit for a scenario file',
    );
  });

  it('checks a size known before reading', () => {
    expect(checkTextSize(MAX_SCENARIO_BYTES)).toBeNull();
    expect(checkTextSize(0)).toBeNull();
    const r = checkTextSize(6_000_000);
    expect(r).toMatchObject({ ok: false, problem: { kind: 'tooLarge', size: 6_000_000 } });
    expect(r && !r.ok && r.message).toBe(
      'the file has 6,000,000 bytes, more than the 5,242,880 bytes (5 MB) a scenario file may have',
    );
  });
});

describe('invalidUtf8Offset', () => {
  it('agrees with a fatal TextDecoder on any bytes', () => {
    const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.integer({ min: 0, max: 255 }),
            fc.constantFrom(0x80, 0xbf, 0xc2, 0xe0, 0xed, 0xef, 0xf0, 0xf4),
          ),
          { maxLength: 24 },
        ),
        (arr) => {
          const input = Uint8Array.from(arr);
          let valid = true;
          try {
            decoder.decode(input);
          } catch {
            valid = false;
          }
          const at = invalidUtf8Offset(input);
          expect(at < 0).toBe(valid);
          // everything before the offset decodes on its own
          if (at >= 0) expect(() => decoder.decode(input.subarray(0, at))).not.toThrow();
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('is -1 for valid text, every plane included', () => {
    expect(invalidUtf8Offset(utf8('a\u0080\u07ff\u0800\uffff\u{10000}\u{10ffff}'))).toBe(-1);
  });
});
