// @vitest-environment node
/**
 * The lab's heavy jobs (issue 17 point 3) reach their result through the lab's worker, report
 * progress, and stop when asked; where no worker starts, the same steps run here in slices.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtinChallenges } from '../../src/lab';
import { RunCancelled } from '../../src/worker/client';
import { handleLabJob } from '../../src/worker/labJobHandle';
import type { LabJobReply, LabJobRequest } from '../../src/worker/labJobProtocol';
import { labJob } from '../../src/worker/labJobs';
import { resetLanes } from '../../src/worker/lane';
import { manyNodes, progressFile } from '../e2e/labDrive';

const seen = vi.hoisted(() => ({ posts: 0 }));

class FakeWorker {
  onmessage: ((e: MessageEvent<LabJobReply>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  private ended = false;
  postMessage(req: LabJobRequest): void {
    seen.posts++;
    setTimeout(() => {
      if (this.ended) return;
      handleLabJob(structuredClone(req), (m) => {
        if (!this.ended) this.onmessage?.({ data: m } as MessageEvent<LabJobReply>);
      });
    }, 0);
  }
  terminate(): void {
    this.ended = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetLanes();
  seen.posts = 0;
});

describe('lab jobs', () => {
  it('an import is replayed in the worker and its rows come back', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const r = await labJob('import', { text: progressFile(), challenges: builtinChallenges() });
    expect(seen.posts).toBe(1);
    expect(r.parsed.ok).toBe(true);
    expect(r.rows.length).toBeGreaterThan(0);
    expect(r.rows.every((row) => row.verified)).toBe(true);
  }, 60_000);

  it('the exposure check reports progress and can be stopped', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const steps: number[] = [];
    const full = await labJob(
      'exposure',
      { boxes: [manyNodes(3)] },
      { onProgress: (p) => steps.push(p.total) },
    );
    expect(full.pairs).toHaveLength(9);
    expect(steps).toContain(9);
    const ctl = new AbortController();
    const stopped = labJob('exposure', { boxes: [manyNodes(3)] }, { signal: ctl.signal });
    ctl.abort();
    await expect(stopped).rejects.toBeInstanceOf(RunCancelled);
  }, 60_000);

  it('without a worker the same steps run here and give the same result', async () => {
    vi.stubGlobal('Worker', undefined);
    const r = await labJob('exposure', { boxes: [manyNodes(2)] });
    expect(r.pairs).toHaveLength(4);
    const bad = await labJob('scenarioText', { text: '{"name": 1}' });
    expect(bad.ok).toBe(false);
  }, 60_000);
});
