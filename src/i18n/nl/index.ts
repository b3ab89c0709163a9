/**
 * Het Nederlandse woordenboek: elke sleutel van het Engelse woordenboek (explore.*, views.*,
 * story.*), geregistreerd door ../index.ts met registerDict. Een test meldt ontbrekende of
 * overbodige sleutels.
 */
import type { Dict } from '../index';
import type { AppMessages, Translation } from '../types';
import { explore } from './explore';
import { story } from './story';
import { views } from './views';

export const nl: Dict = {
  ...explore,
  ...views,
  ...story,
} satisfies Translation<AppMessages>;
