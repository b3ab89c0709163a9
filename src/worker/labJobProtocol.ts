/**
 * The lab's other heavy work, sent to the lab's worker script (src/worker/lab.worker.ts) beside
 * the goal check: importing a progress file (every solve replayed), the exposure checker's
 * verdict, and reading a scenario (a saved draft, or the JSON view's text) through the
 * engine's validator. Each job reports its progress and ends with its result; the page stops
 * one by terminating its worker.
 */
import type { Problem, ValidationResult } from '../engine';
import type {
  Answer,
  Challenge,
  Outcome,
  ProgressResult,
  ScenarioOutcome,
  VerifyRow,
} from '../lab';
import type { Workshop } from '../lab/validateWorkshop';
import type { ExposureReport } from '../tools/exposure';
import type { FileRead } from './fileRead';

/** What a progress file gave: its reading, and (when it reads) each entry's replay. */
export interface ImportResult {
  parsed: ProgressResult;
  rows: VerifyRow[];
}

/** A file the user chose, as bytes (read as text, parsed and validated in the worker). */
export interface FileBytes {
  name: string;
  bytes: ArrayBuffer;
}

/** What instructor challenge files gave: the files that hold, and every problem by file. */
export interface ChallengeFilesResult {
  loaded: { source: string; data: unknown }[];
  problems: (Problem & { source: string })[];
  /** files whose bytes are not text the reader takes (translated on the page) */
  unreadable: { source: string; read: Extract<FileRead<never>, { text: unknown }> }[];
}

/** Each job's input and result, by kind. */
export interface LabJobs {
  /** a progress file's text, replayed against these challenges */
  import: { input: { text: string; challenges: Challenge[] }; result: ImportResult };
  /** the exposure checker's boxes */
  exposure: { input: { boxes: string[] }; result: ExposureReport };
  /** a scenario as JSON text (the JSON view's Apply) */
  scenarioText: { input: { text: string }; result: ValidationResult };
  /** a scenario as data (a saved draft) */
  scenarioData: { input: { data: unknown }; result: ValidationResult };
  /**
   * a live session (the `GET /live/scenario` export, as text) replayed against a live
   * challenge; `session` is the validated scenario to record as the solution (null if invalid)
   */
  session: {
    input: { text: string; challenge: Challenge };
    result: { outcome: ScenarioOutcome; session: unknown };
  };
  /** instructor challenge files, checked like the built-ins (ids must not clash with them) */
  challengeFiles: { input: { files: FileBytes[] }; result: ChallengeFilesResult };
  /** a workshop file, checked against the challenges `known` */
  workshopFile: {
    input: { file: FileBytes; known: string[] };
    result: FileRead<{ workshop: Workshop; data: unknown }>;
  };
  /** a question challenge's answer, checked by the engine's own run */
  answer: { input: { challenge: Challenge; answer: Answer }; result: Outcome };
}

export type LabJobKind = keyof LabJobs;

export type LabJobRequest = {
  [K in LabJobKind]: { id: number; job: K; input: LabJobs[K]['input'] };
}[LabJobKind];

export type LabJobReply =
  | { id: number; kind: 'jobProgress'; done: number; total: number }
  | { id: number; kind: 'jobResult'; result: LabJobs[LabJobKind]['result'] }
  | { id: number; kind: 'jobError'; error: string };
