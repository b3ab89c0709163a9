/**
 * A scene's figures, below its text in the explainer and full size in the presenter: each
 * made for its scene's point, all read from the scene's trace (no engine run of their own).
 */
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

export interface FiguresProps {
  scene: Scene;
  vars: Vars;
  /** the fixes scene's chosen row, and how to choose one (absent: no row can be shown) */
  variant?: string | null;
  onShow?: (v: Variant) => void;
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
        <Figure key={k} kind={k} {...props} />
      ))}
    </>
  );
}
