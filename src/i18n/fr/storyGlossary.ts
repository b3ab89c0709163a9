/** Glossaire français : nom et définition de chaque terme (owner: story ; voir src/story/glossary.ts). */
import type { storyGlossary as en } from '../en/storyGlossary';
import type { Translation } from '../types';

export const storyGlossary: Translation<typeof en> = {
  'story.gloss.title': 'Glossaire',
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
    'Combien de tokens une page KV contient (`page_size`) : {pageSize} dans ce modèle.',
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
    'Dans la vue en direct, une étape est un événement du rejeu (ce que parcourent les boutons d’étape) ; un tick est un tour de l’horloge du modèle. Plusieurs étapes peuvent partager un tick.',
  'story.gloss.placeholder.term': 'substitut',
  'story.gloss.placeholder.def':
    'Le prompt d’un token (`origin_input_ids = [0]`) que `set_finish_with_abort` met à la place d’un prompt rejeté, « pour éviter le long prefill ». L’erreur attend dans `to_finish`.',
  'story.gloss.stale-page.term': 'page périmée',
  'story.gloss.stale-page.def':
    'Une page libérée qui contient encore ce que son dernier propriétaire y a écrit. Libérer ne fait que rendre le numéro de page à une liste libre ; la mémoire n’est jamais effacée.',
  'story.gloss.finish-length.term': '`FINISH_LENGTH(0)`',
  'story.gloss.finish-length.def':
    'Une raison de fin qui signifie « arrêté par la longueur ». Le nœud de prefill la donne à une requête dès que son transfert KV indique `Success` : la part du prefill est faite, le nœud de decode écrit la suite (notre lecture du code). Elle remplace ce qui était en attente, même le 400 d’un rejet : voilà comment une requête rejetée finit « terminée par la longueur ».',
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
};
