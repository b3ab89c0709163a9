/**
 * Colours for the pool painter, read from the theme's CSS custom properties (src/app/theme.css,
 * the only palette; this is the one place canvas code reads them) and packed as 32-bit pixels
 * for a Uint32Array view of ImageData.
 */
import { color } from 'd3';
import { PALETTE_SIZE } from '../shared/traceModel';

type RGB = [number, number, number];

export interface Palette {
  /** solid tenant colours (held pages) */
  tenant: Uint32Array;
  /** faded tenant colours (stale data) */
  faded: Uint32Array;
  /** darker tenant colours (hatch lines over stale data) */
  dark: Uint32Array;
  never: number;
  bg: number;
  panel: number;
  fg: number;
  leak: number;
  focus: number;
  grid: number;
  /** CSS strings for canvas 2D overlays */
  css: { fg: string; bg: string; leak: string; focus: string; panel: string };
}

/** A custom property's value by name (`--bg`), '' when unset. */
export type TokenReader = (name: string) => string;

/** A token's colour; black when the theme does not set it (theme.css not loaded). */
function parse(s: string): RGB {
  const c = color(s.trim());
  const rgb = c ? c.rgb() : { r: 0, g: 0, b: 0 };
  return [Math.round(rgb.r), Math.round(rgb.g), Math.round(rgb.b)];
}

/** Little-endian RGBA packed for a Uint32Array over ImageData.data. */
export function pack([r, g, b]: RGB, a = 255): number {
  return ((a << 24) | (b << 16) | (g << 8) | r) >>> 0;
}

function mix(a: RGB, b: RGB, t: number): RGB {
  return [
    Math.round(a[0] + (b[0] - a[0]) * t),
    Math.round(a[1] + (b[1] - a[1]) * t),
    Math.round(a[2] + (b[2] - a[2]) * t),
  ];
}

function luminance([r, g, b]: RGB): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Reads the palette from an element's computed style, or from any token reader. */
export function readPalette(source: Element | TokenReader): Palette {
  let v: TokenReader = () => '';
  if (typeof source === 'function') v = source;
  else if (typeof getComputedStyle === 'function') {
    try {
      const cs = getComputedStyle(source);
      v = (name) => cs.getPropertyValue(name);
    } catch {
      // no computed style (a detached element in some environments): every token unset
    }
  }
  const bg = parse(v('--bg'));
  const fg = parse(v('--fg'));
  const panel = parse(v('--panel'));
  const leak = parse(v('--leak'));
  const focus = parse(v('--focus'));
  const never = parse(v('--never'));
  const border = parse(v('--border'));
  const dark = luminance(bg) < 0.4;
  const tenant = new Uint32Array(256).fill(pack(never));
  const faded = new Uint32Array(256).fill(pack(never));
  const darker = new Uint32Array(256).fill(pack(never));
  for (let i = 0; i < 255; i++) {
    const base = parse(v(`--tenant-${i % PALETTE_SIZE}`));
    tenant[i] = pack(base);
    faded[i] = pack(mix(base, panel, dark ? 0.62 : 0.68));
    darker[i] = pack(mix(base, dark ? [255, 255, 255] : [0, 0, 0], dark ? 0.1 : 0.28));
  }
  const hex = (c: RGB) => `rgb(${c[0]},${c[1]},${c[2]})`;
  return {
    tenant,
    faded,
    dark: darker,
    never: pack(never),
    bg: pack(bg),
    panel: pack(panel),
    fg: pack(fg),
    leak: pack(leak),
    focus: pack(focus),
    grid: pack(mix(border, panel, 0.2)),
    css: { fg: hex(fg), bg: hex(bg), leak: hex(leak), focus: hex(focus), panel: hex(panel) },
  };
}

/** Blends a packed colour toward `to` (packed) by t in [0, 1]; used to dim non-highlighted pages. */
export function blendPacked(c: number, to: number, t: number): number {
  const r = c & 255;
  const g = (c >>> 8) & 255;
  const b = (c >>> 16) & 255;
  const r2 = to & 255;
  const g2 = (to >>> 8) & 255;
  const b2 = (to >>> 16) & 255;
  const rr = (r + (r2 - r) * t + 0.5) | 0;
  const gg = (g + (g2 - g) * t + 0.5) | 0;
  const bb = (b + (b2 - b) * t + 0.5) | 0;
  return ((255 << 24) | (bb << 16) | (gg << 8) | rr) >>> 0;
}
