/**
 * The lab's heavy jobs (./labJobProtocol.ts) on the one worker lane (./lane.ts), each kind in
 * a lane of its own in the lab's worker script, so an import never waits on the goal check of
 * an edit; a job stops when its signal fires, and `onProgress` hears how far it is. Where no
 * worker can start (jsdom, file://) the job's steps run here in slices of a few milliseconds
 * between tasks.
 */
import { createLane, type JobOptions, type Lane } from './lane';
import type { LabJobKind, LabJobReply, LabJobRequest, LabJobs } from './labJobProtocol';
import { jobSteps, type Step } from './labJobSteps';

/** Work per slice on this thread when no worker runs the job. */
const SLICE_MS = 20;

type Input = { job: LabJobKind; input: unknown };
type Result = LabJobs[LabJobKind]['result'];

/** The job's steps on this thread, a slice at a time, until done or `signal` fires. */
function here(req: LabJobRequest, signal: AbortSignal, onProgress: (p: Step) => void) {
  const steps = jobSteps(req);
  return new Promise<Result>((resolve, reject) => {
    const slice = () => {
      if (signal.aborted) return;
      const end = performance.now() + SLICE_MS;
      try {
        let last: Step | null = null;
        for (;;) {
          const r = steps.next();
          if (r.done) return resolve(r.value);
          last = r.value;
          if (performance.now() >= end) break;
        }
        if (last) onProgress(last);
        setTimeout(slice, 0);
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    };
    slice();
  });
}

const lanes = new Map<LabJobKind, Lane<Input, Result, Step>>();

function laneOf(kind: LabJobKind): Lane<Input, Result, Step> {
  let l = lanes.get(kind);
  if (!l)
    lanes.set(
      kind,
      (l = createLane<Input, Result, Step, LabJobReply>({
        worker: () => new Worker(new URL('./lab.worker.ts', import.meta.url), { type: 'module' }),
        post: (id, r) => ({ message: { id, ...r } }),
        reader: () => (m) =>
          m.kind === 'jobProgress'
            ? { progress: { done: m.done, total: m.total } }
            : m.kind === 'jobResult'
              ? { result: m.result }
              : { error: m.error },
        // a file read leaves megabytes of garbage in its worker, and comes seldom: end it
        endWhenIdle: kind === 'challengeFiles' || kind === 'workshopFile',
        fallback: (r, { signal, onProgress }) =>
          here({ id: 0, ...r } as LabJobRequest, signal, onProgress),
      })),
    );
  return l;
}

/**
 * Runs one lab job off the main thread. Rejects with RunCancelled when `signal` fires, and
 * with an Error when the job failed.
 */
export function labJob<K extends LabJobKind>(
  kind: K,
  input: LabJobs[K]['input'],
  opts: JobOptions<Step> = {},
): Promise<LabJobs[K]['result']> {
  return laneOf(kind).run({ job: kind, input }, opts);
}
