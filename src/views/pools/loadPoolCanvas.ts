/**
 * The pool views' D3/canvas core, loaded on demand (it stays out of the initial bundle), once
 * per page (../shared/loadOnce.ts).
 */
import { loadOnce } from '../shared/loadOnce';

export const loadPoolCanvas = loadOnce(() => import('./poolCanvas'));
