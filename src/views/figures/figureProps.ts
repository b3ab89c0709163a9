/**
 * What a scene's figures are drawn from, handed down by the mode (src/story/figureData.ts
 * makes it from the scene): the views here read no story module, only this data.
 */
import type { RouterKind, Trace } from '../../engine';
import type { MessageKey } from '../../i18n';

/** Placeholders for the story's text (the story's own `Vars`). */
export type Vars = Record<string, string | number>;

/** A figure a scene shows below its text (the presenter shows the same, full size). */
export type FigureKind =
  'fixes' | 'calculator' | 'record' | 'fields' | 'kvPage' | 'sequence' | 'poolZoom';

/** One router's computed outcome for a row of the fixes table. */
export interface RouterExposure {
  outcome: { status: number; crossTenantPages: number; correct: boolean };
  /** prompt lengths in the band, if a prompt in it reads other tenants' pages (else 0) */
  exposedLengths: number;
}

/** A row of the fixes table: one change, its texts and its outcome under each router. */
export interface FixRow {
  id: string;
  label: MessageKey;
  source: MessageKey;
  effect: MessageKey;
  /** the prefill pool of a pool-size what-if (its texts name it) */
  pool?: number;
  exposure: Record<RouterKind, RouterExposure>;
}

/** The rows under one heading of the fixes table ('baseline': the deployment as it was). */
export interface FixGroupRows {
  group: 'baseline' | 'stops' | 'narrows' | 'nothing';
  rows: readonly FixRow[];
}

/** The stated figures the calculator's presets start from. */
export interface CalcFacts {
  contextLength: number;
  prefillPool: number;
  remedyPool: number;
  issuePool: number;
}

/** A dated line of the record's timeline; `time` is already written for the language. */
export interface TimelineEntry {
  date: string;
  time?: { iso: string; text: string };
  key: MessageKey;
}

/** An SGLang issue or pull request in the public record. */
export interface RecordEntry {
  n: string;
  state: MessageKey;
  opened: string;
  key: MessageKey;
}

/** Everything one scene's figures read. */
export interface FigureData {
  kinds: readonly FigureKind[];
  /** the explore screen at the scene's step (the link under each figure) */
  exploreHref: string;
  /** the incident's run (the fields and sequence figures) */
  incident: Trace;
  /** the scene's own run and step (the zoomed pool) */
  scene: { trace: Trace; step: number };
  /** the fixes table's groups, the deployment as it was first */
  fixes: readonly FixGroupRows[];
  calc: CalcFacts;
  timeline: readonly TimelineEntry[];
  record: readonly RecordEntry[];
}
