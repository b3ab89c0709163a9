/** SGLang's input-length limits and the messages it returns. */

/** `max_req_input_len = min(context_length − 1, max_total_num_tokens − 1) − 5` */
export function maxReqInputLen(contextLength: number, poolTokens: number): number {
  return Math.min(contextLength - 1, poolTokens - 1) - 5;
}

/** `validate_input_length` rejects when `len(origin_input_ids) >= max_req_input_len`. */
export function isRejected(promptTokens: number, contextLength: number, poolTokens: number) {
  return promptTokens >= maxReqInputLen(contextLength, poolTokens);
}

export function inputTooLongMessage(promptTokens: number, maxInput: number): string {
  return (
    `Input length (${promptTokens} tokens) exceeds the maximum allowed length ` +
    `(${maxInput} tokens). Use a shorter input or enable --allow-auto-truncate.`
  );
}

/** The tokenizer's up-front check, before either scheduler sees the request. */
export function exceedsContext(promptTokens: number, contextLength: number): boolean {
  return promptTokens >= contextLength;
}

export function contextMessage(promptTokens: number, contextLength: number): string {
  return (
    `The input (${promptTokens} tokens) is longer than the model's context length ` +
    `(${contextLength} tokens).`
  );
}

export const TIMEOUT_MESSAGE =
  'KV transfer timed out (SGLANG_DISAGGREGATION_WAITING_TIMEOUT, 300 s): request aborted.';

/** The 300 s waiting timeout, compressed into ticks of the model. */
export const TIMEOUT_TICKS = 20;

export function coverageMessage(covered: number, reserved: number): string {
  return `KV transfer covered ${covered} of ${reserved} reserved tokens: handoff refused.`;
}

export function pagesFor(tokens: number, pageSize: number): number {
  return Math.ceil(tokens / pageSize);
}
