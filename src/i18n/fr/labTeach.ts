/** Les retours du laboratoire qui enseignent (issue #22, point 4). */
import type { labTeach as en } from '../en/labTeach';
import type { Translation } from '../types';

export const labTeach: Translation<typeof en> = {
  'lab.answer.tooHigh': 'Pas juste : trop haut.',
  'lab.answer.tooLow': 'Pas juste : trop bas.',
  'lab.wb.failing': 'Ce qui échoue : {what}.',
  'lab.goal.failsFor': 'n’est pas remplie pour {list}',
  'lab.scenario.title': 'Le scénario (lecture seule)',
  'lab.scenario.about':
    'La question porte sur ce scénario tel qu’il commence. Une fois votre réponse donnée, l’établi permet de le modifier et de l’exécuter, pour voir pourquoi.',
};
