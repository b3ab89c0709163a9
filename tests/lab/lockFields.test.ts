// @vitest-environment node
/**
 * Locks cover every field a scenario can carry: the fields are read from the scenario format's
 * own lists (SCENARIO_FIELDS, which the validator checks with, and the JSON Schema generated
 * from them), not written out here. Each one, changed alone in a valid way, must be refused by
 * a challenge that allows nothing, unless the lock lists it as free (FREE_FIELDS: what only
 * changes what is shown). A field added to the format later fails this test until it gets a
 * change below and the lock compares it (or lists it as free, on purpose).
 */
import { describe, expect, it } from 'vitest';
import {
  FIX_NAMES,
  SCENARIO_FIELDS,
  validateScenario,
  type FixName,
  type Scenario,
} from '../../src/engine';
import { FREE_FIELDS, checkChanges } from '../../src/lab/allowed';
import { scenarioSchema, type Schema } from '../../src/lab/schemas';
import { startingScenario } from '../../src/lab';
import { challenge } from './solutions';

/** The object kinds of SCENARIO_FIELDS (its `…Required` lists repeat fields of these). */
const KINDS = Object.keys(SCENARIO_FIELDS).filter((k) => !k.endsWith('Required'));

/** Every field as `kind.field`: SCENARIO_FIELDS, and the fix switches (config.fixes' fields). */
function formatFields(): string[] {
  const out = KINDS.flatMap((k) =>
    (SCENARIO_FIELDS[k as keyof typeof SCENARIO_FIELDS] as readonly string[]).map(
      (f) => `${k}.${f}`,
    ),
  );
  return [...out, ...FIX_NAMES.map((f) => `fixes.${f}`)];
}

/** The same list read from the generated JSON Schema, by walking its properties. */
function schemaFields(): string[] {
  const out = new Set<string>();
  const kindOf: Record<string, string> = {
    config: 'config',
    prefill: 'node',
    decode: 'node',
    fixes: 'fixes',
    transfer: 'transfer',
    defences: 'defences',
    tenants: 'tenant',
    requests: 'request',
    recorded: 'recorded',
  };
  const walk = (s: Schema, kind: string) => {
    const props = (s.properties ?? {}) as Record<string, Schema>;
    for (const [f, sub] of Object.entries(props)) {
      out.add(`${kind}.${f}`);
      const next = kindOf[f];
      if (!next) continue;
      walk(sub.type === 'array' ? (sub.items as Schema) : sub, next);
    }
  };
  walk(scenarioSchema(), 'root');
  return [...out];
}

type Change = (s: Scenario) => void;
const req = (s: Scenario, id: string) => s.requests.find((r) => r.id === id)!;
const flip =
  (f: FixName): Change =>
  (s) =>
    void (s.config.fixes[f] = !s.config.fixes[f]);

/** A live server's record on the scenario (made if absent), for a change of one of its fields. */
const record = (s: Scenario) =>
  (s.recorded ??= {
    by: 'stale-pages live',
    deployment: 'team-1',
    server: 'server-1',
    verifiable: true,
    key: 'key-1',
    signature: 'sig-1',
  });

/** One valid change of each field (containers: a change inside them). */
const CHANGES: Record<string, Change> = {
  'root.name': (s) => void (s.name += ' (mine)'),
  'root.description': (s) => void (s.description += ' (mine)'),
  'root.seed': (s) => void (s.seed += 1),
  'root.config': (s) =>
    void (s.config = { ...s.config, contextLength: s.config.contextLength - 1 }),
  'root.tenants': (s) => void s.tenants.push({ id: 'z', name: 'Tenant Z' }),
  'root.requests': (s) => void s.requests.push({ ...s.requests[0]!, id: 'extra' }),
  'root.$schema': (s) => void ((s as unknown as Record<string, unknown>).$schema = 'x.schema.json'),
  'root.$comment': (s) => void ((s as unknown as Record<string, unknown>).$comment = 'a note'),
  'config.contextLength': (s) => void (s.config.contextLength -= 1),
  'config.pageSize': (s) => void (s.config.pageSize /= 2),
  'config.prefill': (s) =>
    void (s.config.prefill = { poolTokens: s.config.prefill.poolTokens + 64 }),
  'config.decode': (s) => void (s.config.decode = { poolTokens: s.config.decode.poolTokens + 64 }),
  'config.router': (s) =>
    void (s.config.router = s.config.router === 'mini_lb' ? 'sgl-router' : 'mini_lb'),
  'config.routerBuild': (s) => void (s.config.routerBuild = 'join-004dcda2'),
  'config.fixes': flip(FIX_NAMES[0]!),
  'node.poolTokens': (s) => void (s.config.decode.poolTokens += 64),
  'tenant.id': (s) => {
    const old = s.tenants[0]!.id;
    s.tenants[0]!.id = 'renamed';
    for (const r of s.requests) if (r.tenant === old) r.tenant = 'renamed';
  },
  'tenant.name': (s) => void (s.tenants[0]!.name += ' (mine)'),
  'request.id': (s) => {
    const old = s.requests[0]!.id;
    s.requests[0]!.id = 'renamed';
    for (const r of s.requests) if (r.after === old) r.after = 'renamed';
  },
  'request.tenant': (s) =>
    void (req(s, 'd1').tenant = s.tenants.find((t) => t.id !== req(s, 'd1').tenant)!.id),
  'request.promptTokens': (s) => void (req(s, 'd1').promptTokens -= 1),
  'request.maxNewTokens': (s) => void (req(s, 'd1').maxNewTokens += 1),
  'request.arrival': (s) => void (req(s, 'd1').arrival += 1),
  'request.after': (s) => void (req(s, 'd1').after = s.requests[0]!.id),
  'request.text': (s) => void (req(s, 'd1').text = 'something else'),
  'request.abortAt': (s) => void (req(s, 'd1').abortAt = req(s, 'd1').arrival),
  'request.retryOf': (s) => void (req(s, 'd1').retryOf = s.requests[0]!.id),
  'request.transferTicks': (s) => void (req(s, 'd1').transferTicks = 5),
  'request.stream': (s) => void (req(s, 'd1').stream = true),
  'config.transfer': (s) => void (s.config.transfer = { ticks: 2 }),
  'config.defences': (s) => void (s.config.defences = { refcountPin: true }),
  'transfer.ticks': (s) => void (s.config.transfer = { ticks: 3 }),
  'transfer.sourceReleaseTicks': (s) =>
    void (s.config.transfer = { ticks: 3, sourceReleaseTicks: 1 }),
  'transfer.drainAck': (s) => void (s.config.transfer = { ticks: 3, drainAck: 'lost' }),
  'defences.refcountPin': (s) => void (s.config.defences = { refcountPin: true }),
  'defences.deferredRelease': (s) => void (s.config.defences = { deferredRelease: true }),
  'defences.deferredReleaseTicks': (s) => void (s.config.defences = { deferredReleaseTicks: 4 }),
  'defences.drainBarrier': (s) => void (s.config.defences = { drainBarrier: true }),
  'defences.kvChecksum': (s) => void (s.config.defences = { kvChecksum: '39500' }),
  'defences.scrubOnAlloc': (s) => void (s.config.defences = { scrubOnAlloc: true }),
  'root.recorded': (s) => void record(s),
  'recorded.by': (s) => void (record(s).by += ' (mine)'),
  'recorded.deployment': (s) => void (record(s).deployment += '-2'),
  'recorded.server': (s) => void (record(s).server += '-2'),
  'recorded.verifiable': (s) => void (record(s).verifiable = false),
  'recorded.key': (s) => void (record(s).key += '-2'),
  'recorded.signature': (s) => void (record(s).signature += '-2'),
  'recorded.team': (s) => void (record(s).team = 'another-team'),
  ...Object.fromEntries(FIX_NAMES.map((f) => [`fixes.${f}`, flip(f)])),
};

/** A request-level field is compared for a kept request too, not only in a locked list. */
const keptRequestPath = (s: Scenario) =>
  `$.requests[${s.requests.findIndex((r) => r.id === 'd1')}]`;

describe('locks cover every field of the scenario format', () => {
  const base = startingScenario(challenge('half-a-pull-request'));
  const fields = formatFields();
  const free: readonly string[] = FREE_FIELDS;

  it('reads the same fields from the validator’s lists and from the JSON Schema', () => {
    expect([...fields].sort()).toEqual(schemaFields().sort());
    expect(fields.length).toBeGreaterThan(20);
    for (const f of free) expect(fields).toContain(f);
  });

  it.each(fields)('%s: compared by the lock, or listed as free', (field) => {
    const change = CHANGES[field];
    expect(change, `no change written for "${field}": add one, and lock it`).toBeDefined();
    const sub = structuredClone(base);
    change!(sub);
    // the change alone makes a valid scenario that differs from the start
    expect(validateScenario(sub).ok).toBe(true);
    expect(sub).not.toEqual(base);
    const problems = checkChanges(base, sub, {});
    if (free.includes(field)) expect(problems).toEqual([]);
    else expect(problems.length, `${field} changed but the lock let it through`).toBeGreaterThan(0);
    if (field.startsWith('request.') && !free.includes(field) && field !== 'request.id') {
      const keep = base.requests.map((r) => r.id);
      expect(checkChanges(base, sub, { requests: { keep } })).toContainEqual({
        path: keptRequestPath(sub),
        message: 'request "d1" is locked in this challenge',
      });
    }
  });
});

describe('allowed.defences frees the listed defences, one by one', () => {
  const base = startingScenario(challenge('half-a-pull-request'));
  const on = (d: Partial<NonNullable<Scenario['config']['defences']>>): Scenario => {
    const s = structuredClone(base);
    s.config.defences = { ...s.config.defences, ...d };
    return s;
  };

  it('a listed defence may change; the others stay locked, each by its own path', () => {
    const sub = on({ refcountPin: true, kvChecksum: '39500' });
    expect(checkChanges(base, sub, { defences: ['refcountPin', 'kvChecksum'] })).toEqual([]);
    expect(checkChanges(base, sub, { defences: ['refcountPin'] })).toEqual([
      {
        path: '$.config.defences.kvChecksum',
        message: 'this defence is locked (off) in this challenge',
      },
    ]);
    expect(checkChanges(base, sub, {}).map((p) => p.path)).toEqual([
      '$.config.defences.refcountPin',
      '$.config.defences.kvChecksum',
    ]);
  });

  it('absent and off are the same setting; a locked one names what it is locked at', () => {
    const held = on({ deferredRelease: true, deferredReleaseTicks: 10 });
    expect(checkChanges(base, on({ drainBarrier: false }), {})).toEqual([]);
    expect(
      checkChanges(held, on({ deferredRelease: true, deferredReleaseTicks: 30 }), {
        defences: ['deferredRelease'],
      }),
    ).toEqual([
      {
        path: '$.config.defences.deferredReleaseTicks',
        message: 'this defence is locked (10) in this challenge',
      },
    ]);
    expect(checkChanges(held, on({ deferredReleaseTicks: 10 }), {})).toEqual([
      {
        path: '$.config.defences.deferredRelease',
        message: 'this defence is locked (on) in this challenge',
      },
    ]);
  });
});
