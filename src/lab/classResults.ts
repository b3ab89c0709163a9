/**
 * A class's results (`npm run lab:verify -- FILE|DIR …`): one row per trainee's progress file,
 * one column per challenge, each cell verified ✓ / claimed but failing ✗ / not solved ·, with
 * the hints shown and the wrong attempts. Built from verifyProgress, so a mark is only ever
 * what the engine's replay says. Pure: text, CSV and JSON out; escaping is the caller's.
 */
import { escapeControls } from '../engine/report';
import { verifyProgress, type Progress } from './progress';
import type { Challenge } from './types';

export type CellState = 'verified' | 'failing' | 'open';

export interface ClassCell {
  challenge: string;
  state: CellState;
  hints: number;
  wrongAttempts: number;
  /** why a claim failed; '' otherwise */
  reason: string;
}

export interface ClassRow {
  /** the progress file's `trainee`, or the file's name where it has none */
  trainee: string;
  file: string;
  cells: ClassCell[];
}

export interface ClassResults {
  challenges: string[];
  rows: ClassRow[];
}

/** Every file's progress replayed; columns are `challenges` in order, then unknown ids seen. */
export function classResults(
  files: readonly { file: string; name: string; progress: Progress }[],
  challenges: readonly Challenge[],
): ClassResults {
  const ids = challenges.map((c) => c.id);
  for (const f of files)
    for (const e of f.progress.entries) if (!ids.includes(e.challenge)) ids.push(e.challenge);
  const rows = files.map(({ file, name, progress }) => {
    const verdicts = verifyProgress(progress, challenges);
    const cells = ids.map((id): ClassCell => {
      const i = progress.entries.findIndex((e) => e.challenge === id);
      const e = progress.entries[i];
      const v = verdicts[i];
      const state: CellState = !e || !e.solved ? 'open' : v?.verified ? 'verified' : 'failing';
      return {
        challenge: id,
        state,
        hints: e?.hintsShown ?? 0,
        wrongAttempts: e?.wrongAttempts ?? 0,
        reason: state === 'failing' ? (v?.reason ?? '') : '',
      };
    });
    return { trainee: progress.trainee ?? name, file, cells };
  });
  return { challenges: ids, rows };
}

export const anyClaimFails = (r: ClassResults): boolean =>
  r.rows.some((row) => row.cells.some((c) => c.state === 'failing'));

const MARK: Record<CellState, string> = { verified: '✓', failing: '✗', open: '·' };

const cellText = (c: ClassCell): string =>
  [MARK[c.state], c.hints ? `h${c.hints}` : '', c.wrongAttempts ? `w${c.wrongAttempts}` : '']
    .filter(Boolean)
    .join(' ');

/** The terminal table: challenges numbered as columns, their ids listed under the table. */
export function formatClassTable(r: ClassResults): string {
  const head = ['trainee', ...r.challenges.map((_, i) => `${i + 1}`), 'verified', 'failing'];
  const body = r.rows.map((row) => [
    escapeControls(row.trainee),
    ...row.cells.map(cellText),
    String(row.cells.filter((c) => c.state === 'verified').length),
    String(row.cells.filter((c) => c.state === 'failing').length),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => [...b[i]!].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c + ' '.repeat(widths[i]! - [...c].length))
      .join('  ')
      .trimEnd();
  const failing = r.rows.flatMap((row) =>
    row.cells
      .filter((c) => c.state === 'failing')
      .map((c) => `  ${escapeControls(row.trainee)}, ${escapeControls(c.challenge)}: ${c.reason}`),
  );
  return [
    line(head),
    ...body.map(line),
    '',
    '✓ verified by the engine  ✗ claimed but failing  · not solved  hN hints shown  wN wrong attempts',
    ...r.challenges.map((id, i) => `${String(i + 1).padStart(3)}  ${escapeControls(id)}`),
    ...(failing.length ? ['', 'claims that do not hold:', ...failing] : []),
  ].join('\n');
}

/** A CSV field: quoted where needed; a leading = + - @ is neutralised (spreadsheet formulas). */
function csvField(v: string | number): string {
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One line per trainee; per challenge its state, hints and wrong attempts. */
export function formatClassCsv(r: ClassResults): string {
  const head = [
    'trainee',
    'file',
    ...r.challenges.flatMap((id) => [id, `${id} hints`, `${id} wrong attempts`]),
  ];
  const rows = r.rows.map((row) => [
    row.trainee,
    row.file,
    ...row.cells.flatMap((c) => [c.state, c.hints, c.wrongAttempts]),
  ]);
  return [head, ...rows].map((cells) => cells.map(csvField).join(',')).join('\n') + '\n';
}
