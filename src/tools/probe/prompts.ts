/**
 * The probe's prompts and their lengths (pure; the caller supplies the random run id and a
 * function that counts a text's tokens on the target, e.g. through its `/tokenize`).
 *
 * - Tenant A's canaries: distinctive words unique to the run (`cnry<run><k>`), repeated.
 * - Tenant B's prompts: a word unique to the run and to the prompt (`bnd<run>` in the band,
 *   `ctl<run>` for the control), repeated, then the question. The right answer is that word,
 *   which appears only in B's own prompt, and the question is the prompt's last words: a reply
 *   built on KV that B did not write cannot get it right.
 */

export const CANARY_WORDS = 8;

export interface Words {
  run: string;
  canaries: string[];
  band: string;
  control: string;
}

/** The run's words; `run` is a short random hex string chosen by the caller. */
export function wordsFor(run: string): Words {
  if (!/^[0-9a-f]{6,16}$/.test(run)) throw new Error(`run id must be 6–16 hex digits: ${run}`);
  return {
    run,
    canaries: Array.from({ length: CANARY_WORDS }, (_, k) => `cnry${run}${k}`),
    band: `bnd${run}`,
    control: `ctl${run}`,
  };
}

/** A prompt shape: head, a unit repeated `k` times, tail. Its token count is a + b·k. */
export interface Shape {
  head: string;
  unit: string;
  tail: string;
}

export function render(shape: Shape, k: number): string {
  return shape.head + shape.unit.repeat(k) + shape.tail;
}

/**
 * Canary prompt number `i` of tenant A: the canary words over and over, numbered by `i`, then a
 * question whose right answer is a canary word (a reply built on KV the canary did not write,
 * such as SGLang's one-token placeholder, gets it wrong).
 */
export function canaryShape(w: Words, i: number): Shape {
  return {
    head: `Note ${i + 1} (${w.run}):`,
    unit: ' ' + w.canaries.join(' '),
    tail: ' Which words are repeated above? Reply with the first of them only.',
  };
}

export const QUESTION = ' Which word is repeated above? Reply with that word only.';

/** One of tenant B's prompts: its own word over and over, then the question. */
export function answerShape(word: string): Shape {
  return { head: 'Read the text to its end.', unit: ` ${word}`, tail: QUESTION };
}

/** Counts a text's tokens on the target. */
export type Measure = (text: string) => Promise<number>;

export interface Sized {
  text: string;
  tokens: number;
  /** how many texts were measured to get there */
  measured: number;
}

export type SizeResult = { ok: true; prompt: Sized } | { ok: false; why: string };

/**
 * A text of `shape` whose length lies in [lo, hi], aiming at `target`: two small samples give
 * the tokens per unit, then the estimate is measured and corrected (twice at most).
 */
export async function sizePrompt(
  shape: Shape,
  target: number,
  lo: number,
  hi: number,
  measure: Measure,
): Promise<SizeResult> {
  const k1 = 16;
  const k2 = 48;
  const t1 = await measure(render(shape, k1));
  const t2 = await measure(render(shape, k2));
  const perUnit = (t2 - t1) / (k2 - k1);
  if (!(perUnit > 0))
    return { ok: false, why: `the tokenizer counts ${t1} and ${t2} tokens for 16 and 48 units` };
  const base = t1 - perUnit * k1;
  let k = Math.max(0, Math.round((target - base) / perUnit));
  let measured = 2;
  for (let attempt = 0; attempt < 3; attempt++) {
    const text = render(shape, k);
    const tokens = await measure(text);
    measured++;
    if (tokens >= lo && tokens <= hi) return { ok: true, prompt: { text, tokens, measured } };
    const next = Math.max(0, k + Math.round((target - tokens) / perUnit));
    if (next === k) break;
    k = next;
  }
  return {
    ok: false,
    why: `no prompt of ${lo}–${hi} tokens could be built (the tokenizer is not linear in the repeated words)`,
  };
}

/** Case-insensitive: which of `words` occur in `text` (each once, in `words`' order). */
export function wordsIn(text: string, words: readonly string[]): string[] {
  const t = text.toLowerCase();
  return words.filter((w) => t.includes(w.toLowerCase()));
}
