/**
 * Reads a scenario file chosen or dropped in the browser with the runner's own reader
 * (engine/readText): the size is checked before reading (5 MB), then the bytes are decoded
 * (UTF-8 byte-order mark stripped; UTF-16, NUL bytes and invalid UTF-8 refused by offset).
 */
import {
  checkTextSize,
  readScenarioText,
  type ReadTextResult,
  type TextProblem,
} from '../engine/readText';
import { t, type MessageKey } from '../i18n';
import { MAX_PROGRESS_BYTES } from '../lab/progressLimit';
import '../i18n/onDemand';

/** A message by key and values, translated where it is shown (state holds no text). */
export interface Message {
  key: MessageKey;
  vars?: Record<string, string | number>;
}

/** `message` is `problem` in the current language, for callers that show it at once. */
export type ReadFileResult =
  { ok: true; text: string } | { ok: false; problem: Message; message: string };

/** The reader's problem as a message key and its values. */
export function textProblem(p: TextProblem, size: number): Message {
  switch (p.kind) {
    case 'tooLarge':
      return { key: 'explore.file.error.tooLarge', vars: { size: p.size ?? size, limit: p.limit } };
    case 'utf16':
      return { key: 'explore.file.error.utf16', vars: { encoding: `UTF-16${p.endian}` } };
    case 'nul':
      return { key: 'explore.file.error.nul', vars: { offset: p.offset } };
    case 'invalidUtf8':
      return {
        key: 'explore.file.error.invalidUtf8',
        vars: { byte: `0x${p.byte.toString(16).toUpperCase().padStart(2, '0')}`, offset: p.offset },
      };
  }
}

/** The reader's problem in the current language. */
export function textProblemMessage(p: TextProblem, size: number): string {
  const m = textProblem(p, size);
  return t(m.key, m.vars);
}

function failed(problem: Message): ReadFileResult {
  return { ok: false, problem, message: t(problem.key, problem.vars) };
}

function result(r: ReadTextResult, size: number): ReadFileResult {
  return r.ok ? r : failed(textProblem(r.problem, size));
}

/** A progress file: the same 5 MB limit as `lab:verify` (MAX_PROGRESS_BYTES), named so. */
export async function readProgressFile(file: Blob): Promise<ReadFileResult> {
  if (file.size > MAX_PROGRESS_BYTES)
    return failed({
      key: 'lab.progress.tooLarge',
      vars: { size: file.size, limit: MAX_PROGRESS_BYTES },
    });
  return readScenarioFile(file, MAX_PROGRESS_BYTES);
}

export async function readScenarioFile(file: Blob, limit?: number): Promise<ReadFileResult> {
  const tooLarge = checkTextSize(file.size, limit);
  if (tooLarge) return result(tooLarge, file.size);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return failed({ key: 'explore.file.error.read' });
  }
  return result(readScenarioText(bytes, limit), file.size);
}
