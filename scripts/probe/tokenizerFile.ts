/**
 * Counts a text's tokens with the model's own tokenizer file on this machine (`--tokenizer-file
 * tokenizer.json`, optionally `--tokenizer-config tokenizer_config.json`: the files SGLang's
 * node loads through Hugging Face's AutoTokenizer), with @huggingface/tokenizers, a pure
 * JavaScript reading of the same format. No `/tokenize` call is sent, so no node's event loop
 * is held. Special tokens are added as the node's `/tokenize` adds them (`add_special_tokens`).
 */
import { Tokenizer } from '@huggingface/tokenizers';
import { readTextFile } from '../readFile';
import type { TokenCounter } from './tokenizer';

/** A real tokenizer.json is tens of MB at most (a 256 k vocabulary with its merges). */
const MAX_TOKENIZER_BYTES = 256 * 1024 * 1024;

function readJson(path: string, flag: string): Record<string, unknown> | { error: string } {
  const r = readTextFile(path, {
    limit: MAX_TOKENIZER_BYTES,
    sizeProblem: (size) =>
      size > MAX_TOKENIZER_BYTES ? `larger than ${MAX_TOKENIZER_BYTES} bytes` : null,
  });
  if (!r.ok) return { error: `${flag} ${path}: ${r.message}` };
  try {
    const j = JSON.parse(r.text) as unknown;
    if (!j || typeof j !== 'object' || Array.isArray(j))
      return { error: `${flag} ${path}: not a JSON object` };
    return j as Record<string, unknown>;
  } catch (e) {
    return { error: `${flag} ${path}: not JSON (${(e as Error).message})` };
  }
}

/** The counter, or why the file cannot be used (a usage error: exit 2). */
export function fileTokenizer(path: string, configPath?: string): TokenCounter | { error: string } {
  const json = readJson(path, '--tokenizer-file');
  if ('error' in json) return json as { error: string };
  const config = configPath ? readJson(configPath, '--tokenizer-config') : {};
  if ('error' in config) return config as { error: string };
  // tokenizer.json files of older releases leave out the parts they do not use
  for (const k of ['normalizer', 'pre_tokenizer', 'post_processor', 'decoder']) json[k] ??= null;
  json.added_tokens ??= [];
  let tok: Tokenizer;
  try {
    tok = new Tokenizer(json, config);
  } catch (e) {
    return {
      error: `--tokenizer-file ${path}: not a tokenizer this reader knows (${(e as Error).message})`,
    };
  }
  const counter: TokenCounter = {
    calls: 0,
    tokens: 0,
    count(text: string): Promise<number> {
      const n = tok.encode(text, { add_special_tokens: true }).ids.length;
      counter.calls++;
      counter.tokens += n;
      return Promise.resolve(n);
    },
  };
  return counter;
}
