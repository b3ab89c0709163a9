/** Small helpers for validators that report every problem with its JSON path; never throw. */
import type { Problem } from '../engine';

export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const fmt = (n: number): string => n.toLocaleString('en-US');

export class Checker {
  problems: Problem[] = [];

  add(path: string, message: string): void {
    this.problems.push({ path, message });
  }

  /**
   * Rejects unknown fields (naming the allowed ones) and reports missing required ones. A
   * `$comment` (JSON Schema's own comment keyword: JSON has no comments) is allowed in every
   * object of a lab file, as a string or a list of strings, and ignored.
   */
  fields(o: Obj, path: string, allowed: readonly string[], required: readonly string[]): void {
    if ('$comment' in o) this.comment(o.$comment, `${path}.$comment`);
    for (const k of Object.keys(o))
      if (k !== '$comment' && !allowed.includes(k))
        this.add(`${path}.${k}`, `unknown field "${k}" (allowed here: ${allowed.join(', ')})`);
    for (const k of required) if (!(k in o)) this.add(`${path}.${k}`, 'required field is missing');
  }

  comment(v: unknown, path: string): void {
    if (typeof v === 'string') this.str(v, path, 4000, false);
    else if (Array.isArray(v) && v.length <= 64)
      v.forEach((x, i) => this.str(x, `${path}[${i}]`, 4000, false));
    else this.add(path, 'must be a string or a list of at most 64 strings');
  }

  obj(v: unknown, path: string, what = 'an object'): v is Obj {
    if (isObj(v)) return true;
    this.add(path, `must be ${what}`);
    return false;
  }

  str(v: unknown, path: string, max: number, nonEmpty = true): v is string {
    if (typeof v !== 'string') return (this.add(path, 'must be a string'), false);
    if (nonEmpty && v.trim().length === 0) return (this.add(path, 'must not be empty'), false);
    if (v.length > max) return (this.add(path, `must be at most ${fmt(max)} characters`), false);
    return true;
  }

  int(v: unknown, path: string, min: number, max: number): v is number {
    if (typeof v !== 'number' || !Number.isInteger(v))
      return (this.add(path, 'must be a whole number'), false);
    if (v < min || v > max)
      return (this.add(path, `must be between ${fmt(min)} and ${fmt(max)} (got ${fmt(v)})`), false);
    return true;
  }

  bool(v: unknown, path: string): v is boolean {
    if (typeof v === 'boolean') return true;
    this.add(path, 'must be true or false');
    return false;
  }

  oneOf<T extends string>(v: unknown, path: string, options: readonly T[]): v is T {
    if (typeof v === 'string' && (options as readonly string[]).includes(v)) return true;
    this.add(path, `must be one of: ${options.join(', ')}`);
    return false;
  }

  /** An array of strings, each one of `options` (when given), without duplicates. */
  strings(v: unknown, path: string, options?: readonly string[], max = 64): v is string[] {
    if (!Array.isArray(v)) return (this.add(path, 'must be an array of strings'), false);
    const before = this.problems.length;
    const seen = new Set<string>();
    v.forEach((x: unknown, i) => {
      const p = `${path}[${i}]`;
      if (options ? this.oneOf(x, p, options) : this.str(x, p, max)) {
        if (seen.has(x as string)) this.add(p, `duplicate "${String(x)}"`);
        seen.add(x as string);
      }
    });
    return this.problems.length === before;
  }

  /** `{ min?, max? }` with whole numbers in [lo, hi] and min ≤ max. */
  range(v: unknown, path: string, lo: number, hi: number): boolean {
    if (!this.obj(v, path, 'an object like { "min": 1, "max": 3 }')) return false;
    const before = this.problems.length;
    this.fields(v, path, ['min', 'max'], []);
    if (v.min !== undefined) this.int(v.min, `${path}.min`, lo, hi);
    if (v.max !== undefined) this.int(v.max, `${path}.max`, lo, hi);
    if (typeof v.min === 'number' && typeof v.max === 'number' && v.min > v.max)
      this.add(path, `min (${fmt(v.min)}) is greater than max (${fmt(v.max)})`);
    return this.problems.length === before;
  }
}
