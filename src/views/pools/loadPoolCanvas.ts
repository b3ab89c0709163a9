/**
 * The pool views' D3/canvas core, loaded on demand (it stays out of the initial bundle), once
 * per page. `poolCanvasLoading` is the load on its way, if one was started: the unit tests'
 * set-up waits for it before a file's environment is torn down.
 */
type PoolCanvasModule = typeof import('./poolCanvas');

let loading: Promise<PoolCanvasModule> | null = null;

export function loadPoolCanvas(): Promise<PoolCanvasModule> {
  return (loading ??= import('./poolCanvas'));
}

export function poolCanvasLoading(): Promise<PoolCanvasModule> | null {
  return loading;
}
