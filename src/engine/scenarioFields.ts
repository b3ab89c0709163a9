/** The scenario file's limits and fields: one source for the validator and the JSON Schema. */
import { DEFENCE_NAMES } from './types';

export const LIMITS = {
  /** the most tokens one pool (and one prompt) may hold in this engine */
  maxTokens: 16_777_216,
  maxPageSize: 1024,
  maxRequests: 500,
  maxTenants: 26,
  maxNewTokens: 4096,
  maxArrival: 1_000_000,
  maxText: 20_000,
  maxName: 200,
  maxDescription: 4000,
  /** the longest a KV transfer, a deferred release or an early source release may take */
  maxLifetimeTicks: 1000,
} as const;

/**
 * The fields of each object of a scenario file: the validator below checks with these lists,
 * and the JSON Schema (src/lab/schemas.ts, public/schemas/scenario.schema.json) is generated
 * from them, so the two cannot drift. `$schema` (an editor's link to the schema) and
 * `$comment` are accepted at the top and ignored.
 */
export const SCENARIO_FIELDS = {
  root: [
    'name',
    'description',
    'seed',
    'config',
    'tenants',
    'requests',
    'recorded',
    '$schema',
    '$comment',
  ],
  rootRequired: ['name', 'description', 'seed', 'config', 'tenants', 'requests'],
  config: [
    'contextLength',
    'pageSize',
    'prefill',
    'decode',
    'router',
    'routerBuild',
    'fixes',
    'transfer',
    'defences',
  ],
  configRequired: ['contextLength', 'pageSize', 'prefill', 'decode'],
  transfer: ['ticks', 'sourceReleaseTicks', 'drainAck'],
  transferRequired: ['ticks'],
  defences: DEFENCE_NAMES,
  node: ['poolTokens'],
  tenant: ['id', 'name'],
  request: [
    'id',
    'tenant',
    'promptTokens',
    'maxNewTokens',
    'arrival',
    'after',
    'text',
    'abortAt',
    'retryOf',
    'transferTicks',
    'stream',
  ],
  requestRequired: ['id', 'tenant', 'promptTokens', 'maxNewTokens', 'arrival'],
  recorded: ['by', 'deployment', 'team', 'server', 'verifiable', 'key', 'signature'],
  recordedRequired: ['by', 'deployment', 'server', 'verifiable', 'key', 'signature'],
} as const;
