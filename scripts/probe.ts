/**
 * The probe: npm run probe -- --url ROUTER | --prefill NODE --decode NODE [options]
 * Reads the nodes' figures, prints its plan and load, then plants tenant A's canaries, sends
 * tenant B's prompts in the band and its control, and judges. Exit 0 fixed / not exposed /
 * planned (--dry-run), 1 vulnerable, 2 bad usage or refused, 3 inconclusive. The logic is in
 * src/tools/probe; this file does I/O.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lookup } from 'node:dns/promises';
import { networkInterfaces } from 'node:os';
import {
  answerShape,
  buildProbeReport,
  canaryShape,
  formatPlan,
  formatReport,
  hostOf,
  inconclusive,
  isAddress,
  judge,
  versionsFrom,
  type Report,
  type Versions,
  keyFor,
  loadOf,
  makePlan,
  tokenizerPlace,
  type Sender,
  resolveFigures,
  resolveLocal,
  sizePrompt,
  wordsFor,
  type InfoText,
  type Outcome,
  type PlanView,
  type Verdict,
} from '../src/tools/probe';
import { escapeControls } from '../src/engine/report';
import { printableJson } from '../src/tools/printable';
import { readArgs, USAGE, type ProbeArgs } from './probe/args';
import { writeErr, writeOut } from './cli';
import { readTextFile } from './readFile';
import { pinHost, send } from './probe/http';
import { generate } from './probe/generate';
import { nodeTokenizer, type TokenCounter } from './probe/tokenizer';
import { fileTokenizer } from './probe/tokenizerFile';
import { figuresBeyondLimits } from '../src/tools/probe/bounds';

const INFO_TIMEOUT_MS = 15_000;
const MAX_INFO_BYTES = 4 * 1024 * 1024;

function say(line: string): void {
  for (const l of line.split('\n')) writeErr(`${escapeControls(l)}\n`);
}

function ownAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((l) => (l ?? []).map((a) => a.address));
}

/** Keyed: a node with SGLang's --api-key answers /get_server_info only with it. */
async function fetchInfo(
  a: ProbeArgs,
  u: URL,
  side?: 'prefill' | 'decode',
): Promise<InfoText | string> {
  const key = keyFor(a.keys, 'A');
  const r = await send('GET', u, { timeoutMs: INFO_TIMEOUT_MS, ...(key ? { key } : {}) });
  if (r.status !== 200) return `GET ${u.href}: ${r.status || r.error}`;
  return { text: r.body, source: `GET ${u.href}`, ...(side ? { side } : {}) };
}

function readInfoFile(path: string): InfoText | string {
  const r = readTextFile(path, {
    limit: MAX_INFO_BYTES,
    sizeProblem: (size) => (size > MAX_INFO_BYTES ? `larger than ${MAX_INFO_BYTES} bytes` : null),
  });
  return r.ok ? { text: r.text, source: `file ${path}` } : `${path}: ${r.message}`;
}

/**
 * The nodes' server info: files, the URLs given (in pair mode each node's own), and the
 * router's `/get_server_info` when a side is still missing (sgl-router answers with the first
 * prefill's, pd_router.rs @0105f2a3 `get_server_info`; mini_lb with both lists).
 */
async function gatherInfos(
  a: ProbeArgs,
): Promise<{ infos: InfoText[]; routerInfos: InfoText[]; why: string[] }> {
  const infos: InfoText[] = [];
  const routerInfos: InfoText[] = [];
  const why: string[] = [];
  const add = (x: InfoText | string, to = infos) =>
    typeof x === 'string' ? why.push(x) : to.push(x);
  for (const f of a.infoFiles) add(readInfoFile(f));
  if (a.prefillInfo) add(await fetchInfo(a, a.prefillInfo, 'prefill'));
  if (a.decodeInfo) add(await fetchInfo(a, a.decodeInfo, 'decode'));
  const flagsGiveAll = a.contextLength && a.prefillPool && a.decodePool;
  const bothGiven = (a.prefillInfo && a.decodeInfo) || a.infoFiles.length > 0;
  if (a.url && !bothGiven && !flagsGiveAll && why.length === 0) {
    add(await fetchInfo(a, new URL('/get_server_info', a.url)), routerInfos);
    infos.push(...routerInfos);
  }
  return { infos, routerInfos, why };
}

/** Which router the answer of its /get_server_info shows: mini_lb lists the nodes. */
function senderOf(a: ProbeArgs, routerInfos: readonly InfoText[]): Sender {
  if (a.pair) return 'pair';
  for (const i of routerInfos) {
    try {
      const j = JSON.parse(i.text) as { prefill?: unknown; decode?: unknown };
      if (Array.isArray(j.prefill) && Array.isArray(j.decode)) return 'mini_lb';
    } catch {
      // not JSON: the figures say so
    }
  }
  return 'sgl-router';
}

const STARTED_AT = new Date().toISOString();
/** --json asked for, read before the options are (a refused command line still gets its report). */
const WANTS_JSON = process.argv.slice(2).includes('--json');
const WANTS_SHOW = process.argv.slice(2).includes('--show-answers');

/** The probe's name and version (package.json's), for the report. */
function tool(): { name: string; version: string } {
  try {
    const pkg = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8'),
    ) as { version?: unknown };
    return {
      name: 'stale-pages probe',
      version: typeof pkg.version === 'string' ? pkg.version : 'unknown',
    };
  } catch {
    return { name: 'stale-pages probe', version: 'unknown' };
  }
}

function reportOf(
  view: PlanView | null,
  verdict: Parameters<typeof buildProbeReport>[2],
  outcomes: Outcome[],
) {
  return buildProbeReport(
    {
      tool: tool(),
      startedAt: STARTED_AT,
      endedAt: new Date().toISOString(),
      url: sofar.a?.url?.href ?? null,
      keys: sofar.a?.keys ?? [],
      sglangVersions: sofar.versions,
      pair: sofar.a?.pair
        ? {
            prefill: sofar.a.pair.prefill.href,
            decode: sofar.a.pair.decode.href,
            bootstrapPort: sofar.a.pair.bootstrapPort,
          }
        : null,
      showAnswers: sofar.a?.showAnswers ?? WANTS_SHOW,
      canaryWords: sofar.canaryWords,
      sha256: (t) => createHash('sha256').update(t).digest('hex'),
    },
    view,
    verdict,
    outcomes,
  );
}

// a target's text (answers, error messages) carries bidi overrides and C1 controls as
// \uNNNN escapes in JSON too, as simulate --json does
const jsonText = (r: Report) => `${printableJson(JSON.stringify(r, null, 2))}\n`;

function finish(
  view: PlanView | null,
  verdict: Verdict | Parameters<typeof buildProbeReport>[2],
  outcomes: Outcome[],
): never {
  const report = reportOf(view, verdict, outcomes);
  if (WANTS_JSON) writeOut(jsonText(report));
  else if (view) writeOut(`${formatReport(report)}\n`);
  else say(`verdict: ${verdict.verdict} (exit ${verdict.exit})\n  ${verdict.why}`);
  process.exit(verdict.exit);
}

/** Exit 2 (bad usage, a target refused): the reason on stderr, and with --json the report. */
function refuse(lines: string[]): never {
  for (const l of lines) say(l);
  if (WANTS_JSON)
    writeOut(
      jsonText(reportOf(null, { verdict: 'refused', exit: 2, why: lines[0]!, oracles: null }, [])),
    );
  process.exit(2);
}

/** The one API key in a file (SGLang's --api-key): its first line, trimmed. */
function readKeyFile(path: string): string | { error: string } {
  const r = readTextFile(path, {
    limit: 64 * 1024,
    sizeProblem: (size) => (size > 64 * 1024 ? 'larger than 64 KiB: not a key file' : null),
  });
  if (!r.ok) return { error: `--api-key-file ${path}: ${r.message}` };
  const key = r.text.split(/\r?\n/)[0]!.trim();
  return key ? key : { error: `--api-key-file ${path}: the file is empty` };
}

/** What the probe has so far: an error anywhere ends it with these, as inconclusive. */
const sofar: {
  a: ProbeArgs | null;
  view: PlanView | null;
  outcomes: Outcome[];
  versions: Versions;
  canaryWords: string[];
} = {
  a: null,
  view: null,
  outcomes: [],
  versions: { prefill: null, decode: null },
  canaryWords: [],
};

/**
 * Exit 1 means "vulnerable": an error (a hostile target's answers, a bug) must never end the
 * probe with node's own exit 1. Whatever was not caught ends it here: inconclusive (exit 3),
 * with the reason, and the report of what was sent so far.
 */
function stopOnError(e: unknown): never {
  const why = `the probe stopped on an error: ${e instanceof Error ? e.message : String(e)}`;
  try {
    finish(sofar.view, inconclusive(why), sofar.outcomes);
  } catch {
    // the report itself could not be written: the reason alone, below
  }
  say(`verdict: inconclusive (exit 3)\n  ${why}`);
  process.exit(3);
}

/** Every address a name resolves to (node:dns, as the connection would). */
async function resolveAll(host: string): Promise<string[]> {
  return (await lookup(host, { all: true })).map((r) => r.address);
}

let fromFile: TokenCounter | null = null;

async function main(): Promise<void> {
  const parsed = readArgs(process.argv.slice(2), process.env);
  if ('error' in parsed)
    refuse([parsed.error, 'npm run probe -- --help for the options and examples']);
  if (parsed.help) {
    writeOut(`${USAGE}\n`);
    process.exit(0);
  }
  const a = parsed.args;
  if (a.pair) {
    // the pair's own server info, unless other figures are given
    a.prefillInfo ??= new URL('/get_server_info', a.pair.prefill);
    a.decodeInfo ??= new URL('/get_server_info', a.pair.decode);
  }
  // the tokenizer file is read before anything is sent: a file it cannot use is bad usage
  if (a.tokenizerFile) {
    const t = fileTokenizer(a.tokenizerFile, a.tokenizerConfig);
    if ('error' in t) refuse([t.error]);
    fromFile = t;
  }
  if (a.apiKeyFile) {
    const k = readKeyFile(a.apiKeyFile);
    if (typeof k !== 'string') refuse([k.error]);
    a.keys = [k];
  }
  sofar.a = a;
  if (a.deadline !== undefined) {
    const seconds = a.deadline;
    // the whole run, whatever it is waiting on: the report so far, inconclusive
    setTimeout(
      () =>
        finish(
          sofar.view,
          inconclusive(
            `the deadline of ${seconds} s passed after ${sofar.outcomes.length} prompt(s) answered`,
          ),
          sofar.outcomes,
        ),
      seconds * 1000,
    ).unref();
  }
  const own = ownAddresses();
  const remote: string[] = [];
  const place = async (u: URL) => {
    const placed = await resolveLocal(u, own, resolveAll);
    if (!placed.local) remote.push(placed.error ? `${u.host} (${placed.error})` : u.host);
    // the connection goes to the address found on this machine, not to a second lookup's
    else if (!isAddress(hostOf(u))) pinHost(hostOf(u), placed.addresses);
  };
  for (const u of [
    a.url,
    a.pair?.prefill,
    a.pair?.decode,
    a.prefillInfo,
    a.decodeInfo,
    a.tokenizeUrl,
  ])
    if (u) await place(u);
  const needsNetworkBeforePlan =
    !!(a.prefillInfo || a.decodeInfo) ||
    (a.infoFiles.length === 0 && !(a.contextLength && a.prefillPool && a.decodePool));
  if (remote.length > 0 && !a.yes && (!a.dryRun || needsNetworkBeforePlan)) {
    refuse([
      `not on this machine: ${remote.join(', ')}. Nothing was sent.`,
      'Run the probe only against deployments you operate, in staging; add --yes to go ahead.',
    ]);
  }
  const { infos, routerInfos, why } = await gatherInfos(a);
  sofar.versions = versionsFrom(infos);
  const figs = resolveFigures(infos, a);
  if (!figs.ok || why.length > 0)
    finish(
      null,
      inconclusive(
        `the nodes' figures could not be read: ${[...why, ...(figs.ok ? [] : figs.why)].join('; ')}`,
      ),
      [],
    );
  const beyond = figuresBeyondLimits(figs.figures);
  if (beyond) finish(null, inconclusive(beyond), []);
  const plan = makePlan(figs.figures);
  if ('error' in plan) finish(null, inconclusive(plan.error), []);
  const tokenizerAt = tokenizerPlace({
    ...(a.tokenizeUrl ? { tokenizeUrl: a.tokenizeUrl } : {}),
    ...(a.tokenizerFile ? { tokenizerFile: a.tokenizerFile } : {}),
    ...(a.pair ? { pairPrefill: a.pair.prefill } : {}),
    ...(a.prefillInfo ? { prefillInfo: a.prefillInfo } : {}),
    ...(a.decodeInfo ? { decodeInfo: a.decodeInfo } : {}),
    routerInfos,
  });
  // a node the router's answer named: on this machine, or --yes, as every other target
  if (tokenizerAt.url) await place(new URL(tokenizerAt.url));
  if (remote.length > 0 && !a.yes && !a.dryRun)
    refuse([
      `not on this machine: ${remote.join(', ')}. No prompt was sent.`,
      'Run the probe only against deployments you operate, in staging; add --yes to go ahead.',
    ]);
  const view: PlanView = {
    url: a.pair ? `${a.pair.prefill.href} → ${a.pair.decode.href}` : a.url!.href,
    local: remote.length === 0,
    keys: a.keys,
    pair: a.pair
      ? {
          prefill: a.pair.prefill.href,
          decode: a.pair.decode.href,
          bootstrapPort: a.pair.bootstrapPort,
        }
      : null,
    tokenizer: tokenizerAt,
    figures: figs.figures,
    plan,
    load: loadOf(plan, senderOf(a, routerInfos), a.tokenizerFile ? 'file' : 'node'),
    showAnswers: a.showAnswers,
  };
  sofar.view = view;
  const planText = formatPlan(view);
  if (a.json) writeErr(`${planText}\n`);
  else writeOut(`${planText}\n`);
  if (a.dryRun) {
    say('--dry-run: stopping here, no prompt sent');
    if (a.json)
      finish(
        view,
        {
          verdict: 'planned',
          exit: 0,
          why: '--dry-run: the plan and its load only; no prompt and no /tokenize call was sent',
          oracles: null,
        },
        [],
      );
    process.exit(0);
  }
  const words = wordsFor(randomBytes(4).toString('hex'));
  sofar.canaryWords = words.canaries;
  const outcomes = sofar.outcomes;
  const to = a.pair ? { pair: a.pair } : { router: a.url! };
  // one counter per key for the whole run: the path found (/tokenize or /v1/tokenize) is kept
  const counters = new Map<string, TokenCounter>();
  const counterFor = (key: string | undefined) => {
    const k = key ?? '';
    if (!counters.has(k))
      counters.set(k, nodeTokenizer(tokenizerAt, a.url ?? a.pair!.prefill, key, a.timeoutMs));
    return counters.get(k)!;
  };
  for (const p of plan.requests) {
    const key = keyFor(a.keys, p.tenant);
    const shape =
      p.role === 'canary'
        ? canaryShape(words, p.index)
        : answerShape(p.role === 'band' ? words.band : words.control);
    let sized;
    try {
      const counter = fromFile ?? counterFor(key);
      sized = await sizePrompt(shape, p.target, p.lo, p.hi, (t) => counter.count(t));
    } catch (e) {
      finish(
        view,
        inconclusive(`sizing the ${p.role} prompt failed: ${(e as Error).message}`),
        outcomes,
      );
    }
    if (!sized.ok)
      finish(view, inconclusive(`sizing the ${p.role} prompt failed: ${sized.why}`), outcomes);
    say(
      `sending ${p.role}${p.role === 'control' ? '' : ` ${p.index + 1}`} as tenant ${p.tenant}: ${sized.prompt.tokens} tokens`,
    );
    const r = await generate(to, key, sized.prompt.text, p.maxNewTokens, a.timeoutMs);
    outcomes.push({
      role: p.role,
      tenant: p.tenant,
      index: p.index,
      promptTokens: sized.prompt.tokens,
      status: r.status,
      answer: r.answer,
      error: r.error,
      ms: r.ms,
      timedOut: r.timedOut,
    });
  }
  finish(view, judge(figs.figures, words, outcomes), outcomes);
}

process.on('uncaughtException', stopOnError);
main().catch(stopOnError);
