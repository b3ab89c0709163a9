import { explore } from './explore';
import { story } from './story';
import { views } from './views';

export const en = { ...explore, ...views, ...story };
export type MessageKey = keyof typeof en;
