/**
 * The stand-in's tokenizer, documented so that a client can predict lengths: one token per
 * UTF-8 byte (a byte-level vocabulary of 256 ids, no merges). `/tokenize` answers with these
 * ids, `text` prompts count this many tokens, and `input_ids` are taken as they are (their
 * values are not read, only their count), so a terminal can make an exact 800,000-token prompt.
 */
const encoder = new TextEncoder();

export const VOCAB_SIZE = 256;

export function tokenize(text: string): number[] {
  return Array.from(encoder.encode(text));
}

export function countTokens(text: string): number {
  return encoder.encode(text).length;
}

/** A chat request's tool, as the template writes it. */
export interface ChatTool {
  type: 'function';
  function: { name: string; description?: string; parameters?: unknown };
}

/**
 * The chat template: the tools, when a request offers some, as one `tools: <JSON>` line;
 * then each message as `role: content` on its own line; then `assistant:` (the generation
 * prompt, as SGLang's `apply_chat_template(…, add_generation_prompt=True)` adds).
 */
export function chatPrompt(
  messages: readonly { role: string; content: string }[],
  tools: readonly ChatTool[] | null = null,
): string {
  const head = tools && tools.length > 0 ? `tools: ${JSON.stringify(tools)}\n` : '';
  return head + messages.map((m) => `${m.role}: ${m.content}\n`).join('') + 'assistant:';
}
