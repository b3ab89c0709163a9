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
  'lab.session.asking': 'De live-server van deze pagina wordt gevraagd of hij de sessie opnam…',
  'lab.session.recordedTeam': 'Opgenomen door de server van deze klas (team {team}).',
  'lab.session.recordedHere': 'Opgenomen door de server van deze klas (deployment {deployment}).',
  'lab.session.notRecorded':
    'Niet opgenomen door de server van deze klas: {reason}. Ze telt niet waar de begeleider handtekeningen controleert.',
  'lab.session.why.invalid': 'de sessie is geen geldig scenariobestand',
  'lab.session.why.unsigned':
    'de sessie draagt de handtekening van geen enkele live-server (een scenariobestand, geen opgenomen sessie)',
  'lab.session.why.ownSecret':
    'ze werd ondertekend door een live-server die zonder het geheim van de klas is gestart',
  'lab.session.why.otherSecret': 'ze werd ondertekend met een ander geheim dan dat van deze klas',
  'lab.session.why.edited':
    'de handtekening past niet bij de inhoud: de sessie werd na het bewaren gewijzigd',
  'lab.session.why.otherTeam':
    'ze werd opgenomen door de deployment van team {team}, niet door deze (team {here})',
  'lab.session.why.noTeam':
    'ze werd opgenomen door een deployment van geen enkel team van deze klas',
  'lab.session.why.otherDeployment': 'ze werd opgenomen door een andere deployment dan deze',
  'lab.session.here.unreachable':
    'Hier niet te controleren: de live-server die deze pagina serveerde, antwoordt niet ({detail}). Uw begeleider controleert de sessie met lab:verify --secret-file.',
  'lab.session.here.noSecret':
    'Hier niet te controleren: de live-server van deze pagina is gestart zonder klasgeheim; hij kan zijn sessies niet van vervalste onderscheiden.',
  'lab.session.here.refusedCheck':
    'Hier niet te controleren: de live-server controleerde de sessie niet ({detail}). Uw begeleider controleert haar met lab:verify --secret-file.',
};
