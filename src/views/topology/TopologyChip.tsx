/** One request chip on the topology: tenant colour + letter, id, size bar, queue and KVPoll. */
import { tv } from '../shared/format';
import { LEAK_VAR, tenantInk, tenantVar } from '../shared/traceModel';
import { wrapLines } from './fitText';
import type { Chip, Placed } from './layout';

export interface ChipProps {
  placed: Placed;
  /** its text under the id, from chipLines (the placement measured with the same lines) */
  lines: readonly ChipLine[];
  /** prompt length of the request (for the size bar) */
  promptTokens: number;
  /** tokens the chip carries on this node (1 for the placeholder) */
  carried: number;
  contextLength: number;
  lit: boolean;
  /** the layout's type scale (layout.ts): line positions follow the font sizes */
  type: number;
  onEnter: () => void;
  onLeave: () => void;
  onPick: () => void;
}

/** One line of a chip's text, below its id. */
export interface ChipLine {
  text: string;
  kind: 'detail' | 'placeholder' | 'error' | 'leak' | 'queue';
  /** goes on with the previous line's word (wrapped inside an identifier) */
  joins?: boolean;
}

/** Baseline of the first line under the id, and the distance between lines. */
const FIRST = 28;
const LEAD = 12;

/**
 * A chip's lines, wrapped to its width (never cut: words and identifiers stay whole, an
 * identifier breaks only after `_`, `.` or `·`), in the order drawn under the id.
 */
export function chipLines(chip: Chip, w: number, promptTokens: number, type = 1): ChipLine[] {
  const textW = w - 28;
  const out: ChipLine[] = [];
  const add = (text: string, kind: ChipLine['kind'], size: number, bold = false, mono = false) => {
    for (const line of wrapLines(text, textW, size * type, { bold, mono }))
      out.push({ text: line.text, kind, ...(line.joins ? { joins: true } : {}) });
  };
  if (chip.placeholder) {
    add(tv('views.topo.oneToken'), 'placeholder', 10.5, true);
    add(tv('views.topo.placeholderFor', { n: promptTokens }), 'placeholder', 10, true);
  } else {
    add(chip.detail, chip.status !== null && chip.status !== 200 ? 'error' : 'detail', 10.5);
  }
  if (chip.leak) add(tv('views.topo.leakMark'), 'leak', 10, true);
  // the queue, then its KVPoll state, each on its own line(s)
  for (const part of chip.queue ? chip.queue.split(' · ') : []) add(part, 'queue', 10, false, true);
  return out;
}

/** The height of a chip with these lines (room for the size bar on the nodes). */
export function chipHeightOf(chip: Chip, lines: number, type = 1): number {
  const bar = chip.where === 'prefill' || chip.where === 'decode';
  return (FIRST + LEAD * Math.max(0, lines - 1) + (bar ? 12 : 8)) * type;
}

/** The longest queue lines a node's chip shows (a queue and its KVPoll state). */
const LONGEST_QUEUES = [
  'PrefillBootstrapQueue · Bootstrapping',
  'disagg_prefill_inflight_queue · WaitingForInput',
  'DecodeTransferQueue · WaitingForInput',
  'DecodePreallocQueue · WaitingForInput',
];

/**
 * The tallest a node's chip can be at width `w`: a placeholder for a seven-digit prompt with
 * the longest queue line (what a node box must hold under its header).
 */
export function tallestNodeChip(w: number, type: number): number {
  return Math.max(
    ...LONGEST_QUEUES.map((queue) => {
      const chip: Chip = {
        key: '',
        request: 0,
        where: 'prefill',
        id: 'r1',
        letter: 'A',
        tenant: 0,
        detail: '',
        queue,
        placeholder: true,
        leak: false,
        status: null,
        pending: false,
      };
      return chipHeightOf(chip, chipLines(chip, w, 1_000_000, type).length, type);
    }),
  );
}

const LINE_CLASS: Record<ChipLine['kind'], string> = {
  detail: 'tv-chip-detail',
  placeholder: 'tv-chip-detail',
  error: 'tv-chip-detail',
  leak: 'tv-chip-leak',
  queue: 'tv-chip-queue',
};

export function TopologyChip({
  placed,
  lines,
  promptTokens,
  carried,
  contextLength,
  lit,
  type,
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
        y={h / 2 + 5 * type}
        textAnchor="middle"
        style={{ fill: tenantInk(chip.tenant) }}
      >
        {chip.letter}
      </text>
      <text className="tv-chip-id" x={24} y={15 * type}>
        {chip.id}
      </text>
      {lines.map((line, i) => (
        <text
          key={i}
          className={LINE_CLASS[line.kind]}
          x={24}
          y={(FIRST + LEAD * i) * type}
          data-placeholder={line.kind === 'placeholder' || undefined}
          data-error={line.kind === 'error' || undefined}
          data-joins={line.joins || undefined}
        >
          {line.text}
        </text>
      ))}
      {showBar ? (
        <g transform={`translate(24, ${h - 8.5})`} aria-hidden="true">
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
