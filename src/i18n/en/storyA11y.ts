/** English strings of the explainer's keyboard and screen-reader aids (owner: a11y). */
export const storyA11y = {
  'story.a11y.skipArticle': 'Skip to the article',
  'story.a11y.skipLive': 'Skip to the live view',
} as const;
