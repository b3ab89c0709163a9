/**
 * What the lab's worker does with one heavy job (src/worker/labJobSteps.ts), apart from the
 * worker's wiring so a test can drive it: runs its steps, posting the progress at most every
 * 50 ms, then the result. Framework-free.
 */
import type { LabJobReply, LabJobRequest } from './labJobProtocol';
import { jobSteps } from './labJobSteps';

const PROGRESS_EVERY_MS = 50;

export function handleLabJob(req: LabJobRequest, post: (m: LabJobReply) => void): void {
  const { id } = req;
  try {
    const steps = jobSteps(req);
    let next = 0;
    for (;;) {
      const r = steps.next();
      if (r.done) return post({ id, kind: 'jobResult', result: r.value });
      const now = performance.now();
      if (now >= next) {
        next = now + PROGRESS_EVERY_MS;
        post({ id, kind: 'jobProgress', ...r.value });
      }
    }
  } catch (err) {
    post({ id, kind: 'jobError', error: err instanceof Error ? err.message : String(err) });
  }
}
