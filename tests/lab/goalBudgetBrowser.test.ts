// @vitest-environment node
/**
 * The browser refuses the same goals as the CLI, with the same message: its challenge files
 * go through the lab worker's job (src/worker/labJobSteps.ts), run here step by step as the
 * worker runs them.
 */
import { describe, expect, it } from 'vitest';
import { BUILTIN_CHALLENGE_FILES } from '../../src/lab';
import type { ChallengeFilesResult } from '../../src/worker/labJobProtocol';
import { jobSteps } from '../../src/worker/labJobSteps';

function loadInBrowser(files: { name: string; data: unknown }[]): ChallengeFilesResult {
  const steps = jobSteps({
    job: 'challengeFiles',
    input: {
      files: files.map((f) => ({
        name: f.name,
        bytes: new TextEncoder().encode(JSON.stringify(f.data)).buffer,
      })),
    },
  } as Parameters<typeof jobSteps>[0]);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value as ChallengeFilesResult;
  }
}

describe('challenge files in the browser', () => {
  const base = structuredClone(BUILTIN_CHALLENGE_FILES.find((c) => c.id === 'fewest-switches')!);
  const bomb = (n: number) => ({
    ...base,
    id: `goal-bomb-${n}`,
    goal: {
      predicate: {
        fewestFixes: {
          all: Array.from({ length: n }, (_, i) => ({
            under: { decodePool: 1_000_000 + 64 * i },
            holds: { every: { correct: true } },
          })),
        },
      },
    },
  });

  it('a goal of 1,600 variants under fewestFixes: refused, naming the bound', () => {
    const r = loadInBrowser([{ name: 'goal-bomb-1600.json', data: bomb(1600) }]);
    expect(r.loaded).toEqual([]);
    expect(r.problems).toEqual([
      {
        source: 'goal-bomb-1600.json',
        path: '$.goal.predicate',
        message: expect.stringContaining(
          "up to 102,400 engine runs of one scenario (each response predicate under each variant, times the 64 sets of switches fewestFixes may try); the lab's bound is 256 runs per check",
        ) as string,
      },
    ]);
  });

  it('a variant leaving a pool of no whole page: refused at its path', () => {
    const r = loadInBrowser([
      {
        name: 'zero-pages.json',
        data: {
          ...base,
          id: 'zero-pages',
          goal: {
            predicate: { under: { decodePool: 8, pageSize: 1024 }, holds: { some: {} } },
          },
        },
      },
      { name: 'fine.json', data: bomb(2) },
    ]);
    expect(r.loaded.map((f) => f.source)).toEqual(['fine.json']);
    expect(r.problems).toEqual([
      {
        source: 'zero-pages.json',
        path: '$.goal.predicate.under',
        message: expect.stringContaining('holds no whole page of 1024 tokens') as string,
      },
    ]);
  });
});
