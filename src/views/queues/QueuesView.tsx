/**
 * One lane per SGLang queue on a node, with request cards (KVPoll, to_finish,
 * finished_reason), and at the decisive step the checks that were made next to the one
 * that was not.
 */
import type { AppStoreApi } from '../../store/store';
import { useMemo } from 'react';
import type { NodeName } from '../../engine';
import { tv } from '../shared/format';
import { useApp, useAppStore, useLang } from '../../store/react';
import { currentEvent, currentState, shownTrace } from '../../store/selectors';
import { linkedTargets, NOTHING } from '../shared/linked';
import { getTraceModel, tenantNameOf } from '../shared/traceModel';
import { DecisiveCheckPanel } from './DecisiveCheck';
import { cardModel, decisiveCheck, queueLanes } from './lanes';
import { QueueCard } from './QueueCard';
import './queues.css';
import '../../i18n/onDemand';

/** Cards shown in the done tray (most recent); older ones are counted. */
const DONE_SHOWN = 6;

function focusRequest(store: AppStoreApi, request: number): void {
  store.getState().setFocus({ kind: 'request', request });
}
/** Leaving a card clears whichever request it lit: cards are keyed by position, so the card
 *  may show another request by then (a seek while the pointer or focus is on it). */
function unfocusRequest(store: AppStoreApi): void {
  const s = store.getState();
  if (s.focus?.kind === 'request') s.setFocus(null);
}

export function QueuesView({ node }: { node: NodeName }) {
  const store = useAppStore();
  useLang();
  const trace = useApp(shownTrace);
  const state = useApp(currentState);
  const event = useApp(currentEvent);
  const focus = useApp((s) => s.focus);
  const selected = useApp((s) => s.selected);
  const lanes = useMemo(() => (state ? queueLanes(state, node) : []), [state, node]);
  const linked = useMemo(
    () => (trace && state ? linkedTargets(trace, state, focus) : NOTHING),
    [trace, state, focus],
  );
  const check = decisiveCheck(event, node);
  const title = tv(node === 'prefill' ? 'views.queues.prefill' : 'views.queues.decode');
  if (!trace || !state) return <section className="qv" aria-label={title} />;
  const model = getTraceModel(trace);

  return (
    <section className="qv" data-node={node} aria-label={title}>
      <h3 className="qv-title">{title}</h3>
      {check ? (
        <DecisiveCheckPanel check={check} id={model.requestIds[check.request] ?? '?'} />
      ) : null}
      <div className="qv-lanes">
        {lanes.map((lane) => {
          const shown = lane.queue === 'done' ? lane.requests.slice(-DONE_SHOWN) : lane.requests;
          const hidden = lane.requests.length - shown.length;
          return (
            <section key={lane.queue} className="qv-lane" data-queue={lane.queue}>
              <h4 className="qv-lane-title">
                {/* "done" is the model's own lane, in plain words; the others are SGLang's queues */}
                {lane.queue === 'done' ? (
                  <span className="qv-lane-model">{tv('views.queues.done')}</span>
                ) : (
                  <code>{lane.queue}</code>
                )}
                <span className="qv-count">{lane.requests.length}</span>
              </h4>
              <p className="qv-lane-desc">{tv(`views.queues.desc.${lane.queue}`)}</p>
              {shown.length === 0 ? <p className="qv-empty">{tv('views.queues.empty')}</p> : null}
              {hidden > 0 ? (
                <p className="qv-empty">{tv('views.queues.earlier', { n: hidden })}</p>
              ) : null}
              <ul className="qv-cards">
                {/* keyed by position: a seek that changes who waits fills the same cards
                    (text changes) instead of replacing each card's elements */}
                {shown.map((i, pos) => {
                  const card = cardModel(state.requests[i]!, node);
                  if (!card) return null;
                  const tenant = model.requestTenant[i]!;
                  return (
                    <li key={pos}>
                      <QueueCard
                        card={card}
                        tenant={tenant}
                        letter={model.tenantLetters[tenant] ?? '?'}
                        tenantName={tenantNameOf(model, i)}
                        lit={linked.requests.has(i)}
                        selected={selected === i}
                        decisive={check?.request === i}
                        onSelect={() => {
                          const s = store.getState();
                          s.select(i);
                          s.setFocus({ kind: 'request', request: i });
                        }}
                        onFocusIn={() => focusRequest(store, i)}
                        onFocusOut={() => unfocusRequest(store)}
                      />
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </section>
  );
}
