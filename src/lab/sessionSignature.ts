/**
 * A live solve counts only with a session its class's server signed: `lab:verify
 * --secret-file FILE` passes `problem` (live/signature.ts's check with the class secret), and
 * each claimed live solve whose session it refuses is not verified, with its reason. Pure: the
 * HMAC itself is Node's (live/signature.ts), never in the browser's bundle.
 */
import type { Progress, VerifyRow } from './progress';
import type { Challenge } from './types';

/** Why a session does not prove it was recorded by this class's server, or null. */
export type SessionProblem = (session: unknown) => string | null;

export function withSessionChecks(
  progress: Progress,
  rows: readonly VerifyRow[],
  challenges: readonly Challenge[],
  problem: SessionProblem | undefined,
): VerifyRow[] {
  if (!problem) return [...rows];
  const live = new Set(challenges.filter((c) => 'live' in c.goal).map((c) => c.id));
  return rows.map((row, i) => {
    const e = progress.entries[i];
    if (!e || !row.claimed || !row.verified || !live.has(row.challenge)) return row;
    const s = e.solution && 'session' in e.solution ? e.solution.session : undefined;
    const why = problem(s);
    return why === null ? row : { ...row, verified: false, reason: `unsigned session: ${why}` };
  });
}
