/**
 * The built-in scenarios are the app's own files: the app trusts them at start-up (no
 * validator in the initial JavaScript), so here each one must pass the engine's validator and
 * come out of the registry exactly as the validator returns it.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateScenario } from '../../src/engine';
import { BUILT_IN_KEYS, BUILT_INS, builtIn, builtInFile } from '../../src/store/builtinScenarios';
import { fromFile } from '../../src/store/scenarioFile';
import { SCENARIO_FILES } from '../../src/story/sceneTraces';

describe('the built-in scenarios', () => {
  it('are every file in public/scenarios, in index.json’s order', () => {
    const files = readdirSync('public/scenarios')
      .filter((f) => f.endsWith('.json') && f !== 'index.json')
      .map((f) => f.replace(/\.json$/, ''));
    expect([...BUILT_IN_KEYS].sort()).toEqual(files.sort());
    expect(BUILT_INS.map((b) => b.key)).toEqual(BUILT_IN_KEYS);
  });

  it.each(BUILT_IN_KEYS)(
    '%s passes the validator and is what it returns, key order included',
    (key) => {
      const res = validateScenario(builtInFile(key));
      if (!res.ok)
        throw new Error(`${key}: ${res.problems.map((p) => `${p.path} ${p.message}`).join('; ')}`);
      expect(JSON.stringify(builtIn(key))).toBe(JSON.stringify(res.scenario));
    },
  );

  it('are, for the story’s five, what the story reads from their files', () => {
    for (const [name, scenario] of Object.entries(SCENARIO_FILES))
      expect(JSON.stringify(scenario), name).toBe(JSON.stringify(builtIn(name)));
  });

  it('fills in and orders what the validator would, for fields no built-in uses today', () => {
    // fields in another order than the validator writes them, and some no built-in has
    const file = {
      requests: [
        { arrival: 0, id: 'a1', promptTokens: 100, tenant: 'a', maxNewTokens: 2 },
        {
          text: 'x',
          abortAt: 3,
          after: 'a1',
          transferTicks: 2,
          id: 'a2',
          tenant: 'a',
          promptTokens: 100,
          maxNewTokens: 2,
          arrival: 1,
        },
      ],
      tenants: [{ name: 'A', id: 'a' }],
      config: {
        defences: { kvChecksum: '39229', deferredReleaseTicks: 4, refcountPin: true },
        transfer: { drainAck: 'lost', sourceReleaseTicks: 1, ticks: 2 },
        fixes: { scrubOnFree: true },
        routerBuild: 'select-29017',
        decode: { poolTokens: 2048 },
        prefill: { poolTokens: 2048 },
        pageSize: 16,
        contextLength: 4096,
      },
      recorded: {
        verifiable: false,
        signature: 's',
        key: 'k',
        server: 'v',
        team: 't',
        deployment: 'd',
        by: 'b',
      },
      seed: 1,
      description: 'd',
      name: 'n',
      $comment: 'a note',
      $schema: '../schemas/scenario.schema.json',
    };
    const res = validateScenario(file);
    if (!res.ok) throw new Error(JSON.stringify(res.problems));
    expect(JSON.stringify(fromFile(file))).toBe(JSON.stringify(res.scenario));
  });
});
