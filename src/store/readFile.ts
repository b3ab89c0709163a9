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
import { t } from '../i18n';

export type ReadFileResult = { ok: true; text: string } | { ok: false; message: string };

/** The reader's problem in the current language. */
export function textProblemMessage(p: TextProblem, size: number): string {
  switch (p.kind) {
    case 'tooLarge':
      return t('explore.file.error.tooLarge', { size: p.size ?? size, limit: p.limit });
    case 'utf16':
      return t('explore.file.error.utf16', { encoding: `UTF-16${p.endian}` });
    case 'nul':
      return t('explore.file.error.nul', { offset: p.offset });
    case 'invalidUtf8':
      return t('explore.file.error.invalidUtf8', {
        byte: `0x${p.byte.toString(16).toUpperCase().padStart(2, '0')}`,
        offset: p.offset,
      });
  }
}

function result(r: ReadTextResult, size: number): ReadFileResult {
  return r.ok ? r : { ok: false, message: textProblemMessage(r.problem, size) };
}

export async function readScenarioFile(file: Blob): Promise<ReadFileResult> {
  const tooLarge = checkTextSize(file.size);
  if (tooLarge) return result(tooLarge, file.size);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, message: t('explore.file.error.read') };
  }
  return result(readScenarioText(bytes), file.size);
}
