/**
 * Text from input files, made safe to print to a terminal: every character that controls it
 * or that does not show escaped as `\xNN` or `\uNNNN`. The C0 controls (tab and newline
 * among them), DEL and the C1 controls (CSI, OSC, ST); the bidirectional formatting
 * characters that reorder what is shown ("Trojan Source", CVE-2021-42574); and invisible
 * ones that hide or join text: soft hyphen, zero-width space/joiners, word joiner and the
 * invisible operators, the line and paragraph separators, the byte-order mark, and the
 * Mongolian vowel separator. Pure; used by `lab:verify` and `npm run simulate`.
 */

const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** Only the C1 controls and the bidirectional/invisible ones JSON.stringify leaves as they are. */
const JSON_UNPRINTABLE =
  /[\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

const hex = (c: string, width: 2 | 4): string => c.charCodeAt(0).toString(16).padStart(width, '0');

/** One line of human-readable output: nothing in it can act on the terminal or hide. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) =>
    c.charCodeAt(0) < 0x100 ? `\\x${hex(c, 2)}` : `\\u${hex(c, 4)}`,
  );
}

/** Several lines: each line escaped, the line breaks kept. */
export function printableLines(text: string): string {
  return text.split('\n').map(printable).join('\n');
}

/**
 * JSON text (from JSON.stringify) with the same characters as `\uNNNN` escapes, which JSON
 * allows inside strings: the value it parses to is unchanged.
 */
export function printableJson(json: string): string {
  return json.replace(JSON_UNPRINTABLE, (c) => `\\u${hex(c, 4)}`);
}
