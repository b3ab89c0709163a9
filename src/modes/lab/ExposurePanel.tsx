/**
 * The exposure checker for real deployments: paste each node's launch command, the router's
 * command and/or a node's /get_server_info JSON (one box each); the verdict per prefill/decode
 * pair is the exposed band of prompt lengths, the release the nodes run, what a request of each
 * length in the band gets under the router (the engine run over the whole band, in the lab's
 * worker), and the smallest change that closes it (not shown under a workshop with
 * spoilers off: `smallestChange` false). Everything stays in this page.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { RouterKind } from '../../engine';
import { getDict, t, type Lang, type MessageKey } from '../../i18n';
import { useAppStore, useLang } from '../../store/react';
import type { AppStoreApi } from '../../store/store';
import '../../i18n/lab';
import { loadScenarioText } from '../../store/actions';
import { hashFor } from '../../store/sync';
import { RunCancelled } from '../../worker/client';
import { labJob } from '../../worker/labJobs';
import {
  OUTCOME_NEW_TOKENS,
  RELEASE_FIX,
  verdictScenario,
  type ExposureReport,
  type Message,
  type PairVerdict,
} from '../../tools/exposure';
import { takeHanded, withLang } from './labData';

const BOXES = 3;
const VERDICT_KEYS = {
  exposed: 'lab.exp.exposed',
  'fixed-release': 'lab.exp.fixedRelease',
  'not-exposed': 'lab.exp.safe',
  undecided: 'lab.exp.undecided',
} as const satisfies Record<ExposureReport['verdict'], MessageKey>;
/** Pairs drawn at most (exposed ones first); the verdict counts every pair. */
export const SHOWN_PAIRS = 50;

/** The pairs to draw: all of them, or past the cap the exposed ones first, then the rest. */
function shownPairs(pairs: PairVerdict[]): PairVerdict[] {
  if (pairs.length <= SHOWN_PAIRS) return pairs;
  const exposed = pairs.filter((p) => p.verdict === 'exposed');
  return [...exposed, ...pairs.filter((p) => p.verdict !== 'exposed')].slice(0, SHOWN_PAIRS);
}

async function openInExplore(
  store: AppStoreApi,
  p: PairVerdict,
  router: RouterKind,
): Promise<void> {
  const s = verdictScenario(p, router, undefined, p.release.kind === 'fixed' ? RELEASE_FIX : {});
  if (!s) return;
  // the store's own path for a scenario from outside (setBase, then runScenario)
  const ok = await loadScenarioText(store, JSON.stringify(s), s.name);
  if (ok) window.location.hash = hashFor(store, '/explore') ?? withLang('#/explore?s=file');
}

function Pair({
  p,
  router,
  smallestChange,
}: {
  p: PairVerdict;
  router: RouterKind | null;
  smallestChange: boolean;
}) {
  const store = useAppStore();
  const routers: RouterKind[] = router ? [router] : p.outcomes.map((b) => b.router);
  const cls =
    p.verdict === 'exposed'
      ? ' lab-pair--exposed'
      : p.verdict === 'undecided'
        ? ' lab-pair--undecided'
        : '';
  return (
    <li className={`lab-pair${cls}`} data-testid="exposure-pair" data-verdict={p.verdict}>
      <h4>
        {p.prefill} → {p.decode}
      </h4>
      <p className="lab-pair__limits">
        {p.contextLength === null
          ? t('lab.exp.limitsNoContext', {
              prefillPool: p.prefillPool,
              decodePool: p.decodePool,
              prefillMax: p.prefillMax,
              decodeMax: p.decodeMax,
            })
          : t('lab.exp.limits', {
              context: p.contextLength,
              prefillPool: p.prefillPool,
              decodePool: p.decodePool,
              prefillMax: p.prefillMax,
              decodeMax: p.decodeMax,
            })}{' '}
        <span className="lab-muted">
          {t('lab.exp.poolFrom', {
            prefill: p.poolSource.prefill ?? '—',
            decode: p.poolSource.decode ?? '—',
          })}
        </span>
      </p>
      {(['prefill', 'decode'] as const).map(
        (side) =>
          p.poolBasis[side] === 'cap' && (
            <p key={side} className="lab-muted" data-testid="exposure-cap">
              {t(`lab.exp.poolCap.${side}`)}
            </p>
          ),
      )}
      {p.exposed ? (
        <p className={p.verdict === 'fixed-release' ? '' : 'lab-bad'} data-testid="exposed-band">
          {p.verdict === 'fixed-release' ? '' : '⚠ '}
          {t('lab.exp.band', { from: p.exposed.from, to: p.exposed.to, count: p.exposed.count })}
        </p>
      ) : (
        <p className="lab-good">✓ {t('lab.exp.closed')}</p>
      )}
      {p.exposed && (
        <p data-testid="exposure-release">
          {t(`lab.exp.release.${p.release.kind}`, { versions: p.release.versions.join(', ') })}
        </p>
      )}
      {p.outcomes.map((o) => (
        <div key={o.router} data-testid="exposure-outcome">
          <p>
            {t('lab.exp.outcomes', {
              router: o.router,
              runs: o.runs,
              newTokens: OUTCOME_NEW_TOKENS,
            })}
          </p>
          <ul>
            {o.segments.map((g) => (
              <li key={g.from}>
                {t('lab.exp.segment', {
                  from: g.from,
                  to: g.to,
                  count: g.count,
                  status: g.httpStatus,
                  isolation: t(`lab.iso.${g.isolation}` as MessageKey),
                })}{' '}
                {g.correct ? '' : t('lab.exp.wrong')}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {p.decodeOnly && (
        <p>{t('lab.exp.decodeOnly', { from: p.decodeOnly.from, to: p.decodeOnly.to })}</p>
      )}
      {p.close && smallestChange && (
        <p>
          {p.close.prefillPoolAtLeast !== null
            ? t('lab.exp.closePool', {
                pool: p.close.prefillPoolAtLeast,
                context: p.close.contextAtMost,
              })
            : t('lab.exp.closeContext', { context: p.close.contextAtMost })}{' '}
          {t('lab.exp.closeDecode', { pool: p.close.decodePoolAtMost })}
        </p>
      )}
      <div className="lab-wb__actions">
        {(routers.length ? routers : (['sgl-router'] as RouterKind[])).map((r) => (
          <button
            key={r}
            type="button"
            className="btn"
            onClick={() => void openInExplore(store, p, r)}
          >
            {t('lab.exp.open', { router: r })}
          </button>
        ))}
      </div>
    </li>
  );
}

/**
 * One message of the checker. Its detail (values, box and line) is in English; in French and
 * Dutch a translated summary of its kind comes first.
 */
function Msg({ m, lang }: { m: Message; lang: Lang }) {
  const key = `lab.exp.code.${m.code}` as MessageKey;
  const summary = lang !== 'en' && key in getDict('en') ? t(key) : null;
  return (
    <li className={`lab-msg lab-msg--${m.level}`}>
      <strong>{t(`lab.exp.level.${m.level}` as MessageKey)}</strong>
      {m.arg && (
        <>
          {' '}
          <code>{m.arg}</code>
        </>
      )}
      {': '}
      {summary ? (
        <>
          {summary}.{' '}
          <span className="lab-muted">
            {t('lab.exp.details')} <span lang="en">{m.text}</span>
          </span>
        </>
      ) : (
        <span lang="en">{m.text}</span>
      )}
    </li>
  );
}

export function ExposurePanel({ smallestChange = true }: { smallestChange?: boolean }) {
  const lang = useLang();
  const base = useId();
  const [first] = useState(takeHanded);
  const [boxes, setBoxes] = useState<string[]>(() =>
    first
      ? [...first, ...Array.from({ length: Math.max(0, BOXES - first.length) }, () => '')]
      : Array.from({ length: BOXES }, () => ''),
  );
  const [report, setReport] = useState<ExposureReport | null>(null);
  // the check runs in the lab's worker (issue 17 point 3): its progress, and a Stop
  const [busy, setBusy] = useState<{ done: number; total: number } | null>(() =>
    first ? { done: 0, total: 0 } : null,
  );
  const [stopped, setStopped] = useState(false);
  const ctl = useRef<AbortController | null>(null);
  const start = (texts: string[]) => {
    ctl.current?.abort();
    const mine = (ctl.current = new AbortController());
    labJob('exposure', { boxes: texts }, { signal: mine.signal, onProgress: setBusy }).then(
      (r) => {
        if (ctl.current !== mine) return;
        setBusy(null);
        setReport(r);
      },
      (e: unknown) => {
        if (ctl.current !== mine) return;
        setBusy(null);
        if (e instanceof RunCancelled) setStopped(true);
      },
    );
  };
  const check = () => {
    setBusy({ done: 0, total: 0 });
    setStopped(false);
    start(boxes.filter((b) => b.trim() !== ''));
  };
  useEffect(() => {
    if (first) start(first);
    return () => ctl.current?.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with what was handed over
  }, []);
  return (
    <div className="lab-exposure">
      <section className="lab-panel" aria-labelledby={`${base}-t`}>
        <h2 id={`${base}-t`}>{t('lab.exp.title')}</h2>
        <p>{t('lab.exp.intro')}</p>
        <p className="lab-muted">{t('lab.exp.private')}</p>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            check();
          }}
        >
          {boxes.map((b, i) => (
            <p key={i} className="lab-field lab-field--wide">
              <label htmlFor={`${base}-${i}`}>{t('lab.exp.box', { n: i + 1 })}</label>
              <textarea
                id={`${base}-${i}`}
                rows={4}
                spellCheck={false}
                autoComplete="off"
                className="lab-exposure__box"
                value={b}
                placeholder={t(
                  i === 0
                    ? 'lab.exp.placeholder.prefill'
                    : i === 1
                      ? 'lab.exp.placeholder.decode'
                      : 'lab.exp.placeholder.router',
                )}
                onChange={(e) => setBoxes(boxes.map((x, j) => (j === i ? e.target.value : x)))}
              />
            </p>
          ))}
          <div className="lab-wb__actions">
            <button type="button" className="btn" onClick={() => setBoxes([...boxes, ''])}>
              + {t('lab.exp.addBox')}
            </button>
            <button type="submit" className="btn btn--primary">
              {t('lab.exp.check')}
            </button>
          </div>
        </form>
      </section>
      <section className="lab-panel" aria-labelledby={`${base}-v`} aria-live="polite">
        <h2 id={`${base}-v`}>{t('lab.exp.verdict')}</h2>
        {busy && (
          <p className="lab-busy" data-testid="exposure-progress">
            <progress max={busy.total || 1} value={busy.done} /> {t('lab.exp.checking', busy)}{' '}
            <button type="button" className="btn btn--quiet" onClick={() => ctl.current?.abort()}>
              {t('lab.busy.stop')}
            </button>
          </p>
        )}
        {stopped && <p className="lab-muted">{t('lab.exp.stopped')}</p>}
        {!report && !busy && !stopped && <p className="lab-muted">{t('lab.exp.nothing')}</p>}
        {report && !busy && (
          <>
            <p
              data-testid="exposure-verdict"
              data-verdict={report.verdict}
              className={
                report.verdict === 'exposed'
                  ? 'lab-bad'
                  : report.verdict === 'not-exposed'
                    ? 'lab-good'
                    : ''
              }
            >
              <strong>{t(VERDICT_KEYS[report.verdict])}</strong>
            </p>
            {report.pairs.length > SHOWN_PAIRS && (
              <p className="lab-muted" data-testid="exposure-shown">
                {t('lab.exp.shown', { shown: SHOWN_PAIRS, total: report.pairs.length })}
              </p>
            )}
            {report.pairs.length > 0 && (
              <ul className="lab-pairs">
                {shownPairs(report.pairs).map((p, i) => (
                  <Pair key={i} p={p} router={report.router} smallestChange={smallestChange} />
                ))}
              </ul>
            )}
            {report.messages.length > 0 && (
              <ul className="lab-exp-messages" data-testid="exposure-messages">
                {report.messages.map((m, i) => (
                  <Msg key={i} m={m} lang={lang} />
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </div>
  );
}
