/** La vue en direct (#/live) : un déploiement SGLang de substitution (`npm run live`) observé en marche. */
import type { live as en } from '../en/live';
import type { Translation } from '../types';

export const live: Translation<typeof en> = {
  'live.title': 'Déploiement en direct',
  'live.intro':
    'Cette page observe le déploiement de substitution lancé par npm run live. Envoyez-lui des requêtes avec curl ou un client OpenAI : elles apparaissent ici à leur arrivée.',
  'live.conn.label': 'Connexion',
  'live.conn.connecting': 'connexion…',
  'live.conn.connected': 'connecté',
  'live.conn.reconnecting': 'le serveur ne répond pas : reconnexion…',
  'live.conn.absent':
    'aucun serveur en direct ne répond ici (lancez npm run live : cette page le suit d’elle-même)',
  'live.session': '{n} {n|requête|requêtes} dans cette session, tick {tick} du moteur',
  'live.epoch': 'nœuds démarrés {n} fois',
  'live.empty': 'Aucune requête pour l’instant. Envoyez-en une depuis un terminal :',
  'live.follow': 'Suivre en direct',
  'live.follow.hint': 'Désactivé : la vue reste où vous la placez, le déploiement continue.',
  'live.export': 'Enregistrer la session comme fichier de scénario',
  'live.config.title': 'Déploiement',
  'live.config.note':
    'Changer de routeur ou de correctif redémarre les nœuds : leurs pools repartent vides.',
  'live.config.error': 'Le déploiement n’a pas accepté le changement : {message}',
  'live.config.key': 'Clé (celle de votre équipe ou de l’animateur)',
  'live.config.keyNeeded':
    'Ce déploiement n’accepte de changement qu’avec une clé : celle de votre équipe ou celle de l’animateur. Saisissez-la dans le champ ci-dessous, puis refaites le changement.',
  'live.config.keyRefused':
    'Cette clé ne peut pas changer ce déploiement : c’est la clé d’une autre équipe, ou dans cette classe seule la clé de l’animateur change un déploiement.',
  'live.aborted': 'Clients partis (requêtes annulées dans le moteur) : {ids}',
};
