/** The live view in the explainer and presenter: the compact `Stage`, once a trace is loaded. */
import { t } from '../../i18n';
import { useApp, useLang } from '../../store/react';
import { Stage } from './Stage';
import './stage.css';
import { shownTrace } from '../../store/selectors';

function Loading() {
  useLang();
  return <p className="sp-standin">{t('story.ui.loadingView')}</p>;
}

/** Mounts the stage once a trace is in the store. */
export function StageSlot({ className }: { className?: string }) {
  const ready = useApp((s) => shownTrace(s) !== null);
  return ready ? <Stage className={className} /> : <Loading />;
}
