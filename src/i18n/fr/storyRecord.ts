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
    'Chaque nœud retire à l’admission, avec son 400 d’origine, une requête qu’il a lui-même rejetée ; sur ce nœud, rien n’est alloué ni envoyé. Ce que cela change ici : le nœud de prefill, qui rejette le prompt, la retire dès l’entrée, avant toute passe avant ; il ne signale donc jamais `Success`, ne répond jamais 200 et n’envoie aucun KV : aucune page périmée n’est lue. Le nœud de decode, avec son pool plus grand, accepte le prompt ; le nœud de prefill ne le prévient pas du rejet. Ce qui met fin à la requête de decode dépend du routeur. `sgl-router` relaie aussitôt le 400 du prefill (la bonne réponse) et abandonne sa propre requête au nœud de decode (PR #29017, « cancel paired decode when prefill fails ») ; dans le moteur, cela arrive avant que le nœud de decode ait pris la requête en charge : il ne réserve rien. `mini_lb` attend le nœud de decode, qui réserve ses pages, ne reçoit aucun KV et répond 500 après son délai de transfert ({timeout} s). Le client reçoit la même chose qu’avec « Retrait du prefill abandonné » plus bas ; la différence est l’endroit où le prefill s’arrête : dès l’entrée plutôt qu’après sa passe avant. Dans le cas inverse (le nœud de decode rejette, le prefill accepte), le nœud de decode retire la requête avant de pouvoir parler au prefill, qui attend d’être apparié jusqu’à ce qu’il abandonne (après {timeout} s ; déduit du code).',
  'story.fix.retireAbortedPrefill.label': 'Retrait du prefill abandonné',
  'story.fix.retireAbortedPrefill.source': '#36988, fusionnée (suivi)',
  'story.fix.retireAbortedPrefill.effect':
    'Empêche la lecture périmée : le nœud de prefill écarte la requête après sa passe avant et n’envoie aucun KV. Ce que reçoit le client dépend du routeur : `sgl-router` relaie le 400 (selon la description de #38935, « so the client does get its 400 ») ; `mini_lb` renvoie le 500 du nœud de decode après l’expiration de son délai de transfert ({timeout} s).',
  'story.fix.honorAbortBeforeHandoff.label': 'Respect des abandons avant la passation',
  'story.fix.honorAbortBeforeHandoff.source': '#38704, première moitié ; ouverte (suivi)',
  'story.fix.honorAbortBeforeHandoff.effect':
    'La requête rejetée n’atteint jamais la passation : le nœud de prefill l’écarte avec son 400 d’origine et prévient le nœud de decode, dont le transfert échoue alors. `sgl-router` relaie le 400 ; `mini_lb` renvoie le 500 du nœud de decode, aussitôt et non après un délai. Un nœud de decode qui a lui-même rejeté le prompt garde son propre 400 et ne réserve rien : avec des pools égaux, les deux routeurs renvoient un 400.',
  'story.fix.coverageCheck.label': 'Contrôle de couverture',
  'story.fix.coverageCheck.source':
    '#38704, seconde moitié ; ouverte (suivi) ; le correctif, selon la presse',
  'story.fix.coverageCheck.effect':
    'Seul : le prefill signale toujours `Success`, mais le nœud de decode refuse un transfert qui couvre moins que ce qu’il a réservé (`KVPoll.Failed`). Pas de lecture périmée, et un 500 avec les deux routeurs, puisque le prefill a lui-même répondu 200. Le texte du refus est la formulation du moteur : le texte exact de SGLang n’a pas pu être lu. Avec la première moitié en plus, `sgl-router` donne le 400.',
  'story.fix.notifyDecodeOnAbort.label': 'Prévenir le decode en cas d’abandon',
  'story.fix.notifyDecodeOnAbort.source': 'PR #28651, fermée sans fusion (suivi)',
  'story.fix.notifyDecodeOnAbort.effect':
    'Dans le rejeu, seul, il ne change rien : le prefill n’abandonne jamais, car après `Success` son erreur en attente n’est jamais lue. Avec #36988, il épargne le délai à `mini_lb` : le nœud de decode échoue aussitôt, toujours avec un 500 ; `sgl-router` donne le 400 avec ou sans lui.',
  'story.fix.scrubOnFree.label': 'Effacement à la libération',
  'story.fix.scrubOnFree.source': 'absent de SGLang ; une option de conception',
  'story.fix.scrubOnFree.effect':
    'Aucune donnée d’un autre tenant n’est lue, mais avec les deux routeurs la réponse reste un 200 construit sur des zéros : fausse, sans la fuite. Cela coûte de la bande passante mémoire à chaque libération. Le tableau de la fin de la page (« Pas un cas isolé ») donne « Effacement à l’allocation » : la même défense, la mise à zéro des pages, faite quand une page est donnée plutôt que quand elle est libérée ; pour cet incident, le résultat est le même.',
  'story.fix.head.router': 'Routeur',
  'story.fix.head.exposed': 'Longueurs de prompt qui fuient',
  'story.fix.group.baseline': 'Le point de départ',
  'story.fix.group.baseline.rule':
    'La charge des scènes 1 à 7, inchangée. Chaque ligne ci-dessous change une seule chose, fait repasser la même charge dans le moteur avec chaque routeur, et est classée selon ce que ce changement fait seul. « Longueurs de prompt qui fuient » (calculé) : la bande de la scène 3, telle que le changement la laisse, si un prompt de cette bande lit encore les pages d’un autre tenant ; 0 sinon, même là où la réponse reste fausse.',
  'story.fix.group.stops': 'Arrête la fuite des données d’autres tenants',
  'story.fix.group.stops.rule':
    'Avec les deux routeurs, aucune longueur de prompt ne lit les pages d’un autre tenant. Toutes ces lignes ne donnent pas une réponse correcte. La colonne « Réponse correcte » dit si le client reçoit ce qu’un serveur correct lui doit : le 400 d’origine, avec le message de SGLang, quand la limite d’un nœud refuse le prompt ; sinon un 200 construit sur son seul prompt.',
  'story.fix.group.narrows': 'La réduit',
  'story.fix.group.narrows.rule':
    'La fuite demeure, mais pour moins de longueurs de prompt, moins de pages, ou avec un seul routeur.',
  'story.fix.group.nothing': 'Seul, ne change rien',
  'story.fix.group.nothing.rule':
    'Le même statut, les mêmes pages, le même verdict et les mêmes longueurs exposées que tel que déployé, avec les deux routeurs.',
  'story.fix.poolBelowWindow.label':
    'Pool de prefill porté à {pool} tokens, toujours sous la fenêtre',
  'story.fix.poolBelowWindow.source': 'une hypothèse du rejeu, pas une configuration rapportée',
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
};
