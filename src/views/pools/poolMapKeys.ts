/**
 * The focused pool map's keys (+/− zoom, arrows pan, 0 resets) as data, and what each does to
 * a pool canvas. Framework-free: the React binding only forwards the keyboard event.
 */
import type { ShortcutTable } from '../shared/keys';
import type { PoolCanvasHandle } from './poolCanvas';

export type PoolMapShortcut = 'zoom' | 'reset' | 'panX' | 'panY';

/** CSS pixels an arrow key pans by. */
export const PAN = 60;
/** Zoom factor of one +/− step. */
export const ZOOM_STEP = 1.6;

export const POOL_MAP_SHORTCUTS: ShortcutTable<PoolMapShortcut> = [
  {
    id: 'zoom',
    keys: [
      { key: '+', arg: 1 },
      { key: '=', arg: 1 },
      { key: '-', arg: -1 },
      { key: '_', arg: -1 },
    ],
  },
  { id: 'reset', keys: [{ key: '0' }] },
  {
    id: 'panX',
    keys: [
      { key: 'ArrowLeft', arg: 1 },
      { key: 'ArrowRight', arg: -1 },
    ],
  },
  {
    id: 'panY',
    keys: [
      { key: 'ArrowUp', arg: 1 },
      { key: 'ArrowDown', arg: -1 },
    ],
  },
];

type Core = Pick<PoolCanvasHandle, 'zoomBy' | 'reset' | 'panBy'>;

/** What each shortcut does to `core`. */
export function poolMapActions(core: Core): Record<PoolMapShortcut, (arg: number) => void> {
  return {
    zoom: (dir) => core.zoomBy(dir > 0 ? ZOOM_STEP : 1 / ZOOM_STEP),
    reset: () => core.reset(),
    panX: (dir) => core.panBy(dir * PAN, 0),
    panY: (dir) => core.panBy(0, dir * PAN),
  };
}
