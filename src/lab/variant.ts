/**
 * Reading and replacing parts of a scenario's configuration: the router, the fix switches,
 * pool and page sizes. Engine runs are cached per variant within one evaluation.
 */
import {
  COST_BUDGET,
  DEFAULT_ROUTER,
  estimateCost,
  FIX_NAMES,
  NO_FIXES,
  runProblem,
  simulate,
  type Config,
  type FixName,
  type Problem,
  type Scenario,
  type Trace,
  type Verdict,
} from '../engine';
import type { Router, Variant } from './types';

/** The router of a configuration (`sgl-router`, the engine's default, when the field is absent). */
export function routerOf(config: Config): Router {
  return config.router ?? DEFAULT_ROUTER;
}

export function fixesOn(config: Config): FixName[] {
  return FIX_NAMES.filter((f) => config.fixes[f]);
}

export function applyVariant(s: Scenario, v: Variant): Scenario {
  const c = s.config;
  const config: Config = {
    ...c,
    pageSize: v.pageSize ?? c.pageSize,
    prefill: { poolTokens: v.prefillPool ?? c.prefill.poolTokens },
    decode: { poolTokens: v.decodePool ?? c.decode.poolTokens },
    fixes:
      v.fixes === undefined
        ? c.fixes
        : { ...NO_FIXES, ...Object.fromEntries(v.fixes.map((f) => [f, true])) },
    router: v.router ?? c.router,
  };
  return { ...s, config };
}

export function variantKey(v: Variant): string {
  return JSON.stringify([
    v.fixes ?? null,
    v.router ?? null,
    v.prefillPool ?? null,
    v.decodePool ?? null,
    v.pageSize ?? null,
  ]);
}

/** A variant in words for a message: `{"pageSize":1}`, or "as it is". */
export function variantText(v: Variant): string {
  const set = Object.entries(v).filter(([, x]) => x !== undefined);
  return set.length ? JSON.stringify(Object.fromEntries(set)) : 'as it is';
}

/**
 * The most engine runs one goal check may make (distinct variants of one scenario). The
 * built-in goals need at most 128 (`fewestFixes` over two routers: 64 fix sets × 2); a
 * challenge file whose goal could need more is refused when it is loaded (validateGoal.ts,
 * `goalRunBound`), and a check that reaches it anyway stops with RunRefused.
 */
export const MAX_GOAL_RUNS = 256;

/**
 * The most work one goal check may do in all, in the cost budget's unit (page copies, summed
 * over its runs, chains aside: they cost little at any size): four runs at the engine's own
 * budget, so a check stays within seconds whatever the goal's width. A check that would pass
 * it stops with RunRefused, naming it.
 */
export const GOAL_WORK_BUDGET = 4 * COST_BUDGET.pieceCopies;

/** A run a goal needs that the engine refuses: the variant is invalid or over the cost budget. */
export class RunRefused extends Error {
  constructor(
    readonly variant: Variant,
    readonly problem: Problem,
  ) {
    super(`under ${variantText(variant)}: ${problem.path}: ${problem.message}`);
    this.name = 'RunRefused';
  }
}

/** What a goal reads of one run: the scenario run and its verdicts (not the whole trace). */
export interface RunVerdicts {
  scenario: Scenario;
  verdicts: readonly Verdict[];
}

const BASE = variantKey({});

const fmtM = (n: number) =>
  `${(n / 1e6).toLocaleString('en-US', { maximumFractionDigits: 1 })} million`;

/**
 * Runs the engine once per distinct variant of one scenario. Each variant is validated as a
 * file would be (the cost budget included) before it runs, so a variant never runs what the
 * engine refuses; at most `maxRuns` runs are made, and at most `maxWork` page copies in all
 * (the cost budget's unit). Only the scenario's own trace is kept whole (`trace()`); of the
 * variants, the verdicts.
 */
export class RunCache {
  private readonly cache = new Map<string, RunVerdicts>();
  private full: Trace | null = null;
  /** the work of the runs so far (page copies, as the cost budget counts them) */
  private work = 0;
  constructor(
    readonly scenario: Scenario,
    readonly maxRuns: number = MAX_GOAL_RUNS,
    readonly maxWork: number = GOAL_WORK_BUDGET,
  ) {}
  /** how many engine runs so far */
  get count(): number {
    return this.cache.size;
  }
  /**
   * The scenario's own run, whole: validated like every run, and counted in the check's work,
   * but never refused for the check's bounds (its caller runs it anyway: the workbench shows it).
   */
  trace(): Trace {
    if (!this.full) {
      this.full = this.simulate({}, false);
      this.cache.set(BASE, this.full);
    }
    return this.full;
  }
  /** One variant's run: its scenario and verdicts. Throws RunRefused when it may not run. */
  run(v: Variant = {}): RunVerdicts {
    const key = variantKey(v);
    if (key === BASE) return this.trace();
    let r = this.cache.get(key);
    if (!r) {
      const t = this.simulate(v, true);
      r = { scenario: t.scenario, verdicts: t.verdicts };
      this.cache.set(key, r);
    }
    return r;
  }
  private simulate(v: Variant, bounded: boolean): Trace {
    if (bounded && this.cache.size >= this.maxRuns)
      throw new RunRefused(v, {
        path: '$.goal',
        message: `the goal needs more than ${this.maxRuns} engine runs, the lab's bound for one check`,
      });
    const s = applyVariant(this.scenario, v);
    const problem = runProblem(s);
    if (problem) throw new RunRefused(v, problem);
    const cost = estimateCost(s);
    const work = this.work + (cost.chain ? 0 : cost.pieceCopies);
    if (bounded && work > this.maxWork)
      throw new RunRefused(v, {
        path: '$.requests',
        message:
          `the goal's runs of this scenario would copy about ${fmtM(work)} pages in all, over ` +
          `the lab's bound of ${fmtM(this.maxWork)} for one check (${this.cache.size} ` +
          `run${this.cache.size === 1 ? '' : 's'} so far): use fewer or shorter requests, or a larger pageSize`,
      });
    this.work = work;
    return simulate(s);
  }
}
