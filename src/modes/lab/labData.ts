/**
 * The lab screen's data: the challenges (built-in and the instructor's, validated alike), the
 * lab's place in the hash (`#/lab`, `#/lab?c=<id>`, `#/lab?tab=exposure`), and text helpers.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { hashParams, LANG_NAMES, type Lang } from '../../i18n';
import { builtinChallenges, validateChallenges, type Challenge, type Text } from '../../lab';
import type { Problem } from '../../engine';
import { opaqueId, validateWorkshop, type Workshop } from '../../lab/validateWorkshop';
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
  /** the facilitator's workshop, when one is loaded and still holds (its ids all loaded) */
  workshop: Workshop | null;
  /** why the loaded workshop file does not hold (by JSON path); empty when it does or none */
  workshopProblems: Problem[];
}

type LoadedFile = { source: string; data: unknown };

/** Built-in challenges, then the instructor's (a clashing id is a problem, not an override). */
export function loadChallenges(
  files: LoadedFile[],
  workshopFile: LoadedFile | null = null,
): ChallengeSet {
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
  const loaded = [...builtins, ...extra];
  const w = workshopFile
    ? validateWorkshop(
        workshopFile.data,
        loaded.map((c) => c.id),
      )
    : null;
  return {
    challenges: loaded,
    problems: all,
    instructorIds: new Set(extra.map((c) => c.id)),
    workshop: w?.ok ? w.workshop : null,
    workshopProblems: w && !w.ok ? w.problems : [],
  };
}

export function useChallenges(): ChallengeSet {
  const files = useLab((s) => s.instructorFiles);
  const workshop = useLab((s) => s.workshopFile);
  return useMemo(() => loadChallenges(files, workshop), [files, workshop]);
}

/** The challenges a workshop lists, in its order (all of them, as loaded, without one). */
export function boardChallenges(set: ChallengeSet): Challenge[] {
  const w = set.workshop;
  if (!w) return set.challenges;
  return w.challenges.flatMap((id) => set.challenges.filter((c) => c.id === id));
}

/** A challenge's id as the lab's links write it: opaque when the workshop says so. */
export const linkId = (id: string, workshop: Workshop | null): string =>
  workshop?.opaqueIds ? opaqueId(id) : id;

/** The hash of a challenge's workbench (the opaque id under a workshop with opaqueIds). */
export const challengeHash = (id: string, workshop: Workshop | null): string =>
  labHash({ kind: 'challenge', id: linkId(id, workshop) });

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
