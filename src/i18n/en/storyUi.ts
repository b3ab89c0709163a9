/** English strings of the explainer/presenter chrome and the calculator (owner: story). */
import { storyA11y } from './storyA11y';

export const storyUi = {
  'story.ui.language': 'Language',
  'story.ui.contents': 'Scenes',
  'story.ui.toolbar': 'Page options',
  'story.ui.sceneOf': 'Scene {n} of {total}',
  'story.ui.anchor': 'Link to this scene: {title}',
  'story.ui.exportSvg': 'Export SVG',
  'story.ui.exportPng': 'Export PNG (2×)',
  'story.ui.exportFailed': 'Export failed: {reason}',
  'story.ui.present': 'Present',
  'story.ui.openExplore': 'Open this step in Explore',
  'story.ui.explore': 'Explore freely',
  'story.ui.lab': 'Training lab',
  'story.ui.termLoading': 'Loading the definition…',
  'story.ui.glossary': 'Glossary',
  'story.ui.onScreen': 'SGLang names ({n})',
  'story.ui.onScreenHint':
    'The names the live view shows at this step, with their definitions. Escape closes.',
  'story.ui.liveView': 'Live view of the model',
  'story.ui.loadingView': 'Loading the live view…',
  'story.ui.showScene': 'Show this scene in the live view',
  'story.ui.badScene': 'The link’s scene “{value}” does not exist; showing the first scene.',
  'story.ui.sources':
    'Sources: two press accounts (French and Dutch) of Cloudflare’s incident report, published {reportDate}, which also cite Unite.AI; SGLang’s public source code and issue tracker. Figures marked “derived” are arithmetic on those. The tenants, prompts and decode pool in the live view are assumptions.',

  'story.ctl.group': 'Replay controls',
  'story.ctl.back': 'Step back',
  'story.ctl.forward': 'Step forward',
  'story.ctl.play': 'Play from here',
  'story.ctl.pause': 'Pause',
  'story.ctl.timeline': 'Scene timeline',
  'story.ctl.reset': 'Back to this scene’s moment',
  /** the reset button's visible label: part of 'story.ctl.reset', which is its name */
  'story.ctl.resetShort': 'This scene',

  'story.speaker.title': 'Speaker view',
  'story.speaker.now': 'Now: slide {n} of {total}',
  'story.speaker.next': 'Next',
  'story.speaker.end': 'End of the talk.',
  'story.speaker.onScreen': 'On screen',
  'story.speaker.notes': 'Notes',
  'story.speaker.elapsed': 'Elapsed',
  'story.speaker.restart': 'Restart timer',
  'story.speaker.prevScene': 'Previous slide',
  'story.speaker.nextScene': 'Next slide',
  'story.speaker.stepBack': 'Step back',
  'story.speaker.stepForward': 'Step forward',
  'story.speaker.step': 'Step {step} of {total}',
  'story.speaker.blank': 'Blank the audience screen',
  'story.speaker.unblank': 'Show the audience screen',

  ...storyA11y,
} as const;
