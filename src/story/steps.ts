/**
 * Step pickers: a scene names the moment it shows by event kind, never by step number, so
 * the story survives changes to the engine or the scenarios.
 */
import { lastStepOf, storyRequest, type EventKind, type Trace, type TraceEvent } from '../engine';
import type { Focus } from '../store/store';

export type StepPicker = (trace: Trace) => number;
export type FocusPicker = (trace: Trace) => Focus;

function last(trace: Trace): number {
  return lastStepOf(trace);
}

function concerns(e: TraceEvent, request: number): boolean {
  return e.requests.includes(request);
}

/** The first event of one of `kinds` about the story request; falls back to the last step. */
export function storyEvent(...kinds: EventKind[]): StepPicker {
  return (trace) => {
    const r = storyRequest(trace);
    for (const kind of kinds) {
      const e = trace.events.find((x) => x.kind === kind && concerns(x, r));
      if (e) return e.step;
    }
    return last(trace);
  };
}

/** The first event of `kind` about any request other than the story request. */
export function earlierEvent(kind: EventKind): StepPicker {
  return (trace) => {
    const r = storyRequest(trace);
    const e = trace.events.find((x) => x.kind === kind && !concerns(x, r));
    return e ? e.step : 0;
  };
}

export const lastStep: StepPicker = last;

/** Focus the story request (its pages, queue card and response light up). */
export const focusStory: FocusPicker = (trace) => ({
  kind: 'request',
  request: storyRequest(trace),
});

/** Focus the first request that is not the story request. */
export const focusEarlier: FocusPicker = (trace) => {
  const r = storyRequest(trace);
  const other = trace.verdicts.find((v) => v.request !== r);
  return other ? { kind: 'request', request: other.request } : focusStory(trace);
};

/** Focus the first token of the story response drawn from another request's page. */
export const focusLeakedToken: FocusPicker = (trace) => {
  const r = storyRequest(trace);
  const v = trace.verdicts[r];
  const token = v ? v.output.findIndex((o) => o.from !== r) : -1;
  return token >= 0 ? { kind: 'token', request: r, token } : focusStory(trace);
};
