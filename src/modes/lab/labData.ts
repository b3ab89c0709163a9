/**
 * The lab screen's data: the challenges (built-in and the instructor's, validated alike), the
 * lab's place in the hash (`#/lab`, `#/lab?c=<id>`, `#/lab?tab=exposure`), and text helpers.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { hashParams, LANG_NAMES, type Lang } from '../../i18n';
import { builtinChallenges, validateChallenges, type Challenge, type Text } from '../../lab';
import type { Problem } from '../../engine';
import { useLab } from '../../store/reactLab';

export type ChallengeProblem = Problem & { source: string };

/** A challenge text in `lang`; where it has none, the English with a visible "(English)". */
export const txt = (t: Text, lang: Lang): string =>
  t[lang] || (lang === 'en' ? t.en : `${t.en} (${LANG_NAMES.en})`);

export interface ChallengeSet {
  challenges: Challenge[];
  /** problems of the instructor's files (built-ins are checked by a test) */
  problems: ChallengeProblem[];
  instructorIds: Set<string>;
}

/** Built-in challenges, then the instructor's (a clashing id is a problem, not an override). */
export function loadChallenges(files: { source: string; data: unknown }[]): ChallengeSet {
  const builtins = builtinChallenges();
  const taken = new Set(builtins.map((c) => c.id));
  const { challenges, problems } = validateChallenges(files);
  const extra: Challenge[] = [];
  const all = [...problems];
  challenges.forEach((c) => {
    if (taken.has(c.id)) {
      const file = files.find((f) => (f.data as { id?: unknown } | null)?.id === c.id);
      all.push({
        source: file?.source ?? c.id,
        path: '$.id',
        message: `"${c.id}" is already a challenge`,
      });
      return;
    }
    taken.add(c.id);
    extra.push(c);
  });
  return {
    challenges: [...builtins, ...extra],
    problems: all,
    instructorIds: new Set(extra.map((c) => c.id)),
  };
}

export function useChallenges(): ChallengeSet {
  const files = useLab((s) => s.instructorFiles);
  return useMemo(() => loadChallenges(files), [files]);
}

/* ---------- where the lab is (the hash query) ---------- */

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

export type LabPlace = { kind: 'board' } | { kind: 'exposure' } | { kind: 'challenge'; id: string };

export function placeOf(hash: string): LabPlace {
  const q = hashParams(hash);
  const c = q.get('c');
  if (c) return { kind: 'challenge', id: c };
  if (q.get('tab') === 'exposure') return { kind: 'exposure' };
  return { kind: 'board' };
}

export function useLabPlace(): LabPlace {
  const hash = useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
  return useMemo(() => placeOf(hash), [hash]);
}

/** The hash of a lab place, keeping the language. */
export function labHash(place: LabPlace): string {
  const lang = hashParams(window.location.hash).get('lang');
  const q = new URLSearchParams();
  if (place.kind === 'challenge') q.set('c', place.id);
  if (place.kind === 'exposure') q.set('tab', 'exposure');
  if (lang) q.set('lang', lang);
  const s = q.toString();
  return `#/lab${s ? `?${s}` : ''}`;
}

export function goTo(place: LabPlace): void {
  window.location.hash = labHash(place);
}

/** A hash on another route, keeping the language (explainer scene links). */
export function withLang(hash: string): string {
  const lang = hashParams(window.location.hash).get('lang');
  if (!lang) return hash;
  return `${hash}${hash.includes('?') ? '&' : '?'}lang=${lang}`;
}

export const STARS = (n: number): string => '★'.repeat(n) + '☆'.repeat(5 - n);

/** Text handed to the exposure checker by "Open in the exposure checker" (read once). */
let handed: string[] | null = null;
export function handToExposure(boxes: string[]): void {
  handed = boxes;
  goTo({ kind: 'exposure' });
}
export function takeHanded(): string[] | null {
  const h = handed;
  handed = null;
  return h;
}
