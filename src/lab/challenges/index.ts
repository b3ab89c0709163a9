/**
 * The built-in challenges, in score-board order within each category. Validated like any
 * instructor's file: `builtinChallenges()` throws if one of them is invalid (a test says so).
 */
import type { Challenge, ChallengeFile } from '../types';
import { validateChallenges } from '../validateChallenge';
import { DETECT } from './detect';
import { EXPLOIT } from './exploit';
import { FAMILY_DETECT, FAMILY_FIX } from './familyDefend';
import { FAMILY_EXPLOIT } from './familyExploit';
import { FIX } from './fix';
import { LIVE_CHALLENGES } from './live';
import { OBSERVE } from './observe';
import { OPERATE } from './operate';

export const BUILTIN_CHALLENGE_FILES: readonly ChallengeFile[] = [
  ...OBSERVE,
  ...EXPLOIT,
  // the page-lifetime family: the incident's siblings
  ...FAMILY_EXPLOIT,
  ...FIX,
  ...FAMILY_FIX,
  ...DETECT,
  ...FAMILY_DETECT,
  ...OPERATE,
  // against `npm run live`: each in its category on the score board
  ...LIVE_CHALLENGES,
];

let cache: Challenge[] | null = null;

export function builtinChallenges(): Challenge[] {
  if (cache) return cache;
  const { challenges, problems } = validateChallenges(
    BUILTIN_CHALLENGE_FILES.map((data) => ({ source: `built-in ${data.id}`, data })),
  );
  if (problems.length > 0)
    throw new Error(
      `invalid built-in challenge: ${problems.map((p) => `${p.source} ${p.path}: ${p.message}`).join('; ')}`,
    );
  cache = challenges;
  return challenges;
}
