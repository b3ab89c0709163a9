/** A slide's speaker notes: the talk file's own, else the built-in ones, in the deck's language. */
import { t } from '../../i18n';
import type { Vars } from '../../story/figures';
import type { TalkSlide } from '../../story/talk';

export function slideNotes(slide: TalkSlide, vars: Vars): string[] {
  if (slide.notes) return [...slide.notes];
  if (slide.scene) return slide.scene.notes.map((k) => t(k, vars));
  if (slide.family) return slide.family.notes.map((k) => t(k));
  if (slide.kind === 'closing') return [t('stage.closing.notes1'), t('stage.closing.notes2')];
  return [t('stage.title.notes')];
}
