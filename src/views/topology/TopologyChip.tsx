/** One request chip on the topology: tenant colour + letter, id, size bar, queue and KVPoll. */
import { tv } from '../shared/format';
import { LEAK_VAR, tenantInk, tenantVar } from '../shared/traceModel';
import { fitText } from './fitText';
import type { Placed } from './layout';

export interface ChipProps {
  placed: Placed;
  /** prompt length of the request (for the size bar) */
  promptTokens: number;
  /** tokens the chip carries on this node (1 for the placeholder) */
  carried: number;
  contextLength: number;
  lit: boolean;
  onEnter: () => void;
  onLeave: () => void;
  onPick: () => void;
}

export function TopologyChip({
  placed,
  promptTokens,
  carried,
  contextLength,
  lit,
  onEnter,
  onLeave,
  onPick,
}: ChipProps) {
  const { chip, x, y, w, h } = placed;
  const colour = tenantVar(chip.tenant);
  const textW = w - 28;
  const scale = (n: number) => Math.max(2, (textW * Math.min(n, contextLength)) / contextLength);
  const showBar = chip.where === 'prefill' || chip.where === 'decode';
  return (
    <g
      className="tv-chip"
      data-request={chip.request}
      data-where={chip.where}
      data-lit={lit || undefined}
      data-pending={chip.pending || undefined}
      style={{ transform: `translate(${x}px, ${y}px)` }}
      onMouseEnter={onEnter}
      onMouseLeave={onLeave}
      onClick={onPick}
    >
      <title>{[chip.id, chip.detail, chip.queue].filter(Boolean).join(' · ')}</title>
      <rect className="tv-chip-bg" width={w} height={h} rx={5} stroke={colour} />
      {/* outlined in its own colour when pending, so the dashed chip border stops at it */}
      <rect
        width={18}
        height={h}
        rx={4}
        fill={colour}
        stroke={chip.pending ? colour : undefined}
        strokeWidth={1.5}
      />
      <text
        className="tv-chip-letter"
        x={9}
        y={h / 2 + 5}
        textAnchor="middle"
        style={{ fill: tenantInk(chip.tenant) }}
      >
        {chip.letter}
      </text>
      <text className="tv-chip-id" x={24} y={15}>
        {chip.id}
      </text>
      {chip.leak ? (
        <text className="tv-chip-leak" x={24} y={39}>
          {fitText(tv('views.topo.leakMark'), textW, 10, { bold: true })}
        </text>
      ) : null}
      <text
        className="tv-chip-detail"
        x={24}
        y={28}
        data-placeholder={chip.placeholder || undefined}
        data-error={(chip.status !== null && chip.status !== 200) || undefined}
      >
        {fitText(chip.placeholder ? tv('views.topo.oneToken') : chip.detail, textW, 10.5, {
          bold: chip.placeholder,
        })}
      </text>
      {chip.placeholder ? (
        <text className="tv-chip-detail tv-chip-ph" x={24} y={40} data-placeholder>
          {fitText(tv('views.topo.placeholderFor', { n: promptTokens }), textW, 10, { bold: true })}
        </text>
      ) : null}
      {chip.queue ? (
        <text className="tv-chip-queue" x={24} y={chip.placeholder ? 51 : 39}>
          {fitText(chip.queue, textW, 9.5, { mono: true })}
        </text>
      ) : null}
      {showBar ? (
        <g transform={`translate(24, ${h - 7})`} aria-hidden="true">
          {chip.placeholder ? (
            <rect
              className="tv-ghost"
              width={scale(promptTokens)}
              height={4}
              fill="none"
              stroke={LEAK_VAR}
              strokeDasharray="3 2"
            />
          ) : null}
          <rect width={chip.placeholder ? 2 : scale(carried)} height={4} fill={colour} />
        </g>
      ) : null}
    </g>
  );
}
