/** De Nederlandse teksten van het verhaal, de uitleg en de presentatie (owner: story). */
import { storyScenes } from './storyScenes';
import { storyUi } from './storyUi';

export const story = { ...storyUi, ...storyScenes };
