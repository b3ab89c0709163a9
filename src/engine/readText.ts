/**
 * The one reader of scenario files, shared by the runner and the browser: bytes in, text out.
 * Strips a UTF-8 byte-order mark; refuses UTF-16 (by its mark or its pattern of NUL bytes),
 * other NUL bytes, invalid UTF-8 (naming the byte offset) and files over MAX_SCENARIO_BYTES.
 * Pure: Uint8Array and TextDecoder only.
 */

/** 5 MB: far above any valid scenario (500 requests with their texts), far below a hang. */
export const MAX_SCENARIO_BYTES = 5 * 1024 * 1024;

export type TextProblem =
  /** `size` is the file's size when known (a device or a pipe only says "more than the limit") */
  | { kind: 'tooLarge'; size: number | null; limit: number }
  | { kind: 'utf16'; endian: 'LE' | 'BE'; byOrderMark: boolean }
  | { kind: 'nul'; offset: number }
  | { kind: 'invalidUtf8'; offset: number; byte: number };

export type ReadTextResult =
  { ok: true; text: string } | { ok: false; problem: TextProblem; message: string };

const fmt = (n: number) => n.toLocaleString('en-US');
const hex = (b: number) => `0x${b.toString(16).toUpperCase().padStart(2, '0')}`;

/** The problem in plain English (the runner prints this; the browser translates `problem`). */
export function describeTextProblem(p: TextProblem): string {
  switch (p.kind) {
    case 'tooLarge':
      return p.size === null
        ? `the file is larger than ${fmt(p.limit)} bytes (5 MB), the limit for a scenario file`
        : `the file has ${fmt(p.size)} bytes, more than the ${fmt(p.limit)} bytes (5 MB) a scenario file may have`;
    case 'utf16':
      return `the file is UTF-16 (${p.endian}${p.byOrderMark ? ', byte-order mark' : ''}); save it as UTF-8`;
    case 'nul':
      return `a NUL byte at byte offset ${fmt(p.offset)}: this is not a text file`;
    case 'invalidUtf8':
      return `not valid UTF-8: byte ${hex(p.byte)} at byte offset ${fmt(p.offset)}`;
  }
}

function fail(problem: TextProblem): ReadTextResult {
  return { ok: false, problem, message: describeTextProblem(problem) };
}

/** A size known before reading (a file's `size`, `fstat`): the problem, or null when it fits. */
export function checkTextSize(size: number, limit = MAX_SCENARIO_BYTES): ReadTextResult | null {
  return size > limit ? fail({ kind: 'tooLarge', size, limit }) : null;
}

/**
 * UTF-16 without a mark: in the first bytes, one of the two byte positions is mostly NUL (the
 * high byte of ASCII text) and the other is not. A file of NUL bytes is not UTF-16.
 */
function utf16Pattern(bytes: Uint8Array): 'LE' | 'BE' | null {
  const pairs = Math.min(256, bytes.length >> 1);
  if (pairs === 0) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < pairs; i++) {
    if (bytes[2 * i] === 0) evenNul++;
    if (bytes[2 * i + 1] === 0) oddNul++;
  }
  const most = pairs / 2;
  if (oddNul >= most && evenNul < most) return 'LE';
  if (evenNul >= most && oddNul < most) return 'BE';
  return null;
}

/**
 * Offset of the first byte that starts an ill-formed UTF-8 sequence (Unicode table 3-7: no
 * overlong forms, no surrogates, nothing above U+10FFFF, no truncated sequence), or -1.
 */
export function invalidUtf8Offset(bytes: Uint8Array, from = 0): number {
  const n = bytes.length;
  let i = from;
  while (i < n) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let len: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) len = 2;
    else if (b >= 0xe0 && b <= 0xef) {
      len = 3;
      if (b === 0xe0) lo = 0xa0;
      else if (b === 0xed) hi = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      len = 4;
      if (b === 0xf0) lo = 0x90;
      else if (b === 0xf4) hi = 0x8f;
    } else return i;
    if (i + len > n) return i;
    const second = bytes[i + 1]!;
    if (second < lo || second > hi) return i;
    for (let k = 2; k < len; k++) {
      const c = bytes[i + k]!;
      if (c < 0x80 || c > 0xbf) return i;
    }
    i += len;
  }
  return -1;
}

/** Decodes a scenario file's bytes (see the module comment for what is refused). */
export function readScenarioText(bytes: Uint8Array, limit = MAX_SCENARIO_BYTES): ReadTextResult {
  if (bytes.length > limit) return fail({ kind: 'tooLarge', size: null, limit });
  const [b0, b1, b2] = [bytes[0], bytes[1], bytes[2]];
  if (b0 === 0xff && b1 === 0xfe) return fail({ kind: 'utf16', endian: 'LE', byOrderMark: true });
  if (b0 === 0xfe && b1 === 0xff) return fail({ kind: 'utf16', endian: 'BE', byOrderMark: true });
  const start = b0 === 0xef && b1 === 0xbb && b2 === 0xbf ? 3 : 0;
  const nul = bytes.indexOf(0, start);
  if (nul >= 0) {
    const endian = utf16Pattern(bytes.subarray(start));
    return fail(
      endian ? { kind: 'utf16', endian, byOrderMark: false } : { kind: 'nul', offset: nul },
    );
  }
  const body = bytes.subarray(start);
  try {
    // the mark is stripped above, so a second one would stay (and fail as JSON)
    return {
      ok: true,
      text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body),
    };
  } catch {
    const at = invalidUtf8Offset(bytes, start);
    // the decoder and the scan agree on what is valid; the fallback only guards the offset
    const offset = at >= 0 ? at : start;
    return fail({ kind: 'invalidUtf8', offset, byte: bytes[offset] ?? 0 });
  }
}
