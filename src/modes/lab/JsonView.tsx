/**
 * The workbench's scenario as JSON: read it, copy it, or edit and apply it (checked by the
 * engine's validator; problems by JSON path, and the form keeps the last valid scenario).
 * The text is parsed and checked in the lab's worker (issue 17 point 3), never on this thread.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { Problem, Scenario } from '../../engine';
import { t } from '../../i18n';
import { useLang } from '../../store/react';
import '../../i18n/lab';
import { labJob } from '../../worker/labJobs';

export function JsonView({ draft, onApply }: { draft: Scenario; onApply: (s: Scenario) => void }) {
  useLang();
  const id = useId();
  const json = JSON.stringify(draft, null, 2);
  const [text, setText] = useState(json);
  const [last, setLast] = useState(json);
  const [problems, setProblems] = useState<Problem[] | null>(null);
  const [checking, setChecking] = useState(false);
  const ctl = useRef<AbortController | null>(null);
  useEffect(() => () => ctl.current?.abort(), []);
  const apply = () => {
    ctl.current?.abort();
    const mine = (ctl.current = new AbortController());
    setChecking(true);
    labJob('scenarioText', { text }, { signal: mine.signal }).then(
      (r) => {
        if (ctl.current !== mine) return;
        setChecking(false);
        if (!r.ok) return setProblems(r.problems);
        setProblems(null);
        onApply(r.scenario);
      },
      () => {
        if (ctl.current === mine) setChecking(false);
      },
    );
  };
  if (json !== last) {
    setLast(json);
    setText(json);
  }
  return (
    <details className="lab-panel lab-json">
      <summary>{t('lab.json.title')}</summary>
      <label htmlFor={id} className="lab-muted">
        {t('lab.json.about')}
      </label>
      <textarea
        id={id}
        className="lab-json__text"
        rows={14}
        spellCheck={false}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="button" className="btn" onClick={apply} aria-disabled={checking || undefined}>
        {t('lab.json.apply')}
      </button>
      <div role="status" aria-live="polite">
        {checking && <p className="lab-muted">{t('lab.json.checking')}</p>}
        {problems && (
          <ul className="lab-problems">
            {problems.slice(0, 12).map((p, i) => (
              <li key={i}>
                <code>{p.path}</code> {p.message}
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
