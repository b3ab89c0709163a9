import { describe, expect, it } from 'vitest';
import { stateAt } from '../../src/engine';
import {
  activeEdges,
  cachedChipText,
  chooseLayout,
  lastTransfer,
  transferFor,
  MEDIUM,
  NARROW,
  placeChips,
  topologyChips,
  WIDE,
  type Box,
} from '../../src/views/topology/layout';
import { stepOf, traceOf } from './helpers';

const trace = traceOf('incident');
const text = {
  tokens: (n: number) => `${n} tokens`,
  placeholder: (n: number) => `1 token (placeholder for ${n})`,
  status: (s: number) => `HTTP ${s}`,
};
const chipsAt = (step: number) => topologyChips(trace, stateAt(trace, step), text);

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('topology layouts', () => {
  it.each([WIDE, MEDIUM, NARROW])('$kind: boxes do not overlap and stay inside the view', (l) => {
    const boxes = Object.values(l.boxes);
    boxes.forEach((a, i) => {
      expect(a.x >= 0 && a.y >= 0 && a.x + a.w <= l.width && a.y + a.h <= l.height).toBe(true);
      boxes.slice(i + 1).forEach((b) => expect(overlap(a, b)).toBe(false));
    });
  });

  it('picks a layout by width', () => {
    expect(chooseLayout(390).kind).toBe('narrow');
    expect(chooseLayout(800).kind).toBe('medium');
    expect(chooseLayout(1400).kind).toBe('wide');
    expect(chooseLayout(0).kind).toBe('wide');
  });
});

describe('topologyChips', () => {
  it('before dispatch every request waits at the client', () => {
    const chips = topologyChips(trace, trace.initial, text);
    expect(chips.map((c) => c.where)).toEqual(['clients', 'clients', 'clients', 'clients']);
  });

  it('the placeholder is a one-token stand-in on the prefill while the decode holds the full prompt', () => {
    const step = stepOf(trace, 'decode.prealloc', 'd1');
    const d1 = chipsAt(step).filter((c) => c.id === 'd1');
    const pre = d1.find((c) => c.where === 'prefill')!;
    const dec = d1.find((c) => c.where === 'decode')!;
    expect(pre.placeholder).toBe(true);
    expect(pre.detail).toBe('1 token (placeholder for 800000)');
    expect(dec.placeholder).toBe(false);
    expect(dec.detail).toBe('800000 tokens');
    expect(dec.queue).toBe('DecodeTransferQueue · WaitingForInput');
  });

  it('after the response, the chip sits in the response box flagged as a leak', () => {
    const last = trace.stepCount - 1;
    const d1 = chipsAt(last).find((c) => c.id === 'd1')!;
    expect(d1.where).toBe('response');
    expect(d1.status).toBe(200);
    expect(d1.leak).toBe(true);
    expect(chipsAt(last).find((c) => c.id === 'a1')!.leak).toBe(false);
  });

  it('keeps one key per request side so chips glide between boxes', () => {
    const keys = (step: number) => chipsAt(step).map((c) => c.key);
    expect(keys(0)).toContain('d1:main');
    expect(keys(trace.stepCount - 1)).toContain('d1:main');
  });

  it.each([WIDE, MEDIUM, NARROW])(
    '$kind: placed chips stay inside their box and do not overlap',
    (l) => {
      for (let step = 0; step < trace.stepCount; step += 3) {
        const { placed } = placeChips(l, chipsAt(step));
        for (const p of placed) {
          const b = l.boxes[p.chip.where];
          expect(p.x >= b.x && p.x + p.w <= b.x + b.w && p.y >= b.y && p.y + p.h <= b.y + b.h).toBe(
            true,
          );
        }
        placed.forEach((a, i) =>
          placed.slice(i + 1).forEach((b) => expect(overlap({ ...a }, { ...b })).toBe(false)),
        );
      }
    },
  );
});

describe('KV transfer', () => {
  it("shows pages sent vs reserved at d1's send step", () => {
    const step = stepOf(trace, 'prefill.send_kv_chunk', 'd1');
    expect(lastTransfer(trace, step)).toEqual({
      request: 3,
      id: 'd1',
      sent: 1,
      reserved: 12_500,
      now: true,
    });
    expect(lastTransfer(trace, step + 1)?.now).toBe(false);
    expect(lastTransfer(trace, 0)).toBeNull();
  });

  it('lights the edges an event travels along', () => {
    expect(activeEdges('router.dispatch')).toContain('router-decode');
    expect(activeEdges('decode.prealloc')).toEqual(['metadata']);
    expect(activeEdges('decode.step')).toEqual([]);
  });
});

describe('transferFor (the selected request’s transfer)', () => {
  it('shows pages reserved before the send, one page sent of 12,500 after it, and "none" when the fix stopped it', () => {
    const trace = traceOf('incident');
    const d1 = trace.scenario.requests.findIndex((r) => r.id === 'd1');
    const prealloc = trace.events.find(
      (e) => e.kind === 'decode.prealloc' && e.requests.includes(d1),
    )!.step;
    const send = trace.events.find(
      (e) => e.kind === 'prefill.send_kv_chunk' && e.requests.includes(d1),
    )!.step;
    expect(transferFor(trace, prealloc, d1)).toMatchObject({
      id: 'd1',
      sent: 0,
      reserved: 12_500,
      pending: true,
    });
    expect(transferFor(trace, send, d1)).toMatchObject({
      id: 'd1',
      sent: 1,
      reserved: 12_500,
      now: true,
    });
    expect(transferFor(trace, 0, d1)).toBeNull();
    const fixed = traceOf('incident-fixed');
    const last = fixed.stepCount - 1;
    expect(transferFor(fixed, last, d1)).toMatchObject({ id: 'd1', none: true });
    expect(transferFor(fixed, last, null)?.id).not.toBe('d1');
  });
});

describe('cachedChipText', () => {
  it("formats each distinct value once and gives the formatter's text", () => {
    const calls: number[] = [];
    const cached = cachedChipText({ ...text, tokens: (n) => (calls.push(n), text.tokens(n)) });
    for (let step = 0; step < trace.stepCount; step++) {
      const st = stateAt(trace, step);
      expect(topologyChips(trace, st, cached)).toEqual(topologyChips(trace, st, text));
    }
    expect(calls.length).toBeGreaterThan(0);
    expect(new Set(calls).size).toBe(calls.length); // never the same number twice
  });
});
