/** The test sequencer: the longest files first within a group, across projects; new files first. */
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import LongestFirst from '../setup/sequencer';

const root = '/repo';
function spec(path: string, project: string, groupOrder: number): TestSpecification {
  return {
    moduleId: `${root}/${path}`,
    project: { name: project, config: { sequence: { groupOrder } } },
  } as unknown as TestSpecification;
}
function sequencer(cached: Record<string, number> = {}): LongestFirst {
  const ctx = {
    config: { root },
    cache: {
      getFileTestResults: (key: string) =>
        key in cached ? { duration: cached[key]!, failed: false } : undefined,
    },
  };
  return new LongestFirst(ctx as unknown as Vitest);
}
const paths = (specs: TestSpecification[]) => specs.map((s) => s.moduleId.slice(root.length + 1));

describe('LongestFirst', () => {
  it('keeps the groups in order and starts the longest recorded file first across projects', async () => {
    const files = [
      spec('tests/views/pageText.test.ts', 'dom', 0), // recorded: a fraction of a second
      spec('tests/e2e/story.e2e.test.ts', 'e2e', 1),
      spec('tests/probe/live.test.ts', 'node', 0), // recorded: the longest unit file
      spec('tests/e2e/smoke.e2e.test.ts', 'e2e', 1),
    ];
    expect(paths(await sequencer().sort(files))).toEqual([
      'tests/probe/live.test.ts',
      'tests/views/pageText.test.ts',
      'tests/e2e/story.e2e.test.ts',
      'tests/e2e/smoke.e2e.test.ts',
    ]);
  });

  it("prefers Vitest's cache to the recorded times, and starts a file in neither first", async () => {
    const files = [
      spec('tests/probe/live.test.ts', 'node', 0),
      spec('tests/views/pageText.test.ts', 'dom', 0),
      spec('tests/new/brand-new.test.ts', 'node', 0),
    ];
    const cached = { 'dom:tests/views/pageText.test.ts': 600_000 };
    expect(paths(await sequencer(cached).sort(files))).toEqual([
      'tests/new/brand-new.test.ts',
      'tests/views/pageText.test.ts',
      'tests/probe/live.test.ts',
    ]);
  });
});
