/**
 * Queue lanes of a node (SGLang's names) and what each request card shows; the decisive
 * checks at the transfer-success steps. Pure.
 */
import {
  KV_POLL_NAMES,
  type EngineState,
  type FinishReason,
  type NodeName,
  type RequestState,
  type TraceEvent,
} from '../../engine';
import '../../i18n/onDemand';

export const PREFILL_LANES = [
  'PrefillBootstrapQueue',
  'waiting_queue',
  'disagg_prefill_inflight_queue',
  'done',
] as const;
export const DECODE_LANES = [
  'DecodePreallocQueue',
  'DecodeTransferQueue',
  'waiting_queue',
  'running_batch',
  'done',
] as const;
export type LaneName = (typeof PREFILL_LANES)[number] | (typeof DECODE_LANES)[number];

export interface Lane {
  queue: LaneName;
  /** request indices, in arrival order (done: most recent last) */
  requests: number[];
}

export function queueLanes(state: EngineState, node: NodeName): Lane[] {
  const names: readonly LaneName[] = node === 'prefill' ? PREFILL_LANES : DECODE_LANES;
  const lanes = names.map((queue) => ({ queue, requests: [] as number[] }));
  const byName = new Map(lanes.map((l) => [l.queue as string, l]));
  for (const r of state.requests) {
    const side = node === 'prefill' ? r.prefill : r.decode;
    if (!side) continue;
    byName.get(side.queue)?.requests.push(r.index);
  }
  const done = byName.get('done');
  if (done) {
    const since = (i: number) =>
      (node === 'prefill' ? state.requests[i]!.prefill : state.requests[i]!.decode)!.since;
    done.requests.sort((a, b) => since(a) - since(b) || a - b);
  }
  return lanes;
}

export function formatFinish(f: FinishReason | null): string | null {
  if (!f) return null;
  if (f.kind === 'FINISH_LENGTH') return `FINISH_LENGTH(${f.length ?? 0})`;
  const args = [f.statusCode, f.errType].filter((x) => x !== undefined && x !== null);
  return `FINISH_ABORT(${args.join(', ')})`;
}

export interface CardModel {
  request: number;
  id: string;
  inputLen: number;
  placeholder: boolean;
  promptTokens: number;
  kvPoll: string | null;
  toFinish: string | null;
  finishedReason: string | null;
}

export function cardModel(r: RequestState, node: NodeName): CardModel | null {
  const s = node === 'prefill' ? r.prefill : r.decode;
  if (!s) return null;
  return {
    request: r.index,
    id: r.id,
    inputLen: s.inputLen,
    placeholder: s.placeholder,
    promptTokens: r.promptTokens,
    kvPoll: s.kvPoll === null ? null : KV_POLL_NAMES[s.kvPoll],
    toFinish: formatFinish(s.toFinish),
    finishedReason: formatFinish(s.finishedReason),
  };
}

export type CheckResult = 'yes' | 'no' | 'never' | 'overwritten';
export interface CheckItem {
  key:
    | 'views.check.success'
    | 'views.check.room'
    | 'views.check.rejected'
    | 'views.check.finishLength'
    | 'views.check.overwrote'
    | 'views.check.coverage';
  result: CheckResult;
  vars?: Record<string, number>;
}
export interface DecisiveCheck {
  node: NodeName;
  request: number;
  title: 'views.check.decodeTitle' | 'views.check.prefillTitle' | 'views.check.refusedTitle';
  items: CheckItem[];
}

/** The checks made (and not made) at this step, when it is one of the decisive ones. */
export function decisiveCheck(event: TraceEvent | null, node: NodeName): DecisiveCheck | null {
  if (!event || event.node !== node) return null;
  const request = event.requests[0] ?? -1;
  if (event.kind === 'decode.transfer_success' && event.data.prefillRejected) {
    return {
      node,
      request,
      title: 'views.check.decodeTitle',
      items: [
        { key: 'views.check.success', result: 'yes' },
        { key: 'views.check.room', result: event.data.roomMatches ? 'yes' : 'no' },
        { key: 'views.check.rejected', result: 'never' },
      ],
    };
  }
  if (event.kind === 'prefill.transfer_success' && event.data.overwrotePendingAbort) {
    return {
      node,
      request,
      title: 'views.check.prefillTitle',
      items: [
        { key: 'views.check.success', result: 'yes' },
        { key: 'views.check.finishLength', result: 'yes' },
        { key: 'views.check.overwrote', result: 'overwritten' },
        { key: 'views.check.rejected', result: 'never' },
      ],
    };
  }
  if (event.kind === 'decode.coverage_refused') {
    return {
      node,
      request,
      title: 'views.check.refusedTitle',
      items: [
        { key: 'views.check.success', result: 'yes' },
        {
          key: 'views.check.coverage',
          result: 'no',
          vars: { covered: event.data.covered, fill: event.data.fillLen },
        },
      ],
    };
  }
  return null;
}
