/** Les textes français de l’histoire, de l’explication et du mode présentation (owner: story). */
import { storyFigures } from './storyFigures';
import { storyRecord } from './storyRecord';
import { storyScenes } from './storyScenes';
import { storySequence } from './storySequence';
import { storyTop } from './storyTop';
import { storyUi } from './storyUi';

export const story = {
  ...storyUi,
  ...storyScenes,
  ...storyTop,
  ...storyFigures,
  ...storySequence,
  ...storyRecord,
};
