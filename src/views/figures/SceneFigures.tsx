/**
 * A scene's figures, below its text in the explainer and full size in the presenter: each
 * made for its scene's point, all read from the scene's data (src/story/figureData.ts: the
 * scene's trace and the story's figures; no engine run of their own).
 */
import { t } from '../../i18n';
import { CalculatorView } from './CalculatorView';
import { FieldsFigure } from './FieldsFigure';
import { FixesTable } from './FixesTable';
import { KvPageFigure } from './KvPageFigure';
import { PoolZoomFigure } from './PoolZoomFigure';
import { RecordView } from './RecordView';
import { SequenceFigure } from './SequenceFigure';
import type { FigureData, FigureKind, Vars } from './figureProps';
import './figures.css';

export interface FiguresProps {
  data: FigureData;
  vars: Vars;
  /** the fixes scene's chosen row, and how to choose one by its id (absent: none can be shown) */
  variant?: string | null;
  onShow?: (id: string) => void;
  /** a link under each figure to the explore screen at the scene's step (default: shown) */
  links?: boolean;
  /**
   * laid out for a slide (the presenter): the fixes table in two columns, rows only; the
   * sequence diagram in two columns, after a lane's first row only the fields that changed, and
   * the fields table left to the explainer (its values are the diagram's); the record in three
   * columns
   */
  slide?: boolean;
}

function Figure({ kind, data, vars, variant, onShow, slide }: FiguresProps & { kind: FigureKind }) {
  switch (kind) {
    case 'fixes':
      return (
        <FixesTable
          groups={data.fixes}
          vars={vars}
          active={variant ?? null}
          onShow={onShow}
          columns={slide ? 2 : undefined}
        />
      );
    case 'calculator':
      return <CalculatorView facts={data.calc} />;
    case 'record':
      return <RecordView timeline={data.timeline} record={data.record} vars={vars} slide={slide} />;
    case 'fields':
      return slide ? null : <FieldsFigure trace={data.incident} vars={vars} />;
    case 'kvPage':
      return <KvPageFigure vars={vars} />;
    case 'sequence':
      // the compact form on the page too (issue #23: beside the live view, not 1,533 px tall):
      // only the changed fields after a lane's first row (two columns on a slide)
      return <SequenceFigure trace={data.incident} vars={vars} columns={slide ? 2 : 1} />;
    case 'poolZoom':
      return <PoolZoomFigure trace={data.scene.trace} step={data.scene.step} vars={vars} />;
    default:
      return null;
  }
}

export function SceneFigures(props: FiguresProps) {
  const kinds = props.data.kinds;
  if (kinds.length === 0) return null;
  return (
    <>
      {kinds.map((k) => (
        <div key={k} className="sp-figure" data-figure={k}>
          <Figure kind={k} {...props} />
          {props.links !== false && (
            <p className="sp-open-explore">
              <a href={props.data.exploreHref}>{t('story.ui.openExplore')} →</a>
            </p>
          )}
        </div>
      ))}
    </>
  );
}
