/** Correctifs, inconnues, chronologie et sources publiques, en français (owner: story). */
import type { storyRecord as en } from '../en/storyRecord';
import type { Translation } from '../types';

export const storyRecord: Translation<typeof en> = {
  'story.fix.head.change': 'Changement',
  'story.fix.head.source': 'Source',
  'story.fix.head.status': 'Statut HTTP',
  'story.fix.head.stale': 'Pages d’autres tenants lues',
  'story.fix.head.output': 'Réponse correcte',
  'story.fix.head.effect': 'Ce qu’il aurait empêché, et ce qu’il n’aurait pas empêché',
  'story.fix.pages': '{n} {n|page|pages}',
  'story.fix.pass': 'oui',
  'story.fix.fail': 'non',
  'story.fix.show': 'Afficher',
  'story.fix.showing': 'Affiché',
  'story.fix.caption': 'Issue de « {fix} » avec chaque routeur',

  'story.fix.none.label': 'Tel que déployé',
  'story.fix.none.source': 'versions vulnérables',
  'story.fix.none.effect':
    'La fuite : HTTP 200 avec les deux routeurs, construit sur des pages qui contenaient encore le KV d’autres requêtes.',
  'story.fix.rejectAtAdmission.label': 'Rejet à l’admission',
  'story.fix.rejectAtAdmission.source': '#38935, fusionnée (suivi)',
  'story.fix.rejectAtAdmission.effect':
    'Chaque nœud retire à l’admission, avec son 400 d’origine, une requête qu’il a lui-même rejetée ; sur ce nœud, rien n’est alloué ni envoyé. Ici, seul le nœud de prefill rejette le prompt : le nœud de decode, avec son pool plus grand, l’a accepté, réserve ses pages et n’est pas prévenu que le prefill l’a retirée. `sgl-router` relaie le 400 du prefill et annule la requête de decode ; `mini_lb` renvoie le 500 du nœud de decode après son délai de transfert ({timeout} s). Dans le cas inverse (le nœud de decode rejette, le prefill accepte), le nœud de decode retire la requête avant d’avoir un récepteur ; il ne peut donc pas prévenir le prefill, qui attend jusqu’à son délai d’amorçage (déduit du code). Son auteur en parle comme d’un correctif de gaspillage et de latence, et dit que la lecture périmée ne se reproduit plus sur main depuis #36988.',
  'story.fix.retireAbortedPrefill.label': 'Retrait du prefill abandonné',
  'story.fix.retireAbortedPrefill.source': '#36988, fusionnée (suivi)',
  'story.fix.retireAbortedPrefill.effect':
    'Empêche la lecture périmée : le nœud de prefill écarte la requête après sa passe avant et n’envoie aucun KV. Ce que reçoit le client dépend du routeur : `sgl-router` relaie le 400 (selon la description de #38935, « so the client does get its 400 ») ; `mini_lb` renvoie le 500 du nœud de decode après l’expiration de son délai de transfert ({timeout} s).',
  'story.fix.honorAbortBeforeHandoff.label': 'Respect des abandons avant la passation',
  'story.fix.honorAbortBeforeHandoff.source': '#38704, première moitié ; affichée ouverte (suivi)',
  'story.fix.honorAbortBeforeHandoff.effect':
    'La requête rejetée n’atteint jamais la passation : le nœud de prefill l’écarte avec son 400 d’origine et prévient le nœud de decode, dont le transfert échoue alors. `sgl-router` relaie le 400 ; `mini_lb` renvoie le 500 du nœud de decode, aussitôt et non après un délai. Un nœud de decode qui a lui-même rejeté le prompt garde son propre 400 et ne réserve rien : avec des pools égaux, les deux routeurs renvoient un 400.',
  'story.fix.coverageCheck.label': 'Contrôle de couverture',
  'story.fix.coverageCheck.source':
    '#38704, seconde moitié ; affichée ouverte (suivi) ; le correctif, selon la presse',
  'story.fix.coverageCheck.effect':
    'Seul : le prefill signale toujours `Success`, mais le nœud de decode refuse un transfert qui couvre moins que ce qu’il a réservé (`KVPoll.Failed`). Pas de lecture périmée, et un 500 avec les deux routeurs, puisque le prefill a lui-même répondu 200. Le texte du refus est la formulation du modèle. Avec la première moitié en plus, `sgl-router` donne le 400.',
  'story.fix.notifyDecodeOnAbort.label': 'Prévenir le decode en cas d’abandon',
  'story.fix.notifyDecodeOnAbort.source': '#28651 (suivi)',
  'story.fix.notifyDecodeOnAbort.effect':
    'Dans ce modèle, seul, il ne change rien : le prefill n’abandonne jamais, car `Success` a effacé l’erreur en attente. Avec #36988, il épargne le délai à `mini_lb` : le nœud de decode échoue aussitôt, toujours avec un 500 ; `sgl-router` donne le 400 avec ou sans lui.',
  'story.fix.scrubOnFree.label': 'Effacement à la libération',
  'story.fix.scrubOnFree.source': 'absent de SGLang ; une option de conception',
  'story.fix.scrubOnFree.effect':
    'Aucune donnée d’un autre tenant n’est lue, mais avec les deux routeurs la réponse reste un 200 construit sur des zéros : fausse, sans la fuite. Cela coûte de la bande passante mémoire à chaque libération.',
  'story.fix.head.router': 'Routeur',
  'story.fix.head.exposed': 'Longueurs de prompt exposées',
  'story.fix.group.baseline': 'Le point de départ',
  'story.fix.group.baseline.rule':
    'La charge des scènes 1 à 7, inchangée. Chaque ligne ci-dessous change une seule chose et fait repasser la même charge dans le moteur, avec chaque routeur, puis est classée selon ce que ce changement fait seul. « Longueurs de prompt exposées » (calculé) : les longueurs que le nœud de prefill rejette et que le nœud de decode accepte, comptées quand un prompt de cette bande, passé dans le moteur, lit les pages d’un autre tenant.',
  'story.fix.group.stops': 'Arrête la fuite',
  'story.fix.group.stops.rule':
    'Avec les deux routeurs, aucune longueur de prompt ne lit les pages d’un autre tenant.',
  'story.fix.group.narrows': 'La réduit',
  'story.fix.group.narrows.rule':
    'La fuite demeure, mais pour moins de longueurs de prompt, moins de pages, ou avec un seul routeur.',
  'story.fix.group.nothing': 'Seul, ne change rien',
  'story.fix.group.nothing.rule':
    'Le même statut, les mêmes pages, le même verdict et les mêmes longueurs exposées que tel que déployé, avec les deux routeurs.',
  'story.fix.poolBelowWindow.label':
    'Pool de prefill porté à {pool} tokens, toujours sous la fenêtre',
  'story.fix.poolBelowWindow.source': 'une hypothèse de ce modèle, pas une configuration rapportée',
  'story.fix.poolBelowWindow.effect':
    'La bande commence plus haut, donc moins de longueurs de prompt sont exposées, mais ce prompt de {storyPrompt} tokens est toujours rejeté par le nœud de prefill et accepté par le nœud de decode : le même 200, construit sur les pages d’autres tenants, avec les deux routeurs. Seul un pool au moins égal à la fenêtre ferme la bande.',
  'story.fix.pool2x.label': 'Pool de prefill à environ 2× la fenêtre',
  'story.fix.pool2x.source': 'le remède de configuration de Cloudflare',
  'story.fix.pool2x.effect':
    'Le prompt tient sur les deux nœuds et reçoit une réponse correcte. Cela referme la bande pour ce déploiement, pas le bogue : tout nœud dont le pool est plus petit que la fenêtre la rouvre.',
  'story.fix.equalPools.label': 'Pool de decode aussi petit que celui de prefill',
  'story.fix.equalPools.source': 'pour comparaison',
  'story.fix.equalPools.effect':
    'Les deux nœuds rejettent, et le client reçoit un 400 avec les deux routeurs (une déduction tirée du code de SGLang) : la fuite exige un nœud de decode qui accepte ce que le nœud de prefill refuse.',

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
  'story.record.state.open': 'pull request, affichée ouverte',
  'story.record.opened': 'ouverte le {date}',
  'story.record.30233':
    'GLM-5.2-FP8, SGLang 0.5.11, contexte de {context} tokens, pool de {issuePool} tokens, pages de 64, Mooncake : un prompt trop long fait produire au decode du charabia à partir d’un KV incomplet, et le prefill indique `prompt_tokens = 1`. Aucune réponse d’un mainteneur n’apparaît.',
  'story.record.36988':
    'Le nœud de prefill écarte une requête abandonnée après sa passe avant ; le côté decode n’est pas prévenu. `sgl-router` (depuis #29017) relaie le 400 du prefill ; `mini_lb` attend l’expiration du délai du nœud de decode et renvoie son 500.',
  'story.record.38704':
    'Respecte les abandons avant la passation ; le prefill publie la part de KV qu’il a couverte et le nœud de decode refuse un transfert plus court. Les comptes rendus de presse la désignent comme le correctif, présent dans SGLang depuis la v0.5.20 ; le suivi que nous avons pu consulter ne confirme pas ce lien.',
  'story.record.38935':
    'Chaque nœud retire à l’admission, avec son 400 d’origine, une requête qu’il a lui-même rejetée ; un nœud qui a accepté le prompt n’est pas prévenu (la scène 8 suit les deux). Son auteur en parle comme d’un correctif de gaspillage et de latence, et dit que le symptôme du KV périmé ne se reproduit plus sur main depuis #36988.',
  'story.record.others':
    'Également sur le suivi, juillet–août 2026 : #30325, #33507/#33508, #34208 (un auteur y a vu « des résultats qui appartiennent à d’autres requêtes ») et #35421 (pools asymétriques : 200 et charabia avant, 400 après), correctifs ouverts et signalements du même mécanisme.',
};
