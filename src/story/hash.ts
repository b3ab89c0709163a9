/** The story's part of the URL hash: `#/?lang=fr&scene=stale-pages`, `#/present?scene=fixes`. */
import { hashParams } from '../i18n';
import { isSceneId, type SceneId } from './scenes';

export function sceneFromHash(hash: string = location.hash): SceneId | null {
  const v = hashParams(hash).get('scene');
  return isSceneId(v) ? v : null;
}

/** The hash with `scene` set (or removed), keeping the route and every other parameter. */
export function hashWithScene(hash: string, scene: SceneId | null): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  const q = raw.indexOf('?');
  const path = (q < 0 ? raw : raw.slice(0, q)) || '/';
  const params = new URLSearchParams(q < 0 ? '' : raw.slice(q + 1));
  if (scene) params.set('scene', scene);
  else params.delete('scene');
  const query = params.toString();
  return `#${path}${query ? `?${query}` : ''}`;
}

/** A link to a route, keeping the language (and optionally naming a scene). */
export function routeHref(route: string, scene?: SceneId | null): string {
  const lang = hashParams().get('lang');
  const params = new URLSearchParams();
  if (lang) params.set('lang', lang);
  if (scene) params.set('scene', scene);
  const q = params.toString();
  return `#${route}${q ? `?${q}` : ''}`;
}

/** Replaces the current history entry's hash (no new entry, no hashchange event). */
export function replaceHash(next: string): void {
  if (next !== location.hash) history.replaceState(history.state, '', next);
}
