/**
 * One sibling's figure (the explainer's closing chapter, the deck's family slide): the four
 * marks of its trace on a tick axis, with a legend that is also its text alternative. On a
 * slide (`slide`) the rows, circles and numbers are drawn larger, and the shaded band is said
 * once by the slide, not under each figure.
 */
import { t, type MessageKey } from '../../i18n';
import type { TimelineData } from './familyProps';
import './familyFigures.css';

const W = 320;
const AXIS_X = 44;
const TOP = 8;

export function SiblingTimeline({
  figure,
  title,
  slide = false,
}: {
  figure: TimelineData;
  title: string;
  slide?: boolean;
}) {
  const { marks } = figure;
  const row = slide ? 34 : 26;
  const r = slide ? 12 : 8;
  // room for the last mark's circle
  const right = r + 6;
  const first = marks[0]!.tick;
  const last = marks[marks.length - 1]!.tick;
  const span = Math.max(1, last - first);
  const x = (tick: number) => AXIS_X + ((tick - first) / span) * (W - AXIS_X - right);
  const label = (id: string) => t(`family.mark.${figure.mode}.${id}` as MessageKey);
  const h = TOP + marks.length * row + 20;
  return (
    <figure className="fam-fig" data-mode={figure.mode} data-slide={slide || undefined}>
      <svg
        viewBox={`0 0 ${W} ${h}`}
        role="img"
        aria-label={t('family.fig.label', { title })}
        className="fam-svg"
      >
        {/* the window in which the write is in flight: from its start to its landing */}
        <rect
          x={x(first)}
          y={TOP}
          width={x(last) - x(first)}
          height={marks.length * row}
          className="fam-window"
        />
        {marks.map((m, i) => {
          const y = TOP + i * row + (slide ? 17 : 12);
          return (
            <g key={m.id} className={`fam-mark fam-mark-${m.id}`}>
              <text x={0} y={y + (slide ? 6 : 4)} className="fam-tick">
                {m.tick}
              </text>
              <line x1={AXIS_X} x2={x(m.tick)} y1={y} y2={y} className="fam-lead" />
              <circle cx={x(m.tick)} cy={y} r={r} />
              <text x={x(m.tick)} y={y + (slide ? 6 : 4)} className="fam-num" textAnchor="middle">
                {i + 1}
              </text>
            </g>
          );
        })}
        <line
          x1={AXIS_X}
          x2={W - right}
          y1={h - 10}
          y2={h - 10}
          className="fam-axis"
          aria-hidden="true"
        />
      </svg>
      {/* the text alternative and the legend at once: one line per mark */}
      <ol className="fam-legend">
        {marks.map((m) => (
          <li key={m.id} data-mark={m.id}>
            <span className="fam-legend-tick">{t('family.fig.tick', { n: m.tick })}</span>{' '}
            {label(m.id)}
          </li>
        ))}
      </ol>
      {!slide && <p className="fam-window-note">{t('family.fig.window')}</p>}
      <figcaption>{t('family.fig.foreign', { n: figure.foreignPages })}</figcaption>
    </figure>
  );
}
