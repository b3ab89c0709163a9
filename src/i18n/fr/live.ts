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
  'live.aborted': 'Clients partis (requêtes annulées dans le moteur) : {ids}',
};
