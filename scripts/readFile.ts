/**
 * How every command reads a file the user names (a scenario, challenge, progress, keys or
 * server-info file; `npm run live` too): refused at once unless it is a regular file, since a
 * FIFO waits for a writer, a device like /dev/zero never ends and a directory has no text; its
 * size checked before a byte is read; then decoded by the shared reader (src/engine/readText:
 * a byte-order mark stripped, UTF-16, NUL bytes and invalid UTF-8 refused).
 */
import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import { checkTextSize, MAX_SCENARIO_BYTES, readScenarioText } from '../src/engine/readText';

export type FileText = { ok: true; text: string } | { ok: false; message: string };

/** What a path is when it is not a regular file, in words; null for a regular file. */
export function notAFile(st: Stats): string | null {
  if (st.isFile()) return null;
  if (st.isDirectory()) return 'a directory, not a file';
  if (st.isFIFO()) return 'a named pipe (FIFO), not a regular file';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device, not a regular file';
  if (st.isSocket()) return 'a socket, not a regular file';
  return 'not a regular file';
}

export interface ReadFileOptions {
  /** bytes the file may have (default MAX_SCENARIO_BYTES, 5 MB) */
  limit?: number;
  /** the caller's words for a file over the limit (default: the shared reader's) */
  sizeProblem?: (size: number) => string | null;
}

function sizeMessage(size: number, o: ReadFileOptions, limit: number): string | null {
  if (o.sizeProblem) return o.sizeProblem(size);
  const r = checkTextSize(size, limit);
  return r && !r.ok ? r.message : null;
}

/** The text of the file at `path`, or why it cannot be read (never blocks on what it opens). */
export function readTextFile(path: string, o: ReadFileOptions = {}): FileText {
  const limit = o.limit ?? MAX_SCENARIO_BYTES;
  try {
    // stat first: opening a FIFO (even non-blocking, for a writer that comes later) is
    // already more than a command that reads files should do
    const before = notAFile(statSync(path));
    if (before) return { ok: false, message: before };
    // non-blocking: had the path become a FIFO since the stat, the open does not wait
    const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    try {
      const st = fstatSync(fd);
      const kind = notAFile(st);
      if (kind) return { ok: false, message: kind };
      const tooLarge = sizeMessage(st.size, o, limit);
      if (tooLarge) return { ok: false, message: tooLarge };
      // one byte more than the limit: a file that grew since the fstat is still caught
      const buf = new Uint8Array(Math.min(st.size, limit) + 1);
      let n = 0;
      while (n < buf.length) {
        const got = readSync(fd, buf, n, buf.length - n, null);
        if (got === 0) break;
        n += got;
      }
      const r = readScenarioText(buf.subarray(0, n), limit);
      return r.ok ? r : { ok: false, message: r.message };
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
}
