/**
 * Scenes 4–5's sequence diagram as data: the story request's own events in the trace, in order,
 * each with the lane that acts, the message it sends (if any), the request's fields on that
 * node at that step (`origin_input_ids`, `to_finish`, `finished_reason`, `KVPoll`, via the
 * queue cards' `cardModel`) and, where the trace shows a check that did not happen, a mark.
 *
 * The marks follow shared/facts/sglang.md, and appear only when the trace says so:
 * - admission: `PrefillBootstrapQueue.add` checks only `len(origin_input_ids)` against the pool,
 *   so the one-token placeholder passes although `to_finish` holds the abort (#38935 adds it);
 * - handoff: the pending abort is not honoured before the transfer; on `KVPoll.Success` the
 *   request is finished with `FINISH_LENGTH(0)`, which overwrites it (#36988; #38704, first half);
 * - coverage: the decode node accepts `Success` (with a matching `bootstrap_room`) although the
 *   prefill sent fewer tokens than it reserved; nothing compares the two (#38704, second half).
 * Read from the trace with stateAt: no second engine run.
 */
import { stateAt, storyRequest, type EventKind, type Trace, type TraceEvent } from '../../engine';
import { cardModel, type CardModel } from '../queues/lanes';

export type Lane = 'router' | 'prefill' | 'decode';
export const LANES: readonly Lane[] = ['router', 'prefill', 'decode'];

export type MarkId = 'admission' | 'handoff' | 'coverage';

export interface SeqRow {
  step: number;
  kind: EventKind;
  lane: Lane;
  /** lanes a message goes to (an arrow from `lane` to each) */
  to: Lane[];
  /** the request's fields on `lane` at this step (null on the router's rows) */
  card: CardModel | null;
  /** numbers for the row's sentence */
  vars: Record<string, number | string>;
  mark: MarkId | null;
}

/** The events the diagram shows, and who acts in each. */
const SHOWN: Partial<Record<EventKind, { lane: Lane; to: Lane[] }>> = {
  'router.dispatch': { lane: 'router', to: ['prefill', 'decode'] },
  'prefill.reject': { lane: 'prefill', to: [] },
  'prefill.bootstrap_add': { lane: 'prefill', to: [] },
  'decode.prealloc_add': { lane: 'decode', to: [] },
  'decode.prealloc': { lane: 'decode', to: ['prefill'] },
  'prefill.forward': { lane: 'prefill', to: [] },
  'prefill.send_kv_chunk': { lane: 'prefill', to: ['decode'] },
  'prefill.transfer_success': { lane: 'prefill', to: [] },
  'decode.transfer_success': { lane: 'decode', to: [] },
  'decode.prebuilt': { lane: 'decode', to: [] },
  'router.response': { lane: 'router', to: [] },
};

function varsOf(e: TraceEvent): Record<string, number | string> {
  switch (e.kind) {
    case 'router.dispatch':
      return { tokens: e.data.promptTokens, room: e.data.room };
    case 'prefill.reject':
      return { tokens: e.data.promptTokens, max: e.data.maxInput };
    case 'decode.prealloc_add':
      return { tokens: e.data.inputLen };
    case 'decode.prealloc':
      return { tokens: e.data.fillLen, pages: e.data.pagesReserved };
    case 'prefill.forward':
      return { tokens: e.data.tokens, pages: e.data.pages };
    case 'prefill.send_kv_chunk':
      return { pages: e.data.pagesSent, reserved: e.data.pagesReserved };
    case 'decode.transfer_success':
      return { tokens: e.data.tokensReceived, fill: e.data.fillLen };
    case 'decode.prebuilt':
      return { pages: e.data.stalePages + e.data.written, stale: e.data.stalePages };
    case 'router.response':
      return { status: e.data.status };
    default:
      return {};
  }
}

function markOf(e: TraceEvent): MarkId | null {
  if (e.kind === 'prefill.bootstrap_add' && e.data.placeholder) return 'admission';
  if (e.kind === 'prefill.transfer_success' && e.data.overwrotePendingAbort) return 'handoff';
  if (e.kind === 'decode.transfer_success' && e.data.tokensReceived < e.data.fillLen)
    return 'coverage';
  return null;
}

/** The story request's rows, first occurrence of each shown kind, in trace order. */
export function sequenceRows(trace: Trace): SeqRow[] {
  const r = storyRequest(trace);
  const seen = new Set<EventKind>();
  const rows: SeqRow[] = [];
  for (const e of trace.events) {
    const how = SHOWN[e.kind];
    if (!how || seen.has(e.kind) || !e.requests.includes(r)) continue;
    seen.add(e.kind);
    const state = stateAt(trace, e.step).requests[r];
    const card = how.lane === 'router' || !state ? null : cardModel(state, how.lane);
    rows.push({ step: e.step, kind: e.kind, ...how, card, vars: varsOf(e), mark: markOf(e) });
  }
  return rows;
}
