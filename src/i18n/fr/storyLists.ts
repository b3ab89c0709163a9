/** Les listes de la dernière scène : inconnues, chronologie, sources publiques, en français (owner: story). */
import type { storyLists as en } from '../en/storyLists';
import type { Translation } from '../types';

export const storyLists: Translation<typeof en> = {
  'story.unknown.heading': 'Ce qui n’est pas connu',
  'story.unknown.exploitation':
    'Si quelqu’un l’a exploitée délibérément : Cloudflare dit n’avoir trouvé aucune preuve d’exploitation délibérée. C’est son évaluation interne ; aucun tiers ne l’a vérifiée.',
  'story.unknown.customers':
    'Combien de clients ont été touchés : non précisé (« un petit nombre »).',
  'story.unknown.data': 'Quel type de données les {responses} réponses ont exposé : non précisé.',
  'story.unknown.notified': 'Si et comment les clients touchés ont été prévenus : non précisé.',
  'story.unknown.writeup':
    'La publication de recherche de la personne qui a signalé le problème : pas encore parue.',
  'story.unknown.setup':
    'Le pool de decode, la taille de page et la version de SGLang utilisés par Cloudflare : absents des comptes rendus. La vue en direct suppose les deux premiers.',

  'story.timeline.heading': 'Chronologie',
  'story.timeline.caption': 'Dates telles que rapportées ; heures du {incidentDay} en UTC.',
  'story.timeline.issue': 'Un problème similaire est signalé dans le ticket SGLang #30233.',
  'story.timeline.windowStart': 'Début de la période d’exposition.',
  'story.timeline.hackerone': 'Gadi Evron (Knostic) signale le problème via HackerOne.',
  'story.timeline.declared':
    'Cloudflare déclare un incident, après l’avoir reproduit depuis deux comptes distincts.',
  'story.timeline.private': 'Le modèle est rendu privé.',
  'story.timeline.cause':
    'Cause identifiée, {causeMinutes} minutes après la déclaration (calcul dérivé).',
  'story.timeline.public':
    'Le modèle est de nouveau public, avec le pool KV de prefill porté à environ {newPool} millions de tokens. Il est resté privé {privateHours} h {privateMinutes} min (calcul dérivé).',
  'story.timeline.report':
    'Publication du rapport d’incident, en coordination avec les mainteneurs de SGLang.',

  'story.record.heading': 'Sources publiques sur le suivi de SGLang',
  'story.record.state.closed': 'ticket, fermé pour inactivité',
  'story.record.state.merged': 'pull request, fusionnée',
  'story.record.state.open': 'pull request, ouverte (non fusionnée)',
  'story.record.opened': 'ouverte le {date}',
  'story.record.30233':
    'GLM-5.2 (listé comme GLM-5.2-FP8), SGLang 0.5.11, contexte de {context} tokens, pool de {issuePool} tokens, pages de 64, KV copié d’un nœud à l’autre par Mooncake (l’une des bibliothèques que SGLang peut utiliser pour cela) : un prompt trop long fait produire au decode du charabia à partir d’un KV incomplet, et le prefill indique `prompt_tokens = 1`. Aucune réponse d’un mainteneur n’apparaît.',
  'story.record.36988':
    'Le nœud de prefill écarte une requête abandonnée après sa passe avant ; le côté decode n’est pas prévenu. `sgl-router` (dans ses versions actuelles) relaie le 400 du prefill ; `mini_lb` attend l’expiration du délai du nœud de decode et renvoie son 500.',
  'story.record.38704':
    'Respecte les abandons avant la passation ; le prefill publie la part de KV qu’il a couverte et le nœud de decode refuse un transfert plus court. Les comptes rendus de presse la désignent comme le correctif (scène 8).',
  'story.record.38935':
    'Chaque nœud retire à l’admission, avec son 400 d’origine, une requête qu’il a lui-même rejetée ; un nœud qui a accepté le prompt n’est pas prévenu par l’autre (la scène 8 suit les deux). Son auteur en parle comme d’un correctif de gaspillage et de latence, et dit que le symptôme du KV périmé ne se reproduit plus sur main depuis #36988.',
  'story.record.others':
    'Également sur le suivi, juillet–août 2026 : #30325, #33507/#33508, #34208 (un auteur y a vu « des résultats qui appartiennent à d’autres requêtes ») et #35421 (pools asymétriques : 200 et charabia avant, 400 après), correctifs ouverts et signalements du même mécanisme.',
};
