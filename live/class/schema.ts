/**
 * The class file's JSON Schema (public/schemas/class.schema.json, written by `npm run
 * lab:schemas` with the others), from the validator's own field lists and bounds
 * (live/class/classFile.ts). What a schema cannot say (unique ids and keys, a scenario that
 * exists, API keys naming the scenario's tenants) stays the validator's.
 */
import { FIX_NAMES, ROUTER_BUILDS, ROUTER_KINDS } from '../../src/engine';
import {
  CLASS_FIELDS,
  CLASS_FORMAT,
  CLASS_REQUIRED,
  CLASS_VERSION,
  MAX_KEY_CHARS,
  MAX_TEAMS,
  MAX_TICK_MS,
  MIN_KEY_CHARS,
  TEAM_FIELDS,
  TEAM_REQUIRED,
} from './classFile';

type Schema = Record<string, unknown>;

const comment: Schema = {
  description: 'A comment (JSON has none): a string or a list of strings; ignored.',
  anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
};
const deployment: Record<string, Schema> = {
  scenario: {
    type: 'string',
    minLength: 1,
    description:
      'A built-in scenario name (incident, issue-30233, …) or a scenario file path, relative to the class file (default incident)',
  },
  router: { type: 'string', enum: [...ROUTER_KINDS] },
  routerBuild: {
    type: 'string',
    enum: [...ROUTER_BUILDS],
    description: 'The sgl-router build whose dispatch the engine follows (as --router-build)',
  },
  fixes: {
    type: 'array',
    items: { type: 'string', enum: [...FIX_NAMES] },
    uniqueItems: true,
    description: 'Fixes turned on at the start',
  },
};
const printable = '^[\\x21-\\x7e]+$';

function closed(
  fields: readonly string[],
  props: Record<string, Schema>,
  required: readonly string[],
): Schema {
  const properties: Record<string, Schema> = {};
  for (const f of fields) {
    const p = props[f];
    if (!p) throw new Error(`class schema: no description for field "${f}"`);
    properties[f] = p;
  }
  return { type: 'object', properties, required: [...required], additionalProperties: false };
}

export function classSchema(): Schema {
  const team = closed(
    TEAM_FIELDS,
    {
      $comment: comment,
      id: {
        type: 'string',
        pattern: '^[a-z0-9][a-z0-9-]{0,31}$',
        description: 'The team’s id: in its exports’ signature and in lab:verify --team',
      },
      key: {
        type: 'string',
        minLength: MIN_KEY_CHARS,
        maxLength: MAX_KEY_CHARS,
        pattern: printable,
        description: 'The team’s own key: Authorization: Bearer KEY changes its deployment only',
      },
      ...deployment,
      apiKeys: {
        type: 'object',
        description:
          'API keys of its tenants, { "<key>": "<tenant id>" } (default: each tenant’s id)',
        minProperties: 1,
        propertyNames: { pattern: printable },
        additionalProperties: { type: 'string' },
      },
    },
    TEAM_REQUIRED,
  );
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'class.schema.json',
    title: 'Stale Pages class (npm run live -- --class FILE)',
    ...closed(
      CLASS_FIELDS,
      {
        $schema: {
          type: 'string',
          description: 'The JSON Schema this file follows (for editors).',
        },
        $comment: comment,
        format: { const: CLASS_FORMAT },
        version: { const: CLASS_VERSION },
        ...deployment,
        tickMs: { type: 'integer', minimum: 1, maximum: MAX_TICK_MS },
        teamsMayConfigure: {
          type: 'boolean',
          description: 'Whether a team’s key may change its own deployment (default true)',
        },
        teams: { type: 'array', minItems: 1, maxItems: MAX_TEAMS, items: team },
      },
      CLASS_REQUIRED,
    ),
  };
}
