import { describe, expect, it } from 'vitest';
import { stateAt, eventAt } from '../../src/engine';
import { cardModel, decisiveCheck, formatFinish, queueLanes } from '../../src/views/queues/lanes';
import { stepOf, traceOf } from './helpers';

const trace = traceOf('incident');
const ids = (step: number, node: 'prefill' | 'decode') =>
  Object.fromEntries(
    queueLanes(stateAt(trace, step), node).map((l) => [
      l.queue,
      l.requests.map((i) => trace.scenario.requests[i]!.id),
    ]),
  );

describe('queue lanes', () => {
  it('have SGLang’s names in pipeline order', () => {
    expect(queueLanes(trace.initial, 'prefill').map((l) => l.queue)).toEqual([
      'PrefillBootstrapQueue',
      'waiting_queue',
      'disagg_prefill_inflight_queue',
      'done',
    ]);
    expect(queueLanes(trace.initial, 'decode').map((l) => l.queue)).toEqual([
      'DecodePreallocQueue',
      'DecodeTransferQueue',
      'waiting_queue',
      'running_batch',
      'done',
    ]);
  });

  it('place each request in the queue the engine says', () => {
    const add = stepOf(trace, 'prefill.bootstrap_add', 'd1');
    expect(ids(add, 'prefill').PrefillBootstrapQueue).toEqual(['d1']);
    const prealloc = stepOf(trace, 'decode.prealloc', 'd1');
    expect(ids(prealloc, 'decode').DecodeTransferQueue).toEqual(['d1']);
    const ok = stepOf(trace, 'decode.transfer_success', 'd1');
    expect(ids(ok, 'decode').waiting_queue).toEqual(['d1']);
    const last = trace.stepCount - 1;
    expect(ids(last, 'decode').done).toEqual(['a1', 'b1', 'c1', 'd1']);
  });

  it('cards show the placeholder length and the pending abort', () => {
    const add = stepOf(trace, 'prefill.bootstrap_add', 'd1');
    const card = cardModel(stateAt(trace, add).requests[3]!, 'prefill')!;
    expect(card).toMatchObject({
      inputLen: 1,
      placeholder: true,
      promptTokens: 800_000,
      kvPoll: 'Bootstrapping',
      toFinish: 'FINISH_ABORT(400, BadRequestError)',
      finishedReason: null,
    });
    const ok = stepOf(trace, 'prefill.transfer_success', 'd1');
    expect(cardModel(stateAt(trace, ok).requests[3]!, 'prefill')!.finishedReason).toBe(
      'FINISH_LENGTH(0)',
    );
  });

  it('formats finish reasons like SGLang', () => {
    expect(formatFinish(null)).toBeNull();
    expect(formatFinish({ kind: 'FINISH_LENGTH', length: 16 })).toBe('FINISH_LENGTH(16)');
    expect(formatFinish({ kind: 'FINISH_ABORT', statusCode: 500 })).toBe('FINISH_ABORT(500)');
  });
});

describe('decisive checks', () => {
  it('decode: Success and bootstrap_room checked, rejection never asked', () => {
    const step = stepOf(trace, 'decode.transfer_success', 'd1');
    const c = decisiveCheck(eventAt(trace, step), 'decode')!;
    expect(c.request).toBe(3);
    expect(c.items.map((i) => [i.key, i.result])).toEqual([
      ['views.check.success', 'yes'],
      ['views.check.room', 'yes'],
      ['views.check.rejected', 'never'],
    ]);
    expect(decisiveCheck(eventAt(trace, step), 'prefill')).toBeNull();
  });

  it('prefill: Success overwrites the pending abort', () => {
    const step = stepOf(trace, 'prefill.transfer_success', 'd1');
    const c = decisiveCheck(eventAt(trace, step), 'prefill')!;
    expect(c.items.find((i) => i.key === 'views.check.overwrote')!.result).toBe('overwritten');
  });

  it('not shown for ordinary transfers', () => {
    const step = stepOf(trace, 'decode.transfer_success', 'a1');
    expect(decisiveCheck(eventAt(trace, step), 'decode')).toBeNull();
  });
});
