/** The runner's report: per-request verdicts in the documented JSON shape, and a text table. */
import type { Trace } from './types';

export interface ResponseReport {
  request: string;
  tenant: string;
  promptTokens: number;
  httpStatus: number;
  error: string | null;
  isolation: string;
  leakedFrom: { tenant: string; request: string }[];
  correct: boolean;
}

export interface Report {
  scenario: string;
  responses: ResponseReport[];
  summary: { requests: number; leaks: number; wrong: number };
}

export function buildReport(trace: Trace): Report {
  const responses = trace.verdicts.map((v) => {
    const spec = trace.scenario.requests[v.request]!;
    return {
      request: spec.id,
      tenant: spec.tenant,
      promptTokens: spec.promptTokens,
      httpStatus: v.httpStatus,
      error: v.error,
      isolation: v.isolation,
      leakedFrom: v.leakedFrom,
      correct: v.correct,
    };
  });
  return {
    scenario: trace.scenario.name,
    responses,
    summary: {
      requests: responses.length,
      leaks: responses.filter(
        (r) => r.isolation === 'cross-tenant' || r.isolation === 'same-tenant',
      ).length,
      wrong: responses.filter((r) => !r.correct).length,
    },
  };
}

/**
 * C0 controls (with tab and newline), DEL and the C1 controls (CSI, OSC, ST among them), and
 * the bidirectional formatting characters (ALM, LRM, RLM, LRE…RLO, LRI…PDI) that reorder what a
 * terminal shows ("Trojan Source", CVE-2021-42574).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Control characters as visible escapes (`\x1b`, `\x07`, `\x9b`…), so that text from a
 * scenario file printed to a terminal cannot retitle it, clear it or move the cursor.
 */
export function escapeControls(text: string): string {
  return text.replace(CONTROL, (c) => {
    const code = c.charCodeAt(0);
    return code < 0x100
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** The readable table; every name and id from the scenario is shown with controls escaped. */
export function formatTable(report: Report): string {
  const head = [
    'request',
    'tenant',
    'prompt tokens',
    'status',
    'isolation',
    'leaked from',
    'correct',
  ];
  const rows = report.responses.map((r) =>
    [
      r.request,
      r.tenant,
      r.promptTokens.toLocaleString('en-US'),
      String(r.httpStatus),
      r.isolation,
      r.leakedFrom.map((l) => `${l.tenant}/${l.request}`).join(', ') || '-',
      r.correct ? 'yes' : 'NO',
    ].map(escapeControls),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const { requests, leaks, wrong } = report.summary;
  return [
    `scenario: ${escapeControls(report.scenario)}`,
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    `${requests} requests, ${leaks} leaked other requests' data, ${wrong} not what a correct server returns`,
  ].join('\n');
}
