/** Interface de l’explication, du mode présentation et du calculateur, en français (owner: story). */
import type { storyUi as en } from '../en/storyUi';
import type { figureText } from '../en/figureText';
import type { Translation } from '../types';
import { storyA11y } from './storyA11y';

export const storyUi: Translation<
  typeof en &
    Pick<
      typeof figureText,
      Extract<keyof typeof figureText, `story.calc.${string}` | `story.present.${string}`>
    >
> = {
  'story.ui.language': 'Langue',
  'story.ui.contents': 'Scènes',
  'story.ui.toolbar': 'Options de la page',
  'story.ui.sceneOf': 'Scène {n} sur {total}',
  'story.ui.anchor': 'Lien vers cette scène : {title}',
  'story.ui.exportSvg': 'Exporter en SVG',
  'story.ui.exportPng': 'Exporter en PNG (2×)',
  'story.ui.exportFailed': 'Échec de l’export : {reason}',
  'story.ui.present': 'Présenter',
  'story.ui.openExplore': 'Ouvrir cette étape dans Explorer',
  'story.ui.explore': 'Explorer librement',
  'story.ui.lab': 'Laboratoire d’entraînement',
  'story.ui.termLoading': 'Chargement de la définition…',
  'story.ui.glossary': 'Glossaire',
  'story.ui.onScreen': 'Noms SGLang ({n})',
  'story.ui.onScreenHint':
    'Les noms que la vue en direct montre à cette étape, avec leur définition. Échap ferme.',
  'story.ui.liveView': 'Vue en direct du modèle',
  'story.ui.loadingView': 'Chargement de la vue en direct…',
  'story.ui.showScene': 'Afficher cette scène dans la vue en direct',
  'story.ui.badScene':
    'La scène du lien « {value} » n’existe pas ; affichage de la première scène.',
  'story.ui.sources':
    'Sources : deux comptes rendus de presse (français et néerlandais) du rapport d’incident de Cloudflare, publié le {reportDate}, qui citent aussi Unite.AI ; le code source public et le suivi des tickets de SGLang. Les chiffres marqués « calcul dérivé » sont de l’arithmétique sur ces données. Les tenants, les prompts et le pool de decode de la vue en direct sont des hypothèses.',

  'story.ctl.group': 'Commandes de relecture',
  'story.ctl.back': 'Étape précédente',
  'story.ctl.forward': 'Étape suivante',
  'story.ctl.play': 'Lire à partir d’ici',
  'story.ctl.pause': 'Pause',
  'story.ctl.timeline': 'Chronologie de la scène',
  'story.ctl.reset': 'Revenir au moment de cette scène',
  /** the reset button's visible label: part of 'story.ctl.reset', which is its name */
  'story.ctl.resetShort': 'Cette scène',

  'story.present.label': 'Présentation',
  'story.present.blank': 'Écran masqué. Appuyez sur B pour revenir.',
  'story.present.progress': '{n} / {total}',
  'story.present.showLive': 'Vue en direct (V)',
  'story.present.showFigure': 'Figure (V)',
  'story.present.help':
    '→ Espace PageSuiv : suivant · ← PagePréc : retour · Maj+→/← : étape · 1–9, 0 : aller à · Début Fin · F : plein écran · B : écran noir · S : vue orateur · V : figure ou vue en direct',
  'story.speaker.title': 'Vue orateur',
  'story.speaker.now': 'En cours : diapositive {n} sur {total}',
  'story.speaker.next': 'Ensuite',
  'story.speaker.end': 'Fin de l’exposé.',
  'story.speaker.onScreen': 'À l’écran',
  'story.speaker.notes': 'Notes',
  'story.speaker.elapsed': 'Temps écoulé',
  'story.speaker.restart': 'Relancer le chrono',
  'story.speaker.prevScene': 'Diapositive précédente',
  'story.speaker.nextScene': 'Diapositive suivante',
  'story.speaker.stepBack': 'Étape précédente',
  'story.speaker.stepForward': 'Étape suivante',
  'story.speaker.step': 'Étape {step} sur {total}',
  'story.speaker.blank': 'Masquer l’écran du public',
  'story.speaker.unblank': 'Afficher l’écran du public',

  'story.calc.title': 'Calculateur d’exposition',
  'story.calc.context': 'Longueur de contexte (tokens)',
  'story.calc.prefillPool': 'Pool de prefill, max_total_num_tokens (tokens)',
  'story.calc.decodePool': 'Pool de decode, max_total_num_tokens (tokens)',
  'story.calc.pageSize': 'Taille de page (tokens)',
  'story.calc.version': 'Version de SGLang',
  'story.calc.presets': 'Exemples',
  'story.calc.preset.cloudflare': 'Workers AI avant le 9 septembre',
  'story.calc.preset.remedy': 'Workers AI après la correction',
  'story.calc.preset.issue': 'Ticket #30233',
  'story.calc.presetNote':
    'Le pool de decode de ces exemples ({decodePool} tokens) est une hypothèse : aucune source ne le donne.',
  'story.calc.limit': '{node} : `max_req_input_len` = {value} tokens (son pool : {pages} pages)',
  'story.calc.node.prefill': 'Nœud de prefill',
  'story.calc.node.decode': 'Nœud de decode',
  'story.calc.exposed':
    'Exposé. Les prompts de {from} à {to} tokens sont rejetés par le nœud de prefill et acceptés par le nœud de decode : {count} {count|longueur|longueurs}, {share} de la fenêtre de contexte (calcul dérivé).',
  'story.calc.safe':
    'Non exposé par ce chemin : le nœud de decode rejette tout prompt que le nœud de prefill rejette.',
  'story.calc.decodeOnly':
    'Les prompts de {from} à {to} tokens ne sont rejetés que par le nœud de decode. Le moteur leur donne un HTTP 400 avec l’erreur propre du nœud de decode et aucune lecture périmée, sous les deux routeurs, avec ou sans les correctifs (sur la charge de l’incident avec les pools échangés).',
  'story.calc.invalid':
    'Saisissez des nombres entiers : contexte et pools d’au moins 8 tokens, taille de page d’au moins 1.',
  'story.calc.rule':
    'La limite actuelle de SGLang est `min(context_length − 1, max_total_num_tokens − 1) − 5` ; un prompt de cette longueur ou plus est rejeté. Les versions plus anciennes n’avaient pas le « − 5 ».',
  'story.calc.version.before':
    'Avant la v0.5.20 : selon les comptes rendus de presse, le correctif est arrivé dans la v0.5.20 ; ils recommandent la v0.5.22 ou plus récente.',
  'story.calc.version.between':
    'v0.5.20 ou v0.5.21 : selon les comptes rendus de presse, le correctif y est, mais ils recommandent la v0.5.22 ou plus récente.',
  'story.calc.version.after':
    'v0.5.22 ou plus récente : la version que recommandent les comptes rendus de presse.',
  'story.calc.version.unknown':
    'Saisissez une version, par exemple 0.5.21, pour la comparer au conseil.',
  'story.calc.version.tracker':
    'Quelle que soit la version : sur chaque nœud, comparez le pool KV à la longueur de contexte.',
  ...storyA11y,
};
