/**
 * The decode node's DecodeTransferQueue (`pop_transferred`, `_commit_transfer_to_req`):
 * a transfer that reports Success (and carries this request's `bootstrap_room`) sends the
 * request to waiting_queue; a Failed one, or a receiver past its waiting timeout, ends it with 500.
 * Follows python/sglang/srt/disaggregation/decode.py at commit 0035ca42.
 */
import {
  ROOM_MISMATCH_MESSAGE,
  ROOM_MISSING_MESSAGE,
  TIMEOUT_TICKS,
  WAITING_TIMEOUT_S,
  coverageCause,
  prefillAbortCause,
  timeoutCause,
  transferFailedMessage,
} from './limits';
import { abort500, decodeQueue, setDecode } from './decodeState';
import { CHECKSUM_39229_MESSAGE, landedBefore, mismatch39229 } from './lifetime';
import { emit, req, type Sim } from './sim';
import { KVPoll } from './types';

function transferFailed(sim: Sim, i: number, cause: 'prefill aborted' | 'coverage', text: string) {
  const r = req(sim, i);
  const message = transferFailedMessage(r.id, r.bootstrapRoom!, text);
  emit(
    sim,
    'decode.transfer_failed',
    'decode',
    [i],
    { stage: 'transfer', cause, status: 500, message },
    { key: true },
  );
  abort500(sim, i, message);
}

export function popTransferred(sim: Sim): void {
  const { fixes } = sim.scenario.config;
  for (const i of decodeQueue(sim, 'DecodeTransferQueue')) {
    const r = req(sim, i);
    const d = r.decode!;
    const room = r.bootstrapRoom!;
    if (d.kvPoll === KVPoll.Failed) {
      transferFailed(sim, i, 'prefill aborted', prefillAbortCause(room));
      continue;
    }
    if (d.kvPoll === KVPoll.Success && landedBefore(sim, i)) {
      // _commit_transfer_to_req (decode.py @0035ca42): the metadata's bootstrap_room must be
      // this request's; a room of 0 (not written) has its own text
      const metaRoom = d.metaRoom ?? '0';
      if (BigInt(`0x${metaRoom}`) === 0n) {
        emit(
          sim,
          'decode.transfer_failed',
          'decode',
          [i],
          { stage: 'transfer', cause: 'room missing', status: 500, message: ROOM_MISSING_MESSAGE },
          { key: true },
        );
        abort500(sim, i, ROOM_MISSING_MESSAGE);
        continue;
      }
      if (metaRoom !== room) {
        emit(
          sim,
          'decode.transfer_failed',
          'decode',
          [i],
          {
            stage: 'transfer',
            cause: 'room mismatch',
            status: 500,
            message: ROOM_MISMATCH_MESSAGE,
          },
          { key: true },
        );
        abort500(sim, i, ROOM_MISMATCH_MESSAGE);
        continue;
      }
      if (fixes.coverageCheck && (d.coveredTokens ?? 0) < d.fillLen) {
        // PR #38704 (second half): a transfer shorter than the reservation is refused
        const covered = d.coveredTokens ?? 0;
        emit(
          sim,
          'decode.coverage_refused',
          'decode',
          [i],
          { covered, fillLen: d.fillLen },
          { key: true },
        );
        transferFailed(sim, i, 'coverage', coverageCause(room, covered, d.fillLen));
        continue;
      }
      if (mismatch39229(sim, i)) {
        emit(
          sim,
          'decode.checksum_mismatch',
          'decode',
          [i],
          { form: '39229', message: CHECKSUM_39229_MESSAGE },
          { key: true },
        );
        abort500(sim, i, CHECKSUM_39229_MESSAGE);
        continue;
      }
      // the first output token comes from the prefill, in the transfer metadata
      setDecode(sim, i, { queue: 'waiting_queue', since: sim.state.tick, generated: 1 });
      emit(
        sim,
        'decode.transfer_success',
        'decode',
        [i],
        {
          roomMatches: true,
          room,
          metaRoom,
          prefillRejected: r.prefill?.placeholder ?? false,
          tokensReceived: d.written,
          fillLen: d.fillLen,
        },
        { key: true },
      );
      continue;
    }
    if (d.waitingSince !== null && sim.state.tick - d.waitingSince >= TIMEOUT_TICKS) {
      // CommonKVReceiver._check_waiting_timeout → KVPoll.Failed → pop_transferred
      const message = transferFailedMessage(r.id, room, timeoutCause(room));
      emit(
        sim,
        'decode.timeout',
        'decode',
        [i],
        { ticks: TIMEOUT_TICKS, seconds: WAITING_TIMEOUT_S, message },
        { key: true },
      );
      abort500(sim, i, message);
    }
  }
}
