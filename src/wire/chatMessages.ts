/**
 * What a chat request's body says about its prompt: `messages`, `tools` and `tool_choice`, read
 * as SGLang's request model reads them (python/sglang/srt/entrypoints/openai/protocol.py
 * `ChatCompletionRequest`: `tool_choice` is "none", "auto", "required" or
 * `{"type": "function", "function": {"name": …}}`, anything else a validation error; without
 * tools it defaults to "none", with tools to "auto"), and the stand-in's chat template
 * (src/wire/tokenizer.ts `chatPrompt`) applied to them. Shared by `/v1/chat/completions` and
 * `/v1/tokenize` with `messages`, so both count the same tokens, as SGLang's do (both apply
 * the model's template, tools included unless `tool_choice` is "none"). Pure: no I/O.
 */
import { chatPrompt, type ChatTool } from './tokenizer';

/** A request the model refuses: the message is the 400's. */
export class BadInput extends Error {}
export const bad = (message: string): never => {
  throw new BadInput(message);
};

export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export type ToolChoice = 'none' | 'auto' | 'required' | { name: string };

/** A message's content: a string, or a list of `{"type": "text", "text": …}` parts. */
function content(v: unknown, i: number): string {
  if (typeof v === 'string') return v;
  if (Array.isArray(v))
    return v
      .map((p, j) => {
        if (!isObj(p) || p.type !== 'text' || typeof p.text !== 'string')
          return bad(
            `messages[${i}].content[${j}] must be a text part {"type": "text", "text": …}`,
          );
        return p.text;
      })
      .join('');
  return bad(`messages[${i}] must have a string content or a list of text parts`);
}

export function messages(v: unknown): { role: string; content: string }[] {
  if (!Array.isArray(v)) return bad('messages must be a list of messages');
  // serving_chat.py `_validate_request`
  if (v.length === 0) return bad('Messages cannot be empty.');
  return v.map((m: unknown, i) => {
    if (!isObj(m) || typeof m.role !== 'string')
      return bad(`messages[${i}] must be an object with a string role`);
    return { role: m.role, content: content(m.content, i) };
  });
}

/** `tools`: a list of `{"type": "function", "function": {"name": …, …}}` (protocol.py `Tool`). */
export function tools(v: unknown): ChatTool[] | null {
  if (v === undefined || v === null) return null;
  if (!Array.isArray(v)) return bad('tools must be a list of tools');
  return v.map((t: unknown, i) => {
    if (!isObj(t) || (t.type !== undefined && t.type !== 'function') || !isObj(t.function))
      return bad(`tools[${i}] must be {"type": "function", "function": {"name": …}}`);
    if (typeof t.function.name !== 'string')
      return bad(`tools[${i}].function.name must be a string`);
    return { type: 'function', function: t.function as ChatTool['function'] };
  });
}

/** `tool_choice`, with SGLang's defaults: "none" without tools, "auto" with them. */
export function toolChoice(v: unknown, hasTools: boolean): ToolChoice {
  if (v === undefined || v === null) return hasTools ? 'auto' : 'none';
  if (v === 'none' || v === 'auto' || v === 'required') return v;
  // a named tool: `type` defaults to "function" (protocol.py `ToolChoice`)
  if (
    isObj(v) &&
    (v.type === undefined || v.type === 'function') &&
    isObj(v.function) &&
    typeof v.function.name === 'string'
  )
    return { name: v.function.name };
  return bad(
    `tool_choice must be "none", "auto", "required" or {"type": "function", "function": {"name": …}} (got ${JSON.stringify(v)})`,
  );
}

/**
 * serving_chat.py @002897c2 `_validate_request`: "required" or a named tool needs tools, and a
 * named tool must be one of them.
 */
function checkChoice(choice: ToolChoice, ts: ChatTool[]): void {
  if (choice === 'required' && ts.length === 0)
    bad('Tools cannot be empty if tool choice is set to required.');
  if (typeof choice !== 'object') return;
  if (ts.length === 0) bad('Tools cannot be empty if tool choice is set to a specific tool.');
  if (!ts.some((t) => t.function.name === choice.name))
    bad(`Tool '${choice.name}' not found in tools list.`);
}

/**
 * The prompt's text: the template over the messages, with the tools when there are some and
 * `tool_choice` is not "none", only the named one when it names one (serving_chat.py
 * `_process_messages`: no tools when "none", else the tools, filtered to the named one).
 */
export function chatText(body: Obj): string {
  const list = messages(body.messages);
  const ts = tools(body.tools) ?? [];
  const choice = toolChoice(body.tool_choice, ts.length > 0);
  checkChoice(choice, ts);
  if (choice === 'none' || ts.length === 0) return chatPrompt(list);
  const named = typeof choice === 'object' ? ts.filter((t) => t.function.name === choice.name) : ts;
  return chatPrompt(list, named);
}
