/** Narration française, une clé par type d’événement (clés de ../en/explore.ts ; owner: story). */
import type { explore as en } from '../en/explore';
import type { Translation } from '../types';

export const exploreNarration: Translation<typeof en, 'explore.narr.'> = {
  'explore.narr.modelWording':
    '(Une partie de ce message est la formulation du moteur : le texte exact de SGLang n’a pas pu être lu.)',
  'explore.narr.router.oneAttempt':
    'sgl-router compte 500 parmi les statuts à réessayer : il renverrait la requête à une nouvelle paire avec un nouveau bootstrap_room, et ce nœud de decode réserverait de nouveau tout le prompt. Le moteur fait une seule tentative ; par défaut, sgl-router va jusqu’à 5 tentatives en tout.',
  'explore.narr.router.dispatch':
    'Le routeur donne à {req} ({tenant}, {tokens}) le bootstrap_room {room} et envoie la même requête complète au nœud de prefill et au nœud de decode en même temps ; {router} ne contrôle lui-même aucune longueur.',
  'explore.narr.router.response.mini_lb':
    'mini_lb transmet au client la réponse du nœud de decode pour {req} : HTTP {status}. La réponse du nœud de prefill (HTTP {prefillStatus}) est ignorée.',
  'explore.narr.router.response.mini_lb.error':
    'mini_lb transmet au client la réponse du nœud de decode pour {req} : HTTP {status}, « {error} ». La réponse du nœud de prefill (HTTP {prefillStatus}) est ignorée.',
  'explore.narr.router.response.sgl':
    'sgl-router transmet au client la réponse du nœud de decode pour {req} : HTTP {status}. Le nœud de prefill a répondu HTTP {prefillStatus}, pas une erreur, donc c’est la réponse du nœud de decode qui est renvoyée.',
  'explore.narr.router.response.sgl.error':
    'sgl-router transmet au client la réponse du nœud de decode pour {req} : HTTP {status}, « {error} ». Le nœud de prefill a répondu HTTP {prefillStatus}, pas une erreur, donc c’est la réponse du nœud de decode qui est renvoyée.',
  'explore.narr.router.response.sgl.decodeFirst':
    'L’erreur du nœud de decode pour {req} arrive la première, et sgl-router (dans ses versions actuelles) la renvoie telle quelle au client : HTTP {status}, « {error} ». Il abandonne la requête jumelle sur le nœud de prefill.',
  'explore.narr.router.response.relay':
    'L’erreur du nœud de prefill pour {req} arrive la première, et sgl-router (dans ses versions actuelles) la relaie aussitôt au client : HTTP {status}, l’erreur JSON du nœud de prefill enveloppée dans son propre « {wrapper} … » (la réponse montre le corps en entier). Il abandonne la requête jumelle sur le nœud de decode.',
  'explore.narr.router.response.stream':
    '{req} a demandé un flux : les deux nœuds ont répondu HTTP 200 aussitôt, en mettant toute erreur dans leur flux, donc {router} transmet au client le flux du nœud de decode. Le client reçoit HTTP 200, et dedans la réponse du nœud de decode.',
  'explore.narr.router.response.stream.error':
    '{req} a demandé un flux : les deux nœuds ont répondu HTTP 200 aussitôt, en mettant toute erreur dans leur flux, donc {router} transmet au client le flux du nœud de decode. Le client reçoit HTTP 200, et dedans l’erreur du nœud de decode ({status}) : « {error} ».',
  'explore.narr.router.response.leak':
    'Le routeur ({router}) transmet au client la réponse du nœud de decode pour {req} : HTTP 200, alors que le nœud de prefill a rejeté le prompt (il a lui aussi répondu 200, une fois que FINISH_LENGTH(0) l’a terminée ; le 400 en attente est resté dans to_finish, jamais lu). Le texte a été généré à partir de pages écrites en dernier par {writers}.',
  'explore.narr.tokenizer_reject.context':
    'Le nœud de {node} rejette {req} dès son arrivée, avant que son ordonnanceur ne la voie (dans le code de SGLang, son TokenizerManager) : {tokens} n’est pas en dessous de la longueur de contexte, {context}. Le nœud répond HTTP 400 « {message} »',
  'explore.narr.tokenizer_reject.total':
    'Le nœud de {node} rejette {req} dès son arrivée, avant que son ordonnanceur ne la voie (dans le code de SGLang, son TokenizerManager) : {tokens} plus max_new_tokens = {maxNew} dépasse la longueur de contexte, {context}. Le nœud répond HTTP 400 « {message} »',
  'explore.narr.prefill.reject':
    'Le nœud de prefill rejette {req} ({tokens} ≥ sa limite {limit}) : set_finish_with_abort remplace le prompt par un substitut d’un token et enregistre un 400 en attente dans to_finish, mais finished_reason reste vide.',
  'explore.narr.prefill.bootstrap_add':
    'PrefillBootstrapQueue.add accepte {req} ({tokens}, dans les limites de max_total_num_tokens) et crée son émetteur KV : KVPoll.Bootstrapping.',
  'explore.narr.prefill.bootstrap_add.placeholder':
    'PrefillBootstrapQueue.add accepte le substitut d’un token de {req} : son contrôle de longueur voit 1 token et passe, et aucune barrière ne demande si to_finish contient une erreur. KVPoll.Bootstrapping.',
  'explore.narr.prefill.retire_at_admission':
    'Rejet à l’admission (PR #38935) : le nœud de prefill écarte {req} dès PrefillBootstrapQueue.add avec son 400 d’origine. Rien n’est alloué et rien n’est envoyé. Le nœud de decode n’est pas prévenu : il attend un transfert qui ne viendra pas.',
  'explore.narr.prefill.retire_at_admission.notified':
    'Rejet à l’admission (PR #38935) : le nœud de prefill écarte {req} dès PrefillBootstrapQueue.add avec son 400 d’origine. Rien n’est alloué et rien n’est envoyé ; avec la notification d’abandon (PR #28651), le nœud de decode l’apprend aussitôt (KVPoll.Failed).',
  'explore.narr.prefill.bootstrapped':
    'pop_bootstrapped : l’émetteur de {req} atteint KVPoll.WaitingForInput ; num_pages = ceil({len} / page_size) = {pages}, et la requête passe dans waiting_queue.',
  'explore.narr.prefill.bootstrapped.placeholder':
    'pop_bootstrapped pour le substitut de {req} : num_pages = ceil(1 / page_size) = 1. Le prefill enverra une page, pas les {full} du vrai prompt.',
  'explore.narr.prefill.honor_abort':
    'Respect des abandons avant la passation (PR #38704, première moitié) : une fois le bootstrap fait, le nœud de prefill écarte {req} avec son 400 d’origine au lieu d’envoyer du KV, et prévient le nœud de decode (KVPoll.Failed).',
  'explore.narr.prefill.honor_abort.bounded':
    'Honorer les abandons avant la remise (PR #38704) : le nœud de decode n’a jamais publié de pages de destination pour {req} ; après une attente bornée, le nœud de prefill l’écarte avec son 400 d’origine. La PR ne donne pas la borne ; le modèle prend le délai d’amorçage (une hypothèse).',
  'explore.narr.prefill.cancelled':
    'sgl-router a répondu à {req} avec l’erreur du nœud de decode et abandonne la requête jumelle du prefill : le nœud de prefill libère {pages}.',
  'explore.narr.prefill.cancelled.none':
    'sgl-router a répondu à {req} avec l’erreur du nœud de decode et abandonne la requête jumelle du prefill avant que celui-ci ait alloué quoi que ce soit.',
  'explore.narr.prefill.bootstrap_timeout':
    'Le nœud de decode a écarté {req} sans publier ses pages : l’émetteur du prefill a donc attendu en KVPoll.Bootstrapping qu’un nœud de decode s’apparie avec lui, jusqu’à abandonner (son délai d’amorçage : {seconds} s supposées, comme le délai d’attente du decode ; {ticks} ticks dans ce modèle). pop_bootstrapped le trouve Failed et le nœud de prefill répond HTTP 500 « {message} »',
  'explore.narr.prefill.forward':
    'Passe avant sur le nœud de prefill : le KV de {req}, {tokens}, est écrit dans {pages} de son pool.',
  'explore.narr.prefill.forward.placeholder':
    'Passe avant sur le nœud de prefill pour le substitut de {req} : un token de KV, écrit dans une seule page.',
  'explore.narr.prefill.retire_aborted':
    'Retrait du prefill abandonné (PR #36988) : après la passe avant, le nœud de prefill écarte {req} avec son 400 d’origine et n’envoie aucun KV. Le nœud de decode n’est pas prévenu et continue d’attendre le transfert.',
  'explore.narr.prefill.retire_aborted.notified':
    'Retrait du prefill abandonné (PR #36988) : après la passe avant, le nœud de prefill écarte {req} avec son 400 d’origine et n’envoie aucun KV ; avec la notification d’abandon (PR #28651), le nœud de decode l’apprend aussitôt (KVPoll.Failed).',
  'explore.narr.prefill.retire_aborted.peer':
    'pop_bootstrapped trouve l’émetteur de {req} en état Failed : son pair de decode a fait échouer le transfert. Le nœud de prefill répond HTTP 500 « {message} »',
  'explore.narr.prefill.retire_aborted.peer.inflight':
    'L’émetteur de {req} a échoué pendant son attente dans waiting_queue, qui n’est pas interrogée : la passe avant a lieu, rien n’est envoyé, et la file inflight le trouve Failed. Le nœud de prefill répond HTTP 500 « {message} »',
  'explore.narr.prefill.send_kv_chunk':
    'send_kv_chunk : le nœud de prefill écrit le KV de {req} ({pages}) dans les pages réservées par le nœud de decode ; KVPoll.Transferring.',
  'explore.narr.prefill.send_kv_chunk.short':
    'send_kv_chunk : le nœud de prefill écrit {sent} sur les {reserved} que le nœud de decode a réservées pour le prompt de {req}, le KV du substitut seulement. Rien n’atteint les {rest} restantes ; leur ancien contenu y reste.',
  'explore.narr.prefill.transfer_success':
    'Le transfert de {req} signale KVPoll.Success. Le nœud de prefill le termine par FINISH_LENGTH(0) et rend ses pages par release_kv_cache : le cache radix du prefill garde {cached} (les pages entières) jusqu’à ce qu’un lot suivant les évince, et l’allocateur reprend aussitôt {freed} (la dernière page, incomplète). Rien n’est effacé.',
  'explore.narr.prefill.transfer_success.overwrote':
    'Le transfert de {req} signale KVPoll.Success : le prefill a envoyé tout ce qu’il avait choisi d’envoyer, une page. finished_reason devient FINISH_LENGTH(0) ; le 400 en attente reste dans to_finish, mais plus rien ne le lit : il est ignoré, et le nœud de prefill répond 200. release_kv_cache garde {cached} dans le cache radix et rend aussitôt {freed} à l’allocateur.',
  'explore.narr.decode.prealloc_add.failed':
    'DecodePreallocQueue.add accepte {req} ({tokens}), mais son pair prefill a déjà signalé un abandon : le récepteur démarre en KVPoll.Failed.',
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
    'Rejet à l’admission (PR #38935) : le nœud de decode écarte {req} dès DecodePreallocQueue.add avec son 400 d’origine, avant que son récepteur KV existe. Sans récepteur, il ne peut pas prévenir le prefill (_send_abort_notification a besoin de bootstrap_infos) : un prefill qui a accepté le prompt attend en KVPoll.Bootstrapping jusqu’à son délai (une déduction tirée du code).',
  'explore.narr.decode.honor_abort':
    'Honorer les abandons avant la remise (PR #38704, côté decode) : le nœud de decode a lui-même rejeté {req} ; il garde son erreur d’admission en attente, ne réserve rien, ne publie aucune métadonnée et répond son propre 400.',
  'explore.narr.decode.prealloc':
    'pop_preallocated réserve {pages} du pool de decode pour {req} via _pre_alloc : exactement fill_len = {fillLen} tokens, rien pour la sortie (le budget d’admission demande au moins fill_len + num_reserved_decode_tokens = {budget} tokens, davantage quand max_new_tokens est plus grand, face aux tokens libres moins max(512 × requêtes actives, le besoin d’une requête en cours)). Leurs indices partent vers le prefill (send_metadata) ; les tokens de sortie reçoivent leurs pages une étape de decode à la fois (alloc_decode).',
  'explore.narr.decode.prealloc.asym':
    'pop_preallocated réserve {pages} du pool de decode pour {req} via _pre_alloc : exactement fill_len = {fillLen} tokens, tout le prompt, rien pour la sortie (le budget d’admission demande au moins {budget} tokens : fill_len + num_reserved_decode_tokens, davantage quand max_new_tokens est plus grand). Le prefill ne tient qu’un substitut d’un token et enverra {sent}. Les indices partent vers le prefill (send_metadata) ; les pages de sortie viennent une étape de decode à la fois (alloc_decode).',
  'explore.narr.decode.prealloc.placeholder':
    '_pre_alloc réserve {pages} pour le substitut d’un token de {req} (fill_len = 1) et en envoie l’indice au prefill (send_metadata).',
  'explore.narr.decode.prealloc_drop':
    'pop_preallocated écarte {req} : son finished_reason est un abandon.',
  'explore.narr.decode.transfer_success':
    'pop_transferred : KVPoll.Success et le bootstrap_room {room} correspond, donc {req} rejoint la waiting_queue du nœud de decode avec le KV de ses {tokens}. Son premier token de sortie, calculé par le prefill, arrive avec les métadonnées du transfert (_commit_transfer_to_req).',
  'explore.narr.decode.transfer_success.rejected':
    'pop_transferred : KVPoll.Success et le bootstrap_room {room} correspond, donc le nœud de decode accepte {req}. Il a reçu le KV de {received} des {fillLen} tokens ; rien ne compare les deux, et rien ne demande si le prefill a rejeté la requête. Le premier token de sortie, calculé par le prefill sur son substitut, arrive avec les métadonnées (_commit_transfer_to_req).',
  'explore.narr.decode.transfer_success.placeholder':
    'pop_transferred : KVPoll.Success et le bootstrap_room {room} correspond, donc le substitut d’un token de {req} rejoint la waiting_queue du nœud de decode ; son 400 en attente est toujours dans to_finish.',
  'explore.narr.decode.transfer_failed':
    'pop_transferred voit KVPoll.Failed pour {req} : le prefill a signalé un abandon. prepare_abort la termine sur le nœud de decode avec HTTP {status} « {message} »',
  'explore.narr.decode.transfer_failed.handshake':
    'La poignée de main de {req} finit en KVPoll.Failed : le prefill a signalé un abandon. _update_handshake_waiters appelle prepare_abort, et le nœud de decode répond HTTP {status} « {message} »',
  'explore.narr.decode.transfer_failed.room':
    '_commit_transfer_to_req trouve le bootstrap_room d’une autre requête dans les métadonnées du transfert de {req} : prepare_abort répond HTTP {status} avec le texte de SGLang « {message} »',
  'explore.narr.decode.transfer_failed.roomMissing':
    '_commit_transfer_to_req ne trouve aucun bootstrap_room (0) dans les métadonnées de transfert de {req} : prepare_abort répond HTTP {status} avec le texte de SGLang « {message} »',
  'explore.narr.decode.transfer_failed.coverage':
    'pop_transferred refuse le transfert incomplet de {req} (KVPoll.Failed) : prepare_abort répond HTTP {status} « {message} »',
  'explore.narr.decode.coverage_refused':
    'Contrôle de couverture (PR #38704, seconde moitié) : le prefill a publié qu’il a couvert {covered} des {fillLen} tokens que le nœud de decode a réservés pour {req}, donc le transfert est refusé, bien qu’il ait signalé KVPoll.Success.',
  'explore.narr.decode.cancelled':
    'sgl-router a répondu à {req} avec l’erreur du prefill et annule la requête jumelle côté decode : le nœud de decode l’abandonne et libère {pages} sans les lire.',
  'explore.narr.decode.cancelled.none':
    'sgl-router a répondu à {req} avec l’erreur du prefill et annule la requête jumelle côté decode avant que le nœud de decode n’ait rien réservé.',
  'explore.narr.router.client_abort':
    'Le client de {req} s’en va avant la réponse. Chaque nœud exécute Scheduler.abort_request (AbortReq) et retire la requête avec FINISH_ABORT : le nœud de decode libère {decodePages}, le nœud de prefill {prefillPages}. Personne ne reçoit de réponse (le 499 enregistré est l’étiquette du modèle).',
  'explore.narr.router.client_abort.none':
    'Le client de {req} s’en va avant la réponse, alors que la requête ne tenait aucune page : chaque nœud l’abandonne (Scheduler.abort_request, AbortReq). Personne ne reçoit de réponse (le 499 enregistré est l’étiquette du modèle).',
  'explore.narr.decode.timeout':
    'Le récepteur du nœud de decode pour {req} a attendu en KVPoll.WaitingForInput pendant SGLANG_DISAGGREGATION_WAITING_TIMEOUT ({seconds} s ; {ticks} ticks dans ce modèle) : KVPoll.Failed, et prepare_abort répond HTTP 500 « {message} »',
  'explore.narr.decode.timeout.budget':
    '{req} a besoin de fill_len plus num_reserved_decode_tokens (512), plus que tout le pool de decode : pop_preallocated ne peut jamais l’admettre, et la boucle de SGLang le laisserait attendre, avec toutes les requêtes derrière lui, sans fin visible dans le code. Le modèle l’arrête après le délai d’attente ({seconds} s ; {ticks} ticks), une déduction : HTTP 500 « {message} »',
  'explore.narr.decode.prebuilt':
    'Lot PREBUILT, sans passe avant : le KV de {req} est complet (fill_len = {fillLen}) ; avec son premier token venu du prefill, la requête rejoint running_batch.',
  'explore.narr.decode.prebuilt.stale':
    'Lot PREBUILT, sans passe avant : le nœud de decode traite les {tokens} de {req} comme calculés, mais le prefill n’a écrit le KV que de {written} d’entre eux. {stale} de ses pages contiennent du KV périmé, dont {cross} laissées par d’autres tenants. Chaque étape de decode, à partir du deuxième token, s’appuie sur elles.',
  'explore.narr.decode.prebuilt.unwritten':
    'Lot PREBUILT, sans passe avant : le nœud de decode traite les {tokens} de {req} comme calculés, mais le prefill n’a écrit le KV que de {written} d’entre eux. {stale} de ses pages n’ont jamais été écrites pour elle (des zéros, ou l’ancien KV du même tenant) ; les étapes de decode s’appuieront sur elles.',
  'explore.narr.decode.prebuilt.firstToken':
    'Lot PREBUILT, sans passe avant : check_finished constate que le premier token de {req}, venu du prefill, atteint déjà max_new_tokens. La requête se termine ici, sans aucune étape de decode.',
  'explore.narr.decode.prebuilt.firstToken.stale':
    'Lot PREBUILT, sans passe avant : {stale} des pages réservées pour {req} contiennent du KV jamais écrit pour elle, mais check_finished constate que le premier token, venu du prefill, atteint déjà max_new_tokens. La requête se termine ici : aucune étape de decode ne lit ces pages (la réponse reste fausse : un 200 pour un prompt rejeté).',
  'explore.narr.decode.prebuilt.rejected':
    'Lot PREBUILT pour le substitut de {req} : son to_finish en attente devient finished_reason, et le nœud de decode répond avec son 400.',
  'explore.narr.decode.step':
    'Étape de decode dans running_batch : {reqs} génèrent chacune un token, en s’appuyant sur toutes les pages qu’elles détiennent. alloc_decode donne une nouvelle page à une requête quand sa dernière est pleine ; l’étape écrit le nouveau KV avant de le lire.',
  'explore.narr.decode.step.one':
    'Étape de decode dans running_batch : {reqs} génère un token, en s’appuyant sur toutes les pages qu’elle détient. alloc_decode lui donne une nouvelle page quand sa dernière est pleine ; l’étape écrit le nouveau KV avant de le lire.',
  'explore.narr.decode.step.run':
    '{n} étapes de decode dans running_batch : {reqs} génèrent un token par étape, en s’appuyant sur toutes les pages qu’elles détiennent ; alloc_decode ajoute une page chaque fois que la dernière est pleine, écrite par l’étape avant d’être lue.',
  'explore.narr.decode.finish.first':
    '{req} se termine avec FINISH_LENGTH(1) : son seul token de sortie est celui que le prefill a calculé, et le nœud de decode libère ses pages.',
  'explore.narr.decode.finish':
    '{req} se termine avec FINISH_LENGTH({n}) après son dernier token généré ; le nœud de decode libère ses pages sans les effacer.',
  'explore.narr.decode.finish.scrub':
    '{req} se termine avec FINISH_LENGTH({n}) après son dernier token généré ; l’effacement à la libération met ses pages à zéro quand le nœud de decode les libère.',
  'explore.narr.decode.retract':
    'Le pool de decode est à court pour la prochaine étape : retract_decode sort {req} de running_batch (il a le moins de tokens de sortie, {n}). Il rend {pages}, sans les effacer, et attend dans DecodePreallocQueue d’être repris. D’ici là, rien de nouveau n’est admis. (SGLang copie d’abord son KV en mémoire hôte : notre lecture.)',
  'explore.narr.decode.resume':
    'resume_retracted_reqs : le budget a de nouveau de la place ; {req} reçoit {pages} pour ses {tokens} et récupère son KV depuis la mémoire hôte (load_kv_cache), puis rejoint le lot. Le modèle marque ces pages comme les siennes ; la copie contient ce que ses anciennes pages contenaient.',
  'explore.narr.pool.merge':
    'La liste libre du nœud de {node} est trop courte pour {req} ({wanted} demandées) : les pages libérées en attente sont réintégrées et triées, {free} libres. Les pages libérées contiennent encore leur ancien KV.',
  'explore.narr.pool.merge.scrub':
    'La liste libre du nœud de {node} est trop courte pour {req} ({wanted} demandées) : les pages libérées en attente sont réintégrées et triées, {free} libres (effacées à la libération).',
  'explore.narr.prefill.transfer_start':
    'send_kv_chunk commence à écrire le KV de {req} dans {pages} du nœud de decode. L’écriture est en vol : elle arrive au tick {landAt}.',
  'explore.narr.prefill.source_released':
    'Le prefill libère les {pages} depuis lesquelles {req} envoie encore, {ticks} ticks après l’envoi, avant que l’écriture les ait lues (une libération anticipée, comme le délai d’abandon de vLLM). Une autre requête peut maintenant les recevoir.',
  'explore.narr.decode.kv_landed': 'L’écriture du KV de {req} arrive sur ses propres {pages}.',
  'explore.narr.decode.kv_landed.reused':
    'L’écriture du KV de {req} arrive sur ses propres {pages}, mais elle a copié des pages source que le prefill d’une autre requête avait déjà réécrites : {req} détient maintenant le KV d’un tiers, avec une poignée de main valide.',
  'explore.narr.decode.late_write':
    'L’écriture du KV de {req} arrive après la fin de sa requête, sur {pages} libérées qui ne sont encore à personne.',
  'explore.narr.decode.late_write.victims':
    'L’écriture du KV de {req} arrive après la fin de sa requête, sur {pages} que l’allocateur a depuis données à {victims} : {victimPages} de leur KV sont maintenant celles de {req}. Aucune erreur n’est levée.',
  'explore.narr.decode.late_write.held':
    'L’écriture du KV de {req} arrive après la fin de sa requête, sur {pages} qu’une défense retient encore : personne d’autre ne les lit.',
  'explore.narr.decode.hold_released.drained':
    'L’écriture de {req} est terminée : ses {pages}, retenues depuis l’abandon, retournent à la liste libre.',
  'explore.narr.decode.hold_released.ack':
    'Le prefill confirme que l’écriture de {req} est terminée : la libération différée libère ses {pages}.',
  'explore.narr.decode.hold_released.timeout':
    'Aucune confirmation pour {req} avant l’échéance : la libération différée libère quand même ses {pages} (« releasing anyway »), alors que l’écriture est encore en vol.',
  'explore.narr.decode.hold_released.timeoutDone':
    'Aucune confirmation pour {req} avant l’échéance : la libération différée libère quand même ses {pages} (« releasing anyway ») ; l’écriture était déjà arrivée.',
  'explore.narr.decode.checksum_mismatch':
    'La somme de contrôle optionnelle du KV (PR #{form}) constate que ce que le nœud de decode détient pour {req} n’est pas ce que le prefill a condensé : prepare_abort répond HTTP 500 « {message} ».',
};
