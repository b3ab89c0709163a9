/**
 * English strings of the story, explainer and presenter (owner: story).
 * Inline markup: `code` and **strong**; numbers and dates arrive as {placeholders} and are
 * formatted per locale with Intl. Sources: shared/facts/incident.md (press accounts of
 * Cloudflare's report) and shared/facts/sglang.md (SGLang's source and tracker).
 */
import { storyFigures } from './storyFigures';
import { storyScenes } from './storyScenes';
import { storyTop } from './storyTop';
import { storyUi } from './storyUi';

export const story = {
  ...storyUi,
  ...storyScenes,
  ...storyTop,
  ...storyFigures,
} as const;
