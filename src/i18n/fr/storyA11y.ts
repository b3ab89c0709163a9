/** Aides au clavier et aux lecteurs d’écran de l’explication, en français (owner: a11y). */
import type { storyA11y as en } from '../en/storyA11y';
import type { Translation } from '../types';

export const storyA11y: Translation<typeof en> = {
  'story.a11y.skipArticle': 'Aller à l’article',
  'story.a11y.skipLive': 'Aller à la vue en direct',
  'story.a11y.step': 'Étape {step} sur {total} : {what}',
  'story.a11y.token':
    '{id} a {n} {n|jeton|jetons} sur {total} ; le dernier, « {text} », vient d’une page écrite en dernier par {tenant}, requête {from}.',
  'story.a11y.tokenOwn':
    '{id} a {n} {n|jeton|jetons} sur {total} ; le dernier, « {text} », vient de sa propre page.',
  'story.a11y.tokenNever':
    '{id} a {n} {n|jeton|jetons} sur {total} ; le dernier, « {text} », vient d’une page que personne n’a écrite.',
  'story.a11y.answered': 'Le client reçoit HTTP {status} ; la vérification de la réponse {result}.',
  'story.a11y.pass': 'réussit',
  'story.a11y.fail': 'échoue',
  'story.a11y.replay': 'Rejouer cette scène dans la vue en direct',
  'story.a11y.replayed':
    'Vue en direct : scène {n} sur {total}, {title}, à l’étape {step} sur {last}. Les boutons d’étape la rejouent à partir d’ici ; la vue reste sur cette scène tant que le focus y est.',
};
