/** De Nederlandse teksten van het verhaal, de uitleg en de presentatie (owner: story). */
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
