// @vitest-environment node
/** Workshop files (issue 22 point 2): validated by JSON path, hostile input refused, opaque ids. */
import { describe, expect, it } from 'vitest';
import { builtinChallenges } from '../../src/lab';
import {
  opaqueId,
  parseWorkshop,
  resolveChallengeParam,
  validateWorkshop,
} from '../../src/lab/validateWorkshop';

const known = builtinChallenges().map((c) => c.id);
const base = {
  format: 'stale-pages-lab-workshop',
  version: 1,
  challenges: ['make-a-leak', 'smallest-rejected-prompt'],
};
const paths = (input: unknown) => {
  const r = validateWorkshop(input, known);
  return r.ok ? [] : r.problems.map((p) => `${p.path}: ${p.message}`);
};

describe('validateWorkshop', () => {
  it('accepts a minimal file: the order kept, spoilers and hints on, ids as they are', () => {
    const r = validateWorkshop(base, known);
    expect(r.ok && r.workshop).toEqual({
      ...base,
      spoilers: true,
      hints: true,
      opaqueIds: false,
    });
  });
  it('reads the facilitator switches and a title', () => {
    const r = validateWorkshop(
      {
        ...base,
        spoilers: false,
        hints: false,
        opaqueIds: true,
        title: { en: 'Day 1', fr: 'Jour 1' },
      },
      known,
    );
    expect(r.ok && [r.workshop.spoilers, r.workshop.hints, r.workshop.opaqueIds]).toEqual([
      false,
      false,
      true,
    ]);
    expect(r.ok && r.workshop.title).toEqual({ en: 'Day 1', fr: 'Jour 1' });
  });
  it('names every problem by its JSON path', () => {
    expect(
      paths({
        format: 'x',
        version: 2,
        challenges: ['make-a-leak', 'make-a-leak', 'no-such', 'UPPER', 7],
        spoilers: 'no',
        extra: 1,
        title: { de: 'x' },
      }),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\$\.format: /),
        expect.stringMatching(/^\$\.version: must be 1/),
        '$.challenges[1]: "make-a-leak" is listed twice',
        '$.challenges[2]: no challenge "no-such" is loaded',
        '$.challenges[3]: is not a challenge id',
        expect.stringMatching(/^\$\.challenges\[4\]: /),
        '$.spoilers: must be true or false',
        expect.stringMatching(/^\$\.extra/),
        expect.stringMatching(/^\$\.title/),
      ]),
    );
    expect(paths({ ...base, challenges: [] })).toEqual([
      '$.challenges: must be an array of 1 to 200 challenge ids',
    ]);
    expect(paths({ format: base.format, version: 1 })).toEqual([
      expect.stringMatching(/^\$\.challenges: /),
    ]);
  });
  it('refuses hostile input with a message, never a throw', () => {
    expect(paths(null)).toEqual(['$: a workshop file must be a JSON object']);
    expect(paths([base])).toEqual(['$: a workshop file must be a JSON object']);
    // inherited names, at the top and inside
    expect(
      paths(JSON.parse('{"__proto__": {"spoilers": true}, "challenges": ["make-a-leak"]}')),
    ).toEqual([expect.stringMatching(/__proto__/)]);
    expect(paths({ ...base, title: { en: 'x', constructor: 'y' } })).toEqual([
      expect.stringMatching(/^\$\.title\.constructor: /),
    ]);
    // nesting deeper than any workshop needs
    let deep: unknown = 'x';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(paths({ ...base, title: deep })[0]).toMatch(/nested more than 64 levels deep/);
    // too many ids; a very long one; markup stays text
    expect(
      paths({ ...base, challenges: Array.from({ length: 201 }, () => 'make-a-leak') }),
    ).toHaveLength(1);
    expect(paths({ ...base, challenges: ['a'.repeat(100_000)] })).toHaveLength(1);
    const r = validateWorkshop({ ...base, title: { en: '<img src=x onerror=alert(1)>' } }, known);
    expect(r.ok && r.workshop.title?.en).toBe('<img src=x onerror=alert(1)>');
    expect(parseWorkshop('{', known).ok).toBe(false);
    expect(parseWorkshop('', known).ok).toBe(false);
  });
});

describe('opaque challenge ids', () => {
  it('are stable, distinct per challenge and do not contain the id', () => {
    const all = known.map(opaqueId);
    expect(new Set(all).size).toBe(known.length);
    for (const [i, o] of all.entries()) {
      expect(o).toMatch(/^c[0-9a-f]{8}$/);
      expect(o).toBe(opaqueId(known[i]!));
      expect(o).not.toContain(known[i]!.split('-')[0]);
    }
    // FNV-1a 32-bit of "a" is 0xe40c292c (the published test vector)
    expect(opaqueId('a')).toBe('ce40c292c');
  });
  it('resolve both ways, so old links keep working', () => {
    expect(resolveChallengeParam('scrub-is-not-enough', known)).toBe('scrub-is-not-enough');
    expect(resolveChallengeParam(opaqueId('scrub-is-not-enough'), known)).toBe(
      'scrub-is-not-enough',
    );
    expect(resolveChallengeParam('c00000000', known)).toBeNull();
  });
});
