/** Hulp voor toetsenbord en schermlezer in de uitleg, in het Nederlands (owner: a11y). */
import type { storyA11y as en } from '../en/storyA11y';
import type { Translation } from '../types';

export const storyA11y: Translation<typeof en> = {
  'story.a11y.skipArticle': 'Naar het artikel',
  'story.a11y.skipLive': 'Naar de live weergave',
  'story.a11y.step': 'Stap {step} van {total}: {what}',
  'story.a11y.token':
    '{id} heeft {n} van {total} tokens; de nieuwste, “{text}”, komt van een pagina die het laatst is beschreven door {tenant}, verzoek {from}.',
  'story.a11y.tokenOwn':
    '{id} heeft {n} van {total} tokens; de nieuwste, “{text}”, komt van de eigen pagina.',
  'story.a11y.tokenNever':
    '{id} heeft {n} van {total} tokens; de nieuwste, “{text}”, komt van een pagina die niemand beschreef.',
  'story.a11y.answered': 'De client krijgt HTTP {status}; de controle van het antwoord {result}.',
  'story.a11y.pass': 'slaagt',
  'story.a11y.fail': 'faalt',
  'story.a11y.replay': 'Speel deze scène af in de live weergave',
  'story.a11y.replayed':
    'Live weergave: scène {n} van {total}, {title}, bij stap {step} van {last}. De stapknoppen spelen haar vanaf hier af; de weergave blijft bij deze scène zolang de focus erin staat.',
};
