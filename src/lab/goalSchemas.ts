/**
 * The JSON Schemas of a challenge's goal: its predicate (with a match and a variant) and its
 * question, written from the validator's own lists (./validateGoal.ts). Split from schemas.ts,
 * which puts them in the challenge schema's definitions.
 */
import { FIX_NAMES, LIMITS, ROUTER_KINDS } from '../engine';
import { ISOLATIONS, VERDICT_FIELDS } from './types';
import { MATCH_FIELDS, OPERATORS, QUESTIONS, VARIANT_FIELDS } from './validateGoal';
import { int, object, oneOfStr, range, str, uniqueStrings, type Schema } from './schemaParts';

const TOKENS = LIMITS.maxTokens;

export const variant = (): Schema =>
  object(VARIANT_FIELDS, {
    fixes: uniqueStrings(oneOfStr(FIX_NAMES)),
    router: oneOfStr(ROUTER_KINDS),
    prefillPool: int(8, TOKENS),
    decodePool: int(8, TOKENS),
    pageSize: int(1, LIMITS.maxPageSize),
  });

export function match(): Schema {
  const oneOrMany = (s: Schema): Schema => ({ anyOf: [s, { type: 'array', items: s }] });
  return object(MATCH_FIELDS, {
    request: str(64),
    tenant: str(64),
    notTenant: str(64),
    status: oneOrMany({ type: 'integer' }),
    isolation: oneOrMany(oneOfStr(ISOLATIONS)),
    correct: { type: 'boolean' },
    leakedFromTenant: str(64),
    leakedFromRequest: str(64),
    leakedOnlyFrom: uniqueStrings(str(64)),
    promptTokens: range(1, TOKENS),
  });
}

export function predicate(): Schema {
  const ref = { $ref: '#/definitions/predicate' };
  const m = { $ref: '#/definitions/match' };
  const v = { $ref: '#/definitions/variant' };
  const operand: Record<string, Schema> = {
    all: { type: 'array', minItems: 1, items: ref },
    any: { type: 'array', minItems: 1, items: ref },
    not: ref,
    some: m,
    none: m,
    every: m,
    count: m,
    requests: range(0, LIMITS.maxRequests),
    tenants: range(0, LIMITS.maxTenants),
    fixesOn: range(0, FIX_NAMES.length),
    fix: oneOfStr(FIX_NAMES),
    router: oneOfStr(ROUTER_KINDS),
    band: oneOfStr(['open', 'closed']),
    under: v,
    differs: { type: 'array', minItems: 2, maxItems: 2, items: v },
    fewestFixes: ref,
  };
  const extra: Record<string, Record<string, Schema>> = {
    count: { min: int(0, LIMITS.maxRequests), max: int(0, LIMITS.maxRequests) },
    fix: { on: { type: 'boolean' } },
    under: { holds: ref },
    differs: { on: uniqueStrings(oneOfStr(VERDICT_FIELDS)) },
  };
  return {
    anyOf: Object.entries(OPERATORS).map(([op, others]) =>
      object([op, ...others], { [op]: operand[op]!, ...(extra[op] ?? {}) }, [
        op,
        ...(op === 'under' || op === 'fix' ? others : []),
      ]),
    ),
  };
}

export function question(): Schema {
  const extra: Record<string, Schema> = {
    request: str(64),
    of: oneOfStr(['tenants', 'requests']),
    routers: { ...uniqueStrings(oneOfStr(ROUTER_KINDS)), minItems: 1 },
    deployments: {
      type: 'array',
      minItems: 1,
      maxItems: 12,
      items: object(['id', 'text'], { id: str(64), text: str(20_000) }, ['id', 'text']),
    },
  };
  return {
    anyOf: Object.entries(QUESTIONS).map(([ask, others]) =>
      object(['ask', ...others], { ask: { const: ask }, ...extra }, ['ask', ...others]),
    ),
  };
}
