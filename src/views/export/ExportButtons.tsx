/**
 * Export the live view as SVG or as PNG at 2× (downloads through blob URLs). `compact` (the
 * explainer's row under its live view): the buttons show the format only ("SVG", "PNG"), their
 * names and tooltips say the whole action.
 */
import { useState, type RefObject } from 'react';
import { t } from '../../i18n';
import { useLang } from '../../store/react';
import { download } from '../shared/download';
import { loadOnce } from '../shared/loadOnce';
import './export.css';

/** The composer loads on the first export, outside the initial JS. */
const loadComposer = loadOnce(() => import('./exportView'));

export function ExportButtons({
  target,
  name,
  compact = false,
}: {
  target: RefObject<HTMLElement | null>;
  name: string;
  compact?: boolean;
}) {
  useLang();
  const [error, setError] = useState<string | null>(null);
  const run = async (kind: 'svg' | 'png') => {
    const el = target.current;
    if (!el) return;
    try {
      setError(null);
      const { composePng, composeSvg } = await loadComposer();
      if (kind === 'svg') {
        const { svg } = composeSvg(el);
        download(new Blob([svg], { type: 'image/svg+xml' }), `${name}.svg`);
      } else {
        download(await composePng(el, 2), `${name}.png`);
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <div className="sp-export">
      {(['svg', 'png'] as const).map((kind) => {
        const label = t(kind === 'svg' ? 'story.ui.exportSvg' : 'story.ui.exportPng');
        return compact ? (
          <button
            key={kind}
            type="button"
            aria-label={label}
            title={label}
            onClick={() => void run(kind)}
          >
            <svg
              className="sp-icon"
              viewBox="0 0 16 16"
              width="14"
              height="14"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M7 1.5h2v6.5h2.8L8 12 4.2 8H7zM2 13h12v1.8H2z" />
            </svg>
            {kind.toUpperCase()}
          </button>
        ) : (
          <button key={kind} type="button" onClick={() => void run(kind)}>
            {label}
          </button>
        );
      })}
      {error && (
        <p role="alert" className="sp-error">
          {t('story.ui.exportFailed', { reason: error })}
        </p>
      )}
    </div>
  );
}
