// @vitest-environment node
/**
 * One token source: src/app/theme.css holds every colour. Elsewhere in src no CSS file writes
 * a hex colour, redefines a theme token or repeats a token's value as a var() fallback, and no
 * TS file holds a hex colour string (canvas code reads the custom properties, palette.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');
const THEME = 'app/theme.css';
/** The lab's own colours are not part of this pass either (src/modes/lab, src/lab). */
const OUT_OF_SCOPE = /^(modes\/lab|lab|engine|i18n)\//;

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [relative(SRC, join(dir, e.name))],
  );
const read = (f: string) => readFileSync(join(SRC, f), 'utf8');
const all = files(SRC).filter((f) => !OUT_OF_SCOPE.test(f));
const css = all.filter((f) => f.endsWith('.css') && f !== THEME);
const ts = all.filter((f) => /\.tsx?$/.test(f));

const HEX = /#[0-9a-fA-F]{3,8}\b/;
const TOKENS = new Set([...read(THEME).matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]!));

const offenders = (list: string[], bad: (text: string) => string | undefined) =>
  list.flatMap((f) => {
    const hit = bad(read(f));
    return hit ? [`${f}: ${hit}`] : [];
  });

describe('one token source (src/app/theme.css)', () => {
  it('theme.css defines the palette', () => {
    for (const t of ['--bg', '--fg', '--leak', '--tenant-0', '--tenant-5', '--leak-ink'])
      expect(TOKENS.has(t), t).toBe(true);
  });

  it('no other CSS file writes a hex colour', () => {
    expect(offenders(css, (text) => HEX.exec(text)?.[0])).toEqual([]);
  });

  it('no file repeats a token as a var() fallback', () => {
    const fallback = /var\((--[\w-]+)\s*,[^)]*\)/g;
    const bad = (text: string) => [...text.matchAll(fallback)].find((m) => TOKENS.has(m[1]!))?.[0];
    expect(offenders([...css, ...ts], bad)).toEqual([]);
  });

  it('no other CSS file redefines a theme token', () => {
    const bad = (text: string) =>
      [...text.matchAll(/(--[\w-]+)\s*:/g)].find((m) => TOKENS.has(m[1]!))?.[1];
    expect(offenders(css, bad)).toEqual([]);
  });

  it('no TS file holds a hex colour string', () => {
    const bad = (text: string) => /['"`]#[0-9a-fA-F]{3,8}\b/.exec(text)?.[0];
    expect(offenders(ts, bad)).toEqual([]);
  });
});

/**
 * The type scale: theme.css defines at most six sizes (--fs-*), and every CSS file in src
 * (the app, the views and every mode) uses only them.
 */
describe('one type scale (src/app/theme.css)', () => {
  /** The :root block's steps (the .type-floor rule after it raises some of them to a floor). */
  const root = read(THEME).split(/^\}/m)[0]!;
  const SCALE = [...root.matchAll(/(--fs-[\w-]+)\s*:\s*([^;]+);/g)].map((m) => m[1]!);
  /** Every CSS file in src but theme.css: no folder or file is left out any more. */
  const scaled = files(SRC).filter((f) => f.endsWith('.css') && f !== THEME);
  const sizes = (text: string) =>
    [...text.matchAll(/font-size\s*:\s*([^;}]+)/g)].map((m) => m[1]!.trim());

  it('has at most six sizes, defined once', () => {
    expect(SCALE.length).toBeGreaterThan(0);
    expect(SCALE.length).toBeLessThanOrEqual(6);
    expect(new Set(SCALE).size).toBe(SCALE.length);
  });

  it('every font-size in app, views and modes CSS is a step of the scale', () => {
    const allowed = new Set(SCALE.map((v) => `var(${v})`));
    const bad = (text: string) => sizes(text).find((v) => !allowed.has(v));
    expect(scaled.length).toBeGreaterThan(5);
    expect(offenders(scaled, bad)).toEqual([]);
  });

  it('no font shorthand sets a size there either', () => {
    const bad = (text: string) =>
      [...text.matchAll(/(?<![\w-])font\s*:\s*([^;}]+)/g)]
        .map((m) => m[1]!.trim())
        .find((v) => v !== 'inherit');
    expect(offenders(scaled, bad)).toEqual([]);
  });

  it('covers the explainer, the presenter and the figures, which came last', () => {
    for (const dir of ['app', 'views/figures', 'modes/explainer', 'modes/presenter', 'modes/lab'])
      expect(
        scaled.some((f) => f.startsWith(`${dir}/`)),
        dir,
      ).toBe(true);
  });
});

/**
 * The dark palette is written once, under `:root[data-theme='dark']`: the system colour scheme
 * is resolved to a `data-theme` in script (index.html before the first paint, then the app),
 * so no copy sits inside `@media (prefers-color-scheme: dark)`. tests/e2e/theme.e2e.test.ts
 * checks in the browser that the system's dark and the toggle's dark compute the same colours.
 */
describe('the dark palette', () => {
  const text = read(THEME).replace(/\/\*[\s\S]*?\*\//g, '');
  /** Every innermost rule of theme.css: its selector and its declarations. */
  const rules = [...text.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
    selector: m[1]!.trim(),
    decls: m[2]!
      .split(';')
      .map((d) => d.trim().replace(/\s*:\s*/, ': '))
      .filter(Boolean),
  }));
  const DARK = ":root[data-theme='dark']";
  const dark = rules.filter((r) => r.selector === DARK);

  it("is declared once, under :root[data-theme='dark']", () => {
    expect(dark).toHaveLength(1);
    expect(dark[0]!.decls).toContain('color-scheme: dark');
    expect(dark[0]!.decls.length).toBeGreaterThan(10);
  });

  it('has no second copy: no rule repeats its --bg, and none follows prefers-color-scheme', () => {
    const bg = dark[0]!.decls.find((d) => d.startsWith('--bg:'));
    expect(bg).toBeDefined();
    expect(rules.filter((r) => r.decls.includes(bg!)).map((r) => r.selector)).toEqual([DARK]);
    expect(text).not.toMatch(/prefers-color-scheme/);
  });

  it('no two rules of theme.css declare the same palette', () => {
    const seen = rules.map((r) => [...r.decls].sort().join(';'));
    expect(new Set(seen).size).toBe(seen.length);
  });
});
