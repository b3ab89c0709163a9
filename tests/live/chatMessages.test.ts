// @vitest-environment node
/**
 * A chat request's prompt as SGLang builds it (src/wire/chatMessages.ts): serving_chat.py
 * @002897c2 `_validate_request` refuses "required" or a named tool without tools, and a named
 * tool that is not among them; `_process_messages` gives the template no tools for "none",
 * only the named one for a named choice, all of them otherwise.
 */
import { describe, expect, it } from 'vitest';
import { BadInput, chatText } from '../../src/wire/chatMessages';
import { chatPrompt } from '../../src/wire/tokenizer';

const messages = [{ role: 'user', content: 'What is the weather in Paris?' }];
const weather = { type: 'function' as const, function: { name: 'get_weather' } };
const time = { type: 'function' as const, function: { name: 'get_time' } };

function refusal(body: Record<string, unknown>): string {
  try {
    chatText(body);
  } catch (e) {
    if (e instanceof BadInput) return e.message;
    throw e;
  }
  return 'accepted';
}

describe('chat tools as serving_chat.py reads them', () => {
  it('refuses what _validate_request refuses, with its words', () => {
    expect(refusal({ messages: [] })).toBe('Messages cannot be empty.');
    expect(refusal({ messages, tool_choice: 'required' })).toBe(
      'Tools cannot be empty if tool choice is set to required.',
    );
    expect(refusal({ messages, tool_choice: { function: { name: 'get_weather' } } })).toBe(
      'Tools cannot be empty if tool choice is set to a specific tool.',
    );
    expect(
      refusal({ messages, tools: [weather], tool_choice: { function: { name: 'nope' } } }),
    ).toBe("Tool 'nope' not found in tools list.");
    expect(refusal({ messages, tool_choice: 123 })).toMatch(/^tool_choice must be/);
  });

  it('gives the template no tools for "none", the named one only, or all of them', () => {
    const tools = [weather, time];
    expect(chatText({ messages, tools, tool_choice: 'none' })).toBe(chatPrompt(messages));
    expect(chatText({ messages, tools })).toBe(chatPrompt(messages, tools));
    expect(chatText({ messages, tools, tool_choice: 'required' })).toBe(
      chatPrompt(messages, tools),
    );
    expect(
      chatText({
        messages,
        tools,
        tool_choice: { type: 'function', function: { name: 'get_time' } },
      }),
    ).toBe(chatPrompt(messages, [time]));
  });
});
