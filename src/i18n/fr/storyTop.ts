/** Le haut de l’explication en français : le bogue en une phrase, et que faire maintenant (owner: story). */
import type { storyTop as en } from '../en/storyTop';
import type { Translation } from '../types';

export const storyTop: Translation<typeof en> = {
  'story.top.summaryLabel': 'En une phrase',
  'story.top.summary':
    'Quand un prompt était trop long pour le [[pool|pool]] mémoire du nœud de [[prefill|prefill]], le service séparé de SGLang le remplaçait par un [[placeholder|substitut]] d’un token mais laissait le nœud de [[decode|decode]] continuer comme si tout le prompt avait été traité : le nœud de decode répondait, avec un HTTP 200, à partir de [[kv-page|pages]] mémoire qui contenaient encore les données d’autres utilisateurs.',
  'story.todo.title': 'Que faire maintenant',
  'story.todo.pools':
    '**Comparez le pool de chaque nœud à la [[context-window|fenêtre de contexte]].** La fuite demande un prompt que le nœud de prefill rejette et que le nœud de decode accepte. SGLang rejette un prompt de `min(context_length − 1, max_total_num_tokens − 1) − 5` tokens ou plus, sur chaque nœud avec son propre pool.',
  'story.todo.calc': 'Vérifiez vos chiffres dans le calculateur (scène {n})',
  'story.todo.versions':
    '**Les versions, selon les sources publiques.** Les comptes rendus de presse disent que le correctif est la pull request #38704, dans SGLang depuis la v0.5.20, et conseillent de passer à la v0.5.22 ou plus. Le suivi de SGLang que nous avons pu lire montre #38704 encore ouverte, et #38935 et #36988 fusionnées sur le même chemin. Les deux sources ne concordent pas ; les deux sont présentées.',
  'story.todo.test':
    '**Le test qui l’aurait détecté.** Envoyez un prompt dans la bande exposée : il doit revenir en HTTP 400 avec l’erreur d’origine (« Input length … exceeds the maximum allowed length … »), pas en 200. Et vérifiez la sortie elle-même, pas seulement le code de statut : un 200 construit sur les pages d’un autre passe un contrôle de statut.',
  'story.top.links':
    '**Comment lire cette page.** Faites défiler : la vue en direct à côté du texte suit la scène que vous lisez, et ses commandes rejouent le modèle étape par étape. Les liens du haut mènent ailleurs : **Présenter** ouvre la même histoire en diaporama pour un exposé ; **Explorer librement** ouvre tout le modèle sur un écran, avec chaque file, chaque pool et chaque correctif ; **Labo de formation** propose des exercices vérifiés par le moteur. Sous certaines figures, **Ouvrir cette étape dans Explorer** ouvre Explorer au moment que montre la figure.',
};
