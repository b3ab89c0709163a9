import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INK_SWITCH, tenantInk, tenantVar } from '../../src/views/shared/traceModel';

const css = readFileSync(join(process.cwd(), 'src', 'app', 'theme.css'), 'utf8');

/** The --tenant-N values of one theme.css block (the first block matching `selector`). */
function block(selector: string): Record<string, string> {
  const at = css.indexOf(selector);
  const body = css.slice(css.indexOf('{', at) + 1, css.indexOf('}', at));
  return Object.fromEntries(
    [...body.matchAll(/--(tenant-\d):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!]),
  );
}

function luminance(hex: string): number {
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = [1, 3, 5].map((i) => lin(parseInt(hex.slice(i, i + 2), 16) / 255));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('tenant ink', () => {
  const light = block(':root {');
  const themes = {
    light,
    dark: { ...light, ...block(":root[data-theme='dark']") },
    contrast: { ...light, ...block(":root[data-theme='contrast']") },
  };

  it.each(Object.entries(themes))('letters on tenant colours reach 4.5:1 (%s)', (_, vars) => {
    expect(Object.keys(vars)).toHaveLength(6);
    for (const hex of Object.values(vars)) {
      const y = luminance(hex);
      // the switch in tenantInk: white below INK_SWITCH, black from it up
      const ratio = y < INK_SWITCH ? 1.05 / (y + 0.05) : (y + 0.05) / 0.05;
      expect(ratio, hex).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('derives the ink from the theme variable', () => {
    expect(tenantInk(7)).toContain(tenantVar(1));
    expect(tenantInk(0)).toMatch(/^color\(from var\(--tenant-0\) srgb-linear /);
  });
});
