/**
 * The English strings no first screen of the explainer draws (the explore screen's controls
 * and queues, the live view's switches, the story's figures and its fixes table, the
 * presenter): importing this module adds them to the English dictionary, the fallback of every
 * language (./routeDict.ts).
 * Each module that uses one imports it, so they arrive with the first of those modules, not in
 * the initial JavaScript. French and Dutch hold them in their own dictionaries already.
 */
import { figureText } from './en/figureText';
import { screens } from './en/screens';
import { storyRecord } from './en/storyRecord';
import { storySequence } from './en/storySequence';
import { routeDict } from './routeDict';

const inTheirDictionaries = () => Promise.resolve({});

routeDict(
  { ...screens, ...figureText, ...storySequence, ...storyRecord },
  { fr: inTheirDictionaries, nl: inTheirDictionaries },
);
