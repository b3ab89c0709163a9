/** La scène : étapes au clicker, diapositive de clôture, minuteur et aperçus de la vue orateur. */
import type { stage as en } from '../en/stage';

export const stage: Record<keyof typeof en, string> = {
  'stage.beat.what-happened.1': 'Le nœud de décodage écrit la réponse',
  'stage.beat.what-happened.2': 'HTTP 200, et les deux verdicts',
  'stage.beat.config-gap.1': 'Deux pools, deux limites',
  'stage.beat.config-gap.2': 'Les prompts précédents laissent leurs pages',
  'stage.beat.config-gap.3': 'Un prompt de 800 000 jetons arrive',
  'stage.beat.rejection.1': 'Au routeur : 800 000 jetons',
  'stage.beat.rejection.3': 'Rejeté avec un substitut d’un jeton, mis en file quand même',
  'stage.beat.rejection.4': 'Le nœud de décodage réserve ses pages',
  'stage.beat.status-200.1': 'Le nœud de décodage réserve 12 500 pages',
  'stage.beat.status-200.3': 'Une page écrite ; PREBUILT : prêt à décoder',
  'stage.beat.status-200.4': 'La réponse : les mots d’autres clients',
  'stage.beat.of': 'Étape {n} sur {total}',
  'stage.beat.none': 'Pas d’étapes sur cette diapositive',
  'stage.closing.title': 'À retenir',
  'stage.closing.progress': 'Fin',
  'stage.closing.lesson':
    'Séparer prefill et décodage déplace la frontière de sécurité vers la mémoire GPU partagée : un seul état d’erreur non traité a suffi pour répondre HTTP 200 avec les données d’autres utilisateurs. Vérifiez la sortie, pas seulement le statut.',
  'stage.closing.fixesTitle': 'Versions corrigées, avec leurs sources',
  'stage.closing.fixPress':
    'Les comptes rendus de presse du rapport de Cloudflare : le correctif est la pull request #38704, dans SGLang depuis la v0.5.20 ; passer à la v0.5.22 ou plus récente.',
  'stage.closing.fixTracker':
    'Le suivi de SGLang que nous avons pu lire : #38704 toujours ouverte ; #36988 et #38935 fusionnées sur le même chemin. Les deux sources ne concordent pas.',
  'stage.closing.fixConfig':
    'Cloudflare : pool KV du prefill porté à environ 2,04 millions de jetons, environ deux fois la fenêtre de contexte. Sur chaque nœud, comparez le pool KV à la longueur de contexte.',
  'stage.closing.readTitle': 'Pour aller plus loin',
  'stage.closing.readApp':
    'Cette application : le récit (#/), Explorer (#/explore) et le labo (#/lab)',
  'stage.closing.readReport': 'Le rapport d’incident de Cloudflare, publié le 2026-10-26',
  'stage.closing.readIssue':
    'Le ticket SGLang #30233 (2026-07-06), le problème semblable signalé plus tôt',
  'stage.closing.notes1':
    'La leçon telle que les comptes rendus la tirent ; les versions telles que chaque source les donne : n’en choisissez pas une.',
  'stage.closing.notes2':
    'Questions. Les touches « suivant » restent ici ; Début revient à la première diapositive.',
  'stage.present.chromeHint': 'Appuyez sur ? ou bougez le pointeur pour les commandes',
  'stage.present.print': 'Imprimer / PDF',
  'stage.speaker.previewNow': 'Le public voit',
  'stage.speaker.previewNext': 'Ensuite',
  'stage.small.title': 'Conçu pour un ordinateur portable et un projecteur',
  'stage.small.body':
    'La présentation et sa vue orateur demandent un grand écran : sur un téléphone, les diapositives sont coupées et on ne peut pas en changer. Pour lire l’histoire ici, ouvrez l’explication.',
  'stage.small.explainer': 'Lire l’explication à cette scène →',
  'stage.small.anyway': 'Afficher quand même les diapositives',
  'stage.speaker.talkLength': 'Durée de l’exposé (minutes)',
  'stage.speaker.remaining': 'Reste',
  'stage.speaker.over': 'Dépassement',
  'stage.speaker.clock': 'Heure',
  'stage.speaker.pause': 'Pause',
  'stage.speaker.resume': 'Reprendre',
  'stage.speaker.reset': 'Remettre à zéro',
  'stage.speaker.paused': 'en pause',
  'stage.speaker.view': 'Figure ou vue en direct (V)',
  'stage.speaker.fullscreen': 'Plein écran sur la présentation (F)',
  'stage.speaker.fullscreen.on': 'La présentation est en plein écran.',
  'stage.speaker.fullscreen.off': 'La présentation a quitté le plein écran.',
  'stage.speaker.fullscreen.refused':
    'Le navigateur a refusé le plein écran à la présentation : appuyez sur F dans la fenêtre de la présentation.',
  'stage.speaker.fullscreen.no-deck':
    'Cette vue orateur ne peut pas accéder à la fenêtre de la présentation (ouvrez la vue orateur avec S depuis la présentation, et non depuis un fichier local) : appuyez sur F dans la fenêtre de la présentation.',
  'stage.speaker.keys':
    'Les touches agissent ici sur la présentation : → ← PageDown PageUp · V figure/direct · L déploiement en direct · F plein écran · B écran noir',
  'stage.print.notes': 'Notes de l’orateur',
  'stage.print.withNotes': 'Imprimer avec les notes',
  'stage.live.title': 'Le déploiement en marche',
  'stage.live.connecting': 'Connexion au déploiement',
  'stage.live.live':
    'En direct : le déploiement servi par npm run live · {n} {n|requête|requêtes} jusqu’ici',
  'stage.live.replay':
    'Rejeu : le scénario de l’incident intégré (pas de serveur en direct ici), pas un déploiement en marche · la diapositive suit npm run live d’elle-même dès qu’il répond',
  'stage.live.down':
    'Le serveur ne répond plus depuis {time} : voici ce qu’il a envoyé en dernier ({n} {n|requête|requêtes}) · reconnexion automatique',
  'stage.live.newest.arrived':
    'Dernière requête, {pos} sur {pos} : {id} de {tenant} · tout juste reçue par le routeur',
  'stage.live.newest.running':
    'Dernière requête, {pos} sur {pos} : {id} de {tenant} · en cours, pas encore de réponse',
  'stage.live.newest.answered':
    'Dernière requête, {pos} sur {pos} : {id} de {tenant} · réponse HTTP {status}',
  'stage.live.newest.prefill':
    'Dernière requête, {pos} sur {pos} : {id} de {tenant} · en cours : dans le nœud de prefill',
  'stage.live.newest.generating':
    'Dernière requête, {pos} sur {pos} : {id} de {tenant} · en cours : génération, {n} sur {total} {total|token|tokens} jusqu’ici',
  'stage.live.shown': 'ci-dessous : la réponse à {id}, la dernière reçue',
  'stage.live.noneYet': 'Aucune requête n’a encore atteint les nœuds',
  'stage.live.toggle': 'Déploiement en direct (L)',
  'stage.title.slide': 'Diapositive de titre',
  'stage.title.notes':
    'Dites qui vous êtes et ce que la salle va voir : une requête refusée, à laquelle on a répondu quand même avec les données d’autres utilisateurs.',
  'stage.closing.thanks': 'Merci · {name}',
  'stage.closing.links': 'Liens',
  'stage.speaker.notesKeys':
    'Maj+↓ Maj+↑ (ou J K) font défiler les notes · O toutes les diapositives',
  'stage.overview.open': 'Toutes les diapositives (O)',
  'stage.overview.title': 'Les {n} diapositives',
  'stage.overview.keys':
    'Flèches : se déplacer · Entrée : afficher la diapositive · Échap : fermer',
  'stage.talk.summary': 'Fichier d’exposé : présentation intégrée',
  'stage.talk.summaryFile': 'Fichier d’exposé : {file}',
  'stage.talk.load': 'Charger un fichier d’exposé',
  'stage.talk.builtIn': 'La présentation intégrée : chaque scène, puis la diapositive de clôture.',
  'stage.talk.current':
    '{file} : {n} {n|diapositive|diapositives}, dans chaque fenêtre de l’exposé.',
  'stage.talk.loaded':
    '{file} chargé : {n} {n|diapositive|diapositives}. La présentation garde sa place.',
  'stage.talk.bad': '{file} n’est pas un fichier d’exposé utilisable ; rien n’a changé :',
  'stage.talk.storedBad':
    'Le fichier d’exposé gardé de la dernière fois n’est plus valide ; voici la présentation intégrée :',
  'stage.talk.tooLarge':
    '{file} est trop gros pour un fichier d’exposé (256 Ko au plus) ; rien n’a changé.',
  'stage.talk.unreadable': '{file} n’a pas pu être lu ; rien n’a changé.',
  'stage.talk.clear': 'Revenir à la présentation intégrée',
  'stage.talk.ownNotes': 'vos notes',
  'stage.talk.urlNotLoaded': 'Le fichier d’exposé {file} nommé dans l’adresse n’a pas été chargé.',
  'stage.talk.urlBadPath':
    'Nommez un fichier .json servi avec la présentation, par un chemin relatif sans « .. ».',
  'stage.talk.urlOffline':
    'Une page ouverte depuis un fichier ne peut pas en lire un autre : chargez-le avec « Charger un fichier d’exposé » dans le pied de page (touche ?).',
  'stage.talk.urlFailed': 'Il n’a pas pu être récupéré ({why}).',
  'stage.talk.dismiss': 'Fermer',
  'stage.notes.reservation':
    'La suite des messages et les champs, de part et d’autre du « Success » du transfert, sont la figure : appuyez sur V pour l’afficher, ou laissez-les à la scène 5 de l’explication.',
  'stage.family.title': 'Pas un cas isolé',
  'stage.family.lead':
    'Trois autres façons de donner une page à une nouvelle requête quand l’ancienne l’écrit ou la lit encore.',
  'stage.family.build1': 'L’incident, tel que les scènes l’ont raconté',
  'stage.family.build2': 'L’écriture tardive (SGLang)',
  'stage.family.build3': 'L’accusé de vidage perdu (SGLang)',
  'stage.family.build4': 'La page source réutilisée (Dynamo, vLLM)',
  'stage.family.A4.line':
    'Un prompt au-delà de la limite est réduit à un substitut d’un jeton et envoyé quand même ; le decode lit le reste de ses pages dans ce qu’ont laissé des requêtes précédentes.',
  'stage.family.A4.outcome': 'HTTP 200 avec les données d’autres locataires, pas le 400 du client',
  'stage.family.A4.known':
    'prefill.py avant le correctif — code ; la même classe dans SGLang #34208, #35421 — affirmations des auteurs.',
  'stage.family.A1.line':
    'A est annulée pendant que le prefill écrit encore ses pages ; le decode les libère aussitôt, B les reçoit, et l’écriture de A arrive sur le KV de B.',
  'stage.family.A1.known':
    'SGLang #24527 — affirmation de l’auteur ; la reproduction journalisée, PR #35049 — mainteneur.',
  'stage.family.A2.line':
    'La libération différée attend un accusé de vidage. L’accusé se perd : à l’échéance, le decode journalise « releasing anyway » et libère les pages sous l’écriture.',
  'stage.family.A2.known':
    'La libération à l’échéance (decode.py) — code ; comment l’accusé se perd, PR #38961 — affirmation de l’auteur.',
  'stage.family.A3.line':
    'Côté prefill : les pages source de A sont libérées avant que le transfert ne les lise, le prefill de C y écrit, et le decode de A reçoit le KV de C.',
  'stage.family.A3.known': 'Dynamo #826, vLLM #21570 et #52234 — affirmations des auteurs.',
  'stage.family.tags':
    'Comment on le sait — code : lu dans le source · mainteneur : dit par un mainteneur du projet · affirmation de l’auteur : seul l’auteur du ticket l’affirme. Zone teintée : le transfert en vol. Ticks et pages sont ceux du modèle.',
  'stage.family.notes1':
    'Une famille que documentent les sources de SGLang, vLLM et Dynamo : une page KV donnée à une nouvelle requête quand l’ancienne l’écrit ou la lit encore. La classe de l’incident revient dans #34208, #35421 (affirmations des auteurs).',
  'stage.family.notes2':
    'Écriture tardive (#24527, affirmation de l’auteur) : HTTP 200, « no error raised anywhere ». Pages de la reproduction journalisée de la PR #35049 (fusionnée, mainteneur) : A 14–44, B 1–32, recouvrement 14–32.',
  'stage.family.notes3':
    'Libération différée : optionnelle, désactivée par défaut ; le decode garde les pages d’une requête annulée jusqu’à l’accusé de vidage ou une échéance, puis journalise « releasing anyway » (resolve_deferred_releases — code). PR #38961 (ouverte, affirmation de l’auteur) : l’accusé se perd car le prefill efface sa cible en pleine écriture.',
  'stage.family.notes4':
    'L’image miroir : le decode reçoit le KV d’un tiers avec une poignée de main valide. L’auteur de Dynamo #826 ne l’a jamais rencontré ; un mainteneur de vLLM a reconnu #21570 ; #52234 : un 200 avec la réponse au prompt précédent (affirmations des auteurs).',
  'stage.defences.title': 'Quelle défense arrête quoi',
  'stage.defences.lead':
    'Une défense seule par ligne. Signe : la lecture des sources publiques (✔ arrête, ◐ en partie, ✘ non, — absent de leur tableau) ; mots : ce que calcule le modèle.',
  'stage.defences.build1': 'Ce qui arrête l’incident',
  'stage.defences.build2': 'Les mêmes défenses contre ses cousins',
  'stage.defences.build3': 'Les sommes de contrôle KV : un 500, prises une fois',
  'stage.defences.build4': 'Garder les pages jusqu’à la fin de l’écriture',
  'stage.defences.notes1':
    'Pour l’incident, selon les sources : rejeter avant la remise l’arrête ; un pool aussi grand que le contexte, pour le seul déclencheur de longueur.',
  'stage.defences.notes2':
    'Les correctifs de l’incident : ✘ pour ses trois cousins ; comptage de références et libération différée, faits pour eux : ✘ pour l’incident.',
  'stage.defences.notes3':
    'Les sommes de contrôle KV (#39229 fermée, #39500 fusionnée ; après l’incident, optionnelles des deux côtés) : pour l’incident, 500 « checksum mismatch », jamais le 400 du client — code. Que #39229 l’attrape par la place de ses lignes condensées est une déduction de son code et de son test. Condensé pris une fois : une écriture plus tardive est manquée, d’où ◐ pour l’écriture tardive.',
  'stage.defences.notes4':
    'Comptage de références (#24519, affirmation de l’auteur) : arrête l’écriture tardive si les pages ne sont libérées qu’après un vrai vidage, et la page source réutilisée s’il s’applique aux pages source. Libération différée : ◐ écriture tardive (libérée à l’échéance), ✘ accusé perdu — sa défaillance.',
};
