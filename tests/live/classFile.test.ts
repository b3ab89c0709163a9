// @vitest-environment node
/**
 * The class file (`npm run live -- --class FILE`): every bad field refused with its JSON path
 * and a message that says what is wanted, the whole file reported at once; its JSON Schema is
 * the validator's field lists; who may change a deployment (changeKeys); a session signed
 * for a team. The options and the command: classGuards.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { changeRefusal, digest, type ChangeAuth } from '../../live/class/changeKeys';
import { CLASS_FIELDS, TEAM_FIELDS, parseClass, validateClass } from '../../live/class/classFile';
import { classSchema } from '../../live/class/schema';
import { portProblem } from '../../live/class/startClass';
import { loadScenario } from '../../live/options';
import { createSigner, verifySession } from '../../live/signature';
import type { Scenario } from '../../src/engine';

const KEY = 'red-team-key-0123456789';
const ok = { format: 'stale-pages-class', version: 1, teams: [{ id: 'red', key: KEY }] };
const problems = (v: unknown) => {
  const r = validateClass(v, loadScenario);
  return r.ok ? [] : r.problems.map((p) => `${p.path}: ${p.message}`);
};

describe('class file', () => {
  it('reads a good file: teams, scenarios, routers, fixes and API keys', () => {
    const r = validateClass(
      {
        ...ok,
        router: 'mini_lb',
        fixes: ['scrubOnFree'],
        tickMs: 20,
        teamsMayConfigure: false,
        teams: [
          { id: 'red', key: KEY },
          {
            id: 'team-2',
            key: 'team-2-key-0123456789',
            scenario: 'issue-30233',
            router: 'sgl-router',
            routerBuild: 'dispatch-03744dbe',
            fixes: ['rejectAtAdmission'],
            apiKeys: { 'blue-a-secret': 'a' },
          },
        ],
      },
      loadScenario,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.plan.tickMs).toBe(20);
    expect(r.plan.teamsMayConfigure).toBe(false);
    const [red, two] = r.plan.teams;
    expect(red!.scenario.config.router).toBe('mini_lb');
    expect(red!.scenario.config.fixes.scrubOnFree).toBe(true);
    expect([...red!.keys.keys()]).toEqual(['a', 'b', 'c', 'd']);
    expect(two!.scenarioName).toBe('issue-30233');
    expect(two!.scenario.config.router).toBe('sgl-router');
    expect(two!.scenario.config.routerBuild).toBe('dispatch-03744dbe');
    // the class's fixes and the team's own, both on
    expect(two!.scenario.config.fixes).toMatchObject({
      scrubOnFree: true,
      rejectAtAdmission: true,
    });
    expect([...two!.keys.entries()]).toEqual([['blue-a-secret', 'a']]);
  });

  it('reports every bad field with its path, all at once', () => {
    const got = problems({
      format: 'stale-pages-clas',
      version: 2,
      tickMs: 0,
      teamsMayConfigure: 'yes',
      router: 'nginx',
      routerBuild: 'main',
      extra: 1,
      teams: [
        { id: 'Red Team', key: 'short' },
        { id: 'blue', key: 'has a space in the key 0123', fixes: ['scrubOnFree', 'scrubOnFree'] },
        { id: 'blue', key: 'blue-team-key-0123456789', scenario: 'no-such-scenario' },
        { id: 'green', key: 'blue-team-key-0123456789', apiKeys: { k: 'zz' }, colour: 'g' },
        'purple',
        { key: 'lonely-key-0123456789' },
      ],
    });
    const want = [
      /^\$\.extra: unknown field "extra" \(allowed here: .*teams\)$/,
      /^\$\.format: must be "stale-pages-class"$/,
      /^\$\.version: must be 1$/,
      /^\$\.tickMs: must be a whole number from 1 to 60000$/,
      /^\$\.teamsMayConfigure: must be true or false$/,
      /^\$\.router: must be one of mini_lb, sgl-router$/,
      /^\$\.routerBuild: must be one of /,
      /^\$\.teams\[0\]\.id: must be 1 to 32 lowercase letters, digits or dashes/,
      /^\$\.teams\[0\]\.key: must have 16 to 200 characters \(got 5\)/,
      /^\$\.teams\[1\]\.key: must be printable ASCII without spaces/,
      /^\$\.teams\[1\]\.fixes\[1\]: scrubOnFree is listed twice$/,
      /^\$\.teams\[2\]\.scenario: no such file or built-in scenario: no-such-scenario/,
      /^\$\.teams\[2\]\.id: team "blue" is also \$\.teams\[1\]$/,
      /^\$\.teams\[3\]\.colour: unknown field "colour"/,
      /^\$\.teams\[3\]\.key: the same key as \$\.teams\[2\]: each team needs its own$/,
      /^\$\.teams\[3\]\.apiKeys\["k"\]: no tenant has id "zz" \(tenants: a, b, c, d\)$/,
      /^\$\.teams\[4\]: must be an object like/,
      /^\$\.teams\[5\]\.id: required field is missing$/,
    ];
    for (const w of want)
      expect(
        got.some((g) => w.test(g)),
        `${w}\n${got.join('\n')}`,
      ).toBe(true);
  });

  it('refuses what is not a class at all, with one clear line', () => {
    const parse = (t: string) => {
      const r = parseClass(t, loadScenario);
      return r.ok ? '' : r.problems.map((p) => p.message).join('; ');
    };
    expect(parse('')).toBe('the file is empty');
    expect(parse('{"teams": [')).toMatch(/^not valid JSON/);
    expect(parse('[]')).toBe('a class file must be a JSON object');
    expect(problems({ ...ok, teams: [] })).toEqual(['$.teams: must be a list of 1 to 64 teams']);
    expect(problems({ format: 'stale-pages-class', version: 1 })).toEqual([
      '$.teams: required field is missing',
    ]);
  });

  it('its JSON Schema is the committed one and has the validator’s fields', () => {
    const schema = classSchema();
    expect(readFileSync('public/schemas/class.schema.json', 'utf8')).toBe(
      `${JSON.stringify(schema, null, 2)}\n`,
    );
    const props = (s: unknown) => Object.keys((s as { properties: object }).properties).sort();
    expect(props(schema)).toEqual([...CLASS_FIELDS].sort());
    const team = (schema.properties as { teams: { items: unknown } }).teams.items;
    expect(props(team)).toEqual([...TEAM_FIELDS].sort());
    // and the validator refuses an unknown field where the schema closes the object
    expect(problems({ ...ok, zz: 1 })[0]).toMatch(/^\$\.zz: unknown field/);
    expect(problems({ ...ok, teams: [{ id: 'red', key: KEY, zz: 1 }] })[0]).toMatch(
      /^\$\.teams\[0\]\.zz: unknown field/,
    );
  });

  it('the class file in docs/class.md is valid', () => {
    const doc = readFileSync('docs/class.md', 'utf8');
    const block = /## The class file\s+```json\n([\s\S]*?)```/.exec(doc)![1]!;
    const r = parseClass(block, loadScenario);
    expect(r.ok ? [] : r.problems).toEqual([]);
    expect(r.ok && r.plan.teams.map((t) => t.id)).toEqual(['red', 'blue', 'green']);
  });

  it('leaves room for every team’s three ports', () => {
    expect(portProblem(30080, 30)).toBeNull();
    expect(portProblem(0, 64)).toBeNull();
    expect(portProblem(65500, 30)).toMatch(/leaves no room for 30 teams/);
  });
});

describe('who may change a deployment', () => {
  const teamKeys = new Map([
    [digest(KEY), 'red'],
    [digest('blue-team-key-0123456789'), 'blue'],
  ]);
  const FAC = 'facilitator-key-0123456789';
  const red: ChangeAuth = { facilitator: FAC, team: 'red', teamKeys, teamsMayConfigure: true };
  it('the facilitator anywhere, a team only on its own, nobody without a key', () => {
    expect(changeRefusal(`Bearer ${FAC}`, red)).toBeNull();
    expect(changeRefusal(`Bearer ${KEY}`, red)).toBeNull();
    expect(changeRefusal('Bearer blue-team-key-0123456789', red)).toMatchObject({
      status: 403,
      message: /this is team blue’s key: it acts only on team blue’s deployment/,
    });
    expect(changeRefusal(undefined, red)).toMatchObject({ status: 401 });
    expect(changeRefusal('Basic abc', red)).toMatchObject({ status: 401 });
    expect(changeRefusal('Bearer guess-0123456789abcdef', red)).toMatchObject({
      status: 401,
      message: /not a key of this class/,
    });
  });
  it('a class that keeps changes to the facilitator refuses a team’s own key', () => {
    const locked = { ...red, teamsMayConfigure: false };
    expect(changeRefusal(`Bearer ${KEY}`, locked)).toMatchObject({
      status: 403,
      message: /only the facilitator’s key/,
    });
    expect(changeRefusal(undefined, locked)!.message).toMatch(/Bearer <the facilitator’s key>/);
  });
  it('a lone deployment without a facilitator key stays open', () => {
    const open = { facilitator: null, team: null, teamKeys: new Map(), teamsMayConfigure: false };
    expect(changeRefusal(undefined, open)).toBeNull();
  });
});

describe('sessions signed for a team', () => {
  const incident = JSON.parse(readFileSync('public/scenarios/incident.json', 'utf8')) as Scenario;
  const SECRET = 'class-secret-0123456789abcdef';
  it('carry their team inside the signed content', () => {
    const blue = createSigner(SECRET, 'class team blue', 'blue').sign(incident);
    expect(verifySession(blue, SECRET, 'blue').ok).toBe(true);
    expect(verifySession(blue, SECRET, 'red')).toMatchObject({
      ok: false,
      reason: 'recorded by team blue’s deployment, not team red’s',
    });
    // relabelled as red's: the signature no longer matches
    const relabelled = structuredClone(blue);
    relabelled.recorded!.team = 'red';
    relabelled.recorded!.deployment = 'class team red';
    expect(verifySession(relabelled, SECRET, 'red')).toMatchObject({ ok: false, reason: /edited/ });
    const lone = createSigner(SECRET).sign(incident);
    expect(verifySession(lone, SECRET, 'red')).toMatchObject({
      ok: false,
      reason: /no class team/,
    });
  });
});
