/**
 * What the lab's worker does with one request, apart from the worker's wiring so a test can
 * drive it: checks the goal on the draft (the engine runs here, not on the page) and, for a
 * Run, sends the trace of that same engine run in pieces. Framework-free.
 */
import { checkScenarioRun } from '../lab/solution';
import type { LabReply, LabRequest } from './labProtocol';
import { tracePieces, transferables, wallClock } from './protocol';

export function handleLab(req: LabRequest, post: (m: LabReply, transfer?: Transferable[]) => void) {
  const { id, kind, challenge, scenario } = req;
  try {
    const t0 = performance.now();
    const { outcome, trace } = checkScenarioRun(challenge, scenario, kind === 'run');
    const computeMs = performance.now() - t0;
    post({ id, kind: 'outcome', outcome, computeMs, runs: trace !== null });
    if (!trace) return;
    for (const piece of tracePieces(id, trace)) {
      if (piece.kind === 'done') post({ ...piece, computeMs, sentAt: wallClock() });
      else post(piece, transferables(piece));
    }
  } catch (err) {
    post({ id, kind: 'error', error: err instanceof Error ? err.message : String(err) });
  }
}
