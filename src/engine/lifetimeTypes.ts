/**
 * The scenario fields and trace state of the page-lifetime family (engine/lifetime.ts): a KV
 * transfer that takes time, and the defences against pages freed under it. Re-exported from
 * types.ts with the rest of the engine's types.
 */
import type { Runs } from './types';

/**
 * A KV transfer that takes time (the page-lifetime family, engine/lifetime.ts). Absent: a
 * transfer is written in the pass that sends it, as in every scenario of the incident.
 */
export interface TransferConfig {
  /** ticks from `send_kv_chunk` until the write lands on the decode node's pages (≥ 1) */
  ticks: number;
  /**
   * The prefill frees its source pages this many ticks after sending when the transfer has not
   * finished (vLLM's `VLLM_NIXL_ABORT_REQUEST_TIMEOUT` release, an early release): the reused
   * source page (A3). Absent: the source is held until the transfer finishes.
   */
  sourceReleaseTicks?: number;
  /**
   * `lost`: the prefill's drain ack never reaches the decode (sglang PR #38961's first case:
   * `CommonKVSender.clear()` pops the ack target while the worker still writes). Default `sent`.
   */
  drainAck?: 'sent' | 'lost';
}

/** The KV checksum's two forms: sglang PR #39229 (closed) and #39500 (merged). */
export type KvChecksum = '39229' | '39500';
export const KV_CHECKSUMS: readonly KvChecksum[] = ['39229', '39500'];

/** Defences against the page-lifetime family (engine/lifetime.ts); all off when absent. */
export interface Defences {
  /** #24519/#24526 (closed, unmerged): a page returns to the free list at refcount 0; the writer holds one until its write has landed (source and destination) */
  refcountPin?: boolean;
  /** `SGLANG_DISAGGREGATION_DEFERRED_DECODE_KV_RELEASE` (decode.py @1901ddec): a decode-initiated abort holds its pages until the drain ack or the timeout */
  deferredRelease?: boolean;
  /** the deferred release's timeout, in ticks ("releasing anyway") */
  deferredReleaseTicks?: number;
  /** not in SGLang: the decode holds an aborted request's pages until its write has really drained, no timeout */
  drainBarrier?: boolean;
  /** opt-in KV checksum, in #39229's form or #39500's */
  kvChecksum?: KvChecksum;
  /** not in SGLang or vLLM: pages are zeroed when allocated */
  scrubOnAlloc?: boolean;
}

export const DEFENCE_NAMES = [
  'refcountPin',
  'deferredRelease',
  'deferredReleaseTicks',
  'drainBarrier',
  'kvChecksum',
  'scrubOnAlloc',
] as const;
export type DefenceName = (typeof DEFENCE_NAMES)[number];

/** A KV write from prefill pages to decode pages that takes time (engine/lifetime.ts). */
export interface InflightTransfer {
  /** the prefill's source pages, read when the write lands */
  src: Runs;
  /** the decode's destination pages, written when it lands (whoever holds them by then) */
  dest: Runs;
  landAt: number;
  landed: boolean;
  /** the tick it landed at */
  landedAt?: number;
  /** true once the prefill freed the source before the write landed */
  sourceFreed?: boolean;
  /** refcount pinning holds the source pages of an aborted request until the write lands */
  srcHeld?: boolean;
}
