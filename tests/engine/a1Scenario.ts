/**
 * The audit's A1 (issue #38935's case): the decode node (100 tokens) refuses a 150-token prompt
 * at admission with its 400 at once, while the prefill node (400 tokens), which accepted it,
 * waits in Bootstrapping until its 300 s timeout. With "Reject at admission" on.
 */
import { NO_FIXES, type RouterBuild, type RouterKind, type Scenario } from '../../src/engine';

export function a1(router: RouterKind, routerBuild?: RouterBuild, stream = false): Scenario {
  return {
    name: 'A1',
    description: 'test',
    seed: 4,
    config: {
      contextLength: 400,
      pageSize: 1,
      prefill: { poolTokens: 400 },
      decode: { poolTokens: 100 },
      router,
      ...(routerBuild ? { routerBuild } : {}),
      fixes: { ...NO_FIXES, rejectAtAdmission: true },
    },
    tenants: [{ id: 'a', name: 'A' }],
    requests: [
      {
        id: 'r',
        tenant: 'a',
        promptTokens: 150,
        maxNewTokens: 6,
        arrival: 0,
        ...(stream ? { stream } : {}),
      },
    ],
  };
}
