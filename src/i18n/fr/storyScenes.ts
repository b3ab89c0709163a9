/** Texte français des dix scènes (owner: story). Mêmes clés et placeholders que l’anglais. */
import type { storyScenes as en } from '../en/storyScenes';
import type { Translation } from '../types';

export const storyScenes: Translation<typeof en> = {
  'story.title': 'Stale Pages',
  'story.subtitle':
    'Comment un prompt rejeté est revenu construit sur les données d’autres utilisateurs chez Cloudflare Workers AI, rejoué pas à pas.',

  'story.what-happened.title': 'Ce qui s’est passé',
  'story.what-happened.slide':
    '{responses} réponses contenaient des données issues de requêtes d’autres utilisateurs.',
  'story.what-happened.p1':
    'Entre le {windowStart} et le {windowEnd}, des clients de Cloudflare Workers AI ont reçu du modèle GLM-5.3 des réponses contenant des données issues des requêtes d’autres utilisateurs. Cloudflare fait état de **{responses} réponses de ce type**, toutes issues de prompts de plus de {prefillPool} tokens, et affirme qu’aucun autre modèle n’a été touché. Ce nombre est la taille de la mémoire qui contient un prompt pendant son premier traitement ; la scène 3 l’explique.',
  'story.what-happened.p2':
    'Cloudflare a publié son rapport d’incident le {reportDate}, en coordination avec les mainteneurs de SGLang. Les comptes rendus appellent ces mainteneurs RadixArk et n’en disent pas plus sur ce nom. Ce que cette page attribue à Cloudflare provient de deux comptes rendus de presse de ce rapport ; le mécanisme provient du code source public de SGLang et de son suivi des tickets.',
  'story.what-happened.p3':
    'La vue en direct rejoue la fuite dans un modèle du service séparé de SGLang, où deux machines se partagent chaque requête : le **nœud de prefill** lit le prompt, et le **nœud de decode** écrit la réponse (la scène 2 explique pourquoi). Chacun garde ce qu’il calcule dans son propre **pool** de mémoire, découpé en pages ; quand une requête se termine, ses pages sont **libérées** : rendues pour des requêtes ultérieures, avec leurs anciennes données toujours dedans. La [[context-window|fenêtre de contexte]] (le plus long texte pour lequel le modèle est servi) et le pool de prefill sont les chiffres de Cloudflare ; le reste est supposé : les tenants (des clients qui partagent les mêmes serveurs et ne doivent jamais voir les données les uns des autres), leurs prompts, la [[page-size|taille de page]] et le pool de decode. Ici, le tenant {storyTenant} a envoyé un prompt de {storyPrompt} tokens (la requête {storyId} : chaque requête porte le nom de son tenant), plus que le nœud de prefill ne peut contenir : le nœud de prefill l’a rejeté (la scène 4 montre comment), et pourtant le nœud de decode écrit déjà une réponse à partir de pages qui contenaient encore les prompts des tenants {leakedTenants}. Sa première étape de decode (chaque étape écrit un token) vient de prendre une page de plus pour cette réponse, l’une des pages libérées (sous le pool de decode, « détenue par une requête active » : 1). Les cartes sous la vue dessinent chaque pool page par page ; les scènes 4 à 6 expliquent le reste de leurs légendes. Avancez jusqu’à la fin : le client reçoit un HTTP 200, et les deux nœuds ont répondu 200, même le nœud de prefill qui avait rejeté le prompt (la scène 7 montre pourquoi). Les commandes sous la vue parcourent le rejeu une [[tick-step|étape]] à la fois.',
  'story.what-happened.notes1':
    'Commencer par le résultat : {responses} réponses, du {windowStart} au {windowEnd}. Ce sont les chiffres de Cloudflare, tels que la presse les rapporte.',
  'story.what-happened.notes2':
    'Dire tôt que les tenants à l’écran sont inventés : seuls la fenêtre de contexte et le pool de prefill sont des chiffres réels.',

  'story.why-split.title': 'Pourquoi le service est séparé',
  'story.why-split.slide':
    'Prefill et decode tournent sur des machines différentes et se passent des pages KV.',
  'story.why-split.p1':
    'Un modèle de langage répond en deux phases. Le **prefill** lit tout le prompt d’un coup et calcule, dans chaque [[layer|couche]] du modèle, une clé et une valeur par token : son cache clé/valeur (le [[kv-cache|cache KV]]). Le **decode** écrit ensuite la réponse un token à la fois, en [[attend|s’appuyant sur]] ce cache.',
  'story.why-split.p2':
    'Les comptes rendus de presse notent que séparer les deux phases sur des machines distinctes rend les longs contextes abordables. En mode séparé (désagrégé) de SGLang, un [[router|routeur]], le serveur frontal auquel s’adresse le client, envoie la même requête à un nœud de prefill et à un nœud de decode. Le nœud de decode réserve des pages pour le prompt dans son propre pool KV et en envoie les numéros au nœud de prefill, qui calcule le KV et l’écrit dans ces pages à travers le réseau. Le nœud de decode écrit ensuite la réponse, et le routeur la renvoie au client.',
  'story.why-split.routers':
    'SGLang a deux routeurs, et cette page nomme les deux. `sgl-router` est celui que la documentation de SGLang lance pour ce mode, et celui qu’exécute la vue en direct. `mini_lb` est un routeur minimal écrit en Python, que son code décrit comme destiné aux tests. Quand les deux nœuds répondent normalement, les deux routeurs renvoient la réponse du nœud de decode. Ils ne diffèrent que lorsqu’un nœud répond par une erreur : `sgl-router` (dans ses versions actuelles) renvoie la première erreur venue de l’un ou l’autre nœud, tandis que `mini_lb` renvoie toujours la réponse du nœud de decode et ignore celle du nœud de prefill. La scène 8 montre pourquoi cela compte pour les correctifs.',
  'story.why-split.p3':
    'Chaque nœud a son propre pool, dimensionné en tokens (`max_total_num_tokens`) et découpé en pages de `page_size` tokens. Le pool de prefill de Cloudflare, {prefillPool} tokens, représente {pages64} pages de 64 tokens (calcul dérivé ; 64 est la taille de page que suppose le rejeu). La vue montre une requête antérieure, ordinaire, en cours de transfert.',
  'story.why-split.notes1':
    'Rester concret : deux machines, deux mémoires, des pages copiées de l’une à l’autre.',
  'story.why-split.notes2':
    'Montrer le pool de decode : c’est le nœud de decode qui choisit les pages, le nœud de prefill les remplit.',

  'story.config-gap.title': 'L’écart de configuration',
  'story.config-gap.slide':
    'Fenêtre de contexte : {context} tokens ; pool de prefill : {prefillPool} tokens.',
  'story.config-gap.p1':
    'Cloudflare indique que GLM-5.3 était servi avec une fenêtre de contexte de **{context} tokens**, alors que le pool de cache KV des GPU de prefill contenait **{prefillPool} tokens**. La fenêtre autorise des prompts que le nœud de prefill ne peut pas contenir.',
  'story.config-gap.p2':
    'Un nœud ne rejette pas les prompts à la taille exacte de son pool. SGLang donne à chaque nœud une **limite**, quelques tokens sous le plus petit de la fenêtre et du pool du nœud (la note ci-dessous donne la règle exacte), et rejette tout prompt de cette longueur ou plus. Pour le nœud de prefill, la limite est de **{maxInput} tokens** : c’est le nombre que cette page utilise désormais. Les comptes rendus de presse décrivent les prompts touchés par la taille du pool elle-même, « de plus de {prefillPool} tokens ».',
  'story.config-gap.p2b':
    'Le nœud de decode applique la même règle à son propre pool. Les comptes rendus n’en donnent pas la taille ; le rejeu suppose {decodePool} tokens, plus que la fenêtre, si bien que la limite du nœud de decode vient de la fenêtre : {windowLimit} tokens. Un prompt entre les deux limites est rejeté par le nœud de prefill et accepté par le nœud de decode, la condition dont la fuite a besoin. Cette **bande exposée** va de **{bandStart} à {bandEnd} tokens** : {bandWidth} longueurs possibles, {bandShare} de la fenêtre (calcul dérivé). Chacune ne fuit qu’avec un budget de réponse (`max_new_tokens`) d’au moins 2 tokens (scène 5), et un budget fixé par le client doit tenir dans la fenêtre avec le prompt : à {bandEnd} tokens, seul un budget de 2 à {bandEndBudget} fuit. Dans la vue, le tenant {storyTenant} envoie un prompt de {storyPrompt} tokens, dans la bande.',
  'story.config-gap.aside':
    '**La règle exacte, et trois nombres proches.** D’abord, chaque nœud vérifie la fenêtre : il répond d’emblée 400 à un prompt de la fenêtre entière ou plus. Il répond aussi 400 quand la longueur du prompt plus le budget de la réponse (`max_new_tokens`, fixé par le client) dépasse la fenêtre. Ensuite seulement vient la limite du pool. Le code de SGLang fixe `max_req_input_len = min(context_length − 1, max_total_num_tokens − 1) − 5` : un token sous la fenêtre et sous le pool, puis 5 tokens de moins ; le code ne donne la raison d’aucune des deux marges, et les versions plus anciennes n’avaient pas le « − 5 ». Pour le pool de prefill, cela donne {maxInput}. Le code refuse un prompt de cette longueur ou plus : un prompt d’exactement {maxInput} tokens est refusé lui aussi, bien que le message dise alors qu’il « exceeds the maximum allowed length ({maxInputRaw} tokens) » (dépasse la longueur maximale). Le plus long prompt que le nœud de prefill accepte fait donc {longestAccepted} tokens. Le chiffre de la presse, {prefillPool}, est le pool lui-même. Avec un pool au moins aussi grand que la fenêtre, la règle donne la limite propre de la fenêtre, {windowLimit}, qu’aucun pool ne peut relever : d’où la dernière longueur de la bande, {bandEnd}.',
  'story.config-gap.p3':
    'Cloudflare dit avoir connu cet écart avant le lancement sans penser qu’il poserait problème.',
  'story.config-gap.notes1':
    'L’écart lui-même était connu et accepté. La question est ce qu’il advient d’un prompt qui tombe dedans.',
  'story.config-gap.notes2':
    'La taille du pool de decode est notre hypothèse ; le dire si on pose la question.',

  'story.rejection.title': 'Le rejet qui ne s’est pas arrêté',
  'story.rejection.slide': 'Rejetée, remplacée par un substitut, et mise en file quand même.',
  'story.rejection.p1':
    'Le prompt de {storyPrompt} tokens du tenant {storyTenant} dépasse de loin la limite de {maxInput} tokens du nœud de prefill (scène 3) : le nœud de prefill le rejette.',
  'story.rejection.p2':
    'Le rejet est effectué par `set_finish_with_abort`, et il n’arrête pas la requête. Il remplace le prompt par un **substitut d’un seul token** (`origin_input_ids = [0]`), inscrit l’erreur (HTTP 400) dans un champ gardé pour plus tard, `to_finish`, et laisse vide le champ qui marque une requête comme terminée, `finished_reason`. La requête est ensuite mise en file comme n’importe quelle autre.',
  'story.rejection.p3':
    'Cloudflare indique que les [[queues|files d’admission]], où chaque nœud garde une requête jusqu’à pouvoir la prendre en charge (la scène 5 les suit), vérifiaient seulement si une requête était terminée (`finished_reason`), pas si elle avait été rejetée. Sur un serveur unique, ce serait sans conséquence : une minuscule [[forward-pass|passe avant]], puis le 400 en attente devient la réponse. En mode séparé, le nœud de decode fait son propre contrôle avec son propre pool, plus grand, accepte le prompt et continue avec sa longueur complète.',
  'story.rejection.notes1':
    'Le mot clé est « en attente » : l’erreur existe, mais rien en aval ne la regarde.',
  'story.rejection.notes2':
    'Si l’on demande pourquoi six tokens d’écart : la scène 3 démêle {prefillPool}, {maxInput} et le message d’erreur.',

  'story.reservation.title': 'Beaucoup de pages réservées, une seule écrite',
  'story.reservation.slide':
    '{reservedPages} pages réservées, {writtenPages} écrite(s) : « Success ».',
  'story.reservation.p1':
    'Le nœud de decode réserve des pages pour le prompt complet, {reservedPages} pages de {pageSize} tokens dans le rejeu, et en envoie les numéros au nœud de prefill. Il ne réserve aucune page pour la réponse : il vérifie seulement que son pool a la place du prompt plus une marge pour la réponse d’au moins 512 tokens (`num_reserved_decode_tokens` ; davantage quand le `max_new_tokens` du client est plus grand) : un budget, pas des pages. Les pages de la réponse sont prises une étape de decode à la fois, chacune écrite par son étape avant d’être lue.',
  'story.reservation.p2':
    'Le nœud de prefill ne détient que le substitut ; il prévoit donc une page (`num_pages = 1`). Il calcule un token, écrit une page dans la première page réservée et signale l’état de transfert `Success`. À cet instant, la requête est marquée terminée avec [[finish-length|`FINISH_LENGTH(0)`]], « arrêtée par la longueur » : le nœud de prefill donne cette raison à toute requête dont le transfert réussit, puisque sa part est faite et que le nœud de decode écrit la suite (notre lecture du code). Le 400 en attente reste dans `to_finish`, mais plus rien ne le lit : **il est ignoré**.',
  'story.reservation.p3':
    'Le nœud de decode vérifie que le transfert signale `Success` et que le [[bootstrap-room|`bootstrap_room`]] (l’identifiant qui associe les deux côtés) correspond. Les deux sont vrais. `Success` signifie seulement que le prefill a fini d’envoyer ce qu’il avait choisi d’envoyer ; rien ne comparait cela à ce que le nœud de decode avait réservé. Le nœud de decode traite alors chaque page réservée comme un prompt déjà calculé, dans ce que SGLang appelle un [[prebuilt|lot PREBUILT]] : aucune passe avant ne les parcourt. Le premier token de sortie vient du prefill, calculé sur son substitut d’un token ; chaque token suivant vient d’une étape de decode qui s’appuie sur toutes les pages réservées. La fuite suppose donc une réponse de plus d’un token (`max_new_tokens` supérieur à 1) : avec `max_new_tokens = 1`, la requête se termine sur le token du prefill, avant toute étape de decode, et ne lit aucune des pages non écrites pour elle.',
  'story.reservation.notes1':
    'Montrer les deux contrôles côte à côte : transfert réussi, oui ; requête rejetée, jamais demandé.',
  'story.reservation.notes2':
    'C’est l’étape décisive ; avancer et reculer ici s’il reste du temps.',

  'story.stale-pages.title': 'Les pages périmées',
  'story.stale-pages.slide':
    'Les pages libérées ne sont jamais effacées : elles contiennent encore les données de leur dernier occupant.',
  'story.stale-pages.p1':
    'Dans le rejeu, {stalePages} des {reservedPages} pages réservées, toutes sauf celle du substitut, n’ont jamais été écrites pour cette requête. SGLang libère une page en remettant son numéro dans une liste libre ; les tampons KV sont mis à zéro une fois au démarrage et **jamais effacés ensuite**. Une page libérée contient encore ce que son dernier occupant y a laissé : c’est une [[stale-page|page périmée]].',
  'story.stale-pages.p2':
    'À qui appartiennent les données de ces pages dépend de l’ordre dans lequel le nœud de decode distribue les pages, sa [[staged-free-list|liste en attente]]. Une requête prend ses pages en tête de la liste libre. En mode séparé, les pages d’une requête terminée ne retournent pas aussitôt sur cette liste : elles attendent sur une liste à part. Une requête reçoit donc des pages jamais utilisées tant que la liste libre en contient assez pour elle. Quand la requête du tenant {storyTenant} a demandé ses {reservedPages} pages, la liste libre ne contenait plus que {freshPages} pages jamais utilisées, trop peu. C’est alors que SGLang fusionne : les pages en attente ont rejoint la liste libre, toute la liste a été triée par numéro de page, le plus petit d’abord, et la requête a pris les {reservedPages} pages aux plus petits numéros, celles qu’avaient remplies les requêtes antérieures des tenants {leakedTenants}, chacune contenant encore le KV de son dernier occupant. Les pages jamais utilisées sont restées en fin de liste, car elles portent les plus grands numéros : au démarrage, l’allocateur de SGLang range toutes les pages dans l’ordre, la page 1 d’abord, et chaque requête prend en tête de la liste ; les pages partent donc du plus petit numéro vers le plus grand (le moteur fait de même). Sur un serveur qui n’a encore rien servi, ces pages contiendraient des zéros.',
  'story.stale-pages.p3':
    'Dans la vue, la requête du tenant {storyTenant} s’appuie sur des pages écrites en dernier par les tenants {leakedTenants}. Survolez ou sélectionnez un token de la réponse pour voir la page d’où il vient. La figure ci-dessous dessine les pages réservées, un carré chacune, et compte combien chaque tenant antérieur en a écrit en dernier.',
  'story.stale-pages.aside':
    '**Lire les nombres.** Les pages d’une requête contiennent son prompt, puis sa réponse. La réponse est écrite une étape de decode à la fois : dans la dernière page du prompt tant qu’il y reste de la place, puis dans une nouvelle page. Le prompt de {exRequest}, {exPrompt} tokens, a rempli exactement {exPromptPages} pages : sa réponse en a pris une de plus, {exPages} en tout. Le prompt de {exFirstRequest}, {exFirstPrompt} tokens, a pris {exFirstPages} pages, et sa réponse a tenu dans la place restée libre dans la dernière. La figure en compte {exFirstShown}, car la page du substitut a été écrite par-dessus la première. Le prompt de {exLastRequest}, {exLastPrompt} tokens, a pris {exLastPages} pages, mais les pages réservées s’arrêtent avant : seules {exLastShown} d’entre elles sont parmi les pages réservées. Sous les cartes de pool de la vue, les nombres ne font le total des pages du pool qu’avec la ligne « écrite par un substitut d’un token ». Une fois que {storyId} a répondu, ses pages sont de nouveau libérées, mais la page du substitut reste dans cette ligne : « libérée, données encore là » finit donc une page plus bas qu’avant l’arrivée de {storyId}. La carte du nœud de prefill a une ligne de plus : les pages d’une requête terminée peuvent d’abord y rester dans le [[radix-cache|cache radix]] du nœud, gardées pour être réutilisées jusqu’à leur éviction ; l’éviction les libère, sans les effacer non plus.',
  'story.stale-pages.notes1':
    'Libre veut dire « disponible », pas « effacé ». Cette phrase résume toute la fuite.',
  'story.stale-pages.notes2':
    'Ne parler de la liste intermédiaire que si le public demande pourquoi ces pages-là et pas d’autres.',

  'story.status-200.title': 'HTTP 200 avec les données de quelqu’un d’autre',
  'story.status-200.slide': 'Le contrôle du statut passe. Le contrôle de la sortie échoue.',
  'story.status-200.p1':
    'Le nœud de decode génère à partir de ces pages et se termine normalement, avec **HTTP 200**. Les deux routeurs de SGLang le transmettent : le nœud de prefill a lui aussi répondu 200, puisque après `Success` plus rien ne lit son 400 en attente ; `sgl-router` n’a donc aucune erreur à relayer, et `mini_lb` ignore de toute façon la réponse du prefill.',
  'story.status-200.p2':
    'Un contrôle des codes de statut passe : 200 est ce que renvoie une bonne réponse. Un contrôle de la sortie échoue : la réponse est conditionnée par les prompts d’autres utilisateurs. Les deux comptes rendus de presse citent aussi Unite.AI ; selon Unite.AI, qui cite le rapport, les vérifications de Cloudflare avant lancement portaient sur les codes de statut HTTP et les performances en contexte long, pas sur l’exactitude de la sortie du modèle : le premier contrôle, pas le second.',
  'story.status-200.p3':
    'Les mots de la réponse dans la vue sont inventés par cette page : pour chaque token, le moteur affiche un mot de la requête dont il a lu la page, pour en montrer l’origine. Le premier mot, ⟨0⟩, représente le token que le nœud de prefill a calculé sur son substitut d’un token ; chaque mot suivant vient d’une étape de decode. Un vrai modèle écrit un texte nouveau, conditionné par ces pages : Cloudflare dit que les {responses} réponses contenaient des données des requêtes d’autres utilisateurs, sans dire de quel type.',
  'story.status-200.notes1':
    'Le contrôle du statut passe et celui de la sortie échoue : tout l’objet de cette diapositive est ce contraste.',
  'story.status-200.notes2':
    'Ne pas spéculer sur ce que les vraies réponses ont exposé : Cloudflare ne l’a pas dit.',

  'story.fixes.title': 'Les correctifs',
  'story.fixes.p0':
    '**La vue en direct change de scénario ici.** Jusqu’ici, elle rejouait l’incident tel que déployé ; dans cette scène, elle exécute la même charge avec un seul changement, le correctif « Rejet à l’admission » (une ligne du tableau ci-dessous), et son rejeu est donc plus court : la requête rejetée s’arrête à l’entrée. Choisir une ligne du tableau ci-dessous la change encore ; la scène 10 revient en arrière.',
  'story.fixes.slide':
    'Rejeter à l’entrée avec l’erreur d’origine ; dimensionner chaque pool au moins à la taille de la fenêtre.',
  'story.fixes.p1':
    'Cloudflare fait état de deux remèdes. Configuration : le pool KV de prefill porté à environ {newPool} millions de tokens, soit à peu près deux fois la fenêtre de contexte ({ratio}×, calcul dérivé), le même rapport que dans la propre configuration de Cloudflare pour un autre modèle sur Workers AI, GLM-5.2. Les comptes rendus le disent sans donner les chiffres de cette configuration ; ce n’est pas le serveur GLM-5.2 du ticket de la scène 9. Code : SGLang rejette désormais les requêtes refusées avec leur erreur d’origine, avant tout transfert KV. Pourquoi environ deux fois la fenêtre plutôt que la fenêtre seule, les sources publiques ne le disent pas. Pour fermer la bande, un pool égal ou supérieur à la fenêtre suffit (la limite de SGLang, scène 3). Notre déduction, énoncée nulle part : la marge permet à un nœud de garder le KV d’autres requêtes à côté d’un prompt aussi long que la fenêtre.',
  'story.fixes.p2':
    'Quelle modification du code est le correctif, les sources ne concordent pas. Les comptes rendus de presse indiquent que c’est la pull request #38704, présente dans SGLang depuis la v0.5.20, et recommandent de passer à la v0.5.22 ou plus récente. Le suivi de SGLang que nous avons pu consulter montre #38704 toujours ouverte, et deux pull requests fusionnées sur le même chemin : #36988 (« Retrait du prefill abandonné » ci-dessous), qui retire une requête rejetée après la passe avant du prefill, et #38935 (« Rejet à l’admission »), qui la retire dès son arrivée. L’une comme l’autre l’arrête avant tout transfert KV, comme les comptes rendus de presse décrivent le correctif de Cloudflare. Les deux sources sont présentées ; le reste de la page renvoie ici. Quand #36988 a été fusionnée (elle a été ouverte le 29 août 2026, pendant la fuite), et quelle version de SGLang tournait sur les nœuds de Cloudflare, donc laquelle de ces modifications, le dossier public ne le dit pas.',
  'story.fixes.p3':
    'Chaque ligne ci-dessous exécute la même charge avec un seul changement, avec chacun des deux routeurs de la scène 2. Comme `mini_lb` renvoie la réponse du nœud de decode et `sgl-router` la première erreur de l’un ou l’autre nœud, le même correctif peut donner un 400 avec l’un et un 500 avec l’autre. L’un comme l’autre arrête la fuite (une erreur au lieu d’un 200), mais seul le 400 est la bonne réponse : le 500 vient du nœud de decode, dont le transfert a échoué ou expiré, et ne porte pas le message d’origine ; le tableau le marque donc ✗. `sgl-router` réessaierait un 500 sur une nouvelle paire ; le moteur fait une seule tentative. Choisissez une ligne pour la voir dans la vue en direct, avec le routeur du scénario, `sgl-router`.',
  'story.fixes.notes1':
    'Deux correctifs, deux niveaux : le code arrête le flux, la configuration referme l’écart.',
  'story.fixes.notes2':
    'Prudence avec les numéros de pull request : la presse et le suivi ne concordent pas (deuxième paragraphe).',

  'story.check-your-nodes.title': 'Vérifiez vos propres nœuds',
  'story.check-your-nodes.slide':
    'Exposé quand le nœud de prefill rejette ce que le nœud de decode accepte.',
  'story.check-your-nodes.p0':
    '**La vue en direct change de scénario ici.** Jusqu’ici, elle rejouait l’incident de Workers AI ; à partir de cette scène, elle rejoue les chiffres d’un signalement semblable sur le suivi de SGLang, le ticket #30233 (décrit plus bas) : un seul tenant et deux requêtes, {issueRequests}, avec un pool de prefill de {issuePool} tokens au lieu de {prefillPool}. {issueWarm} est un échauffement de {issueWarmTokens} tokens ; {issueLong} est un prompt de {issueLongTokens} tokens, trop long pour ce nœud de prefill et assez court pour le nœud de decode. Le calculateur ci-dessous montre un autre déploiement : il part des chiffres de Workers AI, et son exemple « Ticket #30233 » charge ceux de la vue.',
  'story.check-your-nodes.p1':
    'La fuite suppose un prompt que le nœud de prefill rejette et que le nœud de decode accepte. Saisissez vos propres chiffres : le calculateur applique la limite de SGLang à chaque nœud et montre la plage de longueurs de prompt exposées, s’il y en a une. Le conseil de Cloudflare aux utilisateurs de SGLang revient au même contrôle : sur chaque nœud, comparer le pool KV à la longueur de contexte. Le cas inverse, un pool de decode plus petit que celui du prefill, n’est pas cette fuite : le moteur, exécuté sur la charge de l’incident avec les deux pools échangés, répond au long prompt par un HTTP 400 avec l’erreur propre du nœud de decode, et ne lit aucune page périmée, sous les deux routeurs et avec ou sans chaque correctif.',
  'story.check-your-nodes.p2':
    'Le ticket #30233, signalé le {issueDate}, avait la même forme avec d’autres chiffres : contexte de {context} tokens, pool de prefill de {issuePool} tokens, pages de 64. L’auteur a vu le decode produire du charabia à partir d’un KV incomplet, et le nœud de prefill indiquer `prompt_tokens = 1` : il n’avait traité que le substitut d’un token. La vue rejoue ces chiffres sur un serveur neuf, où les pages jamais écrites contiennent des zéros (l’historique du serveur est une hypothèse). Le charabia correspond à l’un ou l’autre cas : des zéros sur un serveur neuf, les données d’autres requêtes sur un serveur occupé (une déduction tirée du code de SGLang).',
  'story.check-your-nodes.notes1':
    'Inviter le public à essayer ses propres chiffres après l’exposé ; le calculateur fonctionne hors ligne.',
  'story.check-your-nodes.notes2':
    'La plage est [limite du prefill, limite du decode) : vide quand le pool de prefill est le plus grand, ou quand les deux atteignent la fenêtre.',

  'story.unknowns.title': 'Ce qui n’est pas connu, et les sources publiques',
  'story.unknowns.p0':
    '**La vue en direct revient ici** à l’incident tel que déployé (scènes 1 à 7), à sa dernière étape : la réponse qui fuit, avec les mots inventés de la scène 7.',
  'story.unknowns.slide':
    'Ce qui n’est pas connu, le jour de l’incident, et les sources publiques.',
  'story.unknowns.p1':
    'Le rapport de Cloudflare, tel que le relaient les comptes rendus de presse, laisse ces points ouverts :',
  'story.unknowns.p2':
    'La leçon qu’en tirent les comptes rendus : séparer prefill et decode sur des machines distinctes rend les longs contextes abordables, mais déplace la frontière de sécurité vers l’intégrité de la mémoire GPU partagée. Quand le réglage des ressources et les tests de performance passent avant la vérification de la sortie, un seul état d’erreur non traité suffit à transformer l’efficacité en perte d’isolation.',
  'story.unknowns.notes1':
    'Finir sur ce qui n’est pas connu : ne pas combler les lacunes, et dire qui affirme quoi.',
  'story.unknowns.notes2':
    'Chronologie : signalé la veille, incident déclaré à {t1322} UTC, cause trouvée {causeMinutes} minutes plus tard.',
};
