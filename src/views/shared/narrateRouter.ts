/** The router's sentences: the request sent to both nodes, and the answer the client gets. */
import { answerOf } from '../../tools/answer';
import {
  first,
  list,
  MODEL_WORDING,
  qty,
  retryable,
  tenantName,
  type Builders,
  type Line,
  type Vars,
} from './narrateParts';
import type { MessageKey } from '../../i18n/en';

export const ROUTER_BUILDERS: Pick<Builders, 'router.dispatch' | 'router.response'> = {
  'router.dispatch': (e, tr, req, lang) => {
    const spec = tr.scenario.requests[first(e)];
    return [
      'explore.narr.router.dispatch',
      {
        req,
        router: e.data.router,
        tenant: spec ? tenantName(tr, spec.tenant) : '?',
        tokens: qty(e.data.promptTokens, 'token', lang),
        room: e.data.room,
      },
    ];
  },
  'router.response': (e, tr, req, lang) => {
    const d = e.data;
    const base = { req, router: d.router, status: d.status };
    const worded = answerOf(tr, first(e))?.modelWording === true;
    const withNote = (line: [MessageKey, Vars]): Line =>
      worded ? [line[0], line[1], MODEL_WORDING] : line;
    // the model makes one attempt: sgl-router would re-dispatch a retryable status
    const retry = (line: Line): Line =>
      d.router === 'sgl-router' && retryable(d.status) && line.length === 2
        ? [line[0], line[1], 'explore.narr.router.oneAttempt']
        : line;
    if (d.from === 'prefill') {
      // the wrapper's words ("Prefill server error (400 Bad Request):"), not the JSON body inside
      // it: the response below shows the body whole, and quoting it twice made the explainer's
      // fixes scene zoom its view down to 0.72 at 1280×720 (legends at 8.6 px, issue #23)
      const error = d.error ?? '';
      const cut = error.indexOf(': ');
      const wrapper = cut > 0 ? error.slice(0, cut + 1) : error;
      return retry(withNote(['explore.narr.router.response.relay', { ...base, wrapper }]));
    }
    const v = tr.verdicts[first(e)];
    if (d.status === 200 && v && v.isolation !== 'clean' && v.leakedFrom.length > 0) {
      const writers = v.leakedFrom.map((l) => `${l.request} (${tenantName(tr, l.tenant)})`);
      return ['explore.narr.router.response.leak', { ...base, writers: list(writers, lang) }];
    }
    // a stream: both nodes answered 200 at once, so either router passes the decode's stream on
    if (tr.scenario.requests[first(e)]?.stream)
      return d.error !== null
        ? withNote(['explore.narr.router.response.stream.error', { ...base, error: d.error }])
        : ['explore.narr.router.response.stream', base];
    const mini = d.router === 'mini_lb';
    const vars = { ...base, prefillStatus: d.prefillStatus };
    // sgl-router: the decode node's error came first; the prefill request is dropped
    if (!mini && d.error !== null && d.prefillStatus === 0)
      return retry(
        withNote(['explore.narr.router.response.sgl.decodeFirst', { ...vars, error: d.error }]),
      );
    if (d.error !== null)
      return withNote([
        mini
          ? 'explore.narr.router.response.mini_lb.error'
          : 'explore.narr.router.response.sgl.error',
        { ...vars, error: d.error },
      ]);
    return [
      mini ? 'explore.narr.router.response.mini_lb' : 'explore.narr.router.response.sgl',
      vars,
    ];
  },
};
