/**
 * Types of the Stale Pages engine: a deterministic model of SGLang's prefill/decode
 * ("PD disaggregation") serving. Names follow SGLang's source (python/sglang/srt/disaggregation).
 * Pure TypeScript: no React, D3, Zustand or DOM here (a lint rule enforces it).
 */
import type { TraceEvent } from './events';
import type { RouterBuild, RouterKind } from './routerTypes';
import type { Defences, InflightTransfer, TransferConfig } from './lifetimeTypes';

export {
  DEFENCE_NAMES,
  KV_CHECKSUMS,
  type DefenceName,
  type Defences,
  type InflightTransfer,
  type KvChecksum,
  type TransferConfig,
} from './lifetimeTypes';

/** SGLang's `KVPoll` enum, same numeric values. */
export enum KVPoll {
  Failed = 0,
  Bootstrapping = 1,
  WaitingForInput = 2,
  Transferring = 3,
  Success = 4,
}

export const KV_POLL_NAMES: Record<KVPoll, string> = {
  [KVPoll.Failed]: 'Failed',
  [KVPoll.Bootstrapping]: 'Bootstrapping',
  [KVPoll.WaitingForInput]: 'WaitingForInput',
  [KVPoll.Transferring]: 'Transferring',
  [KVPoll.Success]: 'Success',
};

export interface Fixes {
  /** merged PR #38935: both nodes retire a rejected request at admission with its original 400. */
  rejectAtAdmission: boolean;
  /** merged PR #36988: prefill retires an aborted request after its forward pass; decode is not told. */
  retireAbortedPrefill: boolean;
  /** open PR #38704, first half: an aborted request never reaches the handoff (prefill retires it at pop_bootstrapped). */
  honorAbortBeforeHandoff: boolean;
  /** open PR #38704, second half: prefill publishes the KV it covered; decode refuses a shorter transfer. */
  coverageCheck: boolean;
  /** PR #28651 (closed, not merged): prefill tells the decode peer when it aborts. */
  notifyDecodeOnAbort: boolean;
  /** Not in SGLang: zero pages when they are freed (defence in depth). */
  scrubOnFree: boolean;
}

export type FixName = keyof Fixes;
export const FIX_NAMES: readonly FixName[] = [
  'rejectAtAdmission',
  'retireAbortedPrefill',
  'honorAbortBeforeHandoff',
  'coverageCheck',
  'notifyDecodeOnAbort',
  'scrubOnFree',
];

export const NO_FIXES: Fixes = {
  rejectAtAdmission: false,
  retireAbortedPrefill: false,
  honorAbortBeforeHandoff: false,
  coverageCheck: false,
  notifyDecodeOnAbort: false,
  scrubOnFree: false,
};

export {
  DEFAULT_ROUTER,
  DEFAULT_ROUTER_BUILD,
  ROUTER_BUILDS,
  ROUTER_KINDS,
  routerBuildOf,
  type RouterBuild,
  type RouterKind,
} from './routerTypes';

export interface NodeConfig {
  /** `max_total_num_tokens`: the KV pool size in tokens. */
  poolTokens: number;
}

export interface Config {
  contextLength: number;
  pageSize: number;
  prefill: NodeConfig;
  decode: NodeConfig;
  router: RouterKind;
  /** which sgl-router build (ignored under mini_lb); absent: DEFAULT_ROUTER_BUILD */
  routerBuild?: RouterBuild;
  fixes: Fixes;
  /** transfers that take time (the page-lifetime family); absent: instantaneous */
  transfer?: TransferConfig;
  /** defences of the page-lifetime family; absent: none */
  defences?: Defences;
}

export interface Tenant {
  id: string;
  name: string;
}

export interface RequestSpec {
  id: string;
  tenant: string;
  promptTokens: number;
  maxNewTokens: number;
  arrival: number;
  after?: string;
  text?: string;
  /**
   * The tick at which the client goes away (it disconnected before its answer): the engine
   * aborts the request before that tick runs, as SGLang's abort path does (engine/abort.ts),
   * and nobody is answered (status 499). Aborts of the same tick go in request order; a request
   * answered by then is not affected. A live session records one for each client that left.
   */
  abortAt?: number;
  /**
   * The id of the earlier request this one retries: sgl-router re-sends a request whose answer
   * had a retryable status, as a new request with a new `bootstrap_room` (the live stand-in
   * records each attempt). The engine runs it as any other request.
   */
  retryOf?: string;
  /** this request's KV transfer takes this many ticks (a slow write); needs `config.transfer` */
  transferTicks?: number;
  /** A stream: both nodes answer 200 at once with any error inside, so every router passes
   * the decode's stream on and the client reads the decode node's outcome (audit H1). */
  stream?: boolean;
}

export interface Scenario {
  name: string;
  description: string;
  seed: number;
  config: Config;
  tenants: Tenant[];
  requests: RequestSpec[];
  /** a live server's signature on a session it exported (live/signature.ts); the engine ignores it */
  recorded?: SessionRecord;
}

/** Who recorded a live session: the deployment, the server and its HMAC over the content. */
export interface SessionRecord {
  by: string;
  deployment: string;
  /** the class team whose deployment recorded it (`npm run live -- --class`); absent otherwise */
  team?: string;
  server: string;
  /** false: signed with the server's own random secret, checkable by no one else */
  verifiable: boolean;
  /** a short id of the secret it was signed with (an HMAC of a fixed text), to tell secrets apart */
  key: string;
  signature: string;
}

export type NodeName = 'prefill' | 'decode';

/** A set of pages as half-open runs [start, end), in the order they were taken. */
export type Run = readonly [start: number, end: number];
export type Runs = readonly Run[];

/**
 * Who last wrote a stretch of pages: `writer` is a request index, and `firstPage`
 * is the position (in that request's own page list) of the first page of the stretch.
 */
export interface Segment {
  start: number;
  end: number;
  writer: number;
  firstPage: number;
  /** true when the writer was a one-token placeholder */
  placeholder: boolean;
}

export type FinishKind = 'FINISH_ABORT' | 'FINISH_LENGTH';
export interface FinishReason {
  kind: FinishKind;
  /** FINISH_LENGTH(length) */
  length?: number;
  message?: string;
  statusCode?: number;
  errType?: string;
}

export type PrefillQueue =
  'PrefillBootstrapQueue' | 'waiting_queue' | 'disagg_prefill_inflight_queue' | 'done';
export type DecodeQueue =
  'DecodePreallocQueue' | 'DecodeTransferQueue' | 'waiting_queue' | 'running_batch' | 'done';

export interface SideState<Q extends string> {
  /** len(origin_input_ids): the prompt length, or 1 for the placeholder */
  inputLen: number;
  placeholder: boolean;
  toFinish: FinishReason | null;
  finishedReason: FinishReason | null;
  queue: Q;
  kvPoll: KVPoll | null;
  /** pages held by this request on this node, in page-list order */
  pages: Runs;
  /** tokens of KV written for this request on this node */
  written: number;
  /** tick at which this side last changed queue */
  since: number;
}

export interface PrefillSide extends SideState<PrefillQueue> {
  /** ceil(len(origin_input_ids) / page_size), set by pop_bootstrapped */
  numPages: number;
  /** decode destination pages received through send_metadata */
  destPages: Runs | null;
  /** tick of send_kv_chunk */
  sentTick: number | null;
  /** the `bootstrap_room` this node's sender was created for; sent back in the transfer metadata */
  room: string;
  /** a transfer in flight or landed (only when transfers take time: `config.transfer`) */
  transfer?: InflightTransfer;
  /** the KV checksum's digest over what it sent, taken at `send_kv_chunk` (checksum on) */
  digest?: readonly string[];
}

export interface DecodeSide extends SideState<DecodeQueue> {
  /** fill_len = len(origin_input_ids): the tokens `_pre_alloc` reserves (whole pages) */
  fillLen: number;
  /** pages reserved by `_pre_alloc` for fill_len; later pages come from `alloc_decode` */
  fillPages: number;
  /** tokens the prefill says it covered (only published with coverageCheck) */
  coveredTokens: number | null;
  /** output tokens so far: the first comes from the prefill (transfer metadata) */
  generated: number;
  /** tick at which the receiver started waiting for the transfer (timeout clock) */
  waitingSince: number | null;
  /** max_new_tokens after SGLang's clipping: how many output tokens this request will produce */
  maxNewTokens: number;
  /** `bootstrap_room` carried by the transfer metadata, compared in pop_transferred */
  metaRoom: string | null;
  /** why the transfer failed, when it did (the decode node answers 500 with it) */
  failure: 'handshake' | 'transfer' | 'timeout' | 'coverage' | 'room' | null;
  /**
   * An aborted request's pages still held after it ended (engine/lifetime.ts): until its write
   * lands (`until` null) or a deadline tick, by which defence.
   */
  hold?: {
    pages: Runs;
    until: number | null;
    by: 'refcountPin' | 'deferredRelease' | 'drainBarrier';
  };
}

/** What one node answered for this request (the router decides which one the client gets). */
export interface HttpResponse {
  status: number;
  error: string | null;
  tick: number;
}

export interface RequestState {
  index: number;
  id: string;
  tenant: string;
  promptTokens: number;
  /** null until the router dispatches it */
  bootstrapRoom: string | null;
  prefill: PrefillSide | null;
  decode: DecodeSide | null;
  /** each node's own answer */
  prefillReply: HttpResponse | null;
  decodeReply: HttpResponse | null;
  /** what the router returned to the client */
  response: HttpResponse | null;
  /** tick at which the client went away (`EngineRun.abort`); absent otherwise */
  abortedAt?: number;
}

/**
 * One leaf of the prefill node's radix cache: a finished request's whole pages, kept
 * (evictable) after `release_kv_cache` until an allocation's shortfall evicts it.
 */
export interface CacheLeaf {
  /** request index whose KV the pages hold */
  writer: number;
  pages: Runs;
  /** a placeholder's key is [0]: placeholders share it */
  placeholder: boolean;
}

export interface NodeState {
  name: NodeName;
  totalPages: number;
  /** the allocator's free list, in order: allocation takes from the front */
  free: Runs;
  /** freed pages not yet merged back (need_sort) */
  staged: Runs;
  /**
   * the radix cache's evictable leaves, least recently used first (prefill only: the decode
   * node runs a chunk cache, `disable_radix_cache` forced on in server_args.py)
   */
  cached: readonly CacheLeaf[];
  /** last writer of each page; gaps were never written (or were scrubbed) */
  content: readonly Segment[];
}

export interface EngineState {
  tick: number;
  requests: readonly RequestState[];
  prefill: NodeState;
  decode: NodeState;
}

export type { EventDataMap, EventKind, EventOf, TokenizerReject, TraceEvent } from './events';
export type Isolation = 'clean' | 'same-tenant' | 'unwritten' | 'cross-tenant';

export interface OutputToken {
  text: string;
  /** request index whose page this token came from, or -1 for never-written */
  from: number;
  page: number;
  /** true for the first token, computed by the prefill's forward pass */
  fromPrefill?: boolean;
}

export interface Verdict {
  request: number;
  httpStatus: number;
  error: string | null;
  isolation: Isolation;
  leakedFrom: { tenant: string; request: string }[];
  /** pages the decode steps attended, by writer: own, other tenant, same tenant, unwritten */
  pageCounts: { own: number; crossTenant: number; sameTenant: number; unwritten: number };
  correct: boolean;
  expectedStatus: number;
  expectedError: string | null;
  /** the stand-in output, at most OUTPUT_SHOWN tokens; `generated` says how many there were */
  output: OutputToken[];
  generated: number;
}

/** One change to the engine state; a trace stores these instead of whole states. */
export type Op =
  | { t: 'req'; i: number; v: RequestState }
  | { t: 'take'; node: NodeName; n: number }
  | { t: 'merge'; node: NodeName }
  | { t: 'free'; node: NodeName; pages: Runs; scrub: boolean }
  /** radix cache insert: `pages` become an evictable leaf */
  | { t: 'cache'; node: NodeName; leaf: CacheLeaf }
  /** radix cache eviction: the first `leaves` leaves are freed (to the staged list) */
  | { t: 'evict'; node: NodeName; leaves: number; scrub: boolean }
  | {
      t: 'write';
      node: NodeName;
      pages: Runs;
      writer: number;
      firstPage: number;
      placeholder: boolean;
    }
  | { t: 'decodeRun'; batch: number[]; steps: number }
  /** a transfer lands: decode pages `to` take what prefill pages `from` hold now, page by page */
  | { t: 'copy'; from: Runs; to: Runs }
  /** pages zeroed (scrub on allocation) */
  | { t: 'erase'; node: NodeName; pages: Runs };

/**
 * A run's record. Memory grows with the number of events, not requests × steps: each stored
 * event keeps the changes it made (`ops`), with a full state every so often (checkpoints,
 * placed so that a seek replays a bounded amount of work);
 * a run of identical decode steps is one stored event whose sub-steps are addressable.
 * Read it through `stepCount`, `eventAt` and `stateAt` (engine/trace.ts).
 */
export interface Trace {
  scenario: Scenario;
  /** stored events; events[i].step is the first step it covers */
  events: TraceEvent[];
  /** ops[i]: the changes that lead to the state after events[i] */
  ops: Op[][];
  /** checkpoints[c]: the state after events[checkpointAt[c]] */
  checkpoints: EngineState[];
  checkpointAt: number[];
  initial: EngineState;
  /** steps in all (a decode run counts each of its steps) */
  stepCount: number;
  /**
   * verdicts[i]: request i's final verdict. While a run grows the trace (`complete: false`)
   * it is set when request i ends and undefined before: read it by index.
   */
  verdicts: Verdict[];
  /** derived limits for the UI */
  limits: { prefillMaxInput: number; decodeMaxInput: number };
  /**
   * false while a run (engine/run.ts) still appends to this trace: events, ops, checkpoints,
   * steps, requests and verdicts only ever grow, and nothing already there changes. Absent
   * (a trace assembled elsewhere) or true: the trace is finished.
   */
  complete?: boolean;
}
