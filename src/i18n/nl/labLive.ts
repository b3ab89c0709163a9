/** De live-uitdagingen van het lab: wat een herspeelde sessie kreeg, waar een vraag te lezen is. */
import type { labLive as en } from '../en/labLive';
import type { Translation } from '../types';

export const labLive: Translation<typeof en> = {
  'lab.session.saved': 'Opgelost met de sessie die in uw voortgang is bewaard.',
  'lab.session.replayed': 'Uw sessie, zoals de engine hem herspeelde:',
  'lab.session.response':
    '{request} (klant {tenant}, een prompt van {tokens} tokens): HTTP {status}, isolatie {isolation}, {correct}',
  'lab.session.correct': 'correct',
  'lab.session.notCorrect': 'niet correct',
  'lab.session.moreResponses': '{n} {n|ander antwoord|andere antwoorden} niet getoond.',
  'lab.session.noRequests':
    'De sessie bevat geen verzoek: stuur eerst uw verzoeken naar de deployment en bewaar dan de sessie.',
  'lab.answer.wrongReadOnly':
    'Niet goed. Lees de situatie en "Het scenario (alleen lezen)" opnieuw, en probeer opnieuw.',
  'lab.answer.wrongAudit':
    'Niet goed. Open elke deployment in de blootstellingscontrole, lees het oordeel en probeer opnieuw.',
};
