/**
 * Le dictionnaire français : chaque clé du dictionnaire anglais (explore.*, views.*, story.*),
 * enregistré par ../index.ts avec registerDict. Un test signale toute clé manquante ou en trop.
 */
import type { Dict } from '../index';
import type { AppMessages, Translation } from '../types';
import { explore } from './explore';
import { story } from './story';
import { views } from './views';

export const fr: Dict = {
  ...explore,
  ...views,
  ...story,
} satisfies Translation<AppMessages>;
