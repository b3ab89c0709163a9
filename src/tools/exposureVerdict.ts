/** The exposure checker's report: each pair's band, release, verdict and the engine's outcomes. */
import type { Isolation, RouterKind } from '../engine';
import type { NodeView } from './exposureNodes';
import type { Message } from './exposureTypes';

/** An inclusive range of prompt lengths. */
export interface Band {
  from: number;
  to: number;
  count: number;
}

/** What a request of each length in a range gets, computed by the engine. */
export interface Segment extends Band {
  httpStatus: number;
  isolation: Isolation;
  correct: boolean;
}

/** The engine's outcome over the whole band under one router: each distinct outcome, with its lengths. */
export interface BandOutcome {
  router: RouterKind;
  segments: Segment[];
  /** engine runs made */
  runs: number;
  /** false when the run budget ended before every change point was pinned to one length */
  exact: boolean;
}

/** Which release a pair runs, by the versions pasted for its nodes (press accounts: fixed since v0.5.20). */
export interface Release {
  kind: 'fixed' | 'vulnerable' | 'unknown';
  versions: string[];
}

export type VerdictKind = 'exposed' | 'fixed-release' | 'not-exposed' | 'undecided';

export interface PairVerdict {
  prefill: string;
  decode: string;
  /** null when no source gives it (the nodes' own max_req_input_len then bound the band) */
  contextLength: number | null;
  prefillPool: number;
  decodePool: number;
  /** each pool as reported (startup log, /get_server_info) or only capped by --max-total-tokens */
  poolBasis: { prefill: 'reported' | 'cap'; decode: 'reported' | 'cap' };
  poolSource: { prefill: string | null; decode: string | null };
  pageSize: number;
  prefillMax: number;
  decodeMax: number;
  /** rejected by the prefill, accepted by the decode: the stale-page path (with caps: if the pools equal them) */
  exposed: Band | null;
  /** rejected by the decode only: its own 400 */
  decodeOnly: Band | null;
  /** sizes and release together */
  verdict: VerdictKind;
  release: Release;
  /** the engine's outcome over the whole band, per router */
  outcomes: BandOutcome[];
  /** the smallest changes that close the band */
  close: {
    prefillPoolAtLeast: number | null;
    contextAtMost: number;
    decodePoolAtMost: number;
  } | null;
}

export interface ExposureReport {
  nodes: NodeView[];
  /** the router pasted; null when none was (outcomes are then given under each) */
  router: RouterKind | null;
  pairs: PairVerdict[];
  messages: Message[];
  /** whether the sizes leave a band; null when errors, missing values or caps prevent a verdict */
  exposed: boolean | null;
  /** the overall verdict, the release included */
  verdict: VerdictKind;
}
