/** The router kinds and sgl-router builds a config names (split from types.ts). */
import type { Config } from './types';

/**
 * The router in front of the two nodes. `mini_lb`: SGLang's Python load balancer, the
 * client gets the decode node's status and body. `sgl-router`: the Rust router; since PR
 * #29017 a non-2xx status from the prefill node is what the client gets.
 */
export type RouterKind = 'mini_lb' | 'sgl-router';
export const ROUTER_KINDS: readonly RouterKind[] = ['mini_lb', 'sgl-router'];
/** SGLang's PD-disaggregation docs launch `python -m sglang_router.launch_router --pd-disaggregation`. */
export const DEFAULT_ROUTER: RouterKind = 'sgl-router';

/**
 * Which sgl-router build answers the client (audit M1; the builds differ in how the two nodes'
 * answers race, each named by the code it follows):
 * - `dispatch-03744dbe`: sgl-model-gateway `pd_router/dispatch.rs` @03744dbe, the newest: the
 *   first HTTP error from either node is the answer and the peer is dropped ("Decode failed
 *   first, aborting paired prefill request").
 * - `select-29017`: the select loop of PR #29017: a prefill error is the answer at once (the
 *   decode is cancelled); a decode error is held until the prefill answers, whose error wins.
 * - `join-004dcda2`: gateway `pd_router.rs` @004dcda2, `tokio::join!` over both sends: waits
 *   for both, then the decode's error (`handle_decode_error_response`), then the prefill's
 *   (`process_prefill_response`), then the decode's answer.
 * - `drain-0105f2a3`: sgl-router `pd_router.rs` @0105f2a3: the prefill is drained in the
 *   background (non-logprob requests); the decode's answer is the client's.
 */
export type RouterBuild = 'dispatch-03744dbe' | 'select-29017' | 'join-004dcda2' | 'drain-0105f2a3';
export const ROUTER_BUILDS: readonly RouterBuild[] = [
  'dispatch-03744dbe',
  'select-29017',
  'join-004dcda2',
  'drain-0105f2a3',
];
/**
 * The default: the newest code (what `pip install sglang-router` builds from main today), and
 * the behaviour every scenario written before the choice existed was computed with. Which
 * build the incident's deployment ran is not public.
 */
export const DEFAULT_ROUTER_BUILD: RouterBuild = 'dispatch-03744dbe';

/** The build a config's sgl-router answers as (absent: the default). */
export function routerBuildOf(config: Pick<Config, 'routerBuild'>): RouterBuild {
  return config.routerBuild ?? DEFAULT_ROUTER_BUILD;
}
