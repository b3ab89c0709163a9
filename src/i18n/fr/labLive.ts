/** Les défis en direct du laboratoire : ce qu’a reçu une session rejouée, où lire une question. */
import type { labLive as en } from '../en/labLive';
import type { Translation } from '../types';

export const labLive: Translation<typeof en> = {
  'lab.session.saved': 'Résolu avec la session enregistrée dans votre progression.',
  'lab.session.replayed': 'Votre session, telle que le moteur l’a rejouée :',
  'lab.session.response':
    '{request} (client {tenant}, un prompt de {tokens} tokens) : HTTP {status}, isolation {isolation}, {correct}',
  'lab.session.correct': 'correcte',
  'lab.session.notCorrect': 'incorrecte',
  'lab.session.moreResponses': '{n} {n|autre réponse non affichée|autres réponses non affichées}.',
  'lab.session.noRequests':
    'La session ne contient aucune requête : envoyez d’abord vos requêtes au déploiement, puis enregistrez la session.',
  'lab.answer.wrongReadOnly':
    'Pas juste. Relisez la situation et « Le scénario (lecture seule) », puis réessayez.',
  'lab.answer.wrongAudit':
    'Pas juste. Ouvrez chaque déploiement dans le vérificateur d’exposition, lisez son verdict et réessayez.',
};
