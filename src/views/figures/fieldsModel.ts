/**
 * Scene 5's figure: the story request's own fields (`origin_input_ids`, `to_finish`,
 * `finished_reason`, `KVPoll`) on the prefill node just before and just after the transfer's
 * `Success`, and on the decode node when it accepts the transfer. Read from the scene's trace
 * with stateAt (no second run); the moments are picked by event kind, never by step number.
 */
import {
  eventAt,
  stateAt,
  storyRequest,
  type EventKind,
  type NodeName,
  type Trace,
} from '../../engine';
import { cardModel, type CardModel } from '../queues/lanes';

export interface FieldsColumn {
  node: NodeName;
  /** the step shown, and the event that happened there */
  step: number;
  kind: EventKind;
  card: CardModel;
}

function stepOfKind(trace: Trace, kind: EventKind, request: number): number {
  const e = trace.events.find((x) => x.kind === kind && x.requests.includes(request));
  return e ? e.step : -1;
}

/** Before and after `Success` on the prefill node, then the decode node; null if absent. */
export function fieldsColumns(trace: Trace): FieldsColumn[] | null {
  const r = storyRequest(trace);
  const success = stepOfKind(trace, 'prefill.transfer_success', r);
  const accepted = stepOfKind(trace, 'decode.transfer_success', r);
  if (success < 1 || accepted < 0) return null;
  const col = (node: NodeName, step: number): FieldsColumn | null => {
    const card = cardModel(stateAt(trace, step).requests[r]!, node);
    const e = eventAt(trace, step);
    return card && e ? { node, step, kind: e.kind, card } : null;
  };
  const cols = [col('prefill', success - 1), col('prefill', success), col('decode', accepted)];
  return cols.every((c) => c !== null) ? cols : null;
}
