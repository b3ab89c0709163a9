/**
 * The probe's human-readable plan and report, and its JSON report (pure). Every text that came
 * from the target (answers, errors, sources) is shown with control characters escaped.
 */
import { escapeControls } from '../../engine/report';
import type { Figures, NodeFigures } from './figures';
import type { Load } from './load';
import type { TokenizerPlace } from './nodes';
import { showKey, showKeyFor, type Plan } from './plan';
import { wordsIn } from './prompts';
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

/** The one prefill/decode pair the probe sends to, when the operator names it. */
export interface PairView {
  prefill: string;
  decode: string;
  bootstrapPort: number | null;
}

export interface PlanView {
  /** the router, or the pair as "prefill → decode" */
  url: string;
  local: boolean;
  keys: string[];
  pair: PairView | null;
  /** the node whose /tokenize measures the prompts, and how it was found */
  tokenizer: TokenizerPlace;
  figures: Figures;
  plan: Plan;
  load: Load;
  /** the answers' text printed and stored (--show-answers); else only lengths and hashes */
  showAnswers: boolean;
}

const ATTEMPTS: Record<Load['sender'], string> = {
  'sgl-router':
    'sgl-router (assumed) re-dispatches 408, 429, 500, 502, 503 and 504 to a new pair, up to 5 attempts in all (its default --retry-max-retries)',
  mini_lb: 'mini_lb sends each prompt once',
  pair: 'the probe sends each prompt once to the pair it names (no router)',
};

function loadLines(v: PlanView): string[] {
  const { load: l, plan } = v;
  const mb = (tokens: number) => ((tokens * APPROX_BYTES_PER_TOKEN) / 1e6).toFixed(1);
  const dp = v.figures.decode.dpRanks;
  const perPool = plan.requests.filter((r) => r.role === 'canary').length / dp;
  return [
    ...(dp > 1
      ? [
          `  dp ranks  the decode runs ${dp} data-parallel ranks (dp_size), each with its own pool of ${n(v.figures.decode.poolTokens)} tokens: ${perPool} canary prompt(s) per rank's pool, ${perPool * dp} in all`,
        ]
      : []),
    l.measuredBy === 'file'
      ? `  sizing    with ${v.tokenizer.from}: no /tokenize call`
      : `  sizing    on ${v.tokenizer.url ?? v.url} (${v.tokenizer.from}): at most ${n(l.tokenizeCalls)} /tokenize calls, ${n(l.tokenizeFullLength)} of them full length (~${n(l.tokenizeTokensAtMost)} tokens in all at most); SGLang tokenizes each inside the node's request handler, holding it while it runs`,
    `  in all    ${l.prompts} prompts, ~${n(plan.totalTokens)} prompt tokens, ~${mb(plan.totalTokens)} MB of request bodies (at ~${APPROX_BYTES_PER_TOKEN} bytes a token)`,
    `  retries   ${ATTEMPTS[l.sender]}: at most ${n(l.dispatchesAtMost)} prompt dispatches, ~${n(l.promptTokensAtMost)} prompt tokens (~${mb(l.promptTokensAtMost)} MB)`,
    v.showAnswers
      ? "  answers   SHOWN (--show-answers): printed and stored as they come, another tenant's text included"
      : "  answers   not printed or stored: only whether canary words appear, each answer's length and SHA-256 (--show-answers to keep them)",
  ];
}

export function formatPlan(v: PlanView): string {
  const { figures: f, plan } = v;
  const canaries = plan.requests.filter((r) => r.role === 'canary');
  const bands = plan.requests.filter((r) => r.role === 'band');
  const control = plan.requests.find((r) => r.role === 'control')!;
  const lines = [
    'probe plan (no prompt sent yet)',
    `  target    ${v.url} (${v.local ? 'this machine' : 'NOT this machine'})${v.pair ? `: this pair only, as mini_lb sends (bootstrap_host ${new URL(v.pair.prefill).hostname}, bootstrap_port ${v.pair.bootstrapPort ?? 'none'}, a random bootstrap_room)` : ''}`,
    `  figures   ${node(f.prefill)}`,
    `            ${node(f.decode)}`,
    f.band
      ? `  band      ${n(f.band.from)} … ${n(f.band.to)} tokens (${n(f.band.count)} lengths): the prefill rejects them, the decode accepts them`
      : '  band      none: every length the prefill rejects, the decode rejects too',
    `  tenant A  key ${showKeyFor(v.keys, 'A')}: ${canaries.length} canary prompt(s) of ~${n(canaries[0]!.target)} tokens, max_new_tokens ${canaries[0]!.maxNewTokens}, one after another`,
    `  tenant B  key ${showKeyFor(v.keys, 'B')}: ${bands.length} prompt(s) of ~${bands.map((b) => n(b.target)).join(', ')} tokens ${plan.inBand ? 'across the band' : "at the prefill's first rejected length"}, then a control of ~${n(control.target)} tokens below the limits (the decode keeps 512 tokens in reserve), max_new_tokens ${control.maxNewTokens}`,
    ...loadLines(v),
  ];
  return lines.map(escapeControls).join('\n');
}

/** A request as the report holds it: the answer's text only with --show-answers. */
export interface ReportedRequest extends Omit<Outcome, 'answer'> {
  answer: string | null;
  answerChars: number | null;
  answerSha256: string | null;
  /** the run's canary words the answer carries */
  canaryWords: string[];
}

export interface Report {
  format: typeof REPORT_FORMAT;
  schemaVersion: typeof REPORT_VERSION;
  tool: { name: string; version: string };
  startedAt: string;
  endedAt: string;
  verdict: Verdict['verdict'] | 'refused' | 'planned';
  exit: number;
  why: string;
  url: string | null;
  pair: PairView | null;
  keys: string[];
  sglangVersions: Versions;
  tokenizer: TokenizerPlace | null;
  figures: Figures | null;
  plan: Plan | null;
  load: Load | null;
  answers: 'redacted' | 'shown';
  oracles: Verdict['oracles'];
  requests: ReportedRequest[];
}

/** What every report carries, whatever the exit path. */
export interface RunContext {
  tool: { name: string; version: string };
  startedAt: string;
  endedAt: string;
  url: string | null;
  keys: readonly string[];
  sglangVersions: Versions;
  pair: PairView | null;
  showAnswers: boolean;
  /** the run's canary words (none before they are chosen) */
  canaryWords: readonly string[];
  /** SHA-256 of a text, hex (the script's node:crypto) */
  sha256: (text: string) => string;
}

function reported(run: RunContext, o: Outcome): ReportedRequest {
  const text = o.answer;
  return {
    ...o,
    answer: run.showAnswers ? text : null,
    answerChars: text === null ? null : text.length,
    answerSha256: text === null ? null : run.sha256(text),
    canaryWords: text === null ? [] : wordsIn(text, run.canaryWords),
  };
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
    pair: run.pair,
    keys: run.keys.map(showKey),
    sglangVersions: run.sglangVersions,
    tokenizer: v?.tokenizer ?? null,
    figures: v?.figures ?? null,
    plan: v?.plan ?? null,
    load: v?.load ?? null,
    answers: run.showAnswers ? 'shown' : 'redacted',
    oracles: verdict.oracles,
    requests: outcomes.map((o) => reported(run, o)),
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
    const canaries = `canary words: ${o.canaryWords.length > 0 ? o.canaryWords.join(', ') : 'none'}`;
    const what =
      o.status !== 200
        ? `error: ${clip(o.error ?? '')}`
        : o.answer !== null
          ? `answer: ${JSON.stringify(clip(o.answer))}`
          : `answer not shown: ${o.answerChars ?? 0} characters, sha256 ${(o.answerSha256 ?? '').slice(0, 16)}…; ${canaries}`;
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
