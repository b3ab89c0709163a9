// @vitest-environment node
/**
 * The lab's heavy jobs (issue 17 point 3) reach their result through the lab's worker, report
 * progress, and stop when asked; where no worker starts, the same steps run here in slices.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtinChallenges } from '../../src/lab';
import { RunCancelled } from '../../src/worker/client';
import { handleLabJob } from '../../src/worker/labJobHandle';
import type { LabJobReply, LabJobRequest, LabJobs } from '../../src/worker/labJobProtocol';
import { MAX_PROBLEMS_SENT } from '../../src/worker/fileRead';
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

describe('files read in the lab’s worker (the red team’s H7 files, smaller)', () => {
  const bytes = (text: string) => new TextEncoder().encode(text).buffer;
  const run = <K extends 'challengeFiles' | 'workshopFile'>(req: LabJobRequest & { job: K }) => {
    let out: LabJobReply | null = null;
    handleLabJob(req, (m) => (out = m));
    return out as unknown as LabJobReply;
  };

  it('a challenge file of 300,000 unknown keys: its problems, at most 100 and a count', () => {
    const keys = Array.from({ length: 300_000 }, (_, i) => `"k${i}":0`).join(',');
    const r = run({
      id: 1,
      job: 'challengeFiles',
      input: { files: [{ name: 'keys.json', bytes: bytes(`{${keys}}`) }] },
    });
    expect(r.kind).toBe('jobResult');
    const res = (r as Extract<LabJobReply, { kind: 'jobResult' }>)
      .result as LabJobs['challengeFiles']['result'];
    expect(res.loaded).toEqual([]);
    expect(res.problems).toHaveLength(MAX_PROBLEMS_SENT + 1);
    expect(res.problems.at(-1)!.message).toMatch(/more problems$/);
    expect(res.problems.every((p) => p.source === 'keys.json' || p.source === '')).toBe(true);
  });

  // a bound, not a duration: two files of 300,000 keys took 22 s at a load average of 27
  it(
    'a progress file and a session of 300,000 unknown keys: at most 100 problems come back',
    {
      timeout: 90_000,
    },
    () => {
      const keys = Array.from({ length: 300_000 }, (_, i) => `"k${i}":0`).join(',');
      let out: LabJobReply | null = null;
      handleLabJob(
        { id: 5, job: 'import', input: { text: `{${keys}}`, challenges: [] } },
        (m) => (out = m),
      );
      const imp = (out as unknown as Extract<LabJobReply, { kind: 'jobResult' }>)
        .result as LabJobs['import']['result'];
      expect(imp.parsed.ok === false && imp.parsed.problems).toHaveLength(MAX_PROBLEMS_SENT + 1);
      handleLabJob(
        { id: 6, job: 'session', input: { text: `{${keys}}`, challenge: builtinChallenges()[0]! } },
        (m) => (out = m),
      );
      const ses = (out as unknown as Extract<LabJobReply, { kind: 'jobResult' }>)
        .result as LabJobs['session']['result'];
      expect(ses.outcome.problems).toHaveLength(MAX_PROBLEMS_SENT + 1);
    },
  );

  it('a challenge file that is not UTF-8 text is named, with the reader’s problem', () => {
    const r = run({
      id: 2,
      job: 'challengeFiles',
      input: {
        files: [{ name: 'utf16.json', bytes: new Uint8Array([0xff, 0xfe, 0x7b, 0]).buffer }],
      },
    });
    const res = (r as Extract<LabJobReply, { kind: 'jobResult' }>)
      .result as LabJobs['challengeFiles']['result'];
    expect(res.unreadable).toMatchObject([
      { source: 'utf16.json', read: { text: { kind: 'utf16' } } },
    ]);
  });

  it('a workshop file nested 100,000 deep is refused with a path, and a good one comes back', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const known = builtinChallenges().map((c) => c.id);
    const bad = run({
      id: 3,
      job: 'workshopFile',
      input: { file: { name: 'w.json', bytes: bytes(deep) }, known },
    });
    const b = (bad as Extract<LabJobReply, { kind: 'jobResult' }>)
      .result as LabJobs['workshopFile']['result'];
    expect(b.ok).toBe(false);
    const good = {
      format: 'stale-pages-lab-workshop',
      version: 1,
      challenges: known.slice(0, 2),
    };
    const ok = run({
      id: 4,
      job: 'workshopFile',
      input: { file: { name: 'w.json', bytes: bytes(JSON.stringify(good)) }, known },
    });
    const o = (ok as Extract<LabJobReply, { kind: 'jobResult' }>)
      .result as LabJobs['workshopFile']['result'];
    expect(o).toMatchObject({
      ok: true,
      value: { data: good, workshop: { challenges: known.slice(0, 2) } },
    });
  });
});
