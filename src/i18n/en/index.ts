import { explore } from './explore';
import type { family } from './family';
import type { figureText } from './figureText';
import type { screens } from './screens';
import type { storySequence } from './storySequence';
import type { storyRecord } from './storyRecord';
import type { lab } from './lab';
import type { live } from './live';
import type { storyGlossary } from './storyGlossary';
import type { storyLists } from './storyLists';
import type { stage } from './stage';
import { story } from './story';
import { views } from './views';

/**
 * The lab's strings (./lab.ts) are part of the type, so `t('lab.…')` is checked, but they are
 * not in this object until the lab loads (../lab.ts adds them), keeping them out of the initial
 * JavaScript. Only the lab's own modules ask for them. The glossary's strings load the same
 * way, with the explainer (../glossary.ts), and the last scene's lists with those lists
 * (../lists.ts). The strings no first screen of the explainer draws (the explore screen's
 * controls, the figures and the fixes table, the presenter) load with the modules that use
 * them (../onDemand.ts); the closing chapter's with the chapter (../family.ts).
 */
export const en = { ...explore, ...views, ...story } as typeof explore &
  typeof views &
  typeof story &
  typeof stage &
  typeof lab &
  typeof live &
  typeof storyGlossary &
  typeof storyLists &
  typeof screens &
  typeof figureText &
  typeof storySequence &
  typeof storyRecord &
  typeof family;
export type MessageKey = keyof typeof en;
