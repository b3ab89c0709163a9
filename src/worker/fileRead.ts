/**
 * Reading a file the user chose, as the worker lane does it (off the main thread): bytes to
 * text with the runner's own reader (engine/readText: 5 MB, BOM, UTF-16, NUL, invalid UTF-8),
 * then JSON, then the format's validator. A 5 MB file of hostile JSON (2.6 M elements, 300 k
 * unknown keys) cost the page 1–2.6 s as one task on the main thread; here it costs the
 * worker. Only what the page shows comes back: at most MAX_PROBLEMS_SENT problems (the rest
 * counted in one more), never the file's text. Framework-free, no DOM.
 */
import { parseJsonWith, validateScenario, type Problem, type Scenario } from '../engine';
import { checkTextSize, readScenarioText, type TextProblem } from '../engine/readText';

/** Problems sent back to the page at most (a file can have hundreds of thousands). */
export const MAX_PROBLEMS_SENT = 100;

/** What reading a file gave: its value, a problem with its bytes, or the validator's problems. */
export type FileRead<T> =
  | { ok: true; value: T }
  | { ok: false; text: TextProblem; size: number }
  | { ok: false; problems: Problem[] };

/** The first MAX_PROBLEMS_SENT problems, and one that counts the rest. */
export function capProblems<P extends Problem>(problems: P[], extra: Omit<P, keyof Problem>): P[] {
  if (problems.length <= MAX_PROBLEMS_SENT) return problems;
  const more = problems.length - MAX_PROBLEMS_SENT;
  return [
    ...problems.slice(0, MAX_PROBLEMS_SENT),
    {
      ...extra,
      path: '$',
      message: `… and ${more.toLocaleString('en-US')} more problems`,
    } as P,
  ];
}

/** The bytes as text (the runner's reader), or the problem with them. */
export function readText(
  bytes: ArrayBuffer,
  limit?: number,
): { ok: true; text: string } | { ok: false; text: TextProblem; size: number } {
  const r = readScenarioText(new Uint8Array(bytes), limit);
  return r.ok ? r : { ok: false, text: r.problem, size: bytes.byteLength };
}

/** The bytes read as text, parsed as JSON and checked by `validate`. */
export function readJsonFile<T>(
  bytes: ArrayBuffer,
  validate: (data: unknown) => { ok: true; value: T } | { ok: false; problems: Problem[] },
  limit?: number,
): FileRead<T> {
  const text = readText(bytes, limit);
  if (!text.ok) return text;
  const r = parseJsonWith(text.text, validate);
  return r.ok ? r : { ok: false, problems: capProblems(r.problems, {}) };
}

/** A scenario file's bytes: the scenario, or why it is not one. */
export function readScenarioFileBytes(bytes: ArrayBuffer): FileRead<Scenario> {
  return readJsonFile(bytes, (data) => {
    const v = validateScenario(data);
    return v.ok ? { ok: true, value: v.scenario } : v;
  });
}

/** A file's bytes, read only when its size is within `limit` (checked before reading). */
export async function blobBytes(
  file: Blob,
  limit?: number,
): Promise<
  | { ok: true; bytes: ArrayBuffer }
  | { ok: false; text: TextProblem; size: number }
  | { ok: false; unreadable: true }
> {
  const tooLarge = checkTextSize(file.size, limit);
  if (tooLarge && !tooLarge.ok) return { ok: false, text: tooLarge.problem, size: file.size };
  try {
    return { ok: true, bytes: await file.arrayBuffer() };
  } catch {
    return { ok: false, unreadable: true };
  }
}
