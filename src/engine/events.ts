/**
 * The trace's events: each kind the engine emits, with the values its sentence needs.
 * Kinds are the model's own labels (see the README's glossary of event kinds).
 */
import type { DecodeQueue, NodeName, PrefillQueue, RouterKind, Runs } from './types';

type Msg = string | null;

/** Each event kind with the values its sentence needs. Kinds are the model's own labels. */
export interface EventDataMap {
  'router.dispatch': { room: string; promptTokens: number; router: RouterKind };
  'router.response': {
    status: number;
    error: Msg;
    router: RouterKind;
    /** whose answer the client got */
    from: NodeName;
    prefillStatus: number;
    decodeStatus: number;
  };
  /**
   * model's label: the client went away (a disconnect); both nodes ran SGLang's abort path
   * (`Scheduler.abort_request`) and freed what they held. No answer reaches the client.
   */
  'router.client_abort': {
    /** where each node held the request when its AbortReq arrived (null: never taken in) */
    prefillQueue: PrefillQueue | null;
    decodeQueue: DecodeQueue | null;
    prefillPagesFreed: number;
    decodePagesFreed: number;
  };
  'prefill.tokenizer_reject': TokenizerReject;
  'decode.tokenizer_reject': TokenizerReject;
  'prefill.reject': { promptTokens: number; maxInput: number };
  'prefill.bootstrap_add': { inputLen: number; placeholder: boolean; after: string };
  'prefill.retire_at_admission': { message: Msg; notified: boolean };
  'prefill.bootstrapped': { numPages: number; inputLen: number; placeholder: boolean };
  /** `bounded`: the decode never published its pages; the prefill gave up waiting (#38704) */
  'prefill.honor_abort': { message: Msg; notified: boolean; bounded?: boolean };
  'prefill.forward': {
    tokens: number;
    pages: number;
    placeholder: boolean;
    /** requests in this prefill batch (PrefillAdder; one alloc_extend for the batch) */
    batchSize: number;
    /** radix-cache pages evicted to make room for the batch (on its first request's event) */
    evictedPages: number;
  };
  'prefill.retire_aborted': {
    reason: 'aborted' | 'decode failed';
    notified: boolean;
    message: Msg;
    /** where a 'decode failed' retirement was seen (prefill.py: bootstrap or inflight queue) */
    queue?: 'PrefillBootstrapQueue' | 'disagg_prefill_inflight_queue';
  };
  /** model's label: sgl-router dropped the paired prefill request after a decode error came first */
  'prefill.cancelled': { pagesFreed: number };
  /** the sender waited in KVPoll.Bootstrapping past its timeout: "Prefill bootstrap failed …" */
  'prefill.bootstrap_timeout': { ticks: number; seconds: number; message: string };
  'prefill.send_kv_chunk': { pagesSent: number; pagesReserved: number; tokens: number };
  'prefill.transfer_success': {
    /** a pending abort was in to_finish; FINISH_LENGTH(0) now ends the request and it is ignored */
    overwrotePendingAbort: boolean;
    pendingMessage: Msg;
    pagesSent: number;
    /** `release_kv_cache`: whole pages kept in the radix cache, the partial last page freed */
    release: { cachedPages: number; freedPages: number };
  };
  'decode.reject': { promptTokens: number; maxInput: number };
  'decode.prealloc_add': { inputLen: number; placeholder: boolean; after: string };
  'decode.handshake': { before: string; after: string };
  'decode.retire_at_admission': { message: Msg };
  /** #38704 (decode half): the decode's own pending admission error, no allocation, no metadata */
  'decode.honor_abort': { message: Msg };
  'decode.prealloc': {
    fillLen: number;
    /** pages `_pre_alloc` reserved: ceil(fill_len / page_size) */
    pagesReserved: number;
    /** pages the prefill will actually send */
    pagesSent: number;
    prefillInputLen: number | null;
    /** tokens the admission budget counted for it: fill_len + num_reserved_decode_tokens, in tokens */
    budgetTokens: number;
  };
  'decode.prealloc_drop': { message: Msg };
  'decode.transfer_success': {
    roomMatches: boolean;
    room: string;
    metaRoom: string;
    prefillRejected: boolean;
    tokensReceived: number;
    fillLen: number;
  };
  'decode.transfer_failed': {
    stage: 'handshake' | 'transfer';
    cause: 'prefill aborted' | 'room mismatch' | 'room missing' | 'coverage';
    status: number;
    message: string;
  };
  'decode.coverage_refused': { covered: number; fillLen: number };
  /** model's label: sgl-router dropped the paired decode request after a prefill error */
  'decode.cancelled': { pagesFreed: number };
  /** `budget`: it waited in DecodePreallocQueue for room the pool can never give (an inference) */
  'decode.timeout': { ticks: number; seconds: number; message: string; budget?: boolean };
  'decode.prebuilt': {
    fillLen: number;
    written: number;
    stalePages: number;
    crossTenantPages: number;
    /** check_finished after the first token (from the prefill): max_new_tokens reached */
    finishedOnFirstToken: boolean;
  };
  /** `retract_decode`: the pool ran short; the request gives its pages back and waits */
  'decode.retract': { pagesFreed: number; generated: number };
  /** `resume_retracted_reqs`: pages again for fill_len tokens, its KV back from host memory */
  'decode.resume': { tokens: number; pages: number };
  /** one or more decode steps of the same batch; `steps` sub-steps are addressable */
  'decode.step': { batch: number; steps: number };
  'decode.finish': { generated: number };
  'pool.merge': { freePages: number; wanted: number };
  // ——— the page-lifetime family (engine/lifetime.ts): only when transfers take time ———
  /** `send_kv_chunk` started a write that lands at tick `landAt` */
  'prefill.transfer_start': { pages: number; landAt: number };
  /** the prefill freed a write's source pages before the write read them (early release) */
  'prefill.source_released': { pages: number; ticks: number };
  /** a write landed on its own request's pages; `sourceReused`: it copied what another prefill left there */
  'decode.kv_landed': LandedWrite;
  /** a write landed after its request ended: on pages freed, perhaps given to `victims` */
  'decode.late_write': LandedWrite;
  /** held pages of an aborted request go back to the free list */
  'decode.hold_released': {
    by: 'refcountPin' | 'deferredRelease' | 'drainBarrier';
    /** `timeout`: the deferred release's deadline ("releasing anyway") */
    reason: 'drained' | 'ack' | 'timeout';
    /** the write was still in flight when they were released */
    inFlight: boolean;
    pages: number;
  };
  /** the opt-in KV checksum refused the request (500) */
  'decode.checksum_mismatch': { form: '39229' | '39500'; message: string };
}

export interface LandedWrite {
  pages: number;
  sourceReused: boolean;
  /** requests (ids) whose pages the write overwrote */
  victims: string[];
  victimPages: number;
  /** its request's pages were still held by a defence when it landed */
  held: boolean;
}

export interface TokenizerReject {
  promptTokens: number;
  maxNewTokens: number;
  contextLength: number;
  check: 'context' | 'total';
  message: string;
}

export type EventKind = keyof EventDataMap;

interface EventBase {
  /** the first step (the UI's position) this event covers */
  step: number;
  tick: number;
  node: NodeName | 'router';
  /** request indices concerned (decode.step may name several) */
  requests: number[];
  /** pages touched, on `pagesNode` */
  pages: Runs;
  pagesNode: NodeName | null;
  /** a key moment: rejection, reservation, transfer success, stale read, response */
  key: boolean;
}

export type TraceEvent = {
  [K in EventKind]: EventBase & { kind: K; data: EventDataMap[K] };
}[EventKind];

export type EventOf<K extends EventKind> = Extract<TraceEvent, { kind: K }>;
