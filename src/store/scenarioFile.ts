/**
 * A built-in scenario file (public/scenarios/*.json) as the app reads it. They are the app's own
 * files, checked by tests/store/builtinScenarios.test.ts, so they are not run through the
 * engine's validator at every start-up (it and the cost check are about 3 KB gzip of the
 * initial JavaScript): `fromFile` only fills in the defaults the validator would, and the test
 * checks that the result is exactly the validator's scenario, file by file.
 */
import { DEFAULT_ROUTER, NO_FIXES, type Config, type Scenario } from '../engine';
import { SCENARIO_FIELDS } from '../engine/scenarioFields';

type File = Scenario & { $schema?: string; $comment?: string };

/** `o` with `keys` in this order, those it lacks left out (the validator's order). */
function inOrder<T extends object>(o: T, keys: readonly (keyof T)[]): T {
  return Object.fromEntries(keys.filter((k) => o[k] !== undefined).map((k) => [k, o[k]])) as T;
}

/**
 * A built-in file as the validator returns it (src/engine/validate.ts `validateScenario`):
 * without `$schema` and `$comment`, the router and every fix switch filled in, each object's
 * fields in the validator's order.
 */
export function fromFile(data: unknown): Scenario {
  const { name, description, seed, config: c, tenants, requests, recorded } = data as File;
  const config: Config = inOrder(
    {
      ...c,
      router: c.router ?? DEFAULT_ROUTER,
      fixes: { ...NO_FIXES, ...c.fixes },
      ...(c.transfer && {
        transfer: inOrder(c.transfer, ['ticks', 'sourceReleaseTicks', 'drainAck']),
      }),
      ...(c.defences && {
        defences: inOrder(c.defences, [
          'refcountPin',
          'deferredRelease',
          'drainBarrier',
          'scrubOnAlloc',
          'deferredReleaseTicks',
          'kvChecksum',
        ]),
      }),
    },
    [
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
  );
  return inOrder(
    {
      name,
      description,
      seed,
      config,
      tenants: tenants.map((t) => inOrder(t, SCENARIO_FIELDS.tenant)),
      requests: requests.map((r) => inOrder(r, SCENARIO_FIELDS.request)),
      ...(recorded && {
        recorded: inOrder(recorded, [
          'by',
          'deployment',
          'team',
          'server',
          'verifiable',
          'key',
          'signature',
        ]),
      }),
    },
    ['name', 'description', 'seed', 'config', 'tenants', 'requests', 'recorded'],
  );
}
