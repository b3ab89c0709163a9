/**
 * Heavy lab inputs, shared by tests/e2e/lab-offthread.e2e.test.ts (what happens) and
 * scripts/bench-lab.ts (how long the main thread is busy meanwhile).
 */
import { BUILTIN_CHALLENGE_FILES } from '../../src/lab';
import { SOLUTIONS } from '../lab/solutions';

/** The lab store's localStorage entry holding `draft` as make-a-leak's saved draft. */
export function labStorage(draft: object): [string, string] {
  const state = {
    progress: { format: 'stale-pages-lab-progress', version: 1, entries: [] },
    drafts: { 'make-a-leak': draft },
    instructorFiles: [],
  };
  return ['stale-pages:lab', JSON.stringify({ state, version: 1 })];
}

/** A 500-request draft of make-a-leak (the largest a scenario may hold), valid and runnable. */
export function bigDraft(first = 100): object {
  const base = BUILTIN_CHALLENGE_FILES.find((c) => c.id === 'make-a-leak')!.scenario as object;
  const requests = Array.from({ length: 500 }, (_, i) => ({
    id: `m${i + 1}`,
    tenant: 'm',
    promptTokens: first + i,
    maxNewTokens: 4,
    arrival: 0,
    ...(i > 0 ? { after: `m${i}` } : {}),
  }));
  return { ...base, requests };
}

export function progressFile(): string {
  const entries = Object.entries(SOLUTIONS).map(([challenge, p]) => ({
    challenge,
    solved: true,
    solution: p.good(),
  }));
  return JSON.stringify({ format: 'stale-pages-lab-progress', version: 1, entries });
}

export function manyNodes(n: number): string {
  const line = (mode: string, i: number, pool: number) =>
    `python -m sglang.launch_server --disaggregation-mode ${mode} --context-length 1048576 ` +
    `--max-total-tokens ${pool} --page-size 64 --host 10.${mode === 'prefill' ? 1 : 2}.0.${i} --port 30000`;
  return [
    ...Array.from({ length: n }, (_, i) => line('prefill', i, 681280 + 64 * i)),
    ...Array.from({ length: n }, (_, i) => line('decode', i, 1572864 + 64 * i)),
  ].join('\n');
}
