/** English strings of the story, explainer and presenter (owner: story). */
export const story = {
  'story.title': 'Stale Pages',
} as const;
