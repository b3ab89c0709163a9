/**
 * The baseline the benchmark compares against: the same pool drawn by a plain D3 SVG data
 * join, one <rect> per page. Geometry is set once, on enter; each step updates only the fill:
 * `selectAll('rect').data(pages).join('rect').attr('fill', …)`.
 */
import { select } from 'd3';
import { gridLayout } from '../../src/views/pools/grid';
import { PAGE, type PageStates } from '../../src/views/pools/pageStates';
import { NO_TENANT } from '../../src/views/shared/traceModel';

/** The baseline's own fixed colours (the light theme's, as hex for the `${c}55` fades). */
const NEVER = '#e9e6de';
const OKABE_ITO = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#F0E442'];

function fillOf(states: PageStates, p: number): string {
  const st = states.state[p]!;
  if (st === PAGE.never) return NEVER;
  const t = st === PAGE.held ? states.holder[p]! : states.writer[p]!;
  if (t === NO_TENANT) return NEVER;
  const c = OKABE_ITO[t % OKABE_ITO.length]!;
  return st === PAGE.stale || st === PAGE.reserved ? `${c}55` : c;
}

export interface SvgPool {
  update(states: PageStates): void;
  destroy(): void;
}

export function createSvgPool(host: HTMLElement, totalPages: number): SvgPool {
  const w = host.clientWidth || 800;
  const h = host.clientHeight || 300;
  const g = gridLayout(totalPages, w, h);
  const svg = select(host).append('svg').attr('width', w).attr('height', h);
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  return {
    update(states) {
      svg
        .selectAll<SVGRectElement, number>('rect')
        .data(pages)
        .join((enter) =>
          enter
            .append('rect')
            .attr('x', (p) => g.x0 + ((p - 1) % g.cols) * g.cell)
            .attr('y', (p) => g.y0 + Math.floor((p - 1) / g.cols) * g.cell)
            .attr('width', g.cell)
            .attr('height', g.cell),
        )
        .attr('fill', (p) => fillOf(states, p));
    },
    destroy() {
      svg.remove();
    },
  };
}
