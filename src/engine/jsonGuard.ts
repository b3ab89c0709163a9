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

/** The first problem with the value's shape, or null. */
export function jsonShapeProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): Problem | null {
  const stack: [unknown, string, number][] = [[value, '$', 0]];
  while (stack.length > 0) {
    const [v, path, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= maxDepth) return { path, message: `nested more than ${maxDepth} levels deep` };
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--)
        stack.push([v[i] as unknown, child(path, i), depth + 1]);
      continue;
    }
    const keys = Object.keys(v);
    for (const k of keys)
      if (INHERITED.has(k))
        return {
          path: child(path, k),
          message: `the key "${k}" is not allowed here (every JavaScript object has one)`,
        };
    for (let i = keys.length - 1; i >= 0; i--)
      stack.push([(v as Record<string, unknown>)[keys[i]!], child(path, keys[i]!), depth + 1]);
  }
  return null;
}
