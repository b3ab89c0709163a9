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
  'lab.session.asking':
    'Question au serveur en direct de cette page : a-t-il enregistré cette session…',
  'lab.session.recordedTeam': 'Enregistrée par le serveur de la classe (équipe {team}).',
  'lab.session.recordedHere': 'Enregistrée par le serveur de la classe (déploiement {deployment}).',
  'lab.session.notRecorded':
    'Non enregistrée par le serveur de la classe : {reason}. Elle ne compte pas là où l’animateur vérifie les signatures.',
  'lab.session.why.invalid': 'la session n’est pas un fichier de scénario valide',
  'lab.session.why.unsigned':
    'la session ne porte la signature d’aucun serveur en direct (un fichier de scénario, pas une session enregistrée)',
  'lab.session.why.ownSecret':
    'elle a été signée par un serveur en direct lancé sans le secret de la classe',
  'lab.session.why.otherSecret': 'elle a été signée avec un autre secret que celui de la classe',
  'lab.session.why.edited':
    'sa signature ne correspond pas à son contenu : la session a été modifiée après son enregistrement',
  'lab.session.why.otherTeam':
    'elle a été enregistrée par le déploiement de l’équipe {team}, pas par celui-ci (équipe {here})',
  'lab.session.why.noTeam':
    'elle a été enregistrée par un déploiement qui n’appartient à aucune équipe de la classe',
  'lab.session.why.otherDeployment': 'elle a été enregistrée par un autre déploiement que celui-ci',
  'lab.session.here.unreachable':
    'Non vérifiable ici : le serveur en direct qui a servi cette page ne répond pas ({detail}). Votre animateur vérifie la session avec lab:verify --secret-file.',
  'lab.session.here.noSecret':
    'Non vérifiable ici : le serveur en direct de cette page a été lancé sans secret de classe ; il ne peut pas distinguer ses sessions de sessions falsifiées.',
  'lab.session.here.refusedCheck':
    'Non vérifiable ici : le serveur en direct n’a pas vérifié la session ({detail}). Votre animateur la vérifie avec lab:verify --secret-file.',
};
