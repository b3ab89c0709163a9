/**
 * The live view: the explore screen's compact `Stage` (owned by the shell), driven by the
 * store. Until that file exists, a plain text summary of the current step stands in.
 */
import type { ComponentType } from 'react';
import { t, useLang } from '../../i18n';
import { useApp } from '../../store/store';

type StageProps = { className?: string };
const found = import.meta.glob<ComponentType<StageProps>>('../explore/Stage.tsx', {
  eager: true,
  import: 'Stage',
});
const Stage: ComponentType<StageProps> | null = Object.values(found)[0] ?? null;

function StandIn() {
  useLang();
  const event = useApp((s) => s.trace?.events[s.step] ?? null);
  const verdict = useApp((s) =>
    s.trace && s.selected !== null ? s.trace.verdicts[s.selected] : null,
  );
  if (!event) return <p className="sp-standin">{t('story.ui.loadingView')}</p>;
  return (
    <div className="sp-standin">
      <p>
        <code>{event.kind}</code>
      </p>
      {verdict && <p>HTTP {verdict.httpStatus}</p>}
    </div>
  );
}

/** Mounts the stage once a trace is in the store (the pool canvases are made at mount). */
export function StageSlot({ className }: StageProps) {
  const ready = useApp((s) => s.trace !== null);
  return Stage && ready ? <Stage className={className} /> : <StandIn />;
}
