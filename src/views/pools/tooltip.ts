/** Where the pool map's tooltip goes. Framework-free. */

/** A page under the pointer or the keyboard cursor, at (x, y) in a view width × height (CSS px). */
export interface Tip {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}
export const NO_TIP: Tip = { page: 0, x: 0, y: 0, width: 0, height: 0 };

export interface TipPlacement {
  left?: number;
  right?: number;
  top?: number;
  bottom?: number;
  maxWidth: number;
}

/** Beside the point, on the side with more room, never outside the map (CSS px). */
export function tipPlacement(tip: Tip): TipPlacement {
  const gap = 12;
  const right = tip.x > tip.width / 2;
  const out: TipPlacement = {
    maxWidth: Math.max(150, Math.min(352, right ? tip.x - gap : tip.width - tip.x - gap)),
  };
  if (right) out.right = tip.width - tip.x + gap;
  else out.left = tip.x + gap;
  if (tip.y > tip.height / 2) out.bottom = tip.height - tip.y + gap;
  else out.top = tip.y + gap;
  return out;
}
