/**
 * How a value from a link is shown in a notice (an unknown route, scene, language or
 * parameter). Apart from the explore view's link codec (src/store/url.ts, which re-exports it):
 * the explainer's notices need only this, and the codec loads with the explore screen.
 */

/** Longest piece of a link shown in a notice, in characters. */
export const NOTICE_CLIP = 80;

/**
 * A value from the link as a notice shows it: at most NOTICE_CLIP characters, then "…"
 * (a 200,000-character parameter must not make a 200,000-character notice).
 */
export function clipForNotice(value: string, max = NOTICE_CLIP): string {
  if (value.length <= max) return value;
  let end = max;
  // never split a surrogate pair
  const last = value.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${value.slice(0, end)}…`;
}
