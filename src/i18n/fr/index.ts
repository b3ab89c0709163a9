/** Le dictionnaire français : chaque clé du dictionnaire anglais (un test le vérifie). */
import type { Dict } from '../index';
import { story } from './story';

export const fr: Dict = { ...story };
