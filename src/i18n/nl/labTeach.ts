/** De feedback van het lab die iets leert (issue #22, punt 4). */
import type { labTeach as en } from '../en/labTeach';
import type { Translation } from '../types';

export const labTeach: Translation<typeof en> = {
  'lab.answer.tooHigh': 'Niet juist: te hoog.',
  'lab.answer.tooLow': 'Niet juist: te laag.',
  'lab.wb.failing': 'Wat niet klopt: {what}.',
  'lab.goal.failsFor': 'geldt niet voor {list}',
  'lab.scenario.title': 'Het scenario (alleen lezen)',
  'lab.scenario.about':
    'De vraag gaat over dit scenario zoals het begint. Zodra u hebt geantwoord, kunt u het op de werkbank bewerken en uitvoeren, om te zien waarom.',
};
