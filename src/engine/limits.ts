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
 * The scheduler clips `max_new_tokens` (scheduler.py @0003215c `init_req_max_new_tokens`):
 * `min(max_new_tokens, max_req_len − input_len − 1, max_total_num_tokens − paged_input_len −
 * page_size − 1)`, `paged_input_len` the input rounded up to whole pages. SGLang floors it at 0;
 * the model at 1 (the first token comes from the prefill in any case).
 */
export function clipMaxNewTokens(
  maxNewTokens: number,
  inputLen: number,
  contextLength: number,
  poolTokens: number,
  pageSize: number,
): number {
  const pagedInputLen = pagesFor(inputLen, pageSize) * pageSize;
  return Math.max(
    1,
    Math.min(
      maxNewTokens,
      maxReqLen(contextLength, poolTokens) - inputLen - 1,
      poolTokens - pagedInputLen - pageSize - 1,
    ),
  );
}

export function inputTooLongMessage(promptTokens: number, maxInput: number): string {
  return (
    `Input length (${promptTokens} tokens) exceeds the maximum allowed length ` +
    `(${maxInput} tokens). Use a shorter input or enable --allow-auto-truncate.`
  );
}

/**
 * `num_reserved_tokens`: TokenizerManager counts it into the input (`input_token_num`); it is 0
 * unless EAGLE speculative decoding is on, which the model does not run
 * (tokenizer_manager.py `_validate_one_request`, commit 001067ff).
 */
export const NUM_RESERVED_TOKENS = 0;

/**
 * `validate_total_tokens`: gates the total check below. The model keeps it on; what sets it
 * off in SGLang was not read for this model.
 */
export const VALIDATE_TOTAL_TOKENS = true;

/** TokenizerManager: `input_token_num >= context_len`, the input counting num_reserved_tokens. */
export function exceedsContext(promptTokens: number, contextLength: number): boolean {
  return promptTokens + NUM_RESERVED_TOKENS >= contextLength;
}

/**
 * TokenizerManager: `(max_new_tokens + input_token_num) > _max_req_len` with `_max_req_len =
 * context_len`, only when `validate_total_tokens` is set (tokenizer_manager.py
 * `_validate_one_request`, commit 001067ff; older copies used `>=`: we follow the code).
 */
export function exceedsTotal(promptTokens: number, maxNewTokens: number, contextLength: number) {
  return VALIDATE_TOTAL_TOKENS && promptTokens + NUM_RESERVED_TOKENS + maxNewTokens > contextLength;
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
/**
 * mini_lb's `aiohttp.ClientTimeout(total=3600)` (mini_lb.py @001c2ae0 `MiniLoadBalancer.generate`),
 * on the same compressed clock (300 s = TIMEOUT_TICKS).
 */
export const MINI_LB_TIMEOUT_TICKS = (3600 / WAITING_TIMEOUT_S) * TIMEOUT_TICKS;
/**
 * What mini_lb's client gets when that timeout fires: mini_lb does not catch it, so FastAPI's
 * error middleware answers 500 with its plain text (an inference: framework behaviour).
 */
export const MINI_LB_TIMEOUT_MESSAGE = 'Internal Server Error';
/** sgl-router's `request_timeout_secs` default, 1,800 s (router_args.py @083d6013), in ticks. */
export const ROUTER_TIMEOUT_TICKS = (1800 / WAITING_TIMEOUT_S) * TIMEOUT_TICKS;
/** Model wording: the decode send timed out (`bad_gateway("decode_server_error", …)`). */
export const ROUTER_TIMEOUT_MESSAGE = 'Decode server error: the request timed out after 1800 s';

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

/**
 * decode.py `_commit_transfer_to_req` (commit 0035ca42): the metadata carries no room (0) →
 * 500 with its own text, not the mismatch's.
 */
export const ROOM_MISSING_MESSAGE =
  'Metadata unexpectedly not ready after readiness gate (bootstrap_room=0)';

/** prefill.py `pop_bootstrapped` (commit 000c2b94): the sender is Failed in the bootstrap queue → 500. */
export function prefillBootstrapFailedMessage(id: string, room: string, cause: string): string {
  return `Prefill bootstrap failed for request rank=0 req.rid='${id}' req.bootstrap_room=${roomNumber(room)} with exception ${cause}`;
}

/**
 * prefill.py `process_disagg_prefill_inflight_queue` (commit 000c2b94): the sender is Failed in
 * the inflight queue → 500.
 */
export function prefillTransferFailedMessage(id: string, room: string, cause: string): string {
  return `Prefill transfer failed for request rank=0 req.rid='${id}' req.bootstrap_room=${roomNumber(room)} with exception ${cause}`;
}

/** Model wording: the cause when the decode peer failed the transfer. */
export function decodePeerFailedCause(room: string): string {
  return `KVTransferError(bootstrap_room=${roomNumber(room)}): the decode peer failed`;
}

/**
 * The sender's bootstrap timeout (`_check_bootstrap_timeout`, disaggregation/common/conn.py):
 * `SGLANG_DISAGGREGATION_BOOTSTRAP_TIMEOUT = EnvInt(300)` (environ.py), the same 300 s as the
 * decode's waiting timeout; the wording follows the receiver's timeout text.
 */
export function bootstrapTimeoutCause(room: string): string {
  const n = roomNumber(room);
  return `KVTransferError(bootstrap_room=${n}): Request ${n} timed out after ${WAITING_TIMEOUT_S}.0s in KVPoll.Bootstrapping`;
}

export function pagesFor(tokens: number, pageSize: number): number {
  return Math.ceil(tokens / pageSize);
}

/** SGLang shows `bootstrap_room` as a decimal integer; the model keeps it as 16 hex digits. */
export function roomNumber(room: string): string {
  return BigInt(`0x${room}`).toString();
}

/** Rust's `StatusCode` display: the code and its canonical reason phrase. */
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  499: 'Client Closed Request',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function statusDisplay(status: number): string {
  const reason = REASONS[status];
  return reason ? `${status} ${reason}` : `${status}`;
}

/**
 * SGLang's JSON error body, `{"object": "error", "message": …, "type": …, "code": N}`
 * (http_server.py @0025436e, as ../shared/facts/sglang.md gives it; serialized compactly).
 * The type of a 500 ("InternalServerError") is the model's wording.
 */
export function sglangErrorBody(status: number, message: string | null): string {
  const type = status === 400 ? 'BadRequestError' : 'InternalServerError';
  return JSON.stringify({ object: 'error', message: message ?? '', type, code: status });
}

/**
 * sgl-router's message when it relays a prefill error: `format!("Prefill server error
 * ({prefill_status}): {error_msg}")`, `prefill_status` a `StatusCode` ("400 Bad Request") and
 * `error_msg` the prefill's body. From `PDRouter::process_prefill_response` in
 * sgl-router/src/routers/http/pd_router.rs @0105f2a3 and in
 * sgl-model-gateway/src/routers/http/pd_router.rs @004dcda2 (same text in both).
 */
export function prefillServerError(status: number, message: string | null): string {
  return `Prefill server error (${statusDisplay(status)}): ${sglangErrorBody(status, message)}`;
}
