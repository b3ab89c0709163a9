/** Aides au clavier et aux lecteurs d’écran de l’explication, en français (owner: a11y). */
import type { storyA11y as en } from '../en/storyA11y';
import type { Translation } from '../types';

export const storyA11y: Translation<typeof en> = {
  'story.a11y.skipArticle': 'Aller à l’article',
  'story.a11y.skipLive': 'Aller à la vue en direct',
};
