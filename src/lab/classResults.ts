/**
 * A class's results (`npm run lab:verify -- FILE|DIR …`): one row per trainee's progress file,
 * one column per challenge, each cell verified ✓ / claimed but failing ✗ / not solved ·, with
 * the hints shown and the wrong attempts. Built from verifyProgress, so a mark is only ever
 * what the engine's replay says. Pure: text, CSV and JSON out; escaping is the caller's.
 */
import { escapeControls } from '../engine/report';
import { verifyProgress, type Progress } from './progress';
import { withSessionChecks, type SessionProblem } from './sessionSignature';
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
  /** why the file could not be read as progress (unreadable, not JSON, another format) */
  problem?: string;
  /** when the trainee last left the workshop (spoilers and hints back on) */
  leftWorkshop?: string;
}

export interface ClassResults {
  challenges: string[];
  rows: ClassRow[];
  /** what looks copied: identical solutions or identical solve times across files */
  flags: string[];
}

/** A file of the class: its progress, or why it could not be read as one. */
export type ClassFile =
  | { file: string; name: string; progress: Progress }
  | { file: string; name: string; problem: string };

export interface ClassOptions {
  /** a workshop's challenge ids: only these columns, in this order */
  only?: readonly string[];
  /** lab:verify --secret-file: why a live session is not signed by this class's server */
  sessionProblem?: SessionProblem;
}

/** Identical solutions (scenarios, sessions) or solve times of one challenge across files. */
function copyFlags(files: readonly ClassFile[], ids: readonly string[]): string[] {
  const flags: string[] = [];
  for (const id of ids) {
    const bySolution = new Map<string, string[]>();
    const byTime = new Map<string, string[]>();
    for (const f of files) {
      if (!('progress' in f)) continue;
      const e = f.progress.entries.find((x) => x.challenge === id);
      if (!e?.solved) continue;
      // an answer to a question is the same for everyone; a scenario or a session is not
      if (e.solution && !('answer' in e.solution)) {
        const key = JSON.stringify(e.solution);
        bySolution.set(key, [...(bySolution.get(key) ?? []), f.file]);
      }
      if (e.solvedAt) byTime.set(e.solvedAt, [...(byTime.get(e.solvedAt) ?? []), f.file]);
    }
    for (const group of bySolution.values())
      if (group.length > 1) flags.push(`${id}: identical solutions in ${group.join(', ')}`);
    for (const [at, group] of byTime)
      if (group.length > 1) flags.push(`${id}: identical solve time ${at} in ${group.join(', ')}`);
  }
  return flags;
}

/** Every file's progress replayed; columns are `challenges` in order, then unknown ids seen. */
export function classResults(
  files: readonly ClassFile[],
  challenges: readonly Challenge[],
  options: ClassOptions = {},
): ClassResults {
  const ids = options.only ? [...options.only] : challenges.map((c) => c.id);
  if (!options.only)
    for (const f of files)
      if ('progress' in f)
        for (const e of f.progress.entries) if (!ids.includes(e.challenge)) ids.push(e.challenge);
  const rows = files.map((f): ClassRow => {
    if (!('progress' in f)) return { trainee: f.name, file: f.file, cells: [], problem: f.problem };
    const { file, name, progress } = f;
    const verdicts = withSessionChecks(
      progress,
      verifyProgress(progress, challenges),
      challenges,
      options.sessionProblem,
    );
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
    return {
      trainee: progress.trainee ?? name,
      file,
      cells,
      ...(progress.leftWorkshop ? { leftWorkshop: progress.leftWorkshop } : {}),
    };
  });
  return { challenges: ids, rows, flags: copyFlags(files, ids) };
}

/** A claim fails, or a file could not be read: the exit status says so. */
export const anyClaimFails = (r: ClassResults): boolean =>
  r.rows.some((row) => row.problem !== undefined || row.cells.some((c) => c.state === 'failing'));

const baseName = (path: string): string => path.split(/[\\/]/).pop() ?? path;

const MARK: Record<CellState, string> = { verified: '✓', failing: '✗', open: '·' };

const cellText = (c: ClassCell): string =>
  [MARK[c.state], c.hints ? `h${c.hints}` : '', c.wrongAttempts ? `w${c.wrongAttempts}` : '']
    .filter(Boolean)
    .join(' ');

/** The terminal table: challenges numbered as columns, their ids listed under the table. */
export function formatClassTable(r: ClassResults): string {
  const head = [
    'trainee',
    'file',
    ...r.challenges.map((_, i) => `${i + 1}`),
    'verified',
    'failing',
  ];
  const body = r.rows.map((row) =>
    row.problem !== undefined
      ? [
          escapeControls(row.trainee),
          escapeControls(baseName(row.file)),
          ...r.challenges.map(() => '?'),
          '-',
          '-',
        ]
      : [
          escapeControls(row.trainee),
          escapeControls(baseName(row.file)),
          ...row.cells.map(cellText),
          String(row.cells.filter((c) => c.state === 'verified').length),
          String(row.cells.filter((c) => c.state === 'failing').length),
        ],
  );
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => [...b[i]!].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c + ' '.repeat(widths[i]! - [...c].length))
      .join('  ')
      .trimEnd();
  const failing = r.rows.flatMap((row) =>
    row.cells
      .filter((c) => c.state === 'failing')
      .map(
        (c) =>
          `  ${escapeControls(row.trainee)} (${escapeControls(baseName(row.file))}), ${escapeControls(c.challenge)}: ${escapeControls(c.reason)}`,
      ),
  );
  const left = r.rows
    .filter((row) => row.leftWorkshop !== undefined)
    .map(
      (row) =>
        `  ${escapeControls(row.trainee)} (${escapeControls(baseName(row.file))}) at ${escapeControls(row.leftWorkshop!)}`,
    );
  const unread = r.rows
    .filter((row) => row.problem !== undefined)
    .map((row) => `  ${escapeControls(row.file)}: ${escapeControls(row.problem!)}`);
  return [
    line(head),
    ...body.map(line),
    '',
    '✓ verified by the engine  ✗ claimed but failing  · not solved  ? file not read  hN hints shown  wN wrong attempts',
    ...r.challenges.map((id, i) => `${String(i + 1).padStart(3)}  ${escapeControls(id)}`),
    ...(failing.length ? ['', 'claims that do not hold:', ...failing] : []),
    ...(unread.length ? ['', 'files that are not progress files:', ...unread] : []),
    ...(left.length ? ['', 'left the workshop (spoilers and hints back on):', ...left] : []),
    ...(r.flags.length
      ? ['', 'look alike (copied?):', ...r.flags.map((f) => `  ${escapeControls(f)}`)]
      : []),
  ].join('\n');
}

/** A CSV field: quoted where needed; a leading = + - @ is neutralised (spreadsheet formulas). */
function csvField(v: string | number): string {
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * One line per trainee; per challenge its state, hints, wrong attempts and the reason a claim
 * fails; a file that could not be read has its reason in `problem`.
 */
export function formatClassCsv(r: ClassResults): string {
  const head = [
    'trainee',
    'file',
    'problem',
    'left workshop',
    ...r.challenges.flatMap((id) => [id, `${id} hints`, `${id} wrong attempts`, `${id} reason`]),
  ];
  const rows = r.rows.map((row) => [
    row.trainee,
    row.file,
    row.problem ?? '',
    row.leftWorkshop ?? '',
    ...(row.problem !== undefined
      ? r.challenges.flatMap(() => ['', '', '', ''])
      : row.cells.flatMap((c) => [c.state, c.hints, c.wrongAttempts, c.reason])),
  ]);
  return [head, ...rows].map((cells) => cells.map(csvField).join(',')).join('\n') + '\n';
}
