import { explore } from './explore';
import { lab } from './lab';
import { story } from './story';
import { views } from './views';

export const en = { ...explore, ...views, ...story, ...lab };
export type MessageKey = keyof typeof en;
