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
  const rows = report.responses.map((r) => [
    r.request,
    r.tenant,
    r.promptTokens.toLocaleString('en-US'),
    String(r.httpStatus),
    r.isolation,
    r.leakedFrom.map((l) => `${l.tenant}/${l.request}`).join(', ') || '-',
    r.correct ? 'yes' : 'NO',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const { requests, leaks, wrong } = report.summary;
  return [
    `scenario: ${report.scenario}`,
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    `${requests} requests, ${leaks} leaked other requests' data, ${wrong} not what a correct server returns`,
  ].join('\n');
}
