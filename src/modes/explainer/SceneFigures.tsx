/**
 * A scene's figures, below its text in the explainer and full size in the presenter: each
 * made for its scene's point, all read from the scene's trace (no engine run of their own).
 */
import { t } from '../../i18n';
import { exploreHref } from '../../story/exploreLink';
import type { Vars } from '../../story/figures';
import type { Scene, SceneExtra } from '../../story/scenes';
import type { Variant } from '../../story/variants';
import { CalculatorView } from './CalculatorView';
import { FieldsFigure } from './FieldsFigure';
import { FixesTable } from './FixesTable';
import { KvPageFigure } from './KvPageFigure';
import { PoolZoomFigure } from './PoolZoomFigure';
import { RecordView } from './RecordView';
import { SequenceFigure } from './SequenceFigure';
import './figures.css';

export interface FiguresProps {
  scene: Scene;
  vars: Vars;
  /** the fixes scene's chosen row, and how to choose one (absent: no row can be shown) */
  variant?: string | null;
  onShow?: (v: Variant) => void;
  /** a link under each figure to the explore screen at the scene's step (default: shown) */
  links?: boolean;
}

function Figure({ kind, scene, vars, variant, onShow }: FiguresProps & { kind: SceneExtra }) {
  switch (kind) {
    case 'fixes':
      return <FixesTable vars={vars} active={variant ?? null} onShow={onShow} />;
    case 'calculator':
      return <CalculatorView />;
    case 'record':
      return <RecordView vars={vars} />;
    case 'fields':
      return <FieldsFigure vars={vars} />;
    case 'kvPage':
      return <KvPageFigure vars={vars} />;
    case 'sequence':
      return <SequenceFigure vars={vars} />;
    case 'poolZoom':
      return <PoolZoomFigure scene={scene} vars={vars} />;
    default:
      return null;
  }
}

export function SceneFigures(props: FiguresProps) {
  const kinds = props.scene.extras ?? [];
  if (kinds.length === 0) return null;
  return (
    <>
      {kinds.map((k) => (
        <div key={k} className="sp-figure" data-figure={k}>
          <Figure kind={k} {...props} />
          {props.links !== false && (
            <p className="sp-open-explore">
              <a href={exploreHref(props.scene)}>{t('story.ui.openExplore')} →</a>
            </p>
          )}
        </div>
      ))}
    </>
  );
}
