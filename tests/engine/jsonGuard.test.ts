// @vitest-environment node
/**
 * The shape guard every file reader runs first (src/engine/jsonGuard.ts): its problems and
 * their paths, and its cost on a large file (the red team's H7: a path string per element made
 * a 2.6 M-element file take 722 MB in `simulate`).
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, jsonShapeProblem } from '../../src/engine/jsonGuard';
import { TSX_ARGS, TSX_NODE } from '../helpers/script';

const nested = (levels: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < levels; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

describe('jsonShapeProblem', () => {
  it('finds an inherited key and names its path, quoting keys that are not identifiers', () => {
    expect(jsonShapeProblem({ a: [1, { 'b c': [0, { toString: 1 }] }] })).toEqual({
      path: '$.a[1]["b c"][1].toString',
      message: 'the key "toString" is not allowed here (every JavaScript object has one)',
    });
    expect(jsonShapeProblem(JSON.parse('{"x":{"__proto__":{}}}'))).toMatchObject({
      path: '$.x.__proto__',
    });
  });

  it('reports the first problem in document order', () => {
    expect(
      jsonShapeProblem({ a: [{ ok: 1 }, { valueOf: 1 }], b: { hasOwnProperty: 1 } })?.path,
    ).toBe('$.a[1].valueOf');
  });

  it('nesting: the path where the limit is passed; a value at the limit is fine', () => {
    expect(jsonShapeProblem(nested(MAX_JSON_DEPTH))).toBeNull();
    const p = jsonShapeProblem(nested(MAX_JSON_DEPTH + 1));
    expect(p?.message).toBe(`nested more than ${MAX_JSON_DEPTH} levels deep`);
    expect(p?.path.split(/[.[]/).length).toBe(MAX_JSON_DEPTH + 1);
    expect(jsonShapeProblem(nested(2_000_000))?.message).toMatch(/nested more than/);
  });

  it('primitives and null are fine at any size', () => {
    expect(jsonShapeProblem(null)).toBeNull();
    expect(jsonShapeProblem('x')).toBeNull();
    expect(jsonShapeProblem([null, 0, 'a', true])).toBeNull();
  });

  it('2.6 M elements in a 64 MB heap: no string per element (a path is built for the problem only)', () => {
    const r = spawnSync(
      TSX_NODE,
      ['--max-old-space-size=64', ...TSX_ARGS, 'tests/engine/jsonGuardChild.ts'],
      { encoding: 'utf8' },
    );
    expect(r.status, r.stderr.slice(0, 2000)).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      path: '$.requests[2599999].constructor',
      message: 'the key "constructor" is not allowed here (every JavaScript object has one)',
    });
  }, 60_000);
});
