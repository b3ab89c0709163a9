import { describe, expect, it } from 'vitest';
import { formatTable, type Report } from '../../src/engine';
import { escapeControls } from '../../src/engine/report';

/** Retitles the terminal (OSC 0 … BEL), then clears the screen (CSI 2J). */
const HOSTILE = '\u001b]0;owned\u0007\u001b[2J';

function hasControl(s: string, keepNewlines = true): boolean {
  return [...s].some((c) => {
    const n = c.charCodeAt(0);
    if (keepNewlines && c === '\n') return false;
    return n < 0x20 || (n >= 0x7f && n <= 0x9f);
  });
}

describe('escapeControls', () => {
  it('shows C0, DEL and C1 controls as visible \\x escapes', () => {
    expect(escapeControls(HOSTILE)).toBe('\\x1b]0;owned\\x07\\x1b[2J');
    expect(escapeControls('a\u0000b\tc\nd\re\u007ff\u0085g\u009bh\u009ci')).toBe(
      'a\\x00b\\x09c\\x0ad\\x0de\\x7ff\\x85g\\x9bh\\x9ci',
    );
  });

  it('shows the bidirectional overrides and isolates as visible \\u escapes', () => {
    // "Trojan Source": RLO makes a terminal show "evil" reversed; the escape shows the trick
    const bidi = '\u202eevil\u202c \u2066x\u2069 \u200e\u200f\u061c';
    expect(escapeControls(bidi)).toBe('\\u202eevil\\u202c \\u2066x\\u2069 \\u200e\\u200f\\u061c');
  });

  it('leaves printable text alone, non-ASCII included', () => {
    const text = 'Tenant A — “quoted” <b>&amp; ü 日本 🙂 \u00a0 \\x1b';
    expect(escapeControls(text)).toBe(text);
  });
});

describe('formatTable', () => {
  const report: Report = {
    scenario: `evil ${HOSTILE}`,
    responses: [
      {
        request: `r${HOSTILE}`,
        tenant: 't\u009b31m',
        promptTokens: 10,
        httpStatus: 200,
        error: null,
        isolation: 'cross-tenant',
        leakedFrom: [{ tenant: 'u\u0007', request: 'x\u001b[1A' }],
        correct: false,
      },
    ],
    summary: { requests: 1, leaks: 1, wrong: 1 },
  };

  it('prints no control character from the scenario (names, ids, leak sources)', () => {
    const out = formatTable(report);
    expect(hasControl(out)).toBe(false);
    expect(out).toContain('scenario: evil \\x1b]0;owned\\x07\\x1b[2J');
    expect(out).toContain('r\\x1b]0;owned\\x07\\x1b[2J');
    expect(out).toContain('t\\x9b31m');
    expect(out).toContain('u\\x07/x\\x1b[1A');
  });

  it('keeps the columns aligned on the escaped text', () => {
    const lines = formatTable(report).split('\n');
    const head = lines[1]!;
    const row = lines[3]!;
    expect(row.indexOf('t\\x9b31m')).toBe(head.indexOf('tenant'));
    expect(row.indexOf('10')).toBe(head.indexOf('prompt tokens'));
  });

  it('is unchanged for ordinary text', () => {
    const plain: Report = {
      scenario: 'plain',
      responses: [{ ...report.responses[0]!, request: 'a1', tenant: 'a', leakedFrom: [] }],
      summary: { requests: 1, leaks: 0, wrong: 1 },
    };
    expect(formatTable(plain).split('\n').slice(0, 4)).toEqual([
      'scenario: plain',
      'request  tenant  prompt tokens  status  isolation     leaked from  correct',
      '-------  ------  -------------  ------  ------------  -----------  -------',
      'a1       a       10             200     cross-tenant  -            NO',
    ]);
  });
});
