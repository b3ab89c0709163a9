/**
 * The identifiers the explainer shows, each linked to its glossary entry (./glossary.ts), and
 * the functions that find them in a text. Loaded with the explainer's links, after its first
 * render (src/modes/explainer/links.tsx), not in the initial JavaScript. Pure: no React, no DOM.
 */
import type { TermId } from './glossary';

/**
 * Each identifier shown on screen and the entry that defines it. Names in code font in the
 * text are matched whole or by their first identifier (`num_pages = 1` → `num_pages`).
 */
export const IDENTS: Readonly<Record<string, TermId>> = {
  KVPoll: 'kvpoll',
  'KVPoll.Bootstrapping': 'kvpoll',
  'KVPoll.WaitingForInput': 'kvpoll',
  'KVPoll.Transferring': 'kvpoll',
  'KVPoll.Success': 'kvpoll',
  'KVPoll.Failed': 'kvpoll',
  Bootstrapping: 'kvpoll',
  WaitingForInput: 'kvpoll',
  Transferring: 'kvpoll',
  Success: 'kvpoll',
  Failed: 'kvpoll',
  set_finish_with_abort: 'set-finish-with-abort',
  to_finish: 'req-fields',
  finished_reason: 'req-fields',
  origin_input_ids: 'req-fields',
  FINISH_ABORT: 'req-fields',
  'FINISH_LENGTH(0)': 'finish-length',
  'FINISH_LENGTH(1)': 'finish-length',
  FINISH_LENGTH: 'finish-length',
  PREBUILT: 'prebuilt',
  max_req_input_len: 'max-req-input-len',
  max_total_num_tokens: 'pool',
  context_length: 'context-window',
  max_new_tokens: 'max-new-tokens',
  page_size: 'page-size',
  num_pages: 'page-counts',
  fill_len: 'page-counts',
  prompt_tokens: 'prompt-tokens',
  bootstrap_room: 'bootstrap-room',
  PrefillBootstrapQueue: 'queues',
  'PrefillBootstrapQueue.add': 'queues',
  DecodePreallocQueue: 'queues',
  'DecodePreallocQueue.add': 'queues',
  DecodeTransferQueue: 'queues',
  waiting_queue: 'queues',
  running_batch: 'queues',
  disagg_prefill_inflight_queue: 'queues',
  pop_bootstrapped: 'pop-bootstrapped',
  send_kv_chunk: 'send-kv-chunk',
  release_kv_cache: 'release-kv-cache',
  pop_preallocated: 'pop-preallocated',
  _pre_alloc: 'pre-alloc',
  send_metadata: 'send-metadata',
  num_reserved_decode_tokens: 'admission-budget',
  alloc_decode: 'page-counts',
  pop_transferred: 'pop-transferred',
  _commit_transfer_to_req: 'commit-transfer',
  check_finished: 'check-finished',
  prepare_abort: 'prepare-abort',
  _send_abort_notification: 'abort-internals',
  bootstrap_infos: 'abort-internals',
  _update_handshake_waiters: 'abort-internals',
  SGLANG_DISAGGREGATION_WAITING_TIMEOUT: 'waiting-timeout',
  retract_decode: 'retract',
  resume_retracted_reqs: 'retract',
  load_kv_cache: 'retract',
  AbortReq: 'client-abort',
  'Scheduler.abort_request': 'client-abort',
  TokenizerManager: 'tokenizer-manager',
  BadRequestError: 'error-types',
  KVTransferError: 'error-types',
  'sgl-router': 'sgl-router',
  mini_lb: 'mini-lb',
  '--allow-auto-truncate': 'allow-auto-truncate',
  Mooncake: 'mooncake',
  'GLM-5.2-FP8': 'glm',
  'GLM-5.2': 'glm',
  'GLM-5.3': 'glm',
};

/** Names too common as words to link outside code font (`Success` is; "Success" is not). */
const CODE_ONLY = new Set(['Success', 'Failed', 'PREBUILT', 'FINISH_LENGTH']);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const byLength = Object.keys(IDENTS).sort((a, b) => b.length - a.length);
/** an identifier, not part of a longer one */
const identRe = (names: string[]) =>
  new RegExp(`(?<![\\w.-])(?:${names.map(escape).join('|')})(?![\\w(-]|\\.\\w)`, 'g');
const PLAIN = identRe(byLength.filter((n) => !CODE_ONLY.has(n)));
const ANY = identRe(byLength);

export type IdentPiece = { text: string } | { ident: TermId; label: string };

/** Splits plain text into text and identifiers shown in it (each linked to its entry). */
export function linkIdents(text: string): IdentPiece[] {
  const out: IdentPiece[] = [];
  let last = 0;
  for (const m of text.matchAll(PLAIN)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index) });
    out.push({ ident: IDENTS[m[0]]!, label: m[0] });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

/** The entry a code span belongs to: its first identifier (`to_finish = …` → to_finish). */
export function codeTerm(code: string): TermId | null {
  if (IDENTS[code]) return IDENTS[code];
  const m = new RegExp(ANY.source).exec(code);
  return m ? IDENTS[m[0]]! : null;
}

/** Every identifier in a text, plain or code (for the "on screen" list and the tests). */
export function identsIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLAIN)].map((m) => m[0]))];
}
