/** The KV transfer of the selected request, as the topology's transfer panel shows it. */
import { eventIndexAt, type Trace } from '../../engine';

export interface TransferInfo {
  request: number;
  id: string;
  sent: number;
  reserved: number;
  /** the send happens at this very step */
  now: boolean;
  /** pages reserved by the decode node, nothing sent yet */
  pending?: boolean;
  /** the request finished without any KV being sent for it */
  none?: boolean;
}

/**
 * The transfer of the selected request when it has one (or is waiting for one, or ended
 * without one); otherwise the latest transfer of any request.
 */
export function transferFor(
  trace: Trace,
  step: number,
  selected: number | null,
): TransferInfo | null {
  if (selected === null) return lastTransfer(trace, step);
  const last = eventIndexAt(trace, step);
  const id = trace.scenario.requests[selected]?.id ?? '?';
  let reserved: number | null = null;
  let ended = false;
  let sent: TransferInfo | null = null;
  // no event names a request before its arrival (events are in tick order): the scan starts
  // there, not at the trace's first event (a growing live session's thousands)
  for (
    let i = firstEventFrom(trace, trace.scenario.requests[selected]?.arrival ?? 0);
    i <= last;
    i++
  ) {
    const e = trace.events[i]!;
    if (!e.requests.includes(selected)) continue;
    if (e.kind === 'prefill.send_kv_chunk')
      sent = {
        request: selected,
        id,
        sent: e.data.pagesSent,
        reserved: e.data.pagesReserved,
        now: e.step === step,
      };
    else if (e.kind === 'decode.prealloc') reserved = e.data.pagesReserved;
    else if (e.kind === 'router.response') ended = true;
  }
  if (sent) return sent;
  if (reserved !== null && !ended)
    return { request: selected, id, sent: 0, reserved, now: false, pending: true };
  if (ended)
    return { request: selected, id, sent: 0, reserved: reserved ?? 0, now: false, none: true };
  return lastTransfer(trace, step);
}

/** The index of the first event at or after `tick` (events are in tick order). */
function firstEventFrom(trace: Trace, tick: number): number {
  const ev = trace.events;
  let lo = 0;
  let hi = ev.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ev[mid]!.tick < tick) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The latest KV send (prefill.send_kv_chunk) at or before `step`. */
export function lastTransfer(trace: Trace, step: number): TransferInfo | null {
  for (let i = eventIndexAt(trace, step); i >= 0; i--) {
    const e = trace.events[i]!;
    if (e.kind !== 'prefill.send_kv_chunk') continue;
    const request = e.requests[0] ?? 0;
    return {
      request,
      id: trace.scenario.requests[request]?.id ?? '?',
      sent: e.data.pagesSent,
      reserved: e.data.pagesReserved,
      now: e.step === step,
    };
  }
  return null;
}
