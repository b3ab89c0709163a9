/**
 * The training lab's data: challenges, goals (a declarative predicate over the engine's output,
 * or a question whose answer the engine computes), what a trainee may change, and solutions.
 * Pure TypeScript: runs in Node (lab:verify), in the browser and in a Web Worker.
 */
import {
  ROUTER_KINDS,
  type DefenceName,
  type FixName,
  type Isolation,
  type RouterKind,
  type Scenario,
} from '../engine';

/** The app's languages: the one list, in src/nav/langs.ts. */
import type { Lang } from '../nav/langs';
export { LANGS, type Lang } from '../nav/langs';
/** A text in English, and in each other language of the app it is translated to. */
export type Text = { en: string } & Partial<Record<Lang, string>>;

export const CATEGORIES = ['observe', 'exploit', 'fix', 'detect', 'operate'] as const;
export type Category = (typeof CATEGORIES)[number];

export const ROUTERS = ROUTER_KINDS;
export type Router = RouterKind;

export const ISOLATIONS: readonly Isolation[] = [
  'clean',
  'same-tenant',
  'unwritten',
  'cross-tenant',
];

/** Inclusive bounds; either side may be absent. */
export interface Range {
  min?: number;
  max?: number;
}

/** Which responses a predicate is about. Every field present must hold. */
export interface ResponseMatch {
  request?: string;
  tenant?: string;
  /** the response's tenant is not this one */
  notTenant?: string;
  /** HTTP status, or any of a list */
  status?: number | number[];
  isolation?: Isolation | Isolation[];
  correct?: boolean;
  /** some page read came from this tenant */
  leakedFromTenant?: string;
  /** some page read came from this request */
  leakedFromRequest?: string;
  /** something was read from other requests, and only from these request ids */
  leakedOnlyFrom?: string[];
  promptTokens?: Range;
}

/** A run of the same scenario with part of its configuration replaced. */
export interface Variant {
  /** the switches that are on (all others off); absent = as in the scenario */
  fixes?: FixName[];
  router?: Router;
  prefillPool?: number;
  decodePool?: number;
  pageSize?: number;
}

export type Predicate =
  | { all: Predicate[] }
  | { any: Predicate[] }
  | { not: Predicate }
  /** at least one response matches */
  | { some: ResponseMatch }
  /** no response matches */
  | { none: ResponseMatch }
  /** every response matches */
  | { every: ResponseMatch }
  /** how many responses match */
  | { count: ResponseMatch; min?: number; max?: number }
  /** how many requests the scenario holds */
  | { requests: Range }
  | { tenants: Range }
  /** how many fix switches are on */
  | { fixesOn: Range }
  | { fix: FixName; on: boolean }
  | { router: Router }
  /** the configuration leaves prompt lengths that the prefill rejects and the decode accepts */
  | { band: 'open' | 'closed' }
  /** the inner predicate holds on a run with part of the configuration replaced */
  | { under: Variant; holds: Predicate }
  /** some request's verdict differs between two variants of the scenario */
  | { differs: [Variant, Variant]; on?: VerdictField[] }
  /** the inner predicate holds, and no set of fewer fix switches makes it hold */
  | { fewestFixes: Predicate };

export const VERDICT_FIELDS = ['httpStatus', 'isolation', 'correct'] as const;
export type VerdictField = (typeof VERDICT_FIELDS)[number];

/** A deployment given as pasted commands / server info, for the exposure audit. */
export interface Deployment {
  id: string;
  text: string;
}

/** A question about the starting scenario; the engine computes the answer. */
export type Question =
  /** the smallest prompt length the prefill node rejects (a number) */
  | { ask: 'prefillRejectsFrom' }
  /** the smallest prefill pool (tokens) for which no prompt length is exposed (a number) */
  | { ask: 'smallestClosingPrefillPool' }
  /** whose pages request X reads: a set of tenant or request ids (empty set = nobody's) */
  | { ask: 'readsFrom'; request: string; of: 'tenants' | 'requests' }
  /** the HTTP status the client gets for request X (a number) */
  | { ask: 'status'; request: string }
  /** the isolation verdict of request X (one of ISOLATIONS) */
  | { ask: 'isolation'; request: string }
  /** which of these deployments leave an exposed band (a set of ids) */
  | { ask: 'exposedDeployments'; deployments: Deployment[] }
  /** a smallest set of fix switches that makes every response correct under each router */
  | { ask: 'minimalFixes'; routers: Router[] };

/**
 * A goal: a predicate on the trainee's edited scenario; a question; or (`live`) a predicate on
 * a session recorded against `npm run live` (its `GET /live/scenario` export), replayed by the
 * engine: the server's configuration must be the challenge's, but for what `allowed` frees.
 */
export type Goal = { predicate: Predicate } | { question: Question } | { live: Predicate };

/** What a trainee may change; anything absent is locked to the starting scenario. */
export interface Allowed {
  /** requests may be added, removed, reordered and edited within these bounds */
  requests?: {
    count?: Range;
    promptTokens?: Range;
    maxNewTokens?: Range;
    /** ids of requests that must stay exactly as they start (text aside) */
    keep?: string[];
  };
  /** tenants may be added, removed and renamed */
  tenants?: { count?: Range };
  /** switches the trainee may flip; the others stay as they start */
  fixes?: FixName[];
  /** the page-lifetime family's defences (config.defences' fields) the trainee may change */
  defences?: DefenceName[];
  router?: boolean;
  prefillPool?: Range;
  decodePool?: Range;
  pageSize?: Range;
}

/** Explainer scene ids: the one list, in src/nav/scenes.ts (the story reads the same). */
import type { SceneId } from '../nav/scenes';
export { SCENE_IDS } from '../nav/scenes';
export type { SceneId };

export interface Explanation {
  text: Text;
  /** explainer scenes to read next */
  scenes: SceneId[];
  /** SGLang issues / pull requests ("#38935") and "incident-report" (Cloudflare's, via the press) */
  sources: string[];
}

/** A challenge as written in a file (before validation, `scenario` is any JSON). */
export interface ChallengeFile {
  id: string;
  category: Category;
  difficulty: 1 | 2 | 3 | 4 | 5;
  title: Text;
  story: Text;
  /** progressive: the first is the gentlest */
  hints: Text[];
  explanation: Explanation;
  scenario: unknown;
  allowed: Allowed;
  goal: Goal;
}

/** A validated challenge. */
export interface Challenge extends Omit<ChallengeFile, 'scenario'> {
  scenario: Scenario;
}

export type Answer = number | string | string[];

export type Solution = { scenario: unknown } | { answer: Answer } | { session: unknown };

/** The outcome of checking one solution. */
export interface Outcome {
  solved: boolean;
  /** why not, in English (for lab:verify and logs); '' when solved */
  reason: string;
  /** a wrong number: which side of the computed answer it lies on */
  direction?: 'too-high' | 'too-low';
}
