/**
 * The deck's slides for the incident's family ("Not a one-off", after the scenes and before the
 * closing slide): the three siblings beside the incident, one more per click, and the defence
 * matrix, built up from the incident's column. Their figures are the explainer's closing
 * chapter's (src/views/family, from ./familyFigures.ts and ./familyMatrix.ts); their texts and
 * notes are the deck's (src/i18n/en/stage.ts), each claim with how it is known, as
 * ../shared/facts/family.md tags it.
 */
import type { MessageKey } from '../i18n';
import type { Defence, Mode } from './familyMatrix';

export const FAMILY_SLIDE_IDS = ['family', 'family-defences'] as const;
export type FamilySlideId = (typeof FAMILY_SLIDE_IDS)[number];

export interface FamilyBuild {
  /** what the click adds, in a few words (the speaker view's "beat n of m") */
  label: MessageKey;
  /** the members on screen: the incident (A4) and the siblings shown so far */
  shown: readonly Mode[];
  /** the defences picked out (the matrix slide) */
  highlight: readonly Defence[];
}

export interface FamilySlide {
  id: FamilySlideId;
  title: MessageKey;
  /** the line under the title */
  lead: MessageKey;
  builds: readonly FamilyBuild[];
  /** speaker notes: only what the facts file says, inferences said as such */
  notes: readonly MessageKey[];
}

const ALL: readonly Mode[] = ['A4', 'A1', 'A2', 'A3'];
const build = (
  label: MessageKey,
  shown: readonly Mode[],
  highlight: readonly Defence[] = [],
): FamilyBuild => ({ label, shown, highlight });

export const FAMILY_SLIDES: Record<FamilySlideId, FamilySlide> = {
  family: {
    id: 'family',
    title: 'stage.family.title',
    lead: 'stage.family.lead',
    builds: [
      build('stage.family.build1', ['A4']),
      build('stage.family.build2', ['A4', 'A1']),
      build('stage.family.build3', ['A4', 'A1', 'A2']),
      build('stage.family.build4', ALL),
    ],
    notes: [
      'stage.family.notes1',
      'stage.family.notes2',
      'stage.family.notes3',
      'stage.family.notes4',
    ],
  },
  'family-defences': {
    id: 'family-defences',
    title: 'stage.defences.title',
    lead: 'stage.defences.lead',
    builds: [
      build('stage.defences.build1', ['A4']),
      build('stage.defences.build2', ALL),
      build('stage.defences.build3', ALL, ['checksum39229', 'checksum39500']),
      build('stage.defences.build4', ALL, ['refcountPin', 'deferredRelease', 'drainBarrier']),
    ],
    notes: [
      'stage.defences.notes1',
      'stage.defences.notes2',
      'stage.defences.notes3',
      'stage.defences.notes4',
    ],
  },
};

export const isFamilySlide = (id: string): id is FamilySlideId =>
  (FAMILY_SLIDE_IDS as readonly string[]).includes(id);
