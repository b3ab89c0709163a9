/** Le haut de l’explication en français : le bogue en une phrase, et que faire maintenant (owner: story). */
import type { storyTop as en } from '../en/storyTop';
import type { Translation } from '../types';

export const storyTop: Translation<typeof en> = {
  'story.top.summaryLabel': 'En une phrase',
  'story.top.summary':
    'Quand un prompt était trop long pour le [[pool|pool]] mémoire du nœud de [[prefill|prefill]], le service séparé de [[sglang|SGLang]] (le logiciel libre qui servait le modèle chez Cloudflare Workers AI) le remplaçait par un [[placeholder|substitut]] d’un token mais laissait le nœud de [[decode|decode]] continuer comme si tout le prompt avait été traité : le nœud de decode répondait, avec un HTTP 200, à partir de [[kv-page|pages]] mémoire qui contenaient encore les données d’autres utilisateurs.',
  'story.todo.title': 'Que faire maintenant',
  'story.todo.pools':
    '**Comparez le pool de chaque nœud à la fenêtre de contexte.** La fuite demande un prompt que le nœud de prefill rejette et que le nœud de decode accepte. Chaque nœud rejette les prompts à partir d’une limite de quelques tokens sous le plus petit de son pool et de la fenêtre (la scène 3 donne la formule).',
  'story.todo.calc': 'Vérifiez vos chiffres dans le calculateur (scène {n})',
  'story.todo.versions':
    '**Mettez à jour.** Les comptes rendus de presse conseillent SGLang v0.5.22 ou plus récent ; la scène 8 dit ce que l’on sait du correctif lui-même.',
  'story.todo.test':
    '**Le test qui l’aurait détecté.** Envoyez un prompt dans la bande exposée et vérifiez à la fois le statut et la sortie. Un serveur correct répond HTTP 400 avec l’erreur d’origine (« Input length … exceeds the maximum allowed length … »). Un 200 est la fuite, si normal que paraisse son texte. Un 500 du nœud de decode, que certains correctifs donnent selon le routeur (scène 8), n’est pas une fuite, mais pas non plus la bonne réponse.',
  'story.top.links':
    '**Comment lire cette page.** Faites défiler : la vue en direct à côté du texte suit la scène que vous lisez, et ses commandes parcourent le rejeu étape par étape. Le rejeu est calculé par le moteur, le programme qui fait tourner le modèle de SGLang de cette page. Ses textes d’étape gardent les noms du code de SGLang lui-même (fonctions, files et champs, comme pop_preallocated), pour qu’un ingénieur de SGLang reconnaisse chacun ; choisissez un nom pour voir ce qu’il fait. Les liens du haut mènent ailleurs : **Présenter** ouvre la même histoire en diaporama pour un exposé ; **Explorer librement** ouvre tout le rejeu sur un écran, avec chaque file, chaque pool et chaque correctif ; **Labo de formation** propose des exercices vérifiés par le moteur. Sous certaines figures, **Ouvrir cette étape dans Explorer** ouvre Explorer au moment que montre la figure.',
};
