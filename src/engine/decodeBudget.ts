/**
 * The decode node's admission budget and its retracted requests, as in
 * python/sglang/srt/disaggregation/decode.py at commit 0035ca42 (`pop_preallocated`,
 * `_allocatable_token_budgets`, `_need_space_for_single_req`, `_active_req_count`,
 * `resume_retracted_reqs`), without the paths the model does not run (decode radix cache,
 * HiCache, SWA, HiSparse, mamba, a request-slot limit).
 */
import { freeCount } from './pool';
import type { Sim } from './sim';
import type { DecodeSide } from './types';

/** `num_reserved_decode_tokens` (default 512, ../shared/facts/sglang.md). */
export const NUM_RESERVED_DECODE_TOKENS = 512;
/** SGLANG_CLIP_MAX_NEW_TOKENS_ESTIMATION (environ.py): max_new_tokens counted by the budget. */
export const CLIP_MAX_NEW_TOKEN = 4096;

/** A decode request the running batch gave back (`retract_decode`): waiting to resume. */
export function isRetracted(d: DecodeSide): boolean {
  return d.queue === 'DecodePreallocQueue' && d.generated > 0;
}

/** `_pre_alloc_fill_len`: len(origin_input_ids) + max(len(output_ids) − 1, 0). */
export function preAllocFillLen(d: DecodeSide): number {
  return d.inputLen + Math.max(d.generated - 1, 0);
}

function sides(sim: Sim): DecodeSide[] {
  const out: DecodeSide[] = [];
  for (const r of sim.state.requests) if (r.decode) out.push(r.decode);
  return out;
}

/** `available_size()`: free and staged pages, in tokens (the decode radix cache is off). */
function available(sim: Sim): number {
  return freeCount(sim.state.decode) * sim.scenario.config.pageSize;
}

/** `_active_reserved_tokens`: 512 × (running_batch + transfer queue + waiting_queue). */
function reservedTokens(all: DecodeSide[]): number {
  const active = all.filter(
    (d) =>
      d.queue === 'running_batch' ||
      d.queue === 'DecodeTransferQueue' ||
      d.queue === 'waiting_queue',
  ).length;
  return NUM_RESERVED_DECODE_TOKENS * active;
}

/** `_prealloc_required_tokens`: the full fill length plus num_reserved_decode_tokens. */
function requiredToResume(d: DecodeSide): number {
  return preAllocFillLen(d) + NUM_RESERVED_DECODE_TOKENS;
}

/**
 * `required_tokens_for_request` with the decode radix cache off (decode.py @0035ca42
 * `pop_preallocated`): `_pre_alloc_fill_len` + num_reserved_decode_tokens, in tokens. Page
 * rounding (`_required_alloc_tokens`) is only on the radix-cache path, which the model does not
 * run. This is what the narration shows as the budget.
 */
export function requiredTokens(d: DecodeSide): number {
  return d.fillLen + NUM_RESERVED_DECODE_TOKENS;
}

/** The request needs more than the whole pool: no pass of `pop_preallocated` can admit it. */
export function neverAdmitted(sim: Sim, d: DecodeSide): boolean {
  return requiredTokens(d) > sim.decodePool;
}

/**
 * What `pop_preallocated`'s test reads of the other requests, taken once per pass: the tokens
 * the running batch holds (`retractable`, they could be retracted), one running request's
 * need beyond them (`_need_space_for_single_req`), the retracted requests' needs, and the
 * active count (running batch + transfer queue + waiting queue). Within one pass only an
 * admission changes any of these (the head moves to the transfer queue: `admitted`); the
 * requests the pass ends (failed, timed out, answered by the decode) were in the prealloc
 * queue, which none of them counts. One scan of the requests a pass, not one per head.
 */
export interface AdmissionBudget {
  retractable: number;
  single: number;
  retractedNeed: number;
  active: number;
}

export function admissionBudget(sim: Sim): AdmissionBudget {
  let retractable = 0;
  let running = 0;
  let largest = -Infinity;
  let retractedNeed = 0;
  let active = 0;
  for (const r of sim.state.requests) {
    const x = r.decode;
    if (!x) continue;
    if (x.queue === 'running_batch') {
      running += 1;
      retractable += x.inputLen + x.generated;
      largest = Math.max(largest, Math.min(x.maxNewTokens, CLIP_MAX_NEW_TOKEN) + x.inputLen);
    }
    if (
      x.queue === 'running_batch' ||
      x.queue === 'DecodeTransferQueue' ||
      x.queue === 'waiting_queue'
    )
      active += 1;
    if (isRetracted(x)) retractedNeed += requiredToResume(x);
  }
  return { retractable, single: running > 0 ? largest - retractable : 0, retractedNeed, active };
}

/** The head was admitted: it moved to the transfer queue (one more active request). */
export function admitted(b: AdmissionBudget): void {
  b.active += 1;
}

/**
 * `pop_preallocated`'s test for the request at the head: admit when
 * `max(required, fill_len + min(max_new_tokens, 4096) − retractable)` fits in
 * `available − max(512 × active, one running request's need) − Σ retracted requests' needs`.
 */
export function fitsAdmission(sim: Sim, d: DecodeSide, b: AdmissionBudget): boolean {
  const allocatable =
    available(sim) - Math.max(NUM_RESERVED_DECODE_TOKENS * b.active, b.single) - b.retractedNeed;
  const need = Math.max(
    requiredTokens(d),
    d.fillLen + Math.min(d.maxNewTokens, CLIP_MAX_NEW_TOKEN) - b.retractable,
  );
  return need <= allocatable;
}

/**
 * `resume_retracted_reqs` (count_retracted=False, no retractable tokens): the retracted
 * requests, in order, that fit in `available − 512 × active`, each taking its need.
 */
export function resumable(sim: Sim, retracted: number[]): number[] {
  const all = sides(sim);
  let allocatable = available(sim) - reservedTokens(all);
  const out: number[] = [];
  for (const i of retracted) {
    const need = requiredToResume(sim.state.requests[i]!.decode!);
    if (need > allocatable) break;
    allocatable -= need;
    out.push(i);
  }
  return out;
}
