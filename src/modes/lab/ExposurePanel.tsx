/**
 * The exposure checker for real deployments: paste each node's launch command, the router's
 * command and/or a node's /get_server_info JSON (one box each); the verdict per prefill/decode
 * pair is the exposed band of prompt lengths, what a request in it gets under the router (the
 * engine runs it), and the smallest change that closes it. Everything stays in this page.
 */
import { useId, useState } from 'react';
import type { RouterKind } from '../../engine';
import { getDict, t, type Lang, type MessageKey } from '../../i18n';
import { useLang } from '../../store/react';
import '../../i18n/lab';
import { loadScenarioText } from '../../store/actions';
import { hashFor } from '../../store/sync';
import {
  checkExposure,
  verdictScenario,
  type ExposureReport,
  type Message,
  type PairVerdict,
} from '../../tools/exposure';
import { takeHanded, withLang } from './labData';

const BOXES = 3;

async function openInExplore(p: PairVerdict, router: RouterKind): Promise<void> {
  const s = verdictScenario(p, router);
  if (!s) return;
  // the store's own path for a scenario from outside (setBase, then runScenario)
  const ok = await loadScenarioText(JSON.stringify(s), s.name);
  if (ok) window.location.hash = hashFor('/explore') ?? withLang('#/explore?s=file');
}

function Pair({ p, router }: { p: PairVerdict; router: RouterKind | null }) {
  const routers: RouterKind[] = router ? [router] : p.inBand.map((b) => b.router);
  return (
    <li className={`lab-pair${p.exposed ? ' lab-pair--exposed' : ''}`}>
      <h4>
        {p.prefill} → {p.decode}
      </h4>
      <p className="lab-pair__limits">
        {t('lab.exp.limits', {
          context: p.contextLength,
          prefillPool: p.prefillPool,
          decodePool: p.decodePool,
          prefillMax: p.prefillMax,
          decodeMax: p.decodeMax,
        })}
      </p>
      {p.exposed ? (
        <p className="lab-bad" data-testid="exposed-band">
          ⚠ {t('lab.exp.band', { from: p.exposed.from, to: p.exposed.to, count: p.exposed.count })}
        </p>
      ) : (
        <p className="lab-good">✓ {t('lab.exp.closed')}</p>
      )}
      {p.inBand.length > 0 && (
        <ul>
          {p.inBand.map((b) => (
            <li key={b.router}>
              {t('lab.exp.inBand', {
                router: b.router,
                status: b.httpStatus,
                isolation: t(`lab.iso.${b.isolation}` as MessageKey),
              })}{' '}
              {b.correct ? '' : t('lab.exp.wrong')}
            </li>
          ))}
        </ul>
      )}
      {p.decodeOnly && (
        <p>{t('lab.exp.decodeOnly', { from: p.decodeOnly.from, to: p.decodeOnly.to })}</p>
      )}
      {p.close && (
        <p>
          {p.close.prefillPoolAtLeast !== null
            ? t('lab.exp.closePool', {
                pool: p.close.prefillPoolAtLeast,
                context: p.close.contextAtMost,
              })
            : t('lab.exp.closeContext', { context: p.close.contextAtMost })}
        </p>
      )}
      <div className="lab-wb__actions">
        {(routers.length ? routers : (['sgl-router'] as RouterKind[])).map((r) => (
          <button key={r} type="button" className="btn" onClick={() => void openInExplore(p, r)}>
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

export function ExposurePanel() {
  const lang = useLang();
  const base = useId();
  const [first] = useState(takeHanded);
  const [boxes, setBoxes] = useState<string[]>(() =>
    first
      ? [...first, ...Array.from({ length: Math.max(0, BOXES - first.length) }, () => '')]
      : Array.from({ length: BOXES }, () => ''),
  );
  const [report, setReport] = useState<ExposureReport | null>(() =>
    first ? checkExposure(first) : null,
  );
  const check = () => setReport(checkExposure(boxes.filter((b) => b.trim() !== '')));
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
        {!report && <p className="lab-muted">{t('lab.exp.nothing')}</p>}
        {report && (
          <>
            <p
              data-testid="exposure-verdict"
              className={report.exposed ? 'lab-bad' : report.exposed === false ? 'lab-good' : ''}
            >
              <strong>
                {report.exposed === null
                  ? t('lab.exp.undecided')
                  : report.exposed
                    ? t('lab.exp.exposed')
                    : t('lab.exp.safe')}
              </strong>
            </p>
            {report.pairs.length > 0 && (
              <ul className="lab-pairs">
                {report.pairs.map((p, i) => (
                  <Pair key={i} p={p} router={report.router} />
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
