/**
 * SGLang's input-length limits and the messages it returns. Texts marked "model wording"
 * could not be read in SGLang's source; the UI shows them as the model's.
 */

/** `max_req_len = min(context_length − 1, max_total_num_tokens − 1)` (scheduler / tp_worker) */
export function maxReqLen(contextLength: number, poolTokens: number): number {
  return Math.min(contextLength - 1, poolTokens - 1);
}

/** `max_req_input_len = max_req_len − 5` */
export function maxReqInputLen(contextLength: number, poolTokens: number): number {
  return maxReqLen(contextLength, poolTokens) - 5;
}

/** `validate_input_length` rejects when `len(origin_input_ids) >= max_req_input_len`. */
export function isRejected(promptTokens: number, contextLength: number, poolTokens: number) {
  return promptTokens >= maxReqInputLen(contextLength, poolTokens);
}

/**
 * The scheduler clips `max_new_tokens` to `max_req_len − len(origin_input_ids) − 1`
 * (scheduler.py, handle_generate_request).
 */
export function clipMaxNewTokens(
  maxNewTokens: number,
  inputLen: number,
  contextLength: number,
  poolTokens: number,
): number {
  return Math.max(1, Math.min(maxNewTokens, maxReqLen(contextLength, poolTokens) - inputLen - 1));
}

export function inputTooLongMessage(promptTokens: number, maxInput: number): string {
  return (
    `Input length (${promptTokens} tokens) exceeds the maximum allowed length ` +
    `(${maxInput} tokens). Use a shorter input or enable --allow-auto-truncate.`
  );
}

/** TokenizerManager: `input_token_num >= context_len` */
export function exceedsContext(promptTokens: number, contextLength: number): boolean {
  return promptTokens >= contextLength;
}

/**
 * TokenizerManager: `(max_new_tokens + input_token_num) > _max_req_len` with `_max_req_len =
 * context_len` (tokenizer_manager.py `_validate_one_request`, commit 001067ff; older copies
 * used `>=`, as shared/facts says: we follow the code).
 */
export function exceedsTotal(promptTokens: number, maxNewTokens: number, contextLength: number) {
  return promptTokens + maxNewTokens > contextLength;
}

export function contextMessage(promptTokens: number, contextLength: number): string {
  return (
    `The input (${promptTokens} tokens) is longer than the model's context length ` +
    `(${contextLength} tokens).`
  );
}

export function totalMessage(promptTokens: number, maxNewTokens: number, contextLength: number) {
  return (
    `Requested token count exceeds the model's maximum context length of ${contextLength} ` +
    `tokens. You requested a total of ${promptTokens + maxNewTokens} tokens: ${promptTokens} ` +
    `tokens from the input messages and ${maxNewTokens} tokens for the completion. Please ` +
    `reduce the number of tokens in the input messages or the completion to fit within the limit.`
  );
}

/** SGLANG_DISAGGREGATION_WAITING_TIMEOUT, seconds (default). */
export const WAITING_TIMEOUT_S = 300;
/** The 300 s waiting timeout, compressed into ticks of the model. */
export const TIMEOUT_TICKS = 20;

/** decode.py `_update_handshake_waiters`: KVPoll.Failed during the handshake → 500. */
export function handshakeFailedMessage(id: string, room: string, cause: string): string {
  return `Decode handshake failed for request rank=0 decode_req.req.rid='${id}' decode_req.req.bootstrap_room=${roomNumber(room)} with exception ${cause}`;
}

/** decode.py `pop_transferred`: KVPoll.Failed during the transfer → 500. */
export function transferFailedMessage(id: string, room: string, cause: string): string {
  return `Decode transfer failed for request rank=0 decode_req.req.rid='${id}' decode_req.req.bootstrap_room=${roomNumber(room)} with exception ${cause}`;
}

/** The receiver's timeout exception, as the transfer backend raises it. */
export function timeoutCause(room: string): string {
  const n = roomNumber(room);
  return `KVTransferError(bootstrap_room=${n}): Request ${n} timed out after ${WAITING_TIMEOUT_S}.0s in KVPoll.WaitingForInput`;
}

/** Model wording: the cause when the prefill reported an abort for the request. */
export function prefillAbortCause(room: string): string {
  return `KVTransferError(bootstrap_room=${roomNumber(room)}): the prefill aborted the request`;
}

/** Model wording (PR #38704's check; its text could not be read): a short transfer refused. */
export function coverageCause(room: string, covered: number, reserved: number): string {
  return `KVTransferError(bootstrap_room=${roomNumber(room)}): transfer covered ${covered} of ${reserved} reserved tokens`;
}

/** decode.py `_commit_transfer_to_req`: the metadata names another request's room → 500. */
export const ROOM_MISMATCH_MESSAGE = 'Metadata corruption detected - bootstrap_room mismatch';

/** Model wording: the prefill's answer when its decode peer failed. */
export function prefillPeerFailedMessage(id: string, room: string): string {
  return `Prefill transfer failed for request rank=0 req.rid='${id}' req.bootstrap_room=${roomNumber(room)}: the decode peer failed`;
}

export function pagesFor(tokens: number, pageSize: number): number {
  return Math.ceil(tokens / pageSize);
}

/** SGLang shows `bootstrap_room` as a decimal integer; the model keeps it as 16 hex digits. */
export function roomNumber(room: string): string {
  return BigInt(`0x${room}`).toString();
}

/** sgl-router's body when it relays a prefill error (pd_router.rs, handle_prefill_error_response). */
export function prefillServerError(status: number, body: string | null): string {
  return `Prefill server error (${status}): ${body ?? ''}`;
}
