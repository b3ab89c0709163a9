/** Export the live view as SVG or as PNG at 2× (downloads through blob URLs). */
import { useState, type RefObject } from 'react';
import { t } from '../../i18n';
import { useLang } from '../../store/react';
import { download } from '../shared/download';
import './export.css';

export function ExportButtons({
  target,
  name,
}: {
  target: RefObject<HTMLElement | null>;
  name: string;
}) {
  useLang();
  const [error, setError] = useState<string | null>(null);
  const run = async (kind: 'svg' | 'png') => {
    const el = target.current;
    if (!el) return;
    try {
      setError(null);
      // the composer loads on the first export, outside the initial JS
      const { composePng, composeSvg } = await import('./exportView');
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
      <button type="button" onClick={() => void run('svg')}>
        {t('story.ui.exportSvg')}
      </button>
      <button type="button" onClick={() => void run('png')}>
        {t('story.ui.exportPng')}
      </button>
      {error && (
        <p role="alert" className="sp-error">
          {t('story.ui.exportFailed', { reason: error })}
        </p>
      )}
    </div>
  );
}
