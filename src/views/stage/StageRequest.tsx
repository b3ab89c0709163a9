/**
 * On a slide: where the selected request is, node by node, with what it carries there (its
 * tokens, or the one-token placeholder and the prompt it stands for) and the queue it waits
 * in, spelled out in full (the request path's chips shorten them to fit their boxes).
 */
import { Fragment, useMemo } from 'react';
import { tv } from '../shared/format';
import { useApp, useLangStrings } from '../../store/react';
import { currentState, shownTrace } from '../../store/selectors';
import { Code } from '../shared/RichText';
import { tenantBadge } from '../shared/traceModel';
import { num } from '../shared/format';
import { topologyChips, transferFor, type BoxId } from '../topology/layout';

/** The request's way through the deployment: its cards in this order, left to right. */
const PATH: readonly BoxId[] = ['clients', 'router', 'prefill', 'transfer', 'decode', 'response'];

const WHERE: Record<BoxId, Parameters<typeof tv>[0]> = {
  clients: 'views.topo.clients',
  router: 'views.topo.router',
  prefill: 'views.topo.prefill',
  transfer: 'views.topo.transfer',
  decode: 'views.topo.decode',
  response: 'views.topo.response',
};

export function StageRequest() {
  // the chips' texts are built again when the language's strings arrive (useLangStrings)
  const strings = useLangStrings();
  const lang = strings.lang;
  const trace = useApp(shownTrace);
  const state = useApp(currentState);
  const selected = useApp((s) => s.selected);
  const step = useApp((s) => s.step);
  const transfer = useMemo(
    () => (trace && selected !== null ? transferFor(trace, step, selected) : null),
    [trace, step, selected],
  );
  const showTransfer = transfer && transfer.request === selected && !transfer.none;
  const chips = useMemo(() => {
    if (!trace || !state || selected === null) return [];
    const text = {
      tokens: (n: number) => tv('views.topo.tokens', { n }, strings.lang),
      placeholder: (n: number) => tv('views.topo.placeholder', { n }, strings.lang),
      status: (s: number) => tv('views.topo.status', { status: s }, strings.lang),
    };
    // in the request's order (router, then prefill: a rejected request is at both at once, and
    // its prefill card came first, as if it had reached the prefill node before the router)
    return topologyChips(trace, state, text)
      .filter((c) => c.request === selected)
      .sort((a, b) => PATH.indexOf(a.where) - PATH.indexOf(b.where));
  }, [trace, state, selected, strings]);
  if (chips.length === 0) return null;
  return (
    <section className="stage-req" data-testid="stage-request" aria-label={chips[0]!.id}>
      {chips.map((c) => (
        <Fragment key={c.key}>
          {showTransfer && c.where === 'decode' && (
            <div className="stage-req__at" data-where="transfer" data-testid="stage-transfer">
              <h3 className="stage-req__node">{tv('views.topo.transfer', {}, lang)}</h3>
              <p className="stage-req__count">
                {tv(
                  'views.topo.sentOf',
                  { sent: num(transfer.sent), reserved: num(transfer.reserved) },
                  lang,
                )}
              </p>
              <p className="stage-req__queue">
                {tv('views.topo.sentCaption', { id: transfer.id }, lang)}
              </p>
            </div>
          )}
          <div
            className="stage-req__at"
            data-where={c.where}
            data-placeholder={c.placeholder || undefined}
            data-leak={c.leak || undefined}
          >
            <h3 className="stage-req__node">{tv(WHERE[c.where], {}, lang)}</h3>
            <p className="stage-req__who">
              <span className="stage-req__dot" style={tenantBadge(c.tenant)} aria-hidden="true">
                {c.letter}
              </span>
              <strong>{c.id}</strong>
            </p>
            <p
              className="stage-req__detail"
              data-testid={c.placeholder ? 'stage-placeholder' : undefined}
            >
              {c.detail}
            </p>
            {c.queue && (
              <p className="stage-req__queue" data-testid="stage-queue">
                <Code code={c.queue} />
              </p>
            )}
            {c.leak && <p className="stage-req__leak">{tv('views.topo.leakMark', {}, lang)}</p>}
          </div>
        </Fragment>
      ))}
    </section>
  );
}
