/**
 * What the client got for a request, read from the trace's events: which router answered,
 * whose answer it passed on, both nodes' statuses, and whether the message holds text that
 * is the model's wording (engine/limits.ts marks the texts SGLang's source did not give us:
 * the cause when the prefill aborted, the coverage refusal, the prefill's "decode peer failed").
 * Pure; one pass over the events per trace.
 */
import type { NodeName, RouterKind, Trace } from '../engine';

export interface Answer {
  router: RouterKind;
  /** whose answer the client got */
  from: NodeName;
  status: number;
  error: string | null;
  /** each node's own status (0: that node never answered, e.g. the router cancelled it) */
  prefillStatus: number;
  decodeStatus: number;
  /** the step of the router's answer */
  step: number;
  /** part of `error` is the model's wording, not SGLang's */
  modelWording: boolean;
}

/** per trace, with the number of events it was built from (a growing trace is read again) */
const cache = new WeakMap<Trace, { events: number; answers: Map<number, Answer> }>();

function build(trace: Trace): Map<number, Answer> {
  /** requests whose decode node answered with a model-worded cause */
  const decodeWorded = new Set<number>();
  /** requests whose prefill node answered with model wording ("the decode peer failed") */
  const prefillWorded = new Set<number>();
  const out = new Map<number, Answer>();
  for (const e of trace.events) {
    const i = e.requests[0];
    if (i === undefined) continue;
    if (e.kind === 'decode.transfer_failed' && e.data.cause !== 'room mismatch')
      decodeWorded.add(i);
    else if (e.kind === 'prefill.retire_aborted' && e.data.reason === 'decode failed')
      prefillWorded.add(i);
    else if (e.kind === 'router.response') {
      const d = e.data;
      const worded = d.from === 'decode' ? decodeWorded.has(i) : prefillWorded.has(i);
      out.set(i, {
        router: d.router,
        from: d.from,
        status: d.status,
        error: d.error,
        prefillStatus: d.prefillStatus,
        decodeStatus: d.decodeStatus,
        step: e.step,
        modelWording: d.error !== null && worded,
      });
    }
  }
  return out;
}

/** The router's answer for request `i`, or null if it never got one. */
export function answerOf(trace: Trace, i: number): Answer | null {
  let c = cache.get(trace);
  if (!c || c.events !== trace.events.length)
    cache.set(trace, (c = { events: trace.events.length, answers: build(trace) }));
  return c.answers.get(i) ?? null;
}
