// @vitest-environment node
/**
 * No mode styles another mode's markup: a class a mode's components use is defined in that
 * mode's CSS, in src/views or in src/app, never only in another mode's CSS (which reaches it
 * only while that other mode happens to be loaded). The CSS-side twin of the lint rule that no
 * mode imports another (tests/lint/modes.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );
const all = files(SRC).map((f) => relative(SRC, f));
const read = (f: string) => readFileSync(join(SRC, f), 'utf8');
const modeOf = (f: string) => /^modes\/([^/]+)\//.exec(f)?.[1] ?? null;

/** Class names a stylesheet defines (every `.name` in its selectors). */
function defined(css: string): Set<string> {
  const out = new Set<string>();
  const noComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const rule of noComments.matchAll(/([^{}]+)\{/g))
    for (const m of rule[1]!.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) out.add(m[1]!);
  return out;
}

/** A selector list's selectors (commas inside :not(…), :is(…) do not split it). */
function topLevel(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  return [...out, list.slice(start)];
}

/**
 * Class names a stylesheet styles in their own right: the first class of a selector (`.a`,
 * `.a > b`), not one styled only inside another's context (`.sp-aside .a`, a mode adjusting a
 * view where it places it).
 */
function definedBase(css: string): Set<string> {
  const out = new Set<string>();
  const noComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const rule of noComments.matchAll(/([^{}]+)\{/g))
    for (const sel of topLevel(rule[1]!))
      for (const m of sel.trim().matchAll(/^\.(-?[_a-zA-Z][\w-]*)/g)) out.add(m[1]!);
  return out;
}

/**
 * Class names written in a component's className attributes: every string literal and every
 * literal part of a template inside the attribute (conditionals included). Names held in
 * variables or built by functions are not seen; the components here write theirs inline.
 */
function used(tsx: string): Set<string> {
  const out = new Set<string>();
  const add = (text: string) => {
    for (const c of text.split(/\s+/)) if (/^[_a-zA-Z][\w-]*$/.test(c)) out.add(c);
  };
  for (const m of tsx.matchAll(/className="([^"]*)"/g)) add(m[1]!);
  for (const m of tsx.matchAll(/className=\{/g)) {
    // the attribute's expression, to its matching brace
    let depth = 0;
    let end = m.index + 'className='.length;
    for (; end < tsx.length; end++) {
      if (tsx[end] === '{') depth++;
      else if (tsx[end] === '}' && --depth === 0) break;
    }
    const expr = tsx.slice(m.index, end);
    for (const lit of expr.matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`/g)) {
      const text = lit[1] ?? lit[2] ?? lit[3] ?? '';
      // a template's literal parts and the strings inside its ${…}
      add(text.replace(/\$\{[^}]*\}/g, ' '));
      for (const inner of text.matchAll(/'([^']*)'|"([^"]*)"/g)) add(inner[1] ?? inner[2] ?? '');
    }
  }
  return out;
}

const cssBy = new Map<string | null, Set<string>>();
for (const f of all.filter((f) => f.endsWith('.css'))) {
  const key = modeOf(f);
  const set = cssBy.get(key) ?? new Set<string>();
  for (const c of defined(read(f))) set.add(c);
  cssBy.set(key, set);
}
const shared = cssBy.get(null) ?? new Set<string>();

it('reads classes from CSS and components (the parsers find what they should)', () => {
  expect([...defined('.a, .b:hover > .c-d { x: 1 } /* .no */ @media (x) { .e { y: 2 } }')]).toEqual(
    ['a', 'b', 'c-d', 'e'],
  );
  expect(
    [
      ...used(
        '<p className="x y" /><i className={`z ${k ? "q" : ""} w`} /><b className={on ? \'a\' : \'b c\'} />',
      ),
    ].sort(),
  ).toEqual(['a', 'b', 'c', 'q', 'w', 'x', 'y', 'z']);
  expect(cssBy.get('explainer')?.size).toBeGreaterThan(20);
});

it('no mode uses a class only another mode’s CSS defines', () => {
  const problems: string[] = [];
  for (const f of all.filter((f) => f.endsWith('.tsx') && modeOf(f))) {
    const mode = modeOf(f)!;
    const own = cssBy.get(mode) ?? new Set<string>();
    for (const c of used(read(f))) {
      if (own.has(c) || shared.has(c)) continue;
      const owners = [...cssBy.entries()].filter(([m, s]) => m && m !== mode && s.has(c));
      if (owners.length > 0)
        problems.push(`${f}: .${c} (only in ${owners.map(([m]) => `modes/${m}`).join(', ')})`);
    }
  }
  expect(problems).toEqual([]);
});

it('no mode’s CSS styles markup only another mode renders', () => {
  const usedBy = new Map<string | null, Set<string>>();
  for (const f of all.filter((f) => f.endsWith('.tsx'))) {
    const key = modeOf(f);
    const set = usedBy.get(key) ?? new Set<string>();
    for (const c of used(read(f))) set.add(c);
    usedBy.set(key, set);
  }
  const problems: string[] = [];
  for (const f of all.filter((f) => f.endsWith('.css') && modeOf(f))) {
    const mode = modeOf(f)!;
    for (const c of defined(read(f))) {
      if (usedBy.get(mode)?.has(c) || usedBy.get(null)?.has(c)) continue;
      const others = [...usedBy.entries()].filter(([m, s]) => m && m !== mode && s.has(c));
      if (others.length > 0)
        problems.push(
          `${f}: .${c} (rendered only by ${others.map(([m]) => `modes/${m}`).join(', ')})`,
        );
    }
  }
  expect(problems).toEqual([]);
});

it('no view relies on a mode’s CSS: what a mode styles of a view is only its placement there', () => {
  const baseBy = new Map<string, Set<string>>();
  for (const f of all.filter((f) => f.endsWith('.css') && modeOf(f))) {
    const set = baseBy.get(modeOf(f)!) ?? new Set<string>();
    for (const c of definedBase(read(f))) set.add(c);
    baseBy.set(modeOf(f)!, set);
  }
  // `.sp-aside .b` places b in the aside: it styles the aside's content, not b in its own right
  expect([...definedBase('.a, .sp-aside .b, .c > d, e:not(.f, .g) { x: 1 }')]).toEqual([
    'a',
    'sp-aside',
    'c',
  ]);
  const problems: string[] = [];
  for (const f of all.filter((f) => f.endsWith('.tsx') && f.startsWith('views/'))) {
    for (const c of used(read(f))) {
      const owners = [...baseBy.entries()].filter(([, s]) => s.has(c));
      if (owners.length > 0)
        problems.push(`${f}: .${c} (styled in ${owners.map(([m]) => `modes/${m}`).join(', ')})`);
    }
  }
  expect(problems).toEqual([]);
});
