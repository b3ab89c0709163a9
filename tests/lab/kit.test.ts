/**
 * The facilitator kit (docs/workshop.md) matches the challenges it names: every star it writes
 * is the challenge's difficulty; each track's blocks hold challenges of the block's kind and
 * fit their slot in the agenda (minutes per challenge from the kit's own table); the agenda's
 * rows follow one another to 120 minutes; the mixed track is the ready workshop file, in its
 * order; the trainee setup says what the openai SDK really prints on SGLang's error shape.
 */
import { readFileSync } from 'node:fs';
import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { builtinChallenges, type Challenge } from '../../src/lab';

const kit = readFileSync('docs/workshop.md', 'utf8');
const ready = JSON.parse(readFileSync('docs/workshops/two-hours.json', 'utf8')) as {
  challenges: string[];
};
const byId = new Map(builtinChallenges().map((c) => [c.id, c]));

/** The rows of the markdown table under `heading` (cells trimmed, header and rule left out). */
function table(heading: string): string[][] {
  const at = kit.indexOf(`${heading}\n`);
  expect(at, heading).toBeGreaterThanOrEqual(0);
  const lines = kit.slice(at).split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[][] = [];
  for (const l of lines.slice(first + 2)) {
    if (!l.startsWith('|')) break;
    rows.push(
      l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  return rows;
}

/** `id (N★), id (N★)` → [id, N] pairs. */
const starred = (cell: string): [string, number][] =>
  cell
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .map((x) => {
      const m = /^([a-z0-9-]+) \(([1-5])★\)$/.exec(x);
      expect(m, `"${x}" is "id (N★)"`).not.toBeNull();
      return [m![1]!, Number(m![2])];
    });

const minutes = (hm: string) => {
  const [h, m] = hm.split(':').map(Number);
  return h! * 60 + m!;
};

const agenda = table('## Agenda (120 minutes)');
const tracks = table('## Which challenges for which audience');
const perChallenge = new Map(table('### Minutes per challenge').map((r) => [r[0]!, Number(r[1])]));

/** The blocks of a track's row, in the agenda's words. */
const BLOCKS = ['Lab, warm-up', 'Lab, exploit', 'Lab, live', 'Lab, second part'] as const;
const KIND: Record<(typeof BLOCKS)[number], (c: Challenge) => boolean> = {
  'Lab, warm-up': (c) => c.category === 'observe' && !('live' in c.goal),
  'Lab, exploit': (c) => c.category === 'exploit' && !('live' in c.goal),
  'Lab, live': (c) => 'live' in c.goal,
  'Lab, second part': (c) =>
    ['fix', 'operate', 'detect'].includes(c.category) && !('live' in c.goal),
};

describe('the facilitator kit', () => {
  it('every star it writes is the challenge’s difficulty', () => {
    const claims = [...kit.matchAll(/([a-z0-9-]+) \(([1-5])★\)/g)];
    expect(claims.length).toBeGreaterThan(20);
    for (const [, id, n] of claims) {
      expect(byId.has(id!), `${id} is a challenge`).toBe(true);
      expect(byId.get(id!)!.difficulty, id).toBe(Number(n));
    }
    // no star anywhere else, except the range the challenges span
    const others = kit.replace(/[a-z0-9-]+ \([1-5]★\)/g, '').match(/.{0,20}★.{0,20}/g) ?? [];
    const ds = [...byId.values()].map((c) => c.difficulty);
    for (const o of others)
      expect(o).toMatch(
        new RegExp(`${Math.min(...ds)}★–${Math.max(...ds)}★|1★ 5|2★ 10|3★\\s+15|4★ 20`),
      );
  });

  it('the agenda’s rows follow one another to 120 minutes', () => {
    let at = 0;
    for (const [span, min] of agenda) {
      const [from, to] = span!.split('–');
      expect(minutes(from!), span).toBe(at);
      expect(minutes(to!) - minutes(from!), span).toBe(Number(min));
      at = minutes(to!);
    }
    expect(at).toBe(120);
  });

  it('each track’s blocks hold challenges of their kind that fit their slot', () => {
    expect(tracks.length).toBe(4);
    for (const row of tracks) {
      const [audience, ...cells] = row;
      expect(cells.length).toBe(BLOCKS.length + 1);
      BLOCKS.forEach((block, i) => {
        const slot = agenda.filter((r) => r[2]!.startsWith(`${block}:`));
        expect(slot, block).toHaveLength(1);
        const ids = starred(cells[i]!).map(([id]) => id);
        expect(ids.length, `${audience}: ${block}`).toBeGreaterThan(0);
        for (const id of ids) expect(KIND[block](byId.get(id)!), `${audience}: ${id}`).toBe(true);
        const need = ids.reduce((sum, id) => {
          expect(perChallenge.has(id), `${id}'s minutes`).toBe(true);
          return sum + perChallenge.get(id)!;
        }, 0);
        expect(need, `${audience}: ${block}`).toBeLessThanOrEqual(Number(slot[0]![1]));
      });
      starred(cells[BLOCKS.length]!); // the fast finishers' stars are checked above
    }
  });

  it('the minutes per challenge follow the stars where no dry run measured them', () => {
    for (const [id, min] of perChallenge) {
      const row = table('### Minutes per challenge').find((r) => r[0] === id)!;
      if (row[2] === 'stars') expect(min, id).toBe(byId.get(id)!.difficulty * 5);
      else expect(row[2], id).toBe('dry run');
    }
  });

  it('the mixed track is the ready workshop file, in its order', () => {
    const mixed = tracks.find((r) => r[0]!.startsWith('mixed'))!;
    const ids = mixed.slice(1, 1 + BLOCKS.length).flatMap((c) => starred(c).map(([id]) => id));
    expect(ready.challenges).toEqual(ids);
  });

  it('the trainee setup quotes what the openai SDK prints on SGLang’s error shape', () => {
    // SGLang's OpenAI-route error (facts/sglang.md: {"object":"error","message":…,"code":…});
    // the SDK (node_modules/openai core/error.js, APIError.makeMessage) reads `body.error`
    const body = {
      object: 'error',
      message: 'The input (800000 tokens) is longer than the model’s context length',
      type: 'BadRequestError',
      param: null,
      code: 400,
    };
    // under mini_lb the fixed attack gets the decode's 500 with that body (tests/live/sdkErrors)
    const err = OpenAI.APIError.generate(500, { ...body, code: 500 }, undefined, new Headers());
    expect(err.message).toBe('500 status code (no body)');
    expect(kit).toContain(`"${err.message}"`);
    // under sgl-router the gateway's {"error":{"message":…}} is where the SDK looks
    const wrapped = OpenAI.APIError.generate(
      400,
      { error: { message: 'Prefill server error (400 Bad Request): {…}' } },
      undefined,
      new Headers(),
    );
    expect(kit).toContain(`"${wrapped.message}"`);
    expect(kit).toContain('1 token = 1 byte');
    expect(kit).toContain('export BASE=');
  });
});
