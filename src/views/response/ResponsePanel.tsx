/**
 * The response of the selected request: HTTP status, error, body (tokens by provenance) and,
 * side by side, the two verdicts: the HTTP status check (which looks fine) and the output
 * check (which is what matters), plus the isolation verdict in words.
 */
import { useId, useMemo, type ReactElement } from 'react';
import { LinkedText, richNodes } from '../shared/RichText';
import { num, tv } from '../shared/format';
import type { Trace } from '../../engine';
import { useApp, useAppStore, useLang } from '../../store/react';
import { currentState, shownTrace } from '../../store/selectors';
import { linkedTargets, NOTHING } from '../shared/linked';
import { getTraceModel, tenantBadge } from '../shared/traceModel';
import { lineageCache } from '../shared/lineage';
import { ResponseBody } from './ResponseBody';
import { responseModel, type Check, type ResponseModel } from './responseModel';
import './response.css';

function isolationText(m: ResponseModel): string {
  switch (m.isolation) {
    case 'pending':
      return tv('views.resp.iso.pending');
    case 'cross-tenant':
      return tv('views.resp.iso.cross', { tenants: m.leakedTenants.join(', ') });
    case 'same-tenant':
      return tv('views.resp.iso.same', { requests: m.leakedRequests.join(', ') });
    case 'unwritten':
      return tv('views.resp.iso.unwritten');
    default:
      return tv('views.resp.iso.clean');
  }
}

/** Whose answer the client got (the router's choice) and what each node answered. */
function AnswerFrom({ m }: { m: ResponseModel }) {
  const a = m.answer;
  if (!a) return null;
  const node = (status: number) =>
    status === 0 ? tv('views.resp.nodeNone') : tv('views.topo.status', { status });
  return (
    <p className="rp-from" data-testid="answer-from" data-from={a.from} data-router={a.router}>
      <span className="rp-label">{tv('views.resp.from')}</span>{' '}
      {richNodes(
        tv(a.from === 'prefill' ? 'views.resp.fromPrefill' : 'views.resp.fromDecode', {
          router: a.router,
        }),
      )}{' '}
      <span className="rp-nodes">
        {tv('views.resp.nodes', { prefill: node(a.prefillStatus), decode: node(a.decodeStatus) })}
      </span>
    </p>
  );
}

function CheckCard({
  title,
  result,
  why,
  testId,
}: {
  title: string;
  result: Check;
  why: string;
  testId?: string;
}) {
  const word = tv(
    result === 'pass'
      ? 'views.resp.pass'
      : result === 'fail'
        ? 'views.resp.fail'
        : 'views.resp.pending',
  );
  return (
    <div className="rp-check" data-result={result} data-testid={testId}>
      <span className="rp-check-mark" aria-hidden="true">
        {result === 'pass' ? '✓' : result === 'fail' ? '✗' : '…'}
      </span>
      <span className="rp-check-title">{title}</span>
      <strong className="rp-check-word">{word}</strong>
      <span className="rp-check-why">{why}</span>
    </div>
  );
}

/**
 * The request picker's options (ids and tenants do not change from step to step). A live
 * session's snapshots (../shared/lineage.ts) keep the options they share: the same array while
 * no request came in (React then leaves the <select> and its options alone), the same elements
 * with the new ones after when one did.
 */
const optionRuns = lineageCache<ReactElement[]>();
export function requestOptions(trace: Trace): ReactElement[] {
  const reqs = trace.scenario.requests;
  const had = optionRuns.get(trace);
  if (had && had.length === reqs.length) {
    if (trace.complete === false) optionRuns.set(trace, had);
    return had;
  }
  const tm = getTraceModel(trace);
  const from = had && had.length < reqs.length ? had.length : 0;
  const options = (from > 0 ? had!.slice() : []).concat(
    reqs.slice(from).map((r, k) => {
      const i = from + k;
      return (
        <option key={i} value={i}>
          {`${r.id} · ${tm.tenantNames[tm.requestTenant[i]!] ?? '?'}`}
        </option>
      );
    }),
  );
  if (trace.complete === false) optionRuns.set(trace, options);
  return options;
}

export function ResponsePanel() {
  const store = useAppStore();
  useLang();
  const trace = useApp(shownTrace);
  const state = useApp(currentState);
  const selected = useApp((s) => s.selected);
  const focus = useApp((s) => s.focus);
  const selectId = useId();
  const model = useMemo(
    () => (trace && state && selected !== null ? responseModel(trace, state, selected) : null),
    [trace, state, selected],
  );
  const linked = useMemo(
    () => (trace && state ? linkedTargets(trace, state, focus) : NOTHING),
    [trace, state, focus],
  );
  // one option per request, made once per trace (ids and tenant names are the scenario's):
  // at 500 requests, rebuilding them on every step was a large part of a scrub's work
  const options = useMemo(() => (trace ? requestOptions(trace) : null), [trace]);
  // the same element while the request and language stay: React then leaves the <select>
  // alone on a seek (a changed element has all 500 options walked again to mark the chosen one)
  const pickLabel = tv('views.resp.request');
  const chooseLabel = tv('views.resp.choose');
  const picker = useMemo(
    () => (
      <label className="rp-pick" htmlFor={selectId}>
        <span>{pickLabel}</span>
        <select
          id={selectId}
          value={selected ?? ''}
          onChange={(e) => store.getState().select(Number(e.target.value))}
        >
          {/* nothing chosen: a placeholder, or the browser would show the first request */}
          {selected === null && (
            <option value="" disabled>
              {chooseLabel}
            </option>
          )}
          {options}
        </select>
      </label>
    ),
    [selectId, selected, options, pickLabel, chooseLabel, store],
  );
  if (!trace || !state) return <section className="rp" />;
  const tm = getTraceModel(trace);
  if (!model) {
    return (
      <section className="rp">
        <h3 className="rp-title">{tv('views.resp.title')}</h3>
        {picker}
        <p>{tv('views.resp.none')}</p>
      </section>
    );
  }
  const lit = linked.requests.has(model.request);
  const litToken = linked.token?.request === model.request ? linked.token.token : null;
  const expected = tv('views.topo.status', { status: model.expectedStatus });
  const outWhy =
    model.outputCheck === 'pending'
      ? tv('views.resp.checkPending')
      : model.outputCheck === 'pass'
        ? tv('views.resp.outPassWhy')
        : model.status === 200
          ? tv('views.resp.outFailLeak', { expected })
          : tv('views.resp.outFailStatus', { expected, status: String(model.status) });
  const httpWhy =
    model.status === null
      ? tv('views.resp.checkPending')
      : model.httpCheck !== 'pass'
        ? tv('views.resp.httpFailWhy', { status: String(model.status), expected })
        : model.status !== 200 && model.status === model.expectedStatus
          ? tv('views.resp.httpPassExpected', { status: String(model.status) })
          : tv('views.resp.httpPassWhy', { status: String(model.status) });

  return (
    <section className="rp" data-lit={lit || undefined} data-answered={model.answered || undefined}>
      <header className="rp-head">
        <h3 className="rp-title">{tv('views.resp.title')}</h3>
        <span className="rp-who">
          <span className="rp-dot" style={tenantBadge(model.tenant)} aria-hidden="true">
            {tm.tenantLetters[model.tenant] ?? '?'}
          </span>
          {tv('views.resp.for', { id: model.id, tenant: model.tenantName })}
        </span>
        {picker}
      </header>
      <div className="rp-status" data-status={model.status ?? undefined}>
        <span className="rp-label">{tv('views.resp.status')}</span>
        <strong className="rp-code" data-testid="http-status">
          {model.status === null ? '—' : String(model.status)}
        </strong>
        {model.answered ? null : <span className="rp-waiting">{tv('views.resp.waiting')}</span>}
      </div>
      <AnswerFrom m={model} />
      {model.error ? (
        <p className="rp-error">
          {/* its identifiers linked where a mode links them (the explainer's definitions) */}
          <span className="rp-label">{tv('views.resp.error')}</span>{' '}
          <LinkedText text={model.error} />
        </p>
      ) : null}
      {model.error && model.answer?.modelWording ? (
        <p className="rp-wording" data-testid="model-wording">
          {tv('views.resp.modelWording')}
        </p>
      ) : null}
      <div className="rp-body">
        <span className="rp-label">{tv('views.resp.body')}</span>
        {model.tokens.length > 0 ? (
          <ResponseBody
            request={model.request}
            tokens={model.tokens}
            litToken={litToken}
            letters={tm.tenantLetters}
          />
        ) : (
          <p className="rp-empty">
            {model.answered ? tv('views.resp.emptyBody') : tv('views.resp.noTextYet')}
          </p>
        )}
        {!model.answered && model.tokens.length > 0 ? (
          <p className="rp-empty">
            {tv('views.resp.generating', { n: model.tokens.length, total: model.total })}
          </p>
        ) : null}
      </div>
      <div className="rp-checks">
        <CheckCard title={tv('views.resp.httpCheck')} result={model.httpCheck} why={httpWhy} />
        <CheckCard
          title={tv('views.resp.outputCheck')}
          result={model.outputCheck}
          why={outWhy}
          testId="output-check"
        />
      </div>
      <p className="rp-iso" data-testid="isolation-verdict" data-isolation={model.isolation}>
        {isolationText(model)}
      </p>
      {model.answered && model.status === 200 ? (
        <p className="rp-pages">
          {tv('views.resp.pageCounts', {
            own: num(model.pageCounts.own),
            cross: num(model.pageCounts.crossTenant),
            same: num(model.pageCounts.sameTenant),
            unwritten: num(model.pageCounts.unwritten),
          })}
        </p>
      ) : null}
    </section>
  );
}
