/** Le laboratoire (#/lab) : tableau des défis, établi, vérificateur d’exposition, chercheur de fuites. */
import type { lab as en } from '../en/lab';
import type { Translation } from '../types';
import { labLive } from './labLive';
import { labTeach } from './labTeach';
import { labWorkshop } from './labWorkshop';

export const lab: Translation<typeof en> = {
  ...labTeach,
  ...labLive,
  ...labWorkshop,
  'lab.title': 'Laboratoire',
  'lab.skip': 'Aller au laboratoire',
  'lab.nav': 'Sections du laboratoire',
  'lab.language': 'Langue',
  'lab.tab.challenges': 'Défis',
  'lab.tab.exposure': 'Vérificateur d’exposition',
  'lab.tab.explore': 'Explorer',
  'lab.unknownChallenge': 'Il n’y a pas de défi « {id} » ici.',
  'lab.backToBoard': 'Tous les défis',
  'lab.solved': 'résolu',
  'lab.open': 'non résolu',
  'lab.instructor': 'formateur',
  'lab.difficulty': 'difficulté {n} sur 5',

  'lab.cat.observe': 'Observer',
  'lab.cat.exploit': 'Exploiter',
  'lab.cat.fix': 'Corriger',
  'lab.cat.detect': 'Détecter',
  'lab.cat.operate': 'Exploiter en production',
  'lab.cat.observe.about': 'Lire ce que fait le moteur avant de changer quoi que ce soit.',
  'lab.cat.exploit.about': 'Faire revenir les données d’un autre client dans une réponse.',
  'lab.cat.fix.about': 'Choisir les interrupteurs qui rendent chaque réponse correcte.',
  'lab.cat.detect.about': 'Trouver les requêtes et les déploiements qui révèlent la faille.',
  'lab.cat.operate.about':
    'Dimensionner et router un déploiement pour que l’écart ne s’ouvre jamais.',

  'lab.board.title': 'Tableau des défis',
  'lab.board.intro':
    'Chaque défi est vérifié en exécutant le moteur sur votre solution, ici puis sur la machine de votre formateur avec npm run lab:verify.',
  'lab.board.progress': '{done} sur {total} résolus',
  'lab.board.catProgress': '({done} sur {total})',
  'lab.board.shown': '{n} {n|défi affiché|défis affichés} sur {total}',
  'lab.board.none': 'Aucun défi ne correspond à ces filtres.',
  'lab.filters': 'Filtres',
  'lab.filter.category': 'Catégorie',
  'lab.filter.difficulty': 'Difficulté',
  'lab.filter.solved': 'Avancement',
  'lab.filter.all': 'Tous',
  'lab.filter.onlySolved': 'Résolus',
  'lab.filter.onlyOpen': 'Non résolus',

  'lab.progress.title': 'Progression et fichiers de défis',
  'lab.progress.about':
    'La progression reste dans ce navigateur. Exportez-la pour la rendre : le fichier contient la solution de chaque défi résolu, pas seulement une coche.',
  'lab.progress.export': 'Exporter la progression',
  'lab.progress.import': 'Importer une progression',
  'lab.progress.tooLarge':
    'le fichier fait {size} octets, plus que les {limit} octets (5 Mo) permis pour un fichier de progression',
  'lab.progress.bad':
    '{file} n’est pas un fichier de progression du laboratoire ; rien n’a changé.',
  'lab.progress.imported':
    'Progression importée : {n} {n|défi résolu vérifié|défis résolus vérifiés} par le moteur.',
  'lab.progress.refused':
    '{n} {n|résolution revendiquée ne tient pas quand le moteur la rejoue ; elle est marquée non résolue|résolutions revendiquées ne tiennent pas quand le moteur les rejoue ; elles sont marquées non résolues}.',
  'lab.progress.trainee': 'Votre nom, inscrit dans la progression exportée (facultatif)',
  'lab.progress.verifyHint':
    'Formateurs : npm run lab:verify -- progress.json [--challenges DIR] rejoue chaque solution.',
  'lab.instructor.load': 'Charger des fichiers de défis',
  'lab.instructor.loaded': '{n} {n|fichier de défis chargé|fichiers de défis chargés}.',
  'lab.instructor.failed': 'Les fichiers de défis n’ont pas pu être vérifiés : {message}',
  'lab.instructor.problems':
    '{n} {n|fichier de défis chargé|fichiers de défis chargés} ; ces problèmes ont été trouvés :',
  'lab.instructor.clear': 'Retirer {n} {n|fichier|fichiers} de défis du formateur',
  'lab.instructor.cleared': 'Défis du formateur retirés.',

  'lab.wb.story': 'La situation',
  'lab.wb.run': 'Exécuter',
  'lab.wb.reset': 'Recommencer',
  'lab.wb.running': 'Le moteur tourne…',
  'lab.wb.runFailed': 'Le moteur n’a pas pu exécuter ce scénario.',
  'lab.wb.solvedNow':
    'Résolu : l’exécution du moteur atteint l’objectif. Votre solution est enregistrée.',
  'lab.wb.notYet':
    'Pas encore : l’exécution n’atteint pas l’objectif (voyez quelles parties tiennent).',
  'lab.wb.locked': 'Le scénario change quelque chose que ce défi verrouille :',
  'lab.wb.invalid': 'Le scénario n’est pas valide :',
  'lab.wb.refused': 'L’objectif demande une exécution de votre scénario que le moteur refuse :',

  'lab.goal.title': 'Objectif',
  'lab.goal.live': 'Vérifié sur le scénario à mesure que vous le modifiez.',
  'lab.goal.allHold': 'Toutes les parties tiennent. Exécutez pour enregistrer la résolution.',
  'lab.goal.invalid': 'Le scénario ne peut pas encore être exécuté.',
  'lab.goal.holds': 'tient',
  'lab.goal.fails': 'ne tient pas',
  'lab.goal.unknown': 'non vérifié',
  'lab.goal.checking': 'Vérification de l’objectif sur le scénario modifié…',
  'lab.storage.draftsDropped':
    'Le stockage de ce navigateur est plein : votre progression est enregistrée, mais les brouillons de l’atelier ne sont gardés que jusqu’à ce que vous quittiez cette page.',
  'lab.storage.full':
    'Le stockage de ce navigateur est plein : votre progression n’a pas pu être enregistrée. Exportez-la avant de quitter cette page.',
  'lab.storage.dropped':
    '{n} {n|entrée|entrées} de progression {n|enregistrée n’a|enregistrées n’ont} pas pu être {n|lue|lues} par cette version de la page et {n|a été écartée|ont été écartées} ; le reste de votre progression est conservé. Ce qui a été écarté est gardé à part dans ce navigateur.',
  'lab.storage.clamped':
    '{n} {n|compteur enregistré dépassait sa|compteurs enregistrés dépassaient leur} limite et {n|y a été ramené|y ont été ramenés}.',
  'lab.storage.download': 'Télécharger ce qui a été écarté',
  'lab.storage.dismiss': 'Fermer',

  'lab.hints.title': 'Indices',
  'lab.hints.show': 'Afficher l’indice {n} sur {total}',
  'lab.hints.all': 'Tous les indices sont affichés.',
  'lab.explain.title': 'Pourquoi',
  'lab.explain.scenes': 'À lire dans l’article :',
  'lab.explain.sources': 'Sources :',
  'lab.source.incident': 'Le rapport d’incident de Cloudflare (tel que cité par la presse)',

  'lab.answer.title': 'Votre réponse',
  'lab.answer.number': 'Un nombre',
  'lab.answer.numberHelp': 'Tout séparateur de milliers convient (681 280 ou 681,280).',
  'lab.answer.choose': 'Choisissez-en un',
  'lab.answer.pick': 'Cochez tous ceux qui s’appliquent',
  'lab.answer.emptySet': 'Ne rien cocher veut dire « personne ».',
  'lab.answer.submit': 'Vérifier la réponse',
  'lab.answer.checking': 'Vérification de la réponse…',
  'lab.answer.right': 'Juste : le moteur calcule la même réponse. Enregistré.',
  'lab.answer.wrong': 'Pas juste. Exécutez le scénario, lisez les vues et réessayez.',
  'lab.answer.notNumber': 'La réponse doit être un nombre entier.',
  'lab.answer.toExposure': 'Ouvrir {id} dans le vérificateur d’exposition',
  'lab.answer.empty': 'Donnez d’abord une réponse.',

  'lab.edit.title': 'Ce que vous pouvez changer',
  'lab.edit.about':
    'Les champs grisés sont verrouillés par ce défi ; les autres indiquent leurs bornes.',
  'lab.edit.locked': 'verrouillé',
  'lab.edit.free': 'libre',
  'lab.edit.bounds': 'de {min} à {max}',
  'lab.edit.atLeast': 'au moins {min}',
  'lab.edit.noFixes': 'aucun activé',
  'lab.edit.configLine':
    'Routeur {router} · pool du prefill {prefill} · pool du décodage {decode} · taille de page {page} · contexte {context} tokens',
  'lab.req.line':
    'client {tenant} · prompt de {prompt} tokens · {newTokens} nouveaux · arrivée {arrival}',
  'lab.req.afterLine': 'après {id}',
  'lab.edit.fixes': 'Interrupteurs de correctif',
  'lab.edit.defences': 'Défenses contre la famille des durées de vie de pages',
  'lab.edit.noDefences': 'aucune activée',
  'lab.defence.refcountPin': 'Comptage de références',
  'lab.defence.deferredRelease': 'Libération différée',
  'lab.defence.deferredReleaseTicks': 'Échéance de la libération différée (ticks)',
  'lab.defence.drainBarrier': 'Barrière de vidage',
  'lab.defence.scrubOnAlloc': 'Effacement à l’allocation',
  'lab.defence.kvChecksum': 'Somme de contrôle du KV',
  'lab.defence.kvChecksum.off': 'désactivée',
  'lab.defence.kvChecksum.39229': 'PR #39229 (fermée)',
  'lab.defence.kvChecksum.39500': 'PR #39500 (fusionnée)',
  'lab.edit.router': 'Routeur',
  'lab.edit.prefillPool': 'Pool du prefill (tokens)',
  'lab.edit.decodePool': 'Pool du décodage (tokens)',
  'lab.edit.pageSize': 'Taille de page (tokens)',
  'lab.tenants.title': 'Clients',
  'lab.tenants.id': 'Id',
  'lab.tenants.name': 'Nom',
  'lab.tenants.add': 'Ajouter un client',
  'lab.tenants.remove': 'Retirer le client {id}',
  'lab.req.title': 'Requêtes',
  'lab.req.count': '{n} (de {min} à {max} permises)',
  'lab.req.legend': 'Requête {id}',
  'lab.req.id': 'Id',
  'lab.req.tenant': 'Client',
  'lab.req.prompt': 'Prompt (tokens)',
  'lab.req.newTokens': 'Nouveaux tokens',
  'lab.req.arrival': 'Arrivée (étape)',
  'lab.req.after': 'Après',
  'lab.req.afterNone': 'aucune',
  'lab.req.add': 'Ajouter une requête',
  'lab.req.up': 'Monter {id}',
  'lab.req.down': 'Descendre {id}',
  'lab.req.remove': 'Retirer {id}',
  'lab.req.removeShort': 'Retirer',
  'lab.json.title': 'Le scénario en JSON',
  'lab.json.about': 'Modifiez puis appliquez, ou copiez-le dans un fichier de scénario.',
  'lab.json.apply': 'Appliquer le JSON',

  'lab.results.title': 'L’exécution',
  'lab.results.none': 'Appuyez sur Exécuter pour voir ce scénario dans les vues d’Explorer.',

  'lab.leak.title': 'Chercher une fuite dans cette configuration',
  'lab.leak.about':
    'Essaie jusqu’à {runs} listes de requêtes aléatoires avec ces réglages et ces clients, à la recherche d’une réponse construite sur les données d’un autre client ; une fuite trouvée est réduite à une petite.',
  'lab.leak.start': 'Chercher une fuite',
  'lab.leak.stop': 'Arrêter',
  'lab.leak.progress': '{runs} exécutions essayées, {seconds} s',
  'lab.leak.shrinking': 'Fuite trouvée ; réduction en cours : {runs} exécutions, {seconds} s',
  'lab.leak.none':
    'Aucune fuite trouvée en {runs} exécutions. C’est une recherche bornée, pas une preuve qu’il n’en existe aucune.',
  'lab.leak.stopped': 'Arrêté après {runs} exécutions.',
  'lab.leak.found':
    'Trouvée et réduite : {runs} exécutions du moteur, {shrinks} étapes de réduction, graine {seed}.',
  'lab.leak.request': '{id} de {tenant}, un prompt de {tokens} tokens',
  'lab.leak.after': '(après {id})',
  'lab.leak.reads': '{id} de {tenant} reçoit HTTP 200 construit sur des pages de {from}.',
  'lab.leak.open': 'Ouvrir dans l’établi',

  'lab.leak.explore': 'Ouvrir dans Explorer',
  'lab.exp.title': 'Vérifier votre propre déploiement',
  'lab.exp.intro':
    'Collez la commande de lancement de chaque nœud (python -m sglang.launch_server ou sglang serve … --disaggregation-mode prefill ou decode …, un manifeste Kubernetes avec sa liste args:, ou un fichier YAML --config dans sa propre case), la commande du routeur, ou le JSON /get_server_info d’un nœud, un par case. Si la taille du pool n’est pas dans les arguments, collez la ligne max_total_num_tokens du journal de démarrage du nœud.',
  'lab.exp.private':
    'Rien de ce que vous collez ne quitte cette page : la vérification tourne dans votre navigateur.',
  'lab.exp.box': 'Case {n}',
  'lab.exp.placeholder.prefill': 'python -m sglang.launch_server … --disaggregation-mode prefill …',
  'lab.exp.placeholder.decode': 'python -m sglang.launch_server … --disaggregation-mode decode …',
  'lab.exp.placeholder.router': 'python -m sglang_router.launch_router --pd-disaggregation …',
  'lab.exp.addBox': 'Ajouter une case',
  'lab.exp.check': 'Vérifier',
  'lab.exp.verdict': 'Verdict',
  'lab.exp.nothing': 'Collez les commandes et appuyez sur Vérifier.',
  'lab.exp.undecided': 'Pas encore de verdict : voyez les messages ci-dessous.',
  'lab.exp.exposed':
    'Exposé : certaines longueurs de prompt sont rejetées par le prefill et acceptées par le décodage.',
  'lab.exp.safe':
    'Non exposé : aucune longueur de prompt ne tombe entre les limites des deux nœuds.',
  'lab.exp.level.error': 'Erreur',
  'lab.exp.level.missing': 'Manquant',
  'lab.exp.level.warning': 'Avertissement',
  'lab.exp.level.note': 'Remarque',
  'lab.exp.limits':
    'Contexte {context} ; pool du prefill {prefillPool}, pool du décodage {decodePool} ; le prefill rejette les prompts à partir de {prefillMax} tokens, le décodage à partir de {decodeMax}.',
  'lab.exp.band':
    'Bande exposée : prompts de {from} à {to} tokens ({count} {count|longueur|longueurs}).',
  'lab.exp.closed': 'Aucune bande exposée.',
  'lab.exp.wrong': 'La réponse est fausse.',
  'lab.exp.decodeOnly':
    'Les prompts de {from} à {to} tokens ne sont rejetés que par le décodage (son propre 400).',
  'lab.exp.closePool':
    'Plus petit changement qui la ferme : un pool du prefill d’au moins {pool} tokens, ou un contexte d’au plus {context}.',
  'lab.exp.closeContext': 'Plus petit changement qui la ferme : un contexte d’au plus {context}.',
  'lab.exp.open': 'Ouvrir dans Explorer ({router})',
  'lab.exp.details': 'Détails (en anglais) :',
  'lab.exp.code.conflict': 'Deux valeurs se contredisent',
  'lab.exp.code.bad-value': 'Cet argument attend un nombre entier',
  'lab.exp.code.bad-field': 'Ce champ a une valeur inutilisable',
  'lab.exp.code.need-prefill': 'Aucun nœud de prefill n’a été collé',
  'lab.exp.code.need-decode': 'Aucun nœud de décodage n’a été collé',
  'lab.exp.code.unknown-flag': 'Un argument que ce vérificateur ne connaît pas (ignoré)',
  'lab.exp.code.misspelt-flag': 'Un argument mal orthographié',
  'lab.exp.code.too-big-to-run': 'Trop grand pour que le moteur exécute la bande',
  'lab.exp.code.stray-word': 'Un mot inattendu (ignoré)',
  'lab.exp.code.shell': 'La ligne de commande est illisible',
  'lab.exp.code.router-not-pd': 'Le routeur ne route pas vers des paires prefill/décodage',
  'lab.exp.code.reported-limit': 'Le nœud indique sa propre limite d’entrée',
  'lab.exp.code.pool-from-flag':
    'Taille du pool tirée d’un plafond : à confirmer dans le journal de démarrage',
  'lab.exp.code.page-size-differs': 'Les deux nœuds ont des tailles de page différentes',
  'lab.exp.code.not-split': 'Un nœud qui ne fait pas partie d’une séparation prefill/décodage',
  'lab.exp.code.not-server-info': 'Ce JSON ne ressemble pas à /get_server_info',
  'lab.exp.code.not-recognised': 'Pas une commande de serveur ou de routeur SGLang (ignorée)',
  'lab.exp.code.no-router': 'Aucun routeur collé : résultats avec les deux routeurs',
  'lab.exp.code.need-pool':
    'La taille du pool manque : collez la ligne de journal max_total_num_tokens',
  'lab.exp.code.need-context': 'La longueur de contexte manque',
  'lab.exp.code.log-without-node': 'Une ligne de journal avant toute commande de nœud',
  'lab.exp.code.default-page-size':
    'Pas de taille de page : la valeur par défaut de SGLang est supposée',
  'lab.exp.code.continued': 'Une ligne a été lue comme la suite de la précédente',
  'lab.exp.code.bad-json': 'JSON non valide',
  'lab.exp.code.auto-truncate':
    'La troncature automatique est active : cette vérification suppose un rejet',
  'lab.exp.fixedRelease':
    'Version corrigée : les tailles laissent une bande, mais la version de SGLang de ces nœuds contient le correctif (voir ci-dessous).',
  'lab.exp.limitsNoContext':
    'Contexte non donné (SGLang l’a pris dans le config.json du modèle) ; pool du prefill {prefillPool}, pool du décodage {decodePool} ; le prefill rejette les prompts à partir de {prefillMax} tokens, le décodage à partir de {decodeMax}.',
  'lab.exp.poolCap.prefill':
    'Le pool du prefill n’est que plafonné par --max-total-tokens : la bande est montrée comme s’il valait son plafond.',
  'lab.exp.poolCap.decode':
    'Le pool du décodage n’est que plafonné par --max-total-tokens : la bande est montrée comme s’il valait son plafond.',
  'lab.exp.poolFrom': 'Pools lus dans : prefill {prefill} ; décodage {decode}.',
  'lab.exp.release.fixed':
    'SGLang {versions} : une version corrigée. Selon les comptes rendus de presse du rapport de Cloudflare, le correctif (les requêtes rejetées sont écartées avec leur erreur d’origine, avant tout transfert de KV) est dans SGLang depuis la v0.5.20, et il est conseillé de passer à la v0.5.22 ou plus. Les résultats ci-dessous sont calculés avec lui.',
  'lab.exp.release.vulnerable':
    'SGLang {versions} : antérieure à la v0.5.20, la version que la presse désigne pour le correctif.',
  'lab.exp.release.unknown':
    'Version de SGLang non donnée : les résultats ci-dessous valent pour une version sans le correctif.',
  'lab.exp.outcomes':
    'Avec {router}, pour une requête avec max_new_tokens {newTokens}, sur toute la bande ({runs} exécutions du moteur) :',
  'lab.exp.segment':
    '{from} à {to} tokens ({count} {count|longueur|longueurs}) : HTTP {status}, isolation {isolation}.',
  'lab.exp.closeDecode':
    'Ou plafonner le pool du nœud de décodage à {pool} tokens (--max-total-tokens sur le décodage).',
  'lab.exp.code.ignored-flags':
    'Options qui ne changent ni le contexte, ni le pool, ni la taille de page, ni le routage (ignorées)',
  'lab.exp.code.version-fixed': 'Une version corrigée de SGLang',
  'lab.exp.code.version-vulnerable': 'Une version de SGLang sans le correctif',
  'lab.exp.code.version-unknown': 'La version de SGLang n’est pas connue',
  'lab.exp.code.version-ambiguous': 'Plusieurs versions de SGLang dans une même case',
  'lab.exp.code.pool-is-cap': 'Le pool n’est que plafonné : le verdict demande le pool réel',
  'lab.exp.code.band-at-least': 'La bande peut commencer plus bas',
  'lab.exp.code.context-from-limit':
    'Pas de longueur de contexte : la limite propre du nœud est utilisée',
  'lab.exp.code.node-rank': 'Une autre machine du même serveur (pas un serveur)',
  'lab.exp.code.need-rank0': 'La commande de rang 0 d’un serveur multi-machines manque',
  'lab.exp.code.multi-node': 'Un serveur sur plusieurs machines',
  'lab.exp.code.need-config': 'Le fichier --config manque',
  'lab.exp.code.config-used': 'Le fichier --config a été fusionné dans la commande',
  'lab.exp.code.bad-yaml': 'Le YAML est illisible',
  'lab.exp.code.context-override':
    'La configuration du modèle est surchargée : le contexte peut changer',
  'lab.exp.code.speculative':
    'Décodage spéculatif : le contrôle du contexte compte des tokens réservés',
  'lab.exp.code.hybrid-pool': 'Pools de modèle hybride : la limite peut suivre un autre pool',
  'lab.exp.code.dp-pools': 'Attention DP : un pool par rang',
  'lab.exp.code.decode-reserve': 'Une réserve de décodage différente de celle du moteur',
  'lab.exp.code.page-backend': 'Le backend d’attention peut fixer la taille de page',
  'lab.exp.code.router-retries': 'Le routeur réessaie les requêtes en échec',
  'lab.exp.code.router-discovery': 'Le routeur trouve lui-même ses workers',
  'lab.exp.code.router-dpAware': 'Le routeur choisit un rang DP',
  'lab.exp.code.router-policy': 'Une politique de routage',
  'lab.exp.code.outcome-budget': 'Trop de paires : les suivantes n’ont pas de résultats calculés',
  'lab.exp.code.router-workerUrls': 'Des workers nommés hors des paires prefill/décodage',
  'lab.exp.code.router-recognised': 'Un routeur, sans les tailles des nœuds',
  'lab.exp.code.outcome-approx': 'Plages de résultats non fixées au token près',
  'lab.exp.code.dash-flag': 'Un tiret là où « -- » est attendu',
  'lab.iso.clean': 'propre',
  'lab.iso.same-tenant': 'même client',
  'lab.iso.unwritten': 'pages jamais écrites',
  'lab.iso.cross-tenant': 'entre clients',
  // hors du fil principal (ticket 17 point 3) : avancement, arrêt, part affichée d’un grand résultat
  'lab.busy.stop': 'Arrêter',
  'lab.progress.importing':
    'Vérification du fichier de progression : {done} entrées rejouées sur {total}…',
  'lab.progress.stopped': 'Import arrêté : votre progression n’a pas changé.',
  'lab.progress.failed': 'Le fichier de progression n’a pas pu être vérifié : {message}',
  'lab.exp.checking': 'Vérification : {done} paires prefill/décodage sur {total}…',
  'lab.exp.stopped': 'Vérification arrêtée : pas de verdict.',
  'lab.exp.shown':
    '{shown} paires affichées sur {total} (les exposées d’abord) ; le verdict ci-dessus les compte toutes.',
  'lab.json.checking': 'Vérification du JSON…',
  'lab.wb.restoring': 'Restauration de votre brouillon enregistré…',
  'lab.req.shown':
    'Les {shown} premières {shown|requête|requêtes} sur {total} sont affichées ici ; modifiez les autres dans la vue JSON.',
  'lab.session.title': 'Votre session enregistrée',
  'lab.session.step1':
    'Envoyez vos requêtes comme le dit la situation : $BASE, dans ses commandes, est l’adresse de votre déploiement, celle qui vous a été donnée (export BASE=… une fois dans votre terminal).',
  'lab.session.step2':
    'Enregistrez la session : curl -s "$BASE/live/scenario" > session.json, ou « Enregistrer la session comme fichier de scénario » dans la vue en direct.',
  'lab.session.step3':
    'Chargez le fichier ici, ou collez son contenu : le moteur la rejoue et vérifie l’objectif.',
  'lab.session.load': 'Charger la session enregistrée…',
  'lab.session.paste': 'Ou collez la session (JSON)',
  'lab.session.check': 'Vérifier la session',
  'lab.session.empty': 'Collez d’abord une session, ou chargez son fichier.',
  'lab.session.checking': 'Le moteur rejoue la session…',
  'lab.session.failed': 'Le moteur n’a pas pu rejouer cette session.',
  'lab.session.solved':
    'Résolu : la session rejouée atteint l’objectif. Votre session est enregistrée.',
  'lab.session.unsigned':
    'Non vérifiable ici : cette session ne porte la signature d’aucun serveur en direct. Si l’animateur vérifie les signatures, elle ne compte pas.',
  'lab.session.ownSecret':
    'Non vérifiable ici : le serveur en direct qui l’a enregistrée a été lancé sans le secret de la classe ; personne d’autre ne peut la vérifier.',
  'lab.session.signed':
    'Non vérifiable ici : la session porte la signature d’un serveur en direct, faite avec un secret de classe que cette page ne détient pas ; elle ne peut donc pas distinguer une vraie signature d’une fausse. Votre animateur la vérifie avec lab:verify --secret-file : seule compte une session signée par le serveur de la classe.',
  'lab.session.notYet': 'Pas encore : la session rejouée n’atteint pas l’objectif.',
  'lab.session.locked': 'La session a tourné sur un autre déploiement que celui de ce défi :',
  'lab.session.invalid': 'La session n’est pas un fichier de scénario valide :',
};
