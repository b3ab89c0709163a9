/** Hulp voor toetsenbord en schermlezer in de uitleg, in het Nederlands (owner: a11y). */
import type { storyA11y as en } from '../en/storyA11y';
import type { Translation } from '../types';

export const storyA11y: Translation<typeof en> = {
  'story.a11y.skipArticle': 'Naar het artikel',
  'story.a11y.skipLive': 'Naar de live weergave',
};
