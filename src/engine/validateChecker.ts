/** The validator's checker: collects each problem with its JSON path; never throws. */
import type { Problem } from './validate';

export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const fmt = (n: number) => n.toLocaleString('en-US');

export class Checker {
  problems: Problem[] = [];
  add(path: string, message: string): void {
    this.problems.push({ path, message });
  }
  fields(o: Obj, path: string, allowed: readonly string[], required: readonly string[]): void {
    for (const k of Object.keys(o)) {
      if (!allowed.includes(k))
        this.add(`${path}.${k}`, `unknown field "${k}" (allowed here: ${allowed.join(', ')})`);
    }
    for (const k of required) if (!(k in o)) this.add(`${path}.${k}`, `required field is missing`);
  }
  str(o: Obj, key: string, path: string, max: number, optional = false): string | undefined {
    const v = o[key];
    if (v === undefined && optional) return undefined;
    if (v === undefined) return undefined; // reported by fields()
    if (typeof v !== 'string') return void this.add(`${path}.${key}`, 'must be a string');
    if (v.length > max)
      return void this.add(`${path}.${key}`, `must be at most ${fmt(max)} characters`);
    return v;
  }
  int(o: Obj, key: string, path: string, min: number, max: number, hint = ''): number | undefined {
    const v = o[key];
    if (v === undefined) return undefined;
    if (typeof v !== 'number' || !Number.isInteger(v))
      return void this.add(`${path}.${key}`, 'must be a whole number');
    if (v < min || v > max)
      return void this.add(
        `${path}.${key}`,
        `must be between ${fmt(min)} and ${fmt(max)}${hint} (got ${fmt(v)})`,
      );
    return v;
  }
}
