/** Narration française, une clé par type d’événement (clés de ../en/explore.ts ; owner: story). */
export const exploreNarration: Record<string, string> = {
  'explore.narr.router.dispatch':
    'Le routeur donne à {req} ({tenant}, {tokens}) le bootstrap_room {room} et envoie la même requête complète au nœud de prefill et au nœud de decode en même temps.',
  'explore.narr.router.reject_context':
    'Le routeur rejette {req} aussitôt : {tokens} n’est pas en dessous de la longueur de contexte du modèle, {context}, donc le client reçoit un HTTP 400 et aucun nœud ne la voit.',
  'explore.narr.router.response':
    'Le routeur transmet au client la réponse du nœud de decode pour {req} : HTTP {status}.',
  'explore.narr.router.response.error':
    'Le routeur transmet au client la réponse du nœud de decode pour {req} : HTTP {status}, « {error} »',
  'explore.narr.router.response.leak':
    'Le routeur transmet au client la réponse du nœud de decode pour {req} : HTTP 200, alors que le nœud de prefill a rejeté le prompt. Le texte a été généré à partir de pages écrites en dernier par {writers}.',
  'explore.narr.prefill.reject':
    'Le nœud de prefill rejette {req} ({tokens} ≥ sa limite {limit}) : set_finish_with_abort remplace le prompt par un substitut d’un token et enregistre un 400 en attente dans to_finish, mais finished_reason reste vide.',
  'explore.narr.prefill.bootstrap_add':
    'PrefillBootstrapQueue.add accepte {req} ({tokens}, dans les limites de max_total_num_tokens) et crée son émetteur KV : KVPoll.Bootstrapping.',
  'explore.narr.prefill.bootstrap_add.placeholder':
    'PrefillBootstrapQueue.add accepte le substitut d’un token de {req} : son contrôle de longueur voit 1 token et passe, et aucune barrière ne demande si to_finish contient une erreur. KVPoll.Bootstrapping.',
  'explore.narr.prefill.retire_at_admission':
    'Rejet à l’admission (PR #38935) : le nœud de prefill écarte {req} dès PrefillBootstrapQueue.add avec son 400 d’origine. Rien n’est alloué et rien n’est envoyé.',
  'explore.narr.prefill.bootstrapped':
    'pop_bootstrapped : l’émetteur de {req} atteint KVPoll.WaitingForInput ; num_pages = ceil({len} / page_size) = {pages}, et la requête passe dans waiting_queue.',
  'explore.narr.prefill.bootstrapped.placeholder':
    'pop_bootstrapped pour le substitut de {req} : num_pages = ceil(1 / page_size) = 1. Le prefill enverra une page, pas les {full} du vrai prompt.',
  'explore.narr.prefill.honor_abort':
    'Contrôle de couverture (PR #38704) : le nœud de prefill respecte l’abandon en attente de {req} avant la passation, l’écarte avec le 400 d’origine et prévient le nœud de decode (KVPoll.Failed).',
  'explore.narr.prefill.forward':
    'Passe avant sur le nœud de prefill : le KV de {req}, {tokens}, est écrit dans {pages} de son pool.',
  'explore.narr.prefill.forward.placeholder':
    'Passe avant sur le nœud de prefill pour le substitut de {req} : un token de KV, écrit dans une seule page.',
  'explore.narr.prefill.retire_aborted':
    'Retrait du prefill abandonné (PR #36988) : après la passe avant, le nœud de prefill écarte {req} avec son 400 d’origine et n’envoie aucun KV. Le nœud de decode n’est pas prévenu et continue d’attendre le transfert.',
  'explore.narr.prefill.retire_aborted.notified':
    'Retrait du prefill abandonné (PR #36988) : après la passe avant, le nœud de prefill écarte {req} avec son 400 d’origine et n’envoie aucun KV ; avec la notification d’abandon (PR #28651), le nœud de decode l’apprend aussitôt (KVPoll.Failed).',
  'explore.narr.prefill.retire_aborted.peer':
    'Le nœud de prefill écarte {req} : son pair decode a fait échouer le transfert (KVPoll.Failed).',
  'explore.narr.prefill.send_kv_chunk':
    'send_kv_chunk : le nœud de prefill écrit le KV de {req} ({pages}) dans les pages réservées par le nœud de decode ; KVPoll.Transferring.',
  'explore.narr.prefill.send_kv_chunk.short':
    'send_kv_chunk : le nœud de prefill écrit {sent} sur les {reserved} que le nœud de decode a réservées pour le prompt de {req}, le KV du substitut seulement. Rien n’atteint les {rest} restantes ; leur ancien contenu y reste.',
  'explore.narr.prefill.transfer_success':
    'Le transfert de {req} signale KVPoll.Success. Le nœud de prefill le termine avec FINISH_LENGTH(0) et libère ses pages, sans les effacer.',
  'explore.narr.prefill.transfer_success.overwrote':
    'Le transfert de {req} signale KVPoll.Success : le prefill a envoyé tout ce qu’il avait choisi d’envoyer, une page. FINISH_LENGTH(0) écrase maintenant le 400 en attente dans to_finish : le rejet a disparu.',
  'explore.narr.decode.reject':
    'Le nœud de decode rejette aussi {req} ({tokens} ≥ sa limite {limit}) : son propre substitut d’un token, avec un 400 en attente dans to_finish.',
  'explore.narr.decode.prealloc_add':
    'DecodePreallocQueue.add accepte {req} ({tokens}) et crée son récepteur KV : KVPoll.Bootstrapping.',
  'explore.narr.decode.prealloc_add.asym':
    'Le nœud de decode accepte {req} : {tokens} est sous sa propre limite de {limit} (son pool est plus grand). DecodePreallocQueue.add crée un récepteur pour le prompt complet ; rien ne lui dit que le prefill a rejeté la requête.',
  'explore.narr.decode.prealloc_add.placeholder':
    'DecodePreallocQueue.add accepte le substitut d’un token de {req} ; son 400 en attente reste dans to_finish.',
  'explore.narr.decode.handshake':
    'Le récepteur du nœud de decode pour {req} termine la poignée de main : KVPoll.Bootstrapping → WaitingForInput.',
  'explore.narr.decode.retire_at_admission':
    'Rejet à l’admission (PR #38935) : le nœud de decode écarte {req} dès DecodePreallocQueue.add avec son 400 d’origine et fait échouer le bootstrap, si bien que le côté prefill s’arrête aussi.',
  'explore.narr.decode.prealloc':
    'pop_preallocated réserve {pages} du pool de decode pour {req} (fill_len = {fillLen}, plus la place de la sortie) et en envoie les indices au prefill (send_metadata).',
  'explore.narr.decode.prealloc.asym':
    'pop_preallocated réserve {pages} du pool de decode pour {req} : {fillPages} pour fill_len = {fillLen}, le prompt complet, plus la place de la sortie, alors que le prefill ne détient qu’un substitut d’un token. Les indices des pages du prompt partent vers le prefill (send_metadata).',
  'explore.narr.decode.prealloc.placeholder':
    'pop_preallocated réserve la place du substitut d’un token de {req} et de sa sortie, et envoie les indices des pages au prefill (send_metadata).',
  'explore.narr.decode.prealloc_drop':
    'pop_preallocated écarte {req} : son finished_reason est un abandon.',
  'explore.narr.decode.transfer_success':
    'pop_transferred : KVPoll.Success et le bootstrap_room {room} correspond, donc {req} rejoint la waiting_queue du nœud de decode avec le KV de ses {tokens}.',
  'explore.narr.decode.transfer_success.rejected':
    'pop_transferred : KVPoll.Success et le bootstrap_room {room} correspond, donc le nœud de decode accepte {req}. Il a reçu le KV de {received} des {fillLen} tokens ; rien ne compare les deux, et rien ne demande si le prefill a rejeté la requête.',
  'explore.narr.decode.transfer_success.placeholder':
    'pop_transferred : KVPoll.Success et le bootstrap_room {room} correspond, donc le substitut d’un token de {req} rejoint la waiting_queue du nœud de decode ; son 400 en attente est toujours dans to_finish.',
  'explore.narr.decode.transfer_failed':
    'Le nœud de decode voit KVPoll.Failed pour {req} et répond avec l’erreur qu’on lui a transmise : HTTP {status}.',
  'explore.narr.decode.coverage_refused':
    'Contrôle de couverture (PR #38704) : le prefill a couvert {covered} des {fillLen} tokens que le nœud de decode a réservés pour {req}, donc la passation est refusée (HTTP 500).',
  'explore.narr.decode.timeout':
    'Le nœud de decode abandonne {req} après son délai de transfert (SGLANG_DISAGGREGATION_WAITING_TIMEOUT, 300 s ; {ticks} ticks ici) : HTTP 500.',
  'explore.narr.decode.prebuilt':
    'Lot PREBUILT, sans passe avant : le KV de {req} est complet (fill_len = {fillLen}), et la requête rejoint running_batch.',
  'explore.narr.decode.prebuilt.stale':
    'Lot PREBUILT, sans passe avant : le nœud de decode traite les {tokens} de {req} comme calculés, mais le prefill n’a écrit le KV que de {written} d’entre eux. {stale} de ses pages contiennent du KV périmé, dont {cross} laissées par d’autres tenants.',
  'explore.narr.decode.prebuilt.unwritten':
    'Lot PREBUILT, sans passe avant : le nœud de decode traite les {tokens} de {req} comme calculés, mais le prefill n’a écrit le KV que de {written} d’entre eux. {stale} de ses pages n’ont jamais été écrites pour elle (des zéros, ou l’ancien KV du même tenant).',
  'explore.narr.decode.prebuilt.rejected':
    'Lot PREBUILT pour le substitut de {req} : son to_finish en attente devient finished_reason, et le nœud de decode répond avec son 400.',
  'explore.narr.decode.step':
    'Étape de decode dans running_batch : {reqs} génèrent chacune un token, en s’appuyant sur toutes les pages réservées.',
  'explore.narr.decode.step.one':
    'Étape de decode dans running_batch : {reqs} génère un token, en s’appuyant sur toutes les pages réservées pour elle.',
  'explore.narr.decode.finish':
    '{req} se termine avec FINISH_LENGTH({n}) après son dernier token généré ; le nœud de decode libère ses pages sans les effacer.',
  'explore.narr.decode.finish.scrub':
    '{req} se termine avec FINISH_LENGTH({n}) après son dernier token généré ; l’effacement à la libération met ses pages à zéro quand le nœud de decode les libère.',
  'explore.narr.pool.merge':
    'La liste libre du nœud de {node} est trop courte pour {req} ({wanted} demandées) : les pages libérées en attente sont réintégrées et triées, {free} libres. Les pages libérées contiennent encore leur ancien KV.',
  'explore.narr.pool.merge.scrub':
    'La liste libre du nœud de {node} est trop courte pour {req} ({wanted} demandées) : les pages libérées en attente sont réintégrées et triées, {free} libres (effacées à la libération).',
};
