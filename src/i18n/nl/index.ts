/** Het Nederlandse woordenboek: elke sleutel van het Engelse woordenboek (een test controleert dat). */
import type { Dict } from '../index';
import { story } from './story';

export const nl: Dict = { ...story };
