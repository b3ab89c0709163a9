/** Le diagramme de séquence des scènes 4–5, en français (owner: story). */
import type { storySequence as en } from '../en/storySequence';
import type { Translation } from '../types';

export const storySequence: Translation<typeof en> = {
  'story.seq.caption':
    'La requête du tenant {storyTenant}, pas à pas : qui agit (point), ce qui est envoyé (flèche), et les champs de la requête sur ce nœud (une valeur modifiée est soulignée). ✗ marque un contrôle manquant.',
  'story.seq.lane.router': 'routeur',
  'story.seq.lane.prefill': 'prefill',
  'story.seq.lane.decode': 'decode',
  'story.seq.ids.placeholder': '[0] (substitut, 1 token)',
  'story.seq.ids.prompt': '{n} {n|token|tokens}',
  'story.seq.router.dispatch':
    'Le routeur envoie la même requête ({tokens} tokens) aux deux nœuds, appariés par `bootstrap_room` {room}.',
  'story.seq.prefill.reject':
    'Le nœud de prefill la rejette ({tokens} ≥ {max} tokens) : `set_finish_with_abort` met à sa place le substitut d’un token et garde le 400 dans `to_finish`. La requête est quand même mise en file.',
  'story.seq.prefill.bootstrap_add':
    '`PrefillBootstrapQueue.add` la laisse entrer : sa longueur est maintenant 1.',
  'story.seq.decode.prealloc_add':
    'Le nœud de decode vérifie la longueur par rapport à son propre pool, plus grand : {tokens} tokens passent. `DecodePreallocQueue.add`.',
  'story.seq.decode.prealloc':
    '`_pre_alloc` réserve {pages} pages pour {tokens} tokens et envoie leurs numéros au nœud de prefill.',
  'story.seq.prefill.forward':
    'Le nœud de prefill fait une passe avant sur le substitut : {tokens} token, {pages} page.',
  'story.seq.prefill.send_kv_chunk':
    'Il envoie {pages} page de KV, dans la première des {reserved} pages réservées.',
  'story.seq.prefill.transfer_success':
    '`KVPoll.Success` : la requête se termine par `FINISH_LENGTH(0)` ; le 400 en attente reste dans `to_finish`, plus jamais lu.',
  'story.seq.decode.transfer_success':
    'Le nœud de decode voit `Success` et un `bootstrap_room` qui concorde, et accepte : {tokens} token reçu pour {fill} réservés.',
  'story.seq.decode.prebuilt':
    'Lot PREBUILT : les {pages} pages réservées comptent toutes comme du KV calculé ; {stale} n’ont jamais été écrites pour cette requête.',
  'story.seq.router.response': 'Le routeur renvoie la réponse du nœud de decode : HTTP {status}.',
  'story.seq.mark.admission':
    'Contrôle manquant : `PrefillBootstrapQueue.add` compare seulement la longueur au pool ; rien ne demande si `to_finish` contient un abandon. Le correctif « Rejet à l’admission » (scène 8) retire une telle requête ici.',
  'story.seq.mark.handoff':
    'Contrôle manquant : l’abandon en attente n’est pas respecté avant le transfert, et après `Success` il est ignoré. Les correctifs « Retrait du prefill abandonné » et « Respect des abandons avant la passation » (scène 8) l’arrêtent ici.',
  'story.seq.mark.coverage':
    'Contrôle manquant : rien ne compare ce que le nœud de prefill a envoyé à ce que le nœud de decode a réservé. Le correctif « Contrôle de couverture » (scène 8) refuse un tel transfert.',
};
