/**
 * Topology geometry and chip placement: client(s) → router → prefill ⇄ KV transfer ⇄ decode
 * → response. Two arrangements: a wide row, and a narrow stack for phones. Pure.
 */
import { KV_POLL_NAMES, type EngineState, type Trace } from '../../engine';
import { getTraceModel } from '../shared/traceModel';

export type BoxId = 'clients' | 'router' | 'prefill' | 'transfer' | 'decode' | 'response';
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface TopologyLayout {
  kind: 'wide' | 'medium' | 'narrow' | 'row';
  width: number;
  height: number;
  /** true for the phone stack (prefill and decode side by side under the router) */
  narrow: boolean;
  boxes: Record<BoxId, Box>;
  chipH: number;
  gap: number;
  /**
   * The type's scale against the drawing: font sizes and the line metrics that hold them
   * (a box's header, a chip's lines) are multiplied by it. 1 except in ROW, which is drawn
   * smaller than its nominal size in the explainer's column and sets its type larger instead.
   */
  type: number;
}

export const WIDE: TopologyLayout = {
  kind: 'wide',
  width: 1100,
  height: 292,
  narrow: false,
  chipH: 50,
  gap: 6,
  type: 1,
  boxes: {
    clients: { x: 8, y: 20, w: 130, h: 220 },
    router: { x: 160, y: 76, w: 130, h: 108 },
    prefill: { x: 312, y: 20, w: 196, h: 220 },
    transfer: { x: 514, y: 40, w: 162, h: 180 },
    decode: { x: 682, y: 20, w: 196, h: 220 },
    response: { x: 898, y: 20, w: 194, h: 220 },
  },
};

/**
 * One row at reading size for the explainer's live view beside the text (issue #23): narrower
 * than WIDE, so that its type is drawn near its nominal size in a ~750 px column, and lower,
 * so that the pools fit under it; chips wrap their queue names instead of cutting them.
 */
export const ROW: TopologyLayout = {
  kind: 'row',
  width: 840,
  height: 222,
  narrow: false,
  chipH: 50,
  gap: 5,
  // drawn at 0.85–0.91 of its size in the column (1280–1440 px windows): its 10 px labels
  // came out at 8.5–9.1 px (issue #23); set 15 % larger, they are drawn at 9.8–10.5 px
  type: 1.15,
  boxes: {
    // the nodes wider than at type 1 (a queue name such as PrefillBootstrapQueue is one word)
    clients: { x: 4, y: 4, w: 100, h: 186 },
    router: { x: 116, y: 44, w: 108, h: 108 },
    // the nodes reach down to the router's line (routerNote.ts): a placeholder's chip, its
    // queue wrapped at 1280 x 720, needs their height (the note lies under the clients instead)
    prefill: { x: 236, y: 4, w: 184, h: 212 },
    // as tall as the nodes allow: its caption takes three lines in Dutch, above "KV pages →"
    transfer: { x: 424, y: 14, w: 108, h: 170 },
    decode: { x: 536, y: 4, w: 184, h: 212 },
    response: { x: 732, y: 4, w: 104, h: 212 },
  },
};

/** Two rows: clients → router above; prefill ⇄ transfer ⇄ decode → response below. */
export const MEDIUM: TopologyLayout = {
  kind: 'medium',
  width: 720,
  height: 378,
  narrow: false,
  chipH: 50,
  gap: 6,
  type: 1,
  boxes: {
    clients: { x: 8, y: 8, w: 200, h: 100 },
    router: { x: 260, y: 8, w: 200, h: 100 },
    prefill: { x: 8, y: 140, w: 176, h: 230 },
    transfer: { x: 190, y: 160, w: 148, h: 190 },
    decode: { x: 344, y: 140, w: 176, h: 230 },
    response: { x: 536, y: 140, w: 176, h: 230 },
  },
};

export const NARROW: TopologyLayout = {
  kind: 'narrow',
  width: 400,
  height: 640,
  narrow: true,
  chipH: 50,
  gap: 6,
  type: 1,
  boxes: {
    clients: { x: 8, y: 8, w: 190, h: 138 },
    router: { x: 222, y: 8, w: 170, h: 138 },
    prefill: { x: 8, y: 176, w: 170, h: 220 },
    transfer: { x: 8, y: 404, w: 340, h: 70 },
    decode: { x: 222, y: 176, w: 170, h: 220 },
    response: { x: 8, y: 482, w: 384, h: 150 },
  },
};

/** The smallest label's size at type 1 (`--fs-xs`, 0.625rem), and the least it is drawn at. */
const XS_PX = 10;
export const LEAST_DRAWN_PX = 12;
/**
 * Past this the boxes' texts no longer fit their boxes (chips wrap, "+N more" takes over); the
 * row's transfer panel holds Dutch's three-line caption up to 1.45 (English needs 1.41 at
 * 1280 x 720; Dutch there is drawn at its zoom's floor, under 12 px).
 */
const MAX_TYPE = { row: 1.45, other: 1.6 };

/**
 * The layout with its type set so that its smallest label is drawn at LEAST_DRAWN_PX or more
 * whatever the figure's scale (a viewBox scaled to its column, a zoomed view, a phone): the
 * type grows as the figure is drawn smaller, never below the layout's own. `drawnWidth` is the
 * figure's width on screen (CSS px after every zoom and transform); 0 = not measured yet.
 */
export function readableLayout(layout: TopologyLayout, drawnWidth: number): TopologyLayout {
  if (!(drawnWidth > 0)) return layout;
  const need = LEAST_DRAWN_PX / (XS_PX * (drawnWidth / layout.width));
  // in hundredths, rounded up: a pixel of resize does not draw the figure again
  const most = layout.kind === 'row' ? MAX_TYPE.row : MAX_TYPE.other;
  const type = Math.min(most, Math.max(layout.type, Math.ceil(need * 100) / 100));
  return type === layout.type ? layout : { ...layout, type };
}

/**
 * A narrow layout with its two node boxes `extra` units taller and what is under them (the
 * transfer panel, the responses) moved down: at a phone's type a placeholder's chip, its
 * queue wrapped, is taller than the node drawn for type 1 (the view asks for its worst chip).
 */
export function withTallerNodes(layout: TopologyLayout, extra: number): TopologyLayout {
  if (!(extra > 0) || layout.kind !== 'narrow') return layout;
  const b = layout.boxes;
  const down = (box: Box): Box => ({ ...box, y: box.y + extra });
  const taller = (box: Box): Box => ({ ...box, h: box.h + extra });
  return {
    ...layout,
    height: layout.height + extra,
    boxes: {
      ...b,
      prefill: taller(b.prefill),
      decode: taller(b.decode),
      transfer: down(b.transfer),
      response: down(b.response),
    },
  };
}

/** Keeps text near its nominal size: each layout is used where it scales by ~0.9–1.4. */
export function chooseLayout(width: number): TopologyLayout {
  if (width <= 0 || width >= 1000) return WIDE;
  return width < 640 ? NARROW : MEDIUM;
}

export interface Chip {
  /** stable across boxes, so a chip glides from one box to the next */
  key: string;
  request: number;
  where: BoxId;
  id: string;
  letter: string;
  tenant: number;
  /** second line: tokens, placeholder note, or status */
  detail: string;
  /** third line: queue · KVPoll */
  queue: string;
  placeholder: boolean;
  /** the response carries other requests' data */
  leak: boolean;
  status: number | null;
  pending: boolean;
}

export interface ChipText {
  tokens: (n: number) => string;
  placeholder: (n: number) => string;
  status: (s: number) => string;
}

/**
 * The chip texts with each distinct value formatted once: at scale (500 requests) the same
 * token counts come back on every step, and number formatting was most of the chips' cost.
 */
export function cachedChipText(text: ChipText): ChipText {
  const memo = (f: (n: number) => string) => {
    const seen = new Map<number, string>();
    return (n: number) => {
      let out = seen.get(n);
      if (out === undefined) {
        if (seen.size >= 10_000) seen.clear(); // bounded over a long session of many files
        seen.set(n, (out = f(n)));
      }
      return out;
    };
  };
  return {
    tokens: memo(text.tokens),
    placeholder: memo(text.placeholder),
    status: memo(text.status),
  };
}

/** Where each request is at this state, one chip per node it is on. */
export function topologyChips(trace: Trace, state: EngineState, text: ChipText): Chip[] {
  const model = getTraceModel(trace);
  const chips: Chip[] = [];
  for (const r of state.requests) {
    const spec = trace.scenario.requests[r.index];
    const base = {
      request: r.index,
      id: r.id,
      letter: model.tenantLetters[model.requestTenant[r.index]!] ?? '?',
      tenant: model.requestTenant[r.index]!,
      placeholder: false,
      leak: false,
      status: null,
      pending: false,
      queue: '',
    };
    const main = `${r.id}:main`;
    if (r.response) {
      const v = trace.verdicts[r.index];
      chips.push({
        ...base,
        key: main,
        where: 'response',
        detail: text.status(r.response.status),
        status: r.response.status,
        leak: !!v && v.leakedFrom.length > 0 && r.response.status === 200,
      });
      continue;
    }
    if (r.bootstrapRoom === null) {
      chips.push({
        ...base,
        key: main,
        where: 'clients',
        detail: text.tokens(r.promptTokens),
        pending: (spec?.arrival ?? 0) > state.tick || spec?.after !== undefined,
      });
      continue;
    }
    const p = r.prefill;
    if (p && p.queue !== 'done') {
      chips.push({
        ...base,
        key: `${r.id}:prefill`,
        where: 'prefill',
        placeholder: p.placeholder,
        detail: p.placeholder ? text.placeholder(r.promptTokens) : text.tokens(p.inputLen),
        queue: queueLine(p.queue, p.kvPoll),
      });
    }
    const d = r.decode;
    if (!d) {
      chips.push({ ...base, key: main, where: 'router', detail: text.tokens(r.promptTokens) });
    } else if (d.queue !== 'done') {
      chips.push({
        ...base,
        key: main,
        where: 'decode',
        placeholder: d.placeholder,
        detail: d.placeholder ? text.placeholder(r.promptTokens) : text.tokens(d.fillLen),
        queue: queueLine(d.queue, d.kvPoll),
      });
    }
  }
  return chips;
}

function queueLine(queue: string, poll: number | null): string {
  return poll === null ? queue : `${queue} · ${KV_POLL_NAMES[poll as 0] ?? ''}`;
}

/** The clients' tenant squares: how many a row holds and the rows they take (at most 8). */
export function tenantRows(
  layout: TopologyLayout,
  tenants: number,
): { perRow: number; rows: number } {
  const perRow = Math.max(1, Math.floor((layout.boxes.clients.w - 10) / (20 * layout.type)));
  return { perRow, rows: Math.ceil(Math.min(8, tenants) / perRow) };
}

/** Space for a box's title and subtitle above its chips (at type scale 1). */
export const HEADER = 38;

/** The header's height in a layout (its title and subtitle scale with the type). */
export function headerOf(layout: TopologyLayout): number {
  return HEADER * layout.type;
}

export interface Placed {
  chip: Chip;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Height of a chip: compact where there is no queue (clients, router, response); one more
 * line for the placeholder ("1 token" / "placeholder for N tokens"). */
export function chipHeight(layout: TopologyLayout, chip: Chip): number {
  const compact = chip.where === 'clients' || chip.where === 'router' || chip.where === 'response';
  return ((compact ? 44 : layout.chipH) + (chip.placeholder ? 12 : 0)) * layout.type;
}

/** Stacks chips inside their boxes; returns what fits and how many did not, per box. */
export function placeChips(
  layout: TopologyLayout,
  chips: readonly Chip[],
  /** a chip's height at width `w` (its text wrapped); the fixed heights by default */
  heightOf: (chip: Chip, w: number) => number = (c) => chipHeight(layout, c),
  /** more room under a box's header (the clients' tenant squares on a second row) */
  below: Partial<Record<BoxId, number>> = {},
  /** room kept at a box's bottom (the router's note inside its box on a phone) */
  keep: Partial<Record<BoxId, number>> = {},
): { placed: Placed[]; overflow: Partial<Record<BoxId, number>> } {
  const placed: Placed[] = [];
  const overflow: Partial<Record<BoxId, number>> = {};
  const byBox = new Map<BoxId, Chip[]>();
  for (const c of chips) {
    const list = byBox.get(c.where);
    if (list) list.push(c);
    else byBox.set(c.where, [c]);
  }
  for (const [where, list] of byBox) {
    const box = layout.boxes[where];
    const cols = box.w >= 360 ? 2 : 1;
    const w = (box.w - 10 - (cols - 1) * layout.gap) / cols;
    const bottom = box.y + box.h - 4 - (keep[where] ?? 0);
    // the response box shows the latest answers first; others keep arrival order
    const ordered = where === 'response' ? [...list].reverse() : list;
    const y = Array.from({ length: cols }, () => box.y + headerOf(layout) + (below[where] ?? 0));
    let shown = 0;
    for (const chip of ordered) {
      const h = heightOf(chip, w);
      const col = shown % cols;
      const more = ordered.length - shown - 1 > 0 ? 14 * layout.type : 0;
      if (y[col]! + h > bottom - more && shown > 0) break;
      placed.push({ chip, x: box.x + 5 + col * (w + layout.gap), y: y[col]!, w, h });
      y[col]! += h + layout.gap;
      shown++;
    }
    if (ordered.length > shown) overflow[where] = ordered.length - shown;
  }
  return { placed, overflow };
}

export { lastTransfer, transferFor, type TransferInfo } from './transfer';

export type EdgeId =
  'client-router' | 'router-prefill' | 'router-decode' | 'metadata' | 'kv' | 'response';

/** Which edges the current event travels along (lit for the step). */
export function activeEdges(kind: string | undefined): EdgeId[] {
  switch (kind) {
    case 'router.dispatch':
      return ['client-router', 'router-prefill', 'router-decode'];
    case 'decode.prealloc':
      return ['metadata'];
    case 'prefill.send_kv_chunk':
    case 'prefill.transfer_success':
    case 'decode.transfer_success':
      return ['kv'];
    case 'router.response':
      return ['response'];
    case 'prefill.tokenizer_reject':
      return ['router-prefill'];
    case 'decode.tokenizer_reject':
    case 'decode.cancelled':
      return ['router-decode'];
    default:
      return [];
  }
}
