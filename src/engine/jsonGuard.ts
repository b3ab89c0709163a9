/**
 * A first look at any parsed input (scenarios, challenges, progress) before a validator walks
 * it: nesting deeper than any file format here needs, and keys named like what every
 * JavaScript object inherits (`constructor`, `toString`, `__proto__`, …), which a lookup table
 * would otherwise mistake for its own entries. Iterative, so no input can overflow the stack.
 */
import type { Problem } from './validate';

/** Deeper than any valid scenario, challenge or progress file (a goal nests up to 12 predicates). */
export const MAX_JSON_DEPTH = 64;

const INHERITED: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

const child = (path: string, key: string | number): string =>
  typeof key === 'number'
    ? `${path}[${key}]`
    : /^[A-Za-z_$][\w$]*$/.test(key)
      ? `${path}.${key}`
      : `${path}[${JSON.stringify(key)}]`;

/** An object or array still to look at, with where it sits (its path is built only if needed). */
interface Frame {
  value: object;
  parent: Frame | null;
  key: string | number;
  depth: number;
}

function pathOf(f: Frame | null, last?: string): string {
  const keys: (string | number)[] = last === undefined ? [] : [last];
  for (let x = f; x && x.parent; x = x.parent) keys.push(x.key);
  let path = '$';
  for (let i = keys.length - 1; i >= 0; i--) path = child(path, keys[i]!);
  return path;
}

/**
 * The first problem with the value's shape, or null. Only objects and arrays are stacked, and
 * a path is built only for the problem reported: a 2.6 M-element array of numbers costs one
 * pass over it, not a path string per element.
 */
export function jsonShapeProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): Problem | null {
  if (typeof value !== 'object' || value === null) return null;
  const stack: Frame[] = [{ value, parent: null, key: '$', depth: 0 }];
  while (stack.length > 0) {
    const f = stack.pop()!;
    const { value: v, depth } = f;
    if (depth >= maxDepth)
      return { path: pathOf(f), message: `nested more than ${maxDepth} levels deep` };
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) {
        const x: unknown = v[i];
        if (typeof x === 'object' && x !== null)
          stack.push({ value: x, parent: f, key: i, depth: depth + 1 });
      }
      continue;
    }
    const keys = Object.keys(v);
    for (const k of keys)
      if (INHERITED.has(k))
        return {
          path: pathOf(f, k),
          message: `the key "${k}" is not allowed here (every JavaScript object has one)`,
        };
    for (let i = keys.length - 1; i >= 0; i--) {
      const x = (v as Record<string, unknown>)[keys[i]!];
      if (typeof x === 'object' && x !== null)
        stack.push({ value: x, parent: f, key: keys[i]!, depth: depth + 1 });
    }
  }
  return null;
}
