/**
 * Types of the Stale Pages engine: a deterministic model of SGLang's prefill/decode
 * ("PD disaggregation") serving. Names follow SGLang's source (python/sglang/srt/disaggregation).
 * Pure TypeScript: no React, D3, Zustand or DOM here (a lint rule enforces it).
 */

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
  /** open PR #38704: honour aborts before handoff; decode refuses a transfer shorter than it reserved. */
  coverageCheck: boolean;
  /** PR #28651: prefill tells the decode peer when it aborts. */
  notifyDecodeOnAbort: boolean;
  /** Not in SGLang: zero pages when they are freed (defence in depth). */
  scrubOnFree: boolean;
}

export type FixName = keyof Fixes;
export const FIX_NAMES: readonly FixName[] = [
  'rejectAtAdmission',
  'retireAbortedPrefill',
  'coverageCheck',
  'notifyDecodeOnAbort',
  'scrubOnFree',
];

export const NO_FIXES: Fixes = {
  rejectAtAdmission: false,
  retireAbortedPrefill: false,
  coverageCheck: false,
  notifyDecodeOnAbort: false,
  scrubOnFree: false,
};

export interface NodeConfig {
  /** `max_total_num_tokens`: the KV pool size in tokens. */
  poolTokens: number;
}

export interface Config {
  contextLength: number;
  pageSize: number;
  prefill: NodeConfig;
  decode: NodeConfig;
  fixes: Fixes;
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
}

export interface Scenario {
  name: string;
  description: string;
  seed: number;
  config: Config;
  tenants: Tenant[];
  requests: RequestSpec[];
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
}

export interface DecodeSide extends SideState<DecodeQueue> {
  /** fill_len = len(origin_input_ids) */
  fillLen: number;
  /** tokens the prefill says it covered (only published with coverageCheck) */
  coveredTokens: number | null;
  generated: number;
  /** tick at which the receiver started waiting for the transfer (timeout clock) */
  waitingSince: number | null;
  /** tokens that will be generated: min(maxNewTokens, room left in the reserved pages) */
  maxGenerate: number;
  /** error carried by a failure notification from the prefill, if any */
  failure: FinishReason | null;
}

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
  response: HttpResponse | null;
}

export interface NodeState {
  name: NodeName;
  totalPages: number;
  /** the allocator's free list, in order: allocation takes from the front */
  free: Runs;
  /** freed pages not yet merged back (need_sort) */
  staged: Runs;
  /** last writer of each page; gaps were never written (or were scrubbed) */
  content: readonly Segment[];
}

export interface EngineState {
  tick: number;
  requests: readonly RequestState[];
  prefill: NodeState;
  decode: NodeState;
}

export type EventKind =
  | 'router.dispatch'
  | 'router.reject_context'
  | 'router.response'
  | 'prefill.reject'
  | 'prefill.bootstrap_add'
  | 'prefill.retire_at_admission'
  | 'prefill.bootstrapped'
  | 'prefill.honor_abort'
  | 'prefill.forward'
  | 'prefill.retire_aborted'
  | 'prefill.send_kv_chunk'
  | 'prefill.transfer_success'
  | 'decode.reject'
  | 'decode.prealloc_add'
  | 'decode.handshake'
  | 'decode.retire_at_admission'
  | 'decode.prealloc'
  | 'decode.prealloc_drop'
  | 'decode.transfer_success'
  | 'decode.transfer_failed'
  | 'decode.coverage_refused'
  | 'decode.timeout'
  | 'decode.prebuilt'
  | 'decode.step'
  | 'decode.finish'
  | 'pool.merge';

export interface TraceEvent {
  /** position in the trace; the UI's "step" */
  step: number;
  tick: number;
  kind: EventKind;
  node: NodeName | 'router';
  /** request indices concerned (decode.step may name several) */
  requests: number[];
  /** pages touched, on `pagesNode` */
  pages: Runs;
  pagesNode: NodeName | null;
  /** values for the sentence: counts, states before/after, messages */
  data: Record<string, string | number | boolean | null>;
  /** a key moment: rejection, reservation, transfer success, stale read, response */
  key: boolean;
}

export type Isolation = 'clean' | 'same-tenant' | 'unwritten' | 'cross-tenant';

export interface OutputToken {
  text: string;
  /** request index whose page this token came from, or -1 for never-written */
  from: number;
  page: number;
}

export interface Verdict {
  request: number;
  httpStatus: number;
  error: string | null;
  isolation: Isolation;
  leakedFrom: { tenant: string; request: string }[];
  /** pages of this response by writer: own, other tenant, same tenant, unwritten */
  pageCounts: { own: number; crossTenant: number; sameTenant: number; unwritten: number };
  correct: boolean;
  expectedStatus: number;
  expectedError: string | null;
  output: OutputToken[];
}

export interface Trace {
  scenario: Scenario;
  events: TraceEvent[];
  /** states[i] = state after events[i]; states.length === events.length */
  states: EngineState[];
  initial: EngineState;
  verdicts: Verdict[];
  /** derived limits for the UI */
  limits: { prefillMaxInput: number; decodeMaxInput: number };
}
