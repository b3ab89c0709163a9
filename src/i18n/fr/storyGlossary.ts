/** Glossaire français : nom et définition de chaque terme (owner: story ; voir src/story/glossary.ts). */
import type { storyGlossary as en } from '../en/storyGlossary';
import type { Translation } from '../types';

export const storyGlossary: Translation<typeof en> = {
  'story.gloss.title': 'Glossaire',
  'story.gloss.sglang.term': 'SGLang',
  'story.gloss.sglang.def':
    'Un logiciel libre qui sert des modèles de langage : il fait tourner le modèle sur des GPU et répond aux requêtes des clients en HTTP. Workers AI servait GLM-5.3 avec lui. Son code et son suivi des tickets sont publics, et le mécanisme décrit ici en est tiré ; les comptes rendus de presse appellent ses mainteneurs RadixArk et n’en disent pas plus sur ce nom.',
  'story.gloss.radix-cache.term': 'cache radix',
  'story.gloss.radix-cache.def':
    'Une réserve où un nœud SGLang garde le KV des requêtes terminées, pour pouvoir le réutiliser, jusqu’à ce qu’il soit évincé pour faire de la place. Sur le nœud de prefill, les pages d’une requête terminée y passent d’abord (`release_kv_cache`) ; l’éviction les libère, sans les effacer. Sur le nœud de decode, il est facultatif, et le rejeu s’en passe.',
  'story.gloss.kv-cache.term': 'cache KV',
  'story.gloss.kv-cache.def':
    'Les clés et valeurs (keys, values) qu’un modèle calcule pour chaque token lu, dans chaque couche : des nombres, pas des mots. Pour écrire chaque token suivant, le modèle les relit au lieu de relire le texte.',
  'story.gloss.kv-page.term': 'page KV',
  'story.gloss.kv-page.def':
    'Un bloc fixe de mémoire GPU contenant les clés et valeurs de quelques tokens consécutifs. La mémoire est attribuée aux requêtes, et reprise, page par page, par numéro de page.',
  'story.gloss.pool.term': 'pool (pool KV)',
  'story.gloss.pool.def':
    'La mémoire GPU qu’un nœud réserve aux pages KV, mesurée en tokens (`max_total_num_tokens`). Chaque nœud a la sienne.',
  'story.gloss.page-size.term': 'taille de page',
  'story.gloss.page-size.def':
    'Combien de tokens une page KV contient (`page_size`) : {pageSize} dans le rejeu.',
  'story.gloss.prefill.term': 'prefill',
  'story.gloss.prefill.def':
    'La première phase de la réponse : le modèle lit tout le prompt d’un coup et calcule son cache KV, puis à partir de lui le premier token de sortie.',
  'story.gloss.decode.term': 'decode',
  'story.gloss.decode.def':
    'La seconde phase : le modèle écrit la réponse un token à la fois ; chaque étape de decode lit le cache KV de tout ce qui précède.',
  'story.gloss.forward-pass.term': 'forward pass (passe avant)',
  'story.gloss.forward-pass.def':
    'Un passage du modèle sur quelques tokens : il calcule leurs clés et valeurs et le token suivant. Un prefill est un forward pass sur le prompt.',
  'story.gloss.attend.term': 's’appuyer sur (attend over)',
  'story.gloss.attend.def':
    'Ce que fait chaque étape de decode avec le cache KV : elle compare le nouveau token aux clés de chaque token antérieur et mélange leurs valeurs. Ce que contiennent les pages façonne le token suivant.',
  'story.gloss.tick-step.term': 'tick et étape',
  'story.gloss.tick-step.def':
    'Dans la vue en direct, une étape est un événement du rejeu (ce que parcourent les boutons d’étape) ; un tick est un tour de l’horloge du moteur. Plusieurs étapes peuvent partager un tick.',
  'story.gloss.placeholder.term': 'substitut',
  'story.gloss.placeholder.def':
    'Le prompt d’un token (`origin_input_ids = [0]`) que `set_finish_with_abort` met à la place d’un prompt rejeté, « pour éviter le long prefill ». L’erreur attend dans `to_finish`.',
  'story.gloss.stale-page.term': 'page périmée',
  'story.gloss.stale-page.def':
    'Une page libérée qui contient encore ce que son dernier propriétaire y a écrit. Libérer ne fait que rendre le numéro de page à une liste libre ; la mémoire n’est jamais effacée.',
  'story.gloss.finish-length.term': '`FINISH_LENGTH(0)`',
  'story.gloss.finish-length.def':
    'Une raison de fin qui signifie « arrêté par la longueur ». Le nœud de prefill la donne à une requête dès que son transfert KV indique `Success` : la part du prefill est faite, le nœud de decode écrit la suite (notre lecture du code). Elle devient la raison de fin quoi qu’il y ait en attente : le 400 d’un rejet reste dans `to_finish`, jamais relu. Voilà comment une requête rejetée finit « terminée par la longueur ».',
  'story.gloss.prebuilt.term': 'lot PREBUILT',
  'story.gloss.prebuilt.def':
    'La façon dont le nœud de decode démarre les requêtes dont le KV du prompt est arrivé par transfert : aucun forward pass ; chaque page réservée est tenue pour déjà calculée, et le decode commence.',
  'story.gloss.queues.term': 'les files',
  'story.gloss.queues.def':
    'Les étapes où une requête attend. Nœud de prefill : `PrefillBootstrapQueue` (appariement avec le nœud de decode), `waiting_queue` (le forward pass), `disagg_prefill_inflight_queue` (envoi du KV). Nœud de decode : `DecodePreallocQueue` (réservation des pages), `DecodeTransferQueue` (attente du KV), `waiting_queue`, puis `running_batch` (decode). Chacune demandait seulement si la requête était terminée.',
  'story.gloss.bootstrap-room.term': '`bootstrap_room`',
  'story.gloss.bootstrap-room.def':
    'Un identifiant aléatoire que le routeur donne à chaque requête pour que ses moitiés prefill et decode se retrouvent ; le nœud de decode vérifie que le transfert porte le même.',
  'story.gloss.router.term': 'routeur',
  'story.gloss.router.def':
    'Le serveur frontal : il choisit un nœud de prefill et un nœud de decode, envoie la même requête aux deux et renvoie une seule réponse au client. SGLang en a deux : `mini_lb` et `sgl-router`.',
  'story.gloss.layer.term': 'couche',
  'story.gloss.layer.def':
    'Un modèle est une pile de couches, chacune transformant à son tour les nombres de chaque token. Chaque couche calcule sa propre clé et sa propre valeur par token : une page KV contient donc une clé et une valeur par token pour chaque couche. Les sources ne donnent pas le nombre de couches de GLM-5.3 ; la figure en dessine deux.',
  'story.gloss.context-window.term': 'fenêtre de contexte (`context_length`)',
  'story.gloss.context-window.def':
    'Le texte le plus long pour lequel le modèle est servi, en tokens : {context} pour GLM-5.3 sur Workers AI. SGLang la vérifie sur chaque nœud dès l’arrivée d’une requête, avant de la planifier : un prompt de la taille de la fenêtre ou plus reçoit un 400, de même qu’un prompt dont la somme avec `max_new_tokens` (le budget de la réponse) dépasse la fenêtre. La limite du pool, `max_req_input_len`, ne compte que le prompt.',
  'story.gloss.staged-free-list.term': 'liste libre « en attente »',
  'story.gloss.staged-free-list.def':
    'Comment le mode séparé distribue les pages : `need_sort`, un réglage de l’allocateur de pages de SGLang que le mode séparé active, le fait fonctionner ainsi. 1. Une nouvelle requête prend ses pages en tête de la liste libre. 2. Quand une requête se termine, ses numéros de page ne retournent pas sur cette liste : ils attendent sur une liste à part (`release_pages`). 3. Ce n’est que lorsque la liste libre ne peut pas satisfaire une requête (elle a moins de pages que la requête n’en demande, plus une ou deux de marge) que la liste en attente y est fusionnée et que le tout est trié, plus petit numéro d’abord. 4. Une page tout juste libérée n’est donc pas redonnée aussitôt. Après une fusion, les pages partent par numéro, le plus petit d’abord, quel que soit le moment où elles ont été libérées.',
  'story.gloss.kvpoll.term': '`KVPoll` et ses états',
  'story.gloss.kvpoll.def':
    'L’état du transfert KV d’une requête, que les deux nœuds interrogent : `Bootstrapping` (1 : les deux côtés s’apparient), `WaitingForInput` (2 : appariés ; l’émetteur attend ses pages de destination et son KV, le récepteur attend le KV), `Transferring` (3 : les pages KV sont envoyées), `Success` (4 : le prefill a fini d’envoyer ce qu’il a choisi d’envoyer, non que chaque page réservée ait été écrite), `Failed` (0).',
  'story.gloss.set-finish-with-abort.term': '`set_finish_with_abort`',
  'story.gloss.set-finish-with-abort.def':
    'Le rejet par SGLang d’un prompt trop long. Il n’arrête pas la requête : il remplace le prompt par le substitut d’un token, inscrit le 400 dans `to_finish`, laisse `finished_reason` vide, et la requête est mise en file malgré tout.',
  'story.gloss.req-fields.term': '`origin_input_ids`, `to_finish`, `finished_reason`',
  'story.gloss.req-fields.def':
    'Champs d’une requête dans SGLang. `origin_input_ids` : les identifiants des tokens du prompt (le substitut : `[0]`). `to_finish` : une raison de fin en attente d’être appliquée, ici `FINISH_ABORT(msg, 400, "BadRequestError")`, le rejet en suspens. `finished_reason` : la raison de fin elle-même, ce que demande le contrôle de chaque file ; vide signifie « pas terminée ».',
  'story.gloss.max-req-input-len.term': '`max_req_input_len`',
  'story.gloss.max-req-input-len.def':
    'Le plus long prompt qu’un nœud ordonnance : `min(context_length − 1, max_total_num_tokens − 1) − 5` dans le code actuel de SGLang (les versions plus anciennes n’avaient pas le « − 5 »). Un prompt de cette longueur ou plus est rejeté, par chaque nœud avec son propre pool. Elle ne compte que le prompt, pas la réponse.',
  'story.gloss.max-new-tokens.term': '`max_new_tokens`',
  'story.gloss.max-new-tokens.def':
    'Le nombre maximal de tokens de la réponse, fixé par le client. Il entre dans la vérification de la fenêtre (prompt + réponse), et dans l’admission du nœud decode : une requête doit avoir la place de son prompt plus 512 tokens (`num_reserved_decode_tokens`), ou de son prompt plus `max_new_tokens` (compté jusqu’à {clipMaxNew}) moins les tokens que tiennent les requêtes en cours, le plus grand des deux. Aucune page ne lui est réservée à l’avance.',
  'story.gloss.page-counts.term': '`num_pages`, `fill_len`, `alloc_decode`',
  'story.gloss.page-counts.def':
    '`num_pages` : les pages qu’envoie le prefill, `ceil(len(origin_input_ids) / page_size)` (1 pour le substitut). `fill_len` : les tokens que le nœud decode réserve avant le transfert, la longueur complète du prompt. `alloc_decode` : prend une page de plus pour la réponse quand une étape de décodage en a besoin ; cette page est écrite par l’étape avant d’être lue.',
  'story.gloss.prompt-tokens.term': '`prompt_tokens`',
  'story.gloss.prompt-tokens.def':
    'La longueur de prompt qu’un nœud indique pour une requête. Le prefill de l’issue #30233 indiquait `prompt_tokens = 1` : il avait traité le substitut d’un token, pas le prompt.',
  'story.gloss.pop-bootstrapped.term': '`pop_bootstrapped`',
  'story.gloss.pop-bootstrapped.def':
    'Nœud prefill : sort une requête de `PrefillBootstrapQueue` quand son émetteur atteint `WaitingForInput`, calcule `num_pages` d’après la longueur de la requête (1 pour un substitut) et la passe dans `waiting_queue` pour sa passe avant.',
  'story.gloss.send-kv-chunk.term': '`send_kv_chunk`',
  'story.gloss.send-kv-chunk.def':
    'Nœud prefill : envoie les pages KV calculées par sa passe avant dans les numéros de page choisis par le nœud decode (état `Transferring`). Pour un substitut, une page.',
  'story.gloss.release-kv-cache.term': '`release_kv_cache`',
  'story.gloss.release-kv-cache.def':
    'Nœud prefill : rend les pages d’une requête terminée ; son KV peut rester dans le cache radix jusqu’à son éviction au lieu d’être libéré aussitôt. Libérer n’efface jamais la mémoire.',
  'story.gloss.pop-preallocated.term': '`pop_preallocated`',
  'story.gloss.pop-preallocated.def':
    'Nœud decode : sort les requêtes de `DecodePreallocQueue` quand il y a de la place, n’écartant que celles dont `finished_reason` est un abandon (un rejet en suspens dans `to_finish` n’en est pas un), et réserve leurs pages par `_pre_alloc`.',
  'story.gloss.pre-alloc.term': '`_pre_alloc`',
  'story.gloss.pre-alloc.def':
    'Nœud decode : réserve exactement `fill_len` tokens de pages KV (la longueur complète du prompt, arrondie aux pages), aucun pour la réponse, avant le transfert.',
  'story.gloss.send-metadata.term': '`send_metadata`',
  'story.gloss.send-metadata.def':
    'Nœud decode : envoie au nœud prefill les numéros des pages qu’il a réservées, pour que le prefill sache où écrire le KV.',
  'story.gloss.admission-budget.term': '`num_reserved_decode_tokens`',
  'story.gloss.admission-budget.def':
    'La place que le nœud decode garde pour la réponse de chaque requête (512 tokens par défaut) quand il décide si une requête tient : il lui faut `fill_len` plus cette place, ou `fill_len` plus son `max_new_tokens` (compté jusqu’à {clipMaxNew}) moins les tokens que tiennent les requêtes en cours, le plus grand des deux, face aux tokens libres du pool. Ce n’est qu’un budget : aucune page ne lui est réservée.',
  'story.gloss.pop-transferred.term': '`pop_transferred`',
  'story.gloss.pop-transferred.def':
    'Nœud decode : sort une requête de `DecodeTransferQueue` quand son transfert indique `Success` et que le premier token de sortie est arrivé, vérifie que le `bootstrap_room` correspond et la passe dans `waiting_queue`. Il ne compare pas ce qui a été écrit à ce qui a été réservé. Sur `Failed`, il termine la requête par un 500.',
  'story.gloss.commit-transfer.term': '`_commit_transfer_to_req`',
  'story.gloss.commit-transfer.def':
    'Nœud decode : copie dans la requête les métadonnées du transfert : le premier token de sortie, calculé par la passe avant du prefill, et le `bootstrap_room` qui l’accompagne (celui d’une autre requête, ou aucun, finit en 500).',
  'story.gloss.check-finished.term': '`check_finished`',
  'story.gloss.check-finished.def':
    'Décide si une requête est terminée après un token (sa longueur, un token d’arrêt). Avec `max_new_tokens = 1`, la requête se termine juste après le premier token du prefill, avant toute étape de décodage, et ne lit aucune page périmée.',
  'story.gloss.prepare-abort.term': '`prepare_abort`',
  'story.gloss.prepare-abort.def':
    'Nœud decode : termine une requête par une erreur, ici un 500 (« Decode handshake failed … », « Decode transfer failed … ») quand son transfert échoue ou expire.',
  'story.gloss.abort-internals.term':
    '`_send_abort_notification`, `bootstrap_infos`, `_update_handshake_waiters`',
  'story.gloss.abort-internals.def':
    'Rouages du côté decode cités dans la narration des correctifs. `_send_abort_notification` prévient le prefill pair qu’une requête a été abandonnée ; il lui faut les `bootstrap_infos` de la requête, qui n’existent qu’une fois son récepteur créé. `_update_handshake_waiters` interroge les récepteurs encore en appariement et fait échouer ceux qui indiquent `Failed`.',
  'story.gloss.waiting-timeout.term': '`SGLANG_DISAGGREGATION_WAITING_TIMEOUT`',
  'story.gloss.waiting-timeout.def':
    'Combien de temps le récepteur d’un nœud decode attend son KV avant de faire échouer la requête : {timeout} s, puis un 500 (« … timed out after 300.0s in KVPoll.WaitingForInput »).',
  'story.gloss.retract.term': '`retract_decode`, `resume_retracted_reqs`, `load_kv_cache`',
  'story.gloss.retract.def':
    'Quand le pool decode manque de place, le nœud decode peut retirer des requêtes en cours pour en faire (`retract_decode`) et les reprendre plus tard (`resume_retracted_reqs`, en rechargeant leur KV avec `load_kv_cache`).',
  'story.gloss.client-abort.term': '`AbortReq`, `Scheduler.abort_request`',
  'story.gloss.client-abort.def':
    'Ce que fait un nœud quand le client s’en va ou que le routeur abandonne la requête : la requête est abandonnée (`FINISH_ABORT`) et ses pages libérées.',
  'story.gloss.tokenizer-manager.term': '`TokenizerManager`',
  'story.gloss.tokenizer-manager.def':
    'La partie de chaque nœud SGLang placée avant son ordonnanceur. Elle vérifie la fenêtre de contexte (le prompt, et le prompt plus `max_new_tokens`) et répond 400 aussitôt ; la limite du pool est vérifiée plus tard, par l’ordonnanceur.',
  'story.gloss.error-types.term': '`BadRequestError`, `KVTransferError`',
  'story.gloss.error-types.def':
    'Types d’erreur des réponses de SGLang : `BadRequestError` avec un 400 (un prompt rejeté), `KVTransferError` dans le 500 que répond un nœud decode quand un transfert échoue ou expire.',
  'story.gloss.sgl-router.term': '`sgl-router`',
  'story.gloss.sgl-router.def':
    'Le routeur Rust de SGLang, celui que sa documentation lance pour le service séparé (le choix par défaut du rejeu). Depuis la PR #29017, il renvoie l’erreur HTTP du nœud qui arrive en premier et abandonne l’autre côté ; avec deux 200, la réponse du nœud decode. Il relance un 500 sur une nouvelle paire, jusqu’à 5 tentatives en tout par défaut ; le moteur fait une seule tentative.',
  'story.gloss.mini-lb.term': '`mini_lb`',
  'story.gloss.mini-lb.def':
    'Le répartiteur de charge Python minimal de SGLang, décrit dans son code comme destiné aux tests : il attend les deux nœuds et renvoie le statut et le corps du nœud decode ; la réponse du prefill est jetée.',
  'story.gloss.allow-auto-truncate.term': '`--allow-auto-truncate`',
  'story.gloss.allow-auto-truncate.def':
    'Une option du serveur que nomme le message de rejet de SGLang (« Use a shorter input or enable --allow-auto-truncate »). D’après ce message, elle fait raccourcir par SGLang un prompt trop long au lieu de le rejeter. Les sources de cette page n’en disent pas plus, et le moteur ne l’exécute pas.',
  'story.gloss.mooncake.term': 'Mooncake',
  'story.gloss.mooncake.def':
    'Un logiciel qui copie les pages KV par le réseau, du nœud prefill au nœud decode ; le mode séparé de SGLang peut l’utiliser, ou une autre bibliothèque du même genre. L’auteur de l’issue #30233 l’utilisait. Les sources publiques utilisées ici ne lient le bogue à aucune des deux.',
  'story.gloss.glm.term': 'GLM-5.3, GLM-5.2',
  'story.gloss.glm.def':
    'Des modèles de la famille GLM. GLM-5.3 est le modèle que servait Workers AI lors de la fuite ; GLM-5.2 est celui de l’auteur de l’issue #30233, listé comme GLM-5.2-FP8. L’issue ne dit pas ce que signifie « FP8 » ; ce suffixe désigne d’ordinaire des poids stockés en nombres à virgule flottante sur 8 bits. Le remède de Cloudflare donne au pool le même rapport à la fenêtre que la propre configuration GLM-5.2 de Cloudflare sur Workers AI, dont les comptes rendus ne donnent pas les chiffres. Cette configuration n’est pas le serveur de l’issue #30233, dont le pool ({issuePool} tokens) était bien en dessous de la fenêtre. Cloudflare dit qu’aucun autre modèle n’a été touché ; les sources ne disent pas si cela tient au modèle ou à sa configuration.',
};
