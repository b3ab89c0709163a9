/**
 * The deck's slides: the built-in talk (every scene, the family's two slides, then the closing
 * slide) or a talk file's
 * (./talkFile.ts): its slides in its order, a title slide, the speaker's notes and links, its
 * theme. One talk is active per window (the presenter's hooks set it from the loaded file);
 * src/story/deck.ts moves through the active talk's slides.
 */
import type { MessageKey } from '../i18n';
import { FAMILY_SLIDE_IDS, FAMILY_SLIDES, isFamilySlide, type FamilySlide } from './familySlides';
import { SCENES, type Scene } from './scenes';
import type { SlideId, TalkFile, TalkLink, TalkSlideSpec, TalkTheme } from './talkFile';

export interface TalkSlide {
  id: SlideId;
  kind: 'title' | 'scene' | 'family' | 'closing';
  /** the scene a scene slide shows */
  scene?: Scene;
  /** what a family slide shows, build by build (./familySlides.ts) */
  family?: FamilySlide;
  /** the speaker's notes from the talk file, in place of the built-in ones */
  notes?: readonly string[];
}

export interface Talk {
  /** the file it came from (null: the built-in talk) */
  source: string | null;
  title?: string;
  subtitle?: string;
  speaker?: string;
  affiliation?: string;
  event?: string;
  links: readonly TalkLink[];
  theme: TalkTheme;
  slides: readonly TalkSlide[];
}

const sceneSlide = (scene: Scene, notes?: readonly string[]): TalkSlide => ({
  id: scene.id,
  kind: 'scene',
  scene,
  ...(notes ? { notes } : {}),
});

const familySlide = (family: FamilySlide, notes?: readonly string[]): TalkSlide => ({
  id: family.id,
  kind: 'family',
  family,
  ...(notes ? { notes } : {}),
});

export const BUILT_IN_TALK: Talk = {
  source: null,
  links: [],
  theme: 'dark',
  slides: [
    ...SCENES.map((s) => sceneSlide(s)),
    ...FAMILY_SLIDE_IDS.map((id) => familySlide(FAMILY_SLIDES[id])),
    { id: 'closing', kind: 'closing' },
  ],
};

/** A slide's clicker builds, each named in a few words (none: the slide has no builds). */
export function buildLabels(slide: TalkSlide): readonly MessageKey[] {
  if (slide.scene) return (slide.scene.beats ?? []).map((b) => b.label);
  return slide.family?.builds.map((b) => b.label) ?? [];
}

/** The talk a validated file describes; `source`: the file's name. */
export function talkFrom(file: TalkFile, source: string): Talk {
  const specs: readonly TalkSlideSpec[] = file.slides ?? [
    ...(file.title ? [{ slide: 'title' as const }] : []),
    ...SCENES.map((s) => ({ slide: s.id })),
    ...FAMILY_SLIDE_IDS.map((id) => ({ slide: id })),
    { slide: 'closing' as const },
  ];
  const slides = specs.map(({ slide, notes }): TalkSlide => {
    const scene = SCENES.find((s) => s.id === slide);
    if (scene) return sceneSlide(scene, notes);
    if (isFamilySlide(slide)) return familySlide(FAMILY_SLIDES[slide], notes);
    return {
      id: slide,
      kind: slide === 'title' ? 'title' : 'closing',
      ...(notes ? { notes } : {}),
    };
  });
  const { title, subtitle, speaker, affiliation, event, links, theme } = file;
  return {
    source,
    ...(title ? { title } : {}),
    ...(subtitle ? { subtitle } : {}),
    ...(speaker ? { speaker } : {}),
    ...(affiliation ? { affiliation } : {}),
    ...(event ? { event } : {}),
    links,
    theme,
    slides,
  };
}

let active: Talk = BUILT_IN_TALK;

/** The talk this window presents. */
export const activeTalk = (): Talk => active;
export function setActiveTalk(talk: Talk): void {
  active = talk;
}

/** The active talk's slide at an index (clamped). */
export function slideAt(i: number): TalkSlide {
  const s = active.slides;
  return s[Math.max(0, Math.min(s.length - 1, i))]!;
}

/** The index of a slide in the active talk, or -1. */
export const slideIndex = (id: string | null | undefined): number =>
  active.slides.findIndex((s) => s.id === id);
