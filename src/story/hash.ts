/** The story's part of the URL hash: `#/?lang=fr&scene=stale-pages`, `#/present?scene=fixes`. */
import { currentHash, formatHash, hashParams, hashWith } from '../nav/hash';
import { isSceneId, type SceneId } from './scenes';

export { currentHash, replaceHash } from '../nav/hash';

export function sceneFromHash(hash: string = currentHash()): SceneId | null {
  const v = hashParams(hash).get('scene');
  return isSceneId(v) ? v : null;
}

/** The hash with `scene` set (or removed), keeping the route and every other parameter. */
export function hashWithScene(hash: string, scene: SceneId | null): string {
  return hashWith(hash, { scene });
}

/** A link to a route, keeping the language (and optionally naming a scene). */
export function routeHref(route: string, scene?: SceneId | null): string {
  const lang = hashParams().get('lang');
  return hashWith(formatHash(route), { lang: lang || null, scene: scene || null });
}

/** A link to a route with a query its owner wrote (the explore view's), keeping the language. */
export function routeQueryHref(route: string, query: string): string {
  const lang = hashParams().get('lang');
  return hashWith(formatHash(route, query), { lang: lang || null });
}
