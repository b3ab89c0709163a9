/** Les textes français de l’histoire, de l’explication et du mode présentation (owner: story). */
import { storyScenes } from './storyScenes';
import { storyUi } from './storyUi';

export const story = { ...storyUi, ...storyScenes };
