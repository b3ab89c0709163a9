/**
 * Textes français de l’écran d’exploration (clés de ../en/explore.ts, owner of the English:
 * explore shell; translation: story). Identifiants SGLang inchangés.
 */
import type { explore as en } from '../en/explore';
import type { screens } from '../en/screens';
import type { Translation } from '../types';
import { exploreNarration } from './exploreNarration';

export const explore: Translation<typeof en & typeof screens, 'explore.'> = {
  'explore.title': 'Explorer le mécanisme',
  'explore.tagline':
    'Suivez pas à pas un prompt rejeté dans le service séparé prefill/decode de SGLang.',
  'explore.skip': 'Aller aux commandes',

  'explore.app.name': 'Stale Pages',
  'explore.nav.lab': 'Laboratoire d’entraînement',
  'explore.app.error.title': 'Un problème est survenu',
  'explore.app.error.body':
    'Cette partie de la page a rencontré une erreur et s’est arrêtée. Votre lien contient toujours le scénario et l’étape.',
  'explore.app.error.detail': 'Erreur : {message}',
  'explore.app.error.reload': 'Recharger',
  'explore.app.notFound': 'Il n’y a pas de page à « {route} ». Voici la page d’accueil.',
  'explore.app.nav.home': 'Récit',
  'explore.app.nav.explore': 'Explorer',
  'explore.app.nav.present': 'Présenter',
  'explore.app.theme.toDark': 'Thème sombre',
  'explore.app.theme.toLight': 'Thème clair',
  'explore.app.dismiss': 'Fermer',

  'explore.computing': 'Calcul de la trace…',
  'explore.loading': 'Chargement du scénario…',
  'explore.stepOf': 'Étape {step} sur {total}',
  'explore.tick': 'tick {tick}',

  'explore.playback.label': 'Lecture',
  'explore.playback.play': 'Lire',
  'explore.playback.pause': 'Pause',
  'explore.playback.prevStep': 'Étape précédente',
  'explore.playback.nextStep': 'Étape suivante',
  'explore.playback.prevKey': 'Moment clé précédent',
  'explore.playback.nextKey': 'Moment clé suivant',
  'explore.playback.timeline': 'Chronologie',
  'explore.playback.timelineValue': 'Étape {step} sur {total} : {label}',
  'explore.playback.speed': 'Vitesse',
  'explore.playback.speedValue': '{n} {n|étape|étapes}/s',
  'explore.playback.keyMoments': 'Les moments clés sont marqués sur la chronologie.',
  'explore.playback.shortcuts': 'Raccourcis clavier',

  'explore.shortcuts.title': 'Raccourcis clavier',
  'explore.shortcuts.close': 'Fermer',
  'explore.shortcuts.space': 'Lire ou mettre en pause',
  'explore.shortcuts.arrows': 'Étape précédente ou suivante',
  'explore.shortcuts.shiftArrows': 'Moment clé précédent ou suivant',
  'explore.shortcuts.homeEnd': 'Première ou dernière étape',
  'explore.shortcuts.help': 'Afficher cette liste',
  'explore.shortcuts.esc': 'Fermer cette liste',
  'explore.shortcuts.note':
    'Les raccourcis fonctionnent partout sur l’écran, sauf quand un champ de texte ou une liste a le focus.',
  'explore.shortcuts.key.space': 'Espace',
  'explore.shortcuts.key.arrows': '← / →',
  'explore.shortcuts.key.shiftArrows': 'Maj + ← / →',
  'explore.shortcuts.key.homeEnd': 'Début / Fin',
  'explore.shortcuts.key.help': '?',
  'explore.shortcuts.key.esc': 'Échap',

  'explore.narration.label': 'Ce qui se passe',
  'explore.narration.empty': 'Pas encore d’étape.',
  'explore.narration.start':
    'Première visite ? Appuyez sur » « Moment clé suivant » (ou Maj+→) pour parcourir l’histoire ; les repères sous la chronologie montrent où. Activez ensuite un correctif, ou changez de routeur, pour voir comment finit la même requête : un 400, un 500, ou toujours la fuite.',
  'explore.log.title': 'Journal des événements',
  'explore.log.hint': 'Les étapes passées ; choisissez-en une pour y revenir.',
  'explore.log.key': 'moment clé',
  'explore.log.hidden':
    '{n} {n|étape antérieure non listée|étapes antérieures non listées} ; utilisez la chronologie pour y accéder.',
  'explore.log.item': '{step}. {label}',

  'explore.kind.router.dispatch': '{req} : le routeur envoie aux deux nœuds',
  'explore.kind.router.response': '{req} : réponse HTTP {status}',
  'explore.kind.prefill.tokenizer_reject': '{req} : le tokenizer du prefill rejette (400)',
  'explore.kind.decode.tokenizer_reject': '{req} : le tokenizer du decode rejette (400)',
  'explore.kind.prefill.reject': '{req} : le prefill rejette → substitut',
  'explore.kind.prefill.bootstrap_add': '{req} : PrefillBootstrapQueue.add',
  'explore.kind.prefill.retire_at_admission': '{req} : le prefill écarte à l’admission',
  'explore.kind.prefill.bootstrapped': '{req} : pop_bootstrapped',
  'explore.kind.prefill.honor_abort': '{req} : le prefill respecte l’abandon avant la passation',
  'explore.kind.prefill.forward': '{req} : passe avant du prefill',
  'explore.kind.prefill.retire_aborted': '{req} : le prefill écarte la requête abandonnée',
  'explore.kind.prefill.send_kv_chunk': '{req} : send_kv_chunk',
  'explore.kind.prefill.cancelled': '{req} : le routeur abandonne la requête du prefill',
  'explore.kind.prefill.bootstrap_timeout':
    '{req} : délai d’amorçage du prefill dépassé → HTTP 500',
  'explore.kind.prefill.transfer_success': '{req} : KVPoll.Success côté prefill',
  'explore.kind.decode.reject': '{req} : le decode rejette → substitut',
  'explore.kind.decode.prealloc_add': '{req} : DecodePreallocQueue.add',
  'explore.kind.decode.handshake': '{req} : poignée de main du decode',
  'explore.kind.decode.retire_at_admission': '{req} : le decode écarte à l’admission',
  'explore.kind.decode.honor_abort': '{req} : le decode garde son propre 400 avant la remise',
  'explore.kind.decode.prealloc': '{req} : le decode réserve les pages du prompt',
  'explore.kind.decode.prealloc_drop': '{req} : pop_preallocated l’écarte',
  'explore.kind.decode.transfer_success': '{req} : le decode accepte le transfert',
  'explore.kind.decode.transfer_failed': '{req} : le decode voit KVPoll.Failed → HTTP {status}',
  'explore.kind.decode.coverage_refused': '{req} : le contrôle de couverture refuse',
  'explore.kind.decode.cancelled': '{req} : le routeur annule la requête côté decode',
  'explore.kind.router.client_abort': '{req} : le client s’en va → les deux nœuds l’abandonnent',
  'explore.kind.decode.timeout': '{req} : délai de transfert du decode expiré → HTTP 500',
  'explore.kind.decode.prebuilt': '{req} : lot PREBUILT',
  'explore.kind.decode.step': '{req} : étape de decode',
  'explore.kind.decode.step.run': '{req} : {n} {n|étape|étapes} de decode',
  'explore.kind.decode.finish': '{req} : le decode termine',
  'explore.kind.decode.retract': '{req} : le decode le retire du lot (pool à court)',
  'explore.kind.decode.resume': '{req} : le decode le reprend',
  'explore.kind.pool.merge': '{req} : liste libre du {node} fusionnée',
  'explore.kind.prefill.transfer_start': '{req} : l’écriture du KV commence (arrive plus tard)',
  'explore.kind.prefill.source_released':
    '{req} : le prefill libère la source avant que l’écriture la lise',
  'explore.kind.decode.kv_landed': '{req} : l’écriture du KV arrive',
  'explore.kind.decode.late_write': '{req} : une écriture tardive arrive sur des pages libérées',
  'explore.kind.decode.hold_released': '{req} : les pages retenues retournent à la liste libre',
  'explore.kind.decode.checksum_mismatch': '{req} : somme de contrôle du KV différente → HTTP 500',

  'explore.node.prefill': 'prefill',
  'explore.node.decode': 'decode',
  'explore.node.router': 'routeur',
  'explore.list.and': '{a} et {b}',

  'explore.unit.token': '{n} {n|token|tokens}',
  'explore.unit.page': '{n} {n|page|pages}',

  ...exploreNarration,

  'explore.scenario.label': 'Scénario',
  'explore.scenario.file': 'Depuis un fichier : {name}',
  'explore.scenario.description': 'À propos de ce scénario',
  'explore.file.label': 'Charger un fichier de scénario',
  'explore.file.hint':
    'JSON, même format que les scénarios intégrés ; ou déposez un fichier n’importe où sur cet écran.',
  'explore.file.drop': 'Déposez un fichier de scénario pour le charger',
  'explore.file.errors':
    'Le fichier « {file} » n’a pas été chargé ({n} {n|problème|problèmes}). Le scénario précédent reste affiché.',
  'explore.file.error.read': 'le fichier n’a pas pu être lu',
  'explore.file.question':
    'c’est le scénario de départ de la question du laboratoire « {title} », à laquelle vous n’avez pas encore répondu : le jouer donnerait la réponse. Explorer l’ouvre une fois que vous y avez répondu dans le laboratoire.',
  'explore.file.error.tooLarge':
    'le fichier fait {size} octets, plus que les {limit} octets (5 Mo) permis pour un fichier de scénario',
  'explore.file.error.utf16': 'le fichier est en {encoding} ; enregistrez-le en UTF-8',
  'explore.file.error.nul':
    'un octet NUL à la position {offset} (en octets) : ce n’est pas un fichier texte',
  'explore.file.error.invalidUtf8':
    'UTF-8 non valide : octet {byte} à la position {offset} (en octets)',
  'explore.file.loaded': '« {name} » chargé depuis un fichier.',
  'explore.file.noUrl':
    'Un scénario chargé depuis un fichier ne peut pas être enregistré dans le lien : partager ou recharger cette page affiche le scénario intégré.',

  'explore.fixes.title': 'Tableau des correctifs',
  'explore.fixes.hint':
    'Activez ou désactivez des correctifs ; le scénario est relancé aussitôt et garde l’étape.',
  'explore.fixes.outcome': 'Ce correctif seul, pour {req} :',
  'explore.fixes.outcome.correct': 'correct',
  'explore.fixes.outcome.leak': 'données d’autres tenants',
  'explore.fixes.outcome.wrong': 'incorrect',
  'explore.fixes.rejectAtAdmission': 'Rejet à l’admission',
  'explore.fixes.rejectAtAdmission.hint':
    'Le nœud qui rejette une requête l’écarte dès sa file d’admission avec son 400 d’origine ; rien n’est alloué. L’autre nœud n’est pas prévenu.',
  'explore.fixes.rejectAtAdmission.pr': 'PR #38935 fusionnée',
  'explore.fixes.retireAbortedPrefill': 'Retrait du prefill abandonné',
  'explore.fixes.retireAbortedPrefill.hint':
    'Le prefill écarte la requête abandonnée après sa passe avant et n’envoie aucun KV ; le decode n’est pas prévenu.',
  'explore.fixes.retireAbortedPrefill.pr': 'PR #36988 fusionnée',
  'explore.fixes.honorAbortBeforeHandoff': 'Respecter les abandons avant la passation',
  'explore.fixes.honorAbortBeforeHandoff.hint':
    'Une requête abandonnée n’atteint jamais la passation : le prefill l’écarte avec son 400 d’origine et prévient son pair decode.',
  'explore.fixes.honorAbortBeforeHandoff.pr': 'PR #38704 ouverte, première moitié',
  'explore.fixes.coverageCheck': 'Contrôle de couverture',
  'explore.fixes.coverageCheck.hint':
    'Le prefill publie la part de KV qu’il a couverte ; le decode refuse un transfert plus court que sa réservation (500).',
  'explore.fixes.coverageCheck.pr': 'PR #38704 ouverte, seconde moitié',
  'explore.fixes.notifyDecodeOnAbort': 'Prévenir le decode en cas d’abandon',
  'explore.fixes.notifyDecodeOnAbort.hint':
    'Le prefill prévient son pair decode quand il abandonne, au lieu de le laisser attendre l’expiration du délai.',
  'explore.fixes.notifyDecodeOnAbort.pr': 'PR #28651',
  'explore.defences.title': 'Défenses contre la famille des durées de vie des pages',
  'explore.defences.hint':
    'Dans ce scénario, une écriture de KV prend du temps. Chaque défense ci-dessous est discutée dans les sources ; voyez laquelle arrête cette fuite.',
  'explore.defences.hintUntimed':
    'Dans ce scénario, chaque écriture de KV arrive aussitôt : les défenses qui retiennent les pages n’y changent rien (ouvrez l’écrivain tardif, l’accusé de vidage perdu ou la page source réutilisée pour les voir agir). La somme de contrôle et l’effacement agissent sur tous les scénarios.',
  'explore.defences.refcountPin': 'Épinglage par compteur de références',
  'explore.defences.refcountPin.hint':
    'Les pages ne retournent à la liste libre qu’une fois l’écriture arrivée, sur les deux nœuds (PR #24519, fermée, non fusionnée).',
  'explore.defences.deferredRelease': 'Libération différée',
  'explore.defences.deferredRelease.hint':
    'Le decode retient les pages d’une requête abandonnée jusqu’à ce que le prefill confirme la fin de l’écriture, ou jusqu’à une échéance, puis les libère quand même (dans SGLang, désactivée par défaut).',
  'explore.defences.drainBarrier': 'Barrière de vidage',
  'explore.defences.drainBarrier.hint':
    'Comme la libération différée, sans échéance et avec un signal de fin qui ne peut pas se perdre (une option de conception, dans aucun code).',
  'explore.defences.scrubOnAlloc': 'Effacement à l’allocation',
  'explore.defences.scrubOnAlloc.hint':
    'Les pages sont mises à zéro quand elles sont données : le KV étranger devient des zéros, toujours HTTP 200 (dans aucun code trouvé).',
  'explore.defences.kvChecksum': 'Somme de contrôle du KV',
  'explore.defences.kvChecksum.hint':
    'Optionnelle : le decode compare un condensé de ce qu’il détient à celui du prefill ; une différence répond HTTP 500. Ponctuelle : une écriture arrivée après le condensé passe inaperçue.',
  'explore.defences.kvChecksum.off': 'désactivée',
  'explore.defences.kvChecksum.39229': 'PR #39229 (fermée) : les dernières lignes',
  'explore.defences.kvChecksum.39500': 'PR #39500 (fusionnée) : tout le prompt',
  'explore.fixes.scrubOnFree': 'Effacement à la libération',
  'explore.fixes.scrubOnFree.hint':
    'Mettre les pages à zéro quand elles sont libérées (défense en profondeur, coûte de la bande passante).',
  'explore.fixes.scrubOnFree.pr': 'absent de SGLang ; une option de conception',
  'explore.router.title': 'Routeur',
  'explore.router.hint':
    'Le routeur qui répond au client. Le scénario est relancé aussitôt ; pour les correctifs, les issues diffèrent selon le routeur.',
  'explore.router.mini_lb':
    'Le répartiteur de charge Python de SGLang : le client reçoit le statut et le corps du nœud de decode.',
  'explore.router.sgl-router':
    'Le routeur en Rust : l’erreur d’un nœud (non 2xx) parvient au client ; laquelle quand les deux échouent, et quand, dépend de sa version (ci-dessous).',
  'explore.router.default': 'celui du scénario',
  'explore.router.build':
    'Version (routerBuild du scénario ; par défaut {default}, le code le plus récent, celui qu’installe sglang-router aujourd’hui, car la version qu’utilisait le déploiement de l’incident n’est pas publique) : {build}. {what}',
  'explore.router.build.dispatch-03744dbe':
    'Le code le plus récent de la passerelle (dispatch.rs) : la première erreur de l’un ou l’autre nœud l’emporte et l’autre requête est abandonnée.',
  'explore.router.build.select-29017':
    'La boucle select de la PR #29017 : une erreur du prefill l’emporte aussitôt ; une erreur du decode attend la réponse du prefill, dont l’erreur l’emporte.',
  'explore.router.build.join-004dcda2':
    'pd_router.rs avec tokio::join! : attend les deux nœuds, puis l’erreur du decode, puis celle du prefill.',
  'explore.router.build.drain-0105f2a3':
    'L’ancien sgl-router : le prefill est vidé en arrière-plan ; le client reçoit la réponse du nœud de decode.',

  'explore.pools.title': 'Tailles des pools',
  'explore.pools.hint': 'Appuyez sur Entrée ou quittez le champ pour appliquer.',
  'explore.pools.prefill': 'Pool de prefill (tokens)',
  'explore.pools.decode': 'Pool de decode (tokens)',
  'explore.pools.pageSize': 'Taille de page (tokens)',
  'explore.pools.reset': 'Revenir aux tailles du scénario',
  'explore.pools.invalid': 'Non appliqué : {message}',
  'explore.pools.notNumber': 'saisissez un nombre entier',
  'explore.pools.limits':
    'Limites : le prefill rejette à partir de {prefill} tokens, le decode à partir de {decode}.',

  'explore.url.unknownScenario':
    'Le lien désigne un scénario inconnu « {name} » ; affichage de « {fallback} ».',
  'explore.url.fileScenario':
    'Le lien pointait vers un scénario chargé depuis un fichier, ce qu’un lien ne peut pas contenir ; affichage de « {fallback} ».',
  'explore.url.badStep':
    'L’étape « {value} » du lien n’existe pas ici ; affichage de l’étape {step}.',
  'explore.url.badSelection':
    'Le lien sélectionne une requête inconnue « {value} » ; affichage de {req}.',
  'explore.url.badFix': 'Le lien désigne des correctifs inconnus ({names}) ; ils ont été ignorés.',
  'explore.url.badRouter':
    'Le routeur du lien « {value} » n’est ni mini_lb ni sgl-router ; celui du scénario est utilisé.',
  'explore.url.badPool': 'Les tailles de pool du lien n’ont pas été appliquées : {message}',
  'explore.url.badParam':
    'Le lien contient des paramètres que cette page ne connaît pas ({names}) ; ignorés.',
  'explore.url.badPp':
    'La taille du pool de prefill du lien « pp={value} » n’est pas un nombre entier ; celle du scénario est utilisée.',
  'explore.url.badDp':
    'La taille du pool de decode du lien « dp={value} » n’est pas un nombre entier ; celle du scénario est utilisée.',
  'explore.url.badPs':
    'La taille de page du lien « ps={value} » n’est pas un nombre entier ; celle du scénario est utilisée.',
  'explore.url.badLang':
    'La langue du lien « {value} » n’est pas disponible (anglais, français, néerlandais) ; elle a été ignorée.',
  'explore.computing.progress':
    '{done} {done|requête|requêtes} sur {total} {done|a sa|ont leur} réponse',
  'explore.computing.cancel': 'Annuler',
  'explore.run.cancelled': 'Calcul annulé : le scénario affiché avant reste à l’écran.',
  'explore.run.error': 'Le moteur n’a pas pu exécuter ce scénario : {message}',
};
