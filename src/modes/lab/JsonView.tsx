/**
 * The workbench's scenario as JSON: read it, copy it, or edit and apply it (checked by the
 * engine's validator; problems by JSON path, and the form keeps the last valid scenario).
 */
import { useId, useState } from 'react';
import { parseScenario, type Problem, type Scenario } from '../../engine';
import { t } from '../../i18n';
import { useLang } from '../../store/react';
import '../../i18n/lab';

export function JsonView({ draft, onApply }: { draft: Scenario; onApply: (s: Scenario) => void }) {
  useLang();
  const id = useId();
  const json = JSON.stringify(draft, null, 2);
  const [text, setText] = useState(json);
  const [last, setLast] = useState(json);
  const [problems, setProblems] = useState<Problem[] | null>(null);
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
      <button
        type="button"
        className="btn"
        onClick={() => {
          const r = parseScenario(text);
          if (!r.ok) return setProblems(r.problems);
          setProblems(null);
          onApply(r.scenario);
        }}
      >
        {t('lab.json.apply')}
      </button>
      <div role="status" aria-live="polite">
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
