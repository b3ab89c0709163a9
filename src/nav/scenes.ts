/**
 * The explainer's scene ids, in reading order: the URL names them (`#/?scene=…`), the story
 * gives each its text and figure (src/story/scenes.ts), and the lab's challenges point readers
 * to them (src/lab). Written once here, below both. Imports nothing.
 */
export const SCENE_IDS = [
  'what-happened',
  'why-split',
  'config-gap',
  'rejection',
  'reservation',
  'stale-pages',
  'status-200',
  'fixes',
  'check-your-nodes',
  'unknowns',
] as const;

export type SceneId = (typeof SCENE_IDS)[number];
