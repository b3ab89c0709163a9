/**
 * sgl-router's retries at the stand-in's router (live/retryPolicy.ts for the defaults and the
 * code they come from): a whole answer whose status is retryable is sent again, as a new engine
 * request with a new `bootstrap_room` (the engine draws one per request), once the router has
 * the answer and its backoff has passed, up to `retry_max_retries` attempts in all; the client
 * gets the last attempt's answer. Each attempt is a request of the session, so the export
 * records them (`retryOf`: the first attempt's id). mini_lb has no retry (mini_lb.py
 * @001c2ae0). Not retried: streams (their 200 is sent at once, as the decode node's is), and the
 * stand-in's own failure (an engine error, not a node's answer).
 */
import type { Verdict } from '../../src/engine';
import type { PromptRequest } from '../../src/wire/requests';
import { RETRYABLE_STATUSES, backoffMs } from '../retryPolicy';
import type { Outcome, Session, Ticket } from '../session';

/**
 * The stand-in's own failure (session.ts `failedVerdict`: its epoch's engine failed), not a
 * node's answer a router relays. Such a verdict alone is "wrong" while giving the very status
 * and error it expected.
 */
export function standInFailure(v: Verdict): boolean {
  return !v.correct && v.expectedStatus === v.httpStatus && v.expectedError === v.error;
}

function retryable(o: Outcome): boolean {
  const v = o.answer.verdict;
  return RETRYABLE_STATUSES.includes(v.httpStatus) && !standInFailure(v);
}

/** A request as the router sends it: with sgl-router's retries when the router has them. */
export function submitRouted(session: Session, tenant: string, req: PromptRequest): Ticket {
  const first = session.submit(tenant, req);
  const attempts = session.retryMaxRetries;
  if (session.config.router !== 'sgl-router' || attempts <= 1) return first;
  let current = first;
  let gone = false;
  let timer: NodeJS.Timeout | null = null;
  let settleComputed: (o: Outcome | null) => void = () => undefined;
  let settleOutcome: (o: Outcome | null) => void = () => undefined;
  const computed = new Promise<Outcome | null>((r) => (settleComputed = r));
  const outcome = new Promise<Outcome | null>((r) => (settleOutcome = r));
  const follow = async (t: Ticket, n: number): Promise<void> => {
    const early = await t.computed;
    if (gone) return;
    if (!early || n >= attempts || !retryable(early)) {
      settleComputed(early);
      settleOutcome(await t.outcome);
      return;
    }
    // the router has the answer at its tick's end; then it waits its backoff
    if (!(await t.outcome) || gone) return;
    await new Promise<void>((resolve) => (timer = setTimeout(resolve, backoffMs(n + 1))));
    timer = null;
    if (gone) return;
    current = session.submit(tenant, req, first.spec.id);
    return follow(current, n + 1);
  };
  void follow(first, 1);
  return {
    get spec() {
      return current.spec;
    },
    get epoch() {
      return current.epoch;
    },
    computed,
    outcome,
    drop: () => {
      if (gone) return;
      gone = true;
      if (timer) clearTimeout(timer);
      current.drop();
      settleComputed(null);
      settleOutcome(null);
    },
    dueAt: (tick) => current.dueAt(tick),
    progress: () => current.progress(),
    onTick: (f) => current.onTick(f),
  };
}
