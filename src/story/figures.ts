/**
 * The figures the story's text uses, as placeholders filled per locale. Stated figures come
 * from shared/facts/incident.md (Cloudflare, via the press accounts); derived ones are
 * computed here from those, so the arithmetic is checked by the tests; model figures come
 * from the scenario's trace (assumptions of the model, labelled as such in the text).
 */
import {
  CLIP_MAX_NEW_TOKEN,
  forEachStretch,
  maxReqInputLen,
  pagesFor,
  runsLength,
  stateAt,
  storyRequest,
  type Trace,
} from '../engine';
import { formatDate, formatNumber, formatPercent, locale, type Lang } from '../i18n';
import { builtIn } from './sceneTraces';

/** Stated by Cloudflare (via the press accounts) or shown on the SGLang tracker. */
export const FACTS = {
  responses: 155,
  contextLength: 1_048_576,
  prefillPool: 681_280,
  remedyPool: 2_040_000,
  issuePool: 284_928,
  timeoutSeconds: 300,
  dates: {
    issue30233: '2026-07-06',
    windowStart: '2026-08-27',
    opened36988: '2026-08-29',
    hackerone: '2026-09-08',
    incidentDay: '2026-09-09',
    opened38704: '2026-09-09',
    opened38935: '2026-09-10',
    report: '2026-10-26',
  },
  /** 9 September, UTC */
  times: { declared: '13:22', private: '14:00', cause: '14:35', public: '19:40' },
} as const;

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * The exposed band, from SGLang's code: the prefill node rejects a prompt of
 * `max_req_input_len = min(context − 1, pool − 1) − 5` tokens or more (681,274); the decode
 * node applies the same formula to its own pool, so even a decode pool as large as the window
 * rejects from `context − 1 − 5` (1,048,570) on, and the tokenizer rejects from `context` on.
 * Exposed: 681,274 … 1,048,569 (the calculator's Workers AI example gives the same band).
 * The press accounts' "more than 681,280" is kept as a note (pressBandStart).
 */
const maxInput = maxReqInputLen(FACTS.contextLength, FACTS.prefillPool);
const bandEnd = maxReqInputLen(FACTS.contextLength, FACTS.contextLength) - 1;

/** Arithmetic on the stated figures (labelled "derived" wherever shown). */
export const DERIVED = {
  maxInput,
  bandStart: maxInput,
  /** the longest prompt the prefill node accepts (it rejects `max_req_input_len` or more) */
  longestAccepted: maxInput - 1,
  bandEnd,
  bandWidth: bandEnd - maxInput + 1,
  bandShare: (bandEnd - maxInput + 1) / FACTS.contextLength,
  /** the largest prompt the tokenizer lets through (it rejects `context` tokens or more) */
  windowMax: FACTS.contextLength - 1,
  /** the highest limit any node can have, whatever its pool: the window's own (1,048,570) */
  windowLimit: bandEnd + 1,
  /**
   * the largest `max_new_tokens` a client may set with a prompt of the band's last length:
   * the tokenizer refuses `prompt + max_new_tokens > context` (limits.ts `exceedsTotal`): 7
   */
  bandEndBudget: FACTS.contextLength - bandEnd,
  /** the press accounts: prompts "longer than 681,280 tokens" */
  pressBandStart: FACTS.prefillPool + 1,
  pages64: pagesFor(FACTS.prefillPool, 64),
  pages16: pagesFor(FACTS.prefillPool, 16),
  ratio: Math.round((FACTS.remedyPool / FACTS.contextLength) * 100) / 100,
  privateMinutes: minutesOf(FACTS.times.public) - minutesOf(FACTS.times.private),
  causeMinutes: minutesOf(FACTS.times.cause) - minutesOf(FACTS.times.declared),
};

/** A time of day (HH:MM, UTC) in the locale's 24-hour form. */
export function formatTime(hhmm: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locale(lang), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(`2026-09-09T${hhmm}:00Z`));
}

export type Vars = Record<string, string | number>;

/** Placeholders for the stated and derived figures, formatted for `lang`. */
export function factVars(lang: Lang): Vars {
  const d = FACTS.dates;
  return {
    responses: FACTS.responses,
    context: FACTS.contextLength,
    prefillPool: FACTS.prefillPool,
    issuePool: FACTS.issuePool,
    timeout: FACTS.timeoutSeconds,
    /** the most of max_new_tokens the decode's admission counts (SGLang's CLIP_MAX_NEW_TOKEN) */
    clipMaxNew: CLIP_MAX_NEW_TOKEN,
    maxInput: DERIVED.maxInput,
    /** as SGLang's message prints it: no thousands separator ("… length (681274 tokens)") */
    maxInputRaw: String(DERIVED.maxInput),
    longestAccepted: DERIVED.longestAccepted,
    bandStart: DERIVED.bandStart,
    bandEnd: DERIVED.bandEnd,
    bandWidth: DERIVED.bandWidth,
    windowMax: DERIVED.windowMax,
    windowLimit: DERIVED.windowLimit,
    bandEndBudget: DERIVED.bandEndBudget,
    pressBandStart: DERIVED.pressBandStart,
    bandShare: formatPercent(DERIVED.bandShare, lang),
    pages64: DERIVED.pages64,
    pages16: DERIVED.pages16,
    newPool: formatNumber(FACTS.remedyPool / 1_000_000, lang),
    ratio: formatNumber(DERIVED.ratio, lang),
    privateHours: Math.floor(DERIVED.privateMinutes / 60),
    privateMinutes: DERIVED.privateMinutes % 60,
    causeMinutes: DERIVED.causeMinutes,
    windowStart: formatDate(d.windowStart, lang),
    windowEnd: formatDate(d.incidentDay, lang),
    reportDate: formatDate(d.report, lang),
    issueDate: formatDate(d.issue30233, lang),
    incidentDay: formatDate(d.incidentDay, lang),
    t1322: formatTime(FACTS.times.declared, lang),
  };
}

function letter(trace: Trace, tenant: string): string {
  const name = trace.scenario.tenants.find((x) => x.id === tenant)?.name ?? tenant;
  const last = name.trim().split(/\s+/).pop() ?? name;
  return last.length <= 2 ? last : tenant.toUpperCase();
}

/** Placeholders taken from a scenario's trace: assumptions of the model, not facts. */
export function modelVars(trace: Trace, lang: Lang): Vars {
  const r = storyRequest(trace);
  const spec = trace.scenario.requests[r];
  const verdict = trace.verdicts[r];
  let reservedPages = 0;
  let stalePages = 0;
  let writtenPages = 0;
  // never-used pages left on the decode node's free list when the request asked for its pages
  // (before the staged list was merged back, if it was: scene 6)
  let freshPages = 0;
  for (const e of trace.events) {
    if (e.requests[0] !== r) continue;
    if (e.kind === 'pool.merge' && e.node === 'decode' && freshPages === 0)
      freshPages = runsLength(stateAt(trace, e.step - 1).decode.free);
    if (e.kind === 'decode.prealloc') reservedPages = e.data.pagesReserved;
    if (e.kind === 'decode.prebuilt') stalePages = e.data.stalePages;
    if (e.kind === 'prefill.transfer_success') writtenPages = e.data.pagesSent;
  }
  const leaked = [...new Set((verdict?.leakedFrom ?? []).map((x) => letter(trace, x.tenant)))];
  const list = new Intl.ListFormat(locale(lang), { type: 'conjunction' });
  return {
    decodePool: trace.scenario.config.decode.poolTokens,
    pageSize: trace.scenario.config.pageSize,
    storyPrompt: spec?.promptTokens ?? 0,
    storyTenant: spec ? letter(trace, spec.tenant) : '',
    storyId: spec?.id ?? '',
    // pages `_pre_alloc` reserved: exactly fill_len, in whole pages (nothing for the output)
    reservedPages,
    stalePages,
    // pages the prefill wrote into them (the placeholder's one page)
    writtenPages,
    freshPages,
    leakedTenants: leaked.length > 0 ? list.format(leaked) : '—',
  };
}

/** An earlier request's prompt, its pages (prompt and answer) and how many the figure counts. */
interface Writer {
  id: string;
  prompt: number;
  promptPages: number;
  pages: number;
  shown: number;
}

/**
 * The earlier requests whose pages the story request reserved, in page order: each one's
 * prompt, its pages (the prompt's, as `_pre_alloc` reserved them, plus the pages its answer was
 * written into by `alloc_decode`, one decode step at a time) and how many of them lie in the
 * story request's reservation when its PREBUILT batch starts (what scene 6's figure counts).
 */
function writersOf(trace: Trace): Writer[] {
  const r = storyRequest(trace);
  const pre = trace.events.find((e) => e.kind === 'decode.prebuilt' && e.requests[0] === r);
  if (!pre) return [];
  const state = stateAt(trace, pre.step);
  const shown = new Map<number, number>();
  forEachStretch(state.decode.content, state.requests[r]?.decode?.pages ?? [], (a, z, seg) => {
    if (seg && seg.writer !== r) shown.set(seg.writer, (shown.get(seg.writer) ?? 0) + z - a);
  });
  const size = trace.scenario.config.pageSize;
  return [...shown.entries()].map(([i, n]) => {
    const spec = trace.scenario.requests[i]!;
    let promptPages = 0;
    for (const e of trace.events)
      if (e.kind === 'decode.prealloc' && e.requests[0] === i) promptPages = e.data.pagesReserved;
    return {
      id: spec.id,
      prompt: spec.promptTokens,
      promptPages,
      pages: pagesFor(spec.promptTokens + spec.maxNewTokens, size),
      shown: n,
    };
  });
}

/**
 * Scene 6's examples of an earlier request's page count: the second writer (whose answer took
 * one more page), the first (one of whose pages the placeholder overwrote) and the last (whose
 * pages run past the reservation's end).
 */
export function answerPageVars(trace: Trace): Vars {
  const w = writersOf(trace);
  const ex = w[1] ?? w[0];
  const first = w[0];
  const last = w[w.length - 1];
  return {
    exRequest: ex?.id ?? '',
    exPrompt: ex?.prompt ?? 0,
    exPromptPages: ex?.promptPages ?? 0,
    exPages: ex?.pages ?? 0,
    exFirstRequest: first?.id ?? '',
    exFirstPrompt: first?.prompt ?? 0,
    exFirstPages: first?.pages ?? 0,
    exFirstShown: first?.shown ?? 0,
    exLastRequest: last?.id ?? '',
    exLastPrompt: last?.prompt ?? 0,
    exLastPages: last?.pages ?? 0,
    exLastShown: last?.shown ?? 0,
  };
}

const varsCache = new Map<Lang, Vars>();

/** Every placeholder the story's text uses, for `lang` (model figures from the incident run). */
export function storyVars(lang: Lang, incident: Trace): Vars {
  const hit = varsCache.get(lang);
  if (hit) return hit;
  // scene 9's scenario, named before it is shown (read from its file: no engine run)
  const list = new Intl.ListFormat(locale(lang), { type: 'conjunction' });
  const issue = builtIn('issue-30233').requests;
  const issueRequests = list.format(issue.map((r) => r.id));
  const warm = issue[0];
  const long = issue[issue.length - 1];
  const v = {
    ...factVars(lang),
    ...modelVars(incident, lang),
    ...answerPageVars(incident),
    issueRequests,
    issueWarm: warm?.id ?? '',
    issueWarmTokens: warm?.promptTokens ?? 0,
    issueLong: long?.id ?? '',
    issueLongTokens: long?.promptTokens ?? 0,
  };
  varsCache.set(lang, v);
  return v;
}
