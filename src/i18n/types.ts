import type { en } from './en';
import type { lab } from './en/lab';
import type { live } from './en/live';
import type { stage } from './en/stage';
import type { storyGlossary } from './en/storyGlossary';
import type { storyLists } from './en/storyLists';
import type { figureText } from './en/figureText';
import type { screens } from './en/screens';
import type { storySequence } from './en/storySequence';
import type { family } from './en/family';

/**
 * The type every French and Dutch dictionary file has: exactly the keys of its English original
 * (`typeof en`, the English file's `as const` object), each a string. A key missing, misspelt
 * or left over is a compile error (`npm run typecheck`), in the file where it is. Where one
 * English file is translated in two, `Prefix` picks the keys one of them holds.
 *
 *   import type { views as en } from '../en/views';
 *   export const views: Translation<typeof en> = { … };
 *
 * A language's index (fr/index.ts, nl/index.ts) checks the whole the same way, against
 * `AppMessages`, so a part left out of it is an error too; the lab's part loads with the lab.
 */
export type Translation<English, Prefix extends string = ''> = {
  readonly [K in keyof English as K extends `${Prefix}${string}` ? K : never]: string;
};

/** Every English key of the app outside the lab, the live view and the deck (each loads with its route: ./lab.ts, ./live.ts, ./stage.ts; the glossary with the explainer: ./glossary.ts; the last scene's lists with them: ./lists.ts). */
export type AppMessages = Omit<
  typeof en,
  | keyof typeof lab
  | keyof typeof live
  | keyof typeof stage
  | keyof typeof storyGlossary
  | keyof typeof storyLists
  | keyof typeof screens
  | keyof typeof figureText
  | keyof typeof storySequence
  | keyof typeof family
>;
