/** One sibling's figure in the closing chapter: the four marks of its trace on a tick axis. */
import { t, type MessageKey } from '../../i18n';
import type { SiblingFigure } from '../../story/familyFigures';

const W = 320;
const ROW = 26;
const TOP = 8;
const AXIS_X = 44;

export function SiblingTimeline({ figure, title }: { figure: SiblingFigure; title: string }) {
  const { marks } = figure;
  const first = marks[0]!.tick;
  const last = marks[marks.length - 1]!.tick;
  const span = Math.max(1, last - first);
  const x = (tick: number) => AXIS_X + ((tick - first) / span) * (W - AXIS_X - 12);
  const label = (id: string) => t(`family.mark.${figure.mode}.${id}` as MessageKey);
  const h = TOP + marks.length * ROW + 20;
  return (
    <figure className="fam-fig" data-mode={figure.mode}>
      <svg
        viewBox={`0 0 ${W} ${h}`}
        role="img"
        aria-label={t('family.fig.label', { title })}
        className="fam-svg"
      >
        {marks.map((m, i) => {
          const y = TOP + i * ROW + 12;
          return (
            <g key={m.id} className={`fam-mark fam-mark-${m.id}`}>
              <text x={0} y={y + 4} className="fam-tick">
                {m.tick}
              </text>
              <line x1={AXIS_X} x2={x(m.tick)} y1={y} y2={y} className="fam-lead" />
              <circle cx={x(m.tick)} cy={y} r={5} />
            </g>
          );
        })}
        <line
          x1={AXIS_X}
          x2={W - 12}
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
      <figcaption>{t('family.fig.foreign', { n: figure.foreignPages })}</figcaption>
    </figure>
  );
}
