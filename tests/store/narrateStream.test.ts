/**
 * The router's sentence for a streamed request (src/views/shared/narrateRouter.ts): both nodes
 * answered 200 at once, so the router passes the decode's stream on, its error inside.
 */
import { describe, expect, it } from 'vitest';
import { simulate, type EventKind, type Trace } from '../../src/engine';
import { narrate } from '../../src/views/shared/narrate';
import { withRouter } from '../helpers/scenarios';
import { scenarioWith } from './helpers';

function eventOf(trace: Trace, kind: EventKind, id: string) {
  const i = trace.scenario.requests.findIndex((r) => r.id === id);
  const e = trace.events.find((x) => x.kind === kind && x.requests.includes(i));
  if (!e) throw new Error(`no ${kind} for ${id}`);
  return e;
}
const say = (trace: Trace, kind: EventKind) => narrate(eventOf(trace, kind, 'd1'), trace, 'en');

describe('narration of a stream', () => {
  it('a stream, under sgl-router: both nodes answered 200, the decode’s error inside the client’s 200 stream', () => {
    const s = withRouter(scenarioWith('incident', { rejectAtAdmission: true }), 'sgl-router');
    const trace = simulate({
      ...s,
      requests: s.requests.map((r) => (r.id === 'd1' ? { ...r, stream: true } : r)),
    });
    const v = trace.verdicts[3]!;
    const response = say(trace, 'router.response');
    expect(response).toContain('asked for a stream');
    expect(response).toContain('sgl-router passes the decode node’s stream');
    expect(response).toContain('The client gets HTTP 200');
    expect(response).toContain(v.error!);
    expect(response).not.toContain('Prefill server error');
    for (const lang of ['fr', 'nl'] as const)
      expect(narrate(eventOf(trace, 'router.response', 'd1'), trace, lang)).toContain(v.error!);
  });
});
