/**
 * What the family's figures draw, handed down by the mode (the explainer's closing chapter, the
 * deck's family slides) from src/story/familyFigures.ts and familyMatrix.ts: the views here
 * read no story module, only this data.
 */

/** A mark on a sibling's timeline: what happens (its id names its text), at which tick. */
export interface TimelineMark {
  id: string;
  tick: number;
}

/** One sibling's timeline: its mode (A1, A2, A3), its marks in order, the pages it corrupts. */
export interface TimelineData {
  mode: string;
  marks: readonly TimelineMark[];
  /** pages of the victim's KV that hold another tenant's data at the end */
  foreignPages: number;
}

/** The record's reading of a cell: stops, partly, not, not in the record's table. */
export type Sign = '✔' | '◐' | '✘' | '—';
/** What the engine computes for the cell. */
export type MatrixOutcome = 'leak' | 'garbage' | '500' | 'stops';

export interface MatrixCell {
  facts: Sign;
  engine: MatrixOutcome;
}

/** The defence matrix: members as columns, defences as rows, a cell for each pair. */
export interface MatrixData {
  modes: readonly string[];
  defences: readonly string[];
  cells: Readonly<Record<string, Readonly<Record<string, MatrixCell>>>>;
}
