/**
 * The probe's human-readable plan and report, and its JSON report (pure). Every text that came
 * from the target (answers, errors, sources) is shown with control characters escaped.
 */
import { escapeControls } from '../../engine/report';
import type { Figures, NodeFigures } from './figures';
import { showKey, showKeyFor, type Plan } from './plan';
import { REPORT_FIELDS, REPORT_FORMAT, REPORT_VERSION } from './schema';
import type { Outcome, Verdict } from './verdict';
import type { Versions } from './versions';

const n = (x: number) => x.toLocaleString('en-US');
/** Bytes of a text prompt of this many tokens, roughly (a few characters per token). */
const APPROX_BYTES_PER_TOKEN = 6;

function node(f: NodeFigures): string {
  return (
    `${f.side.padEnd(7)} context ${n(f.contextLength)}, pool ${n(f.poolTokens)}, page ${f.pageSize}, ` +
    `max_req_input_len ${n(f.maxInput)} (${f.maxInputReported ? 'reported by the node' : 'min(context − 1, pool − 1) − 5'}); from ${f.source}`
  );
}

export interface PlanView {
  url: string;
  local: boolean;
  keys: string[];
  /** where the prompts are measured: the router, or the node --tokenize-url names */
  tokenizer?: string;
  figures: Figures;
  plan: Plan;
}

export function formatPlan(v: PlanView): string {
  const { figures: f, plan } = v;
  const canaries = plan.requests.filter((r) => r.role === 'canary');
  const bands = plan.requests.filter((r) => r.role === 'band');
  const control = plan.requests.find((r) => r.role === 'control')!;
  const lines = [
    'probe plan (no prompt sent yet)',
    `  target    ${v.url} (${v.local ? 'this machine' : 'NOT this machine'})`,
    `  figures   ${node(f.prefill)}`,
    `            ${node(f.decode)}`,
    f.band
      ? `  band      ${n(f.band.from)} … ${n(f.band.to)} tokens (${n(f.band.count)} lengths): the prefill rejects them, the decode accepts them`
      : '  band      none: every length the prefill rejects, the decode rejects too',
    `  tenant A  key ${showKeyFor(v.keys, 'A')}: ${canaries.length} canary prompt(s) of ~${n(canaries[0]!.target)} tokens, max_new_tokens ${canaries[0]!.maxNewTokens}, one after another`,
    `  tenant B  key ${showKeyFor(v.keys, 'B')}: ${bands.length} prompt(s) of ~${bands.map((b) => n(b.target)).join(', ')} tokens ${plan.inBand ? 'across the band' : "at the prefill's first rejected length"}, then a control of ~${n(control.target)} tokens below the limits (the decode keeps 512 tokens in reserve), max_new_tokens ${control.maxNewTokens}`,
    `  sizing    ${5 * plan.requests.length} /tokenize calls at most${v.tokenizer ? ` on ${v.tokenizer}` : ''} (the last three of each prompt's are full length)`,
    `  in all    ${plan.requests.length} prompts, ~${n(plan.totalTokens)} prompt tokens, ~${((plan.totalTokens * APPROX_BYTES_PER_TOKEN) / 1e6).toFixed(1)} MB of request bodies (at ~${APPROX_BYTES_PER_TOKEN} bytes a token)`,
  ];
  return lines.map(escapeControls).join('\n');
}

export interface Report {
  format: typeof REPORT_FORMAT;
  schemaVersion: typeof REPORT_VERSION;
  tool: { name: string; version: string };
  startedAt: string;
  endedAt: string;
  verdict: Verdict['verdict'] | 'refused';
  exit: number;
  why: string;
  url: string | null;
  keys: string[];
  sglangVersions: Versions;
  figures: Figures | null;
  plan: Plan | null;
  oracles: Verdict['oracles'];
  requests: Outcome[];
}

/** What every report carries, whatever the exit path. */
export interface RunContext {
  tool: { name: string; version: string };
  startedAt: string;
  endedAt: string;
  url: string | null;
  keys: readonly string[];
  sglangVersions: Versions;
}

/** The report, with every field present on every exit path (null or empty where unknown). */
export function buildProbeReport(
  run: RunContext,
  v: PlanView | null,
  verdict: Pick<Verdict, 'why' | 'oracles'> & { verdict: Report['verdict']; exit: number },
  outcomes: Outcome[],
): Report {
  const report: Report = {
    format: REPORT_FORMAT,
    schemaVersion: REPORT_VERSION,
    tool: run.tool,
    startedAt: run.startedAt,
    endedAt: run.endedAt,
    verdict: verdict.verdict,
    exit: verdict.exit,
    why: verdict.why,
    url: v?.url ?? run.url,
    keys: run.keys.map(showKey),
    sglangVersions: run.sglangVersions,
    figures: v?.figures ?? null,
    plan: v?.plan ?? null,
    oracles: verdict.oracles,
    requests: outcomes,
  };
  // the order REPORT_FIELDS gives, whatever the order above
  return Object.fromEntries(REPORT_FIELDS.map((k) => [k, report[k]])) as unknown as Report;
}

function clip(s: string, max = 160): string {
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

export function formatReport(r: Report): string {
  const rows = r.requests.map((o) => {
    const label = o.role === 'control' ? o.role : `${o.role} ${o.index + 1}`;
    const what =
      o.status === 200
        ? `answer: ${JSON.stringify(clip(o.answer ?? ''))}`
        : `error: ${clip(o.error ?? '')}`;
    return `  ${label.padEnd(10)} ${o.tenant}  ${n(o.promptTokens).padStart(11)} tokens  ${String(o.status || (o.timedOut ? 'timeout' : 'none')).padEnd(7)} ${String(o.ms).padStart(7)} ms  ${what}`;
  });
  const lines = ['requests', ...rows];
  if (r.oracles) {
    const { status, output, control, canaryAnswers } = r.oracles;
    lines.push(
      'oracles',
      `  status    prompts in the band: expected SGLang's 400 with its length error, got ${r.oracles.bands.map((b) => `${b.status}${b.lengthError ? ` (${b.lengthError})` : ''}`).join(', ')}: ${status.pass ? 'pass' : 'FAIL'}`,
      `  output    answer ${output.right ? 'right' : 'not right'}; canary words found: ${output.canaries.length > 0 ? output.canaries.join(', ') : 'none'}${output.ownStale.length > 0 ? `; B's earlier words found: ${output.ownStale.join(', ')}` : ''}`,
      `  control   ${control.status}, answer ${control.right ? 'right' : 'not right'}`,
      `  canaries  ${canaryAnswers.sent} sent: ${canaryAnswers.right} right answer(s), ${canaryAnswers.wrong} wrong`,
    );
  }
  const v = r.sglangVersions;
  if (v.prefill || v.decode)
    lines.push(
      `sglang    prefill ${v.prefill ?? 'not reported'}, decode ${v.decode ?? 'not reported'}`,
    );
  lines.push(`verdict: ${r.verdict} (exit ${r.exit})`, `  ${r.why}`);
  return lines.map(escapeControls).join('\n');
}
