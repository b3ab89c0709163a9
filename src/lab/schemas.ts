/**
 * JSON Schemas (draft-07, what editors complete and check with) for the project's files:
 * scenario, challenge and progress. Generated from the validators' own field lists, enums and
 * bounds (SCENARIO_FIELDS and LIMITS in src/engine/validate.ts, CHALLENGE_FIELDS, OPERATORS,
 * MATCH_FIELDS, QUESTIONS, ALLOWED_FIELDS, PROGRESS_FIELDS …), so a field added to a validator
 * is in its schema at the next `npm run lab:schemas`; tests/lab/schemas.test.ts fails when a
 * committed schema (public/schemas/*.schema.json) differs from the generated one, and probes
 * each validator for the fields it allows at every object the schema describes.
 * What a schema cannot say (ids that must exist, `after` chains, the cost budget, a goal
 * already met) stays the validators' (npm run lab:validate).
 *
 * Hook for other file kinds: add a generator to SCHEMAS (e.g. `workshop`, from the field lists
 * that src/lab/validateWorkshop.ts checks with) and the script, the test and the `$schema`
 * links pick it up by name.
 */
import {
  DEFENCE_NAMES,
  FIX_NAMES,
  KV_CHECKSUMS,
  LIMITS,
  ROUTER_BUILDS,
  ROUTER_KINDS,
  SCENARIO_FIELDS,
} from '../engine';
import { probeReportSchema } from '../tools/probe/schema';
import {
  ENTRY_FIELDS,
  MAX_ATTEMPTS,
  MAX_ENTRIES,
  MAX_TRAINEE_CHARS,
  PROGRESS_FIELDS,
  PROGRESS_FORMAT,
  PROGRESS_VERSION,
} from './progress';
import { CATEGORIES, LANGS, SCENE_IDS } from './types';
import {
  CHALLENGE_FIELDS,
  CHALLENGE_REQUIRED,
  EXPLANATION_FIELDS,
  ID_PATTERN,
  SOURCE,
} from './validateChallenge';
import { ALLOWED_FIELDS, ALLOWED_REQUEST_FIELDS } from './validateGoal';
import { match, predicate, question, variant } from './goalSchemas';
import {
  MAX_WORKSHOP_CHALLENGES,
  WORKSHOP_FIELDS,
  WORKSHOP_FORMAT,
  WORKSHOP_REQUIRED,
  WORKSHOP_VERSION,
} from './validateWorkshop';
import {
  DRAFT,
  int,
  object,
  oneOfStr,
  range,
  schemaLink,
  str,
  uniqueStrings,
  type Schema,
} from './schemaParts';

export type { Schema } from './schemaParts';

const TOKENS = LIMITS.maxTokens;

export function scenarioSchema(): Schema {
  const F = SCENARIO_FIELDS;
  const pool: Schema = object(
    F.node,
    { poolTokens: int(8, TOKENS, 'max_total_num_tokens') },
    F.node,
    false,
  );
  const fixes: Schema = object(
    FIX_NAMES,
    Object.fromEntries(FIX_NAMES.map((f) => [f, { type: 'boolean' }])),
    [],
    false,
  );
  const ticks = (what: string) => int(1, LIMITS.maxLifetimeTicks, what);
  const transfer = object(
    F.transfer,
    {
      ticks: ticks('ticks from send_kv_chunk until the write lands'),
      sourceReleaseTicks: ticks(
        'the prefill frees an unfinished write’s source after this many ticks',
      ),
      drainAck: oneOfStr(['sent', 'lost']),
    },
    F.transferRequired,
    false,
  );
  const defences = object(
    F.defences,
    {
      refcountPin: { type: 'boolean' },
      deferredRelease: { type: 'boolean' },
      deferredReleaseTicks: ticks('the deferred release’s timeout'),
      drainBarrier: { type: 'boolean' },
      kvChecksum: oneOfStr(KV_CHECKSUMS),
      scrubOnAlloc: { type: 'boolean' },
    },
    [],
    false,
  );
  const config = object(
    F.config,
    {
      contextLength: int(2, TOKENS),
      pageSize: int(1, LIMITS.maxPageSize),
      prefill: pool,
      decode: pool,
      router: oneOfStr(ROUTER_KINDS),
      routerBuild: oneOfStr(ROUTER_BUILDS),
      fixes,
      transfer,
      defences,
    },
    F.configRequired,
    false,
  );
  const tenant = object(F.tenant, { id: str(64), name: str(80) }, F.tenant, false);
  const request = object(
    F.request,
    {
      id: str(64),
      tenant: str(64, 'a tenant id'),
      promptTokens: int(1, TOKENS),
      maxNewTokens: int(1, LIMITS.maxNewTokens),
      arrival: int(0, LIMITS.maxArrival, 'ticks'),
      after: str(64, 'dispatched only once this request has its response'),
      text: str(LIMITS.maxText),
      abortAt: int(0, LIMITS.maxArrival, 'ticks: the client went away before this tick ran'),
      retryOf: str(64, "the earlier request a router's retry re-sends"),
      transferTicks: ticks('this request’s KV transfer takes this many ticks'),
      stream: {
        type: 'boolean',
        description: 'the client asked for a stream: it reads the decode node’s own outcome',
      },
    },
    F.requestRequired,
    false,
  );
  const root = object(
    F.root.filter((f: string) => f !== '$comment'),
    {
      $schema: schemaLink,
      name: str(LIMITS.maxName),
      description: str(LIMITS.maxDescription),
      seed: int(0, 0xffffffff),
      config,
      tenants: { type: 'array', minItems: 1, maxItems: LIMITS.maxTenants, items: tenant },
      requests: { type: 'array', minItems: 1, maxItems: LIMITS.maxRequests, items: request },
      recorded: object(
        F.recorded,
        {
          by: str(200),
          deployment: str(200),
          team: str(200, 'the class team whose deployment recorded the session'),
          server: str(200),
          verifiable: { type: 'boolean' },
          key: str(200),
          signature: str(200, 'HMAC-SHA256 of the content, by the class secret'),
        },
        F.recordedRequired,
        false,
      ),
    },
    F.rootRequired,
  );
  return { $schema: DRAFT, $id: 'scenario.schema.json', title: 'Stale Pages scenario', ...root };
}

function text(max: number): Schema {
  return object(
    LANGS,
    Object.fromEntries(LANGS.map((l) => [l, { type: 'string', minLength: 1, maxLength: max }])),
    ['en'],
  );
}

export function challengeSchema(): Schema {
  const allowed = object(ALLOWED_FIELDS, {
    requests: object(ALLOWED_REQUEST_FIELDS, {
      count: range(1, LIMITS.maxRequests),
      promptTokens: range(1, TOKENS),
      maxNewTokens: range(1, LIMITS.maxNewTokens),
      keep: uniqueStrings(str(64)),
    }),
    tenants: object(['count'], { count: range(1, LIMITS.maxTenants) }),
    fixes: uniqueStrings(oneOfStr(FIX_NAMES)),
    defences: uniqueStrings(oneOfStr(DEFENCE_NAMES)),
    router: { type: 'boolean' },
    prefillPool: range(8, TOKENS),
    decodePool: range(8, TOKENS),
    pageSize: range(1, LIMITS.maxPageSize),
  });
  const goal: Schema = {
    anyOf: [
      object(['predicate'], { predicate: { $ref: '#/definitions/predicate' } }, ['predicate']),
      object(['question'], { question: question() }, ['question']),
      object(['live'], { live: { $ref: '#/definitions/predicate' } }, ['live']),
    ],
  };
  const root = object(
    CHALLENGE_FIELDS,
    {
      $schema: schemaLink,
      id: { type: 'string', pattern: ID_PATTERN.source },
      category: oneOfStr(CATEGORIES),
      difficulty: int(1, 5, 'stars'),
      title: text(120),
      story: text(4000),
      hints: { type: 'array', minItems: 1, maxItems: 8, items: text(2000) },
      explanation: object(
        EXPLANATION_FIELDS,
        {
          text: text(4000),
          scenes: uniqueStrings(oneOfStr(SCENE_IDS)),
          sources: uniqueStrings({ type: 'string', pattern: SOURCE.source }),
        },
        EXPLANATION_FIELDS,
      ),
      scenario: { $ref: 'scenario.schema.json' },
      allowed,
      goal,
    },
    CHALLENGE_REQUIRED,
  );
  return {
    $schema: DRAFT,
    $id: 'challenge.schema.json',
    title: 'Stale Pages lab challenge',
    ...root,
    definitions: { predicate: predicate(), match: match(), variant: variant() },
  };
}

export function progressSchema(): Schema {
  const answer: Schema = {
    anyOf: [{ type: 'number' }, str(200), { type: 'array', items: str(200), uniqueItems: true }],
  };
  const solution: Schema = {
    anyOf: [
      object(['scenario'], { scenario: { $ref: 'scenario.schema.json' } }, ['scenario']),
      object(['answer'], { answer }, ['answer']),
      object(['session'], { session: { $ref: 'scenario.schema.json' } }, ['session']),
    ],
  };
  const entry = object(
    ENTRY_FIELDS,
    {
      challenge: str(64),
      solved: { type: 'boolean' },
      solution,
      hintsShown: int(0, 8),
      wrongAttempts: int(0, MAX_ATTEMPTS),
      solvedAt: str(40, 'ISO 8601'),
    },
    ['challenge', 'solved'],
  );
  const root = object(
    PROGRESS_FIELDS,
    {
      $schema: schemaLink,
      format: { const: PROGRESS_FORMAT },
      version: { const: PROGRESS_VERSION },
      trainee: str(MAX_TRAINEE_CHARS, "who made this progress (shown in lab:verify's class table)"),
      leftWorkshop: str(40, 'ISO 8601: when the trainee last left a workshop'),
      entries: { type: 'array', maxItems: MAX_ENTRIES, items: entry },
    },
    ['format', 'version', 'entries'],
  );
  return {
    $schema: DRAFT,
    $id: 'progress.schema.json',
    title: 'Stale Pages lab progress',
    ...root,
  };
}

export function workshopSchema(): Schema {
  const flag = (description: string): Schema => ({ type: 'boolean', description });
  const root = object(
    WORKSHOP_FIELDS,
    {
      $schema: schemaLink,
      format: { const: WORKSHOP_FORMAT },
      version: { const: WORKSHOP_VERSION },
      title: object(LANGS, Object.fromEntries(LANGS.map((l) => [l, str(120)])), ['en'], false),
      challenges: {
        type: 'array',
        description: 'challenge ids, in the order the board lists them (each must be loaded)',
        minItems: 1,
        maxItems: MAX_WORKSHOP_CHALLENGES,
        uniqueItems: true,
        items: { type: 'string', maxLength: 64, pattern: ID_PATTERN.source },
      },
      spoilers: flag(
        'show the leak finder, the goal re-checked as the trainee types and the exposure checker’s smallest change (default true)',
      ),
      hints: flag('offer hints (default true)'),
      opaqueIds: flag('name challenges in URLs by a stable hash, not their id (default false)'),
    },
    WORKSHOP_REQUIRED,
  );
  return {
    $schema: DRAFT,
    $id: 'workshop.schema.json',
    title: 'Stale Pages lab workshop',
    ...root,
  };
}

/** Every schema by name: `public/schemas/<name>.schema.json`. Add a kind here (see above). */
export const SCHEMAS: Record<string, () => Schema> = {
  scenario: scenarioSchema,
  challenge: challengeSchema,
  progress: progressSchema,
  workshop: workshopSchema,
  'probe-report': probeReportSchema,
};

/** A schema as its committed file holds it. */
export const schemaText = (s: Schema): string => JSON.stringify(s, null, 2) + '\n';
