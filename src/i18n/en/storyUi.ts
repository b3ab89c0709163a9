/** English strings of the explainer/presenter chrome and the calculator (owner: story). */
import { storyRecord } from './storyRecord';

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
  'story.ui.onScreen': 'Names shown ({n})',
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

  'story.present.label': 'Presentation',
  'story.present.blank': 'Screen blanked. Press B to return.',
  'story.present.progress': '{n} / {total}',
  'story.present.showLive': 'Live view (V)',
  'story.present.showFigure': 'Figure (V)',
  'story.present.help':
    '→ Space PageDown: next · ← PageUp: back · Shift+→/←: step · 1–9, 0: jump · Home End · F: full screen · B: blank · S: speaker view · V: figure or live view',
  'story.speaker.title': 'Speaker view',
  'story.speaker.now': 'Now: scene {n} of {total}',
  'story.speaker.next': 'Next',
  'story.speaker.end': 'End of the talk.',
  'story.speaker.onScreen': 'On screen',
  'story.speaker.notes': 'Notes',
  'story.speaker.elapsed': 'Elapsed',
  'story.speaker.restart': 'Restart timer',
  'story.speaker.prevScene': 'Previous scene',
  'story.speaker.nextScene': 'Next scene',
  'story.speaker.stepBack': 'Step back',
  'story.speaker.stepForward': 'Step forward',
  'story.speaker.step': 'Step {step} of {total}',
  'story.speaker.blank': 'Blank the audience screen',
  'story.speaker.unblank': 'Show the audience screen',

  'story.calc.title': 'Exposure calculator',
  'story.calc.context': 'Context length (tokens)',
  'story.calc.prefillPool': 'Prefill pool, max_total_num_tokens (tokens)',
  'story.calc.decodePool': 'Decode pool, max_total_num_tokens (tokens)',
  'story.calc.pageSize': 'Page size (tokens)',
  'story.calc.version': 'SGLang version',
  'story.calc.presets': 'Examples',
  'story.calc.preset.cloudflare': 'Workers AI before 9 September',
  'story.calc.preset.remedy': 'Workers AI after the remedy',
  'story.calc.preset.issue': 'Issue #30233',
  'story.calc.presetNote':
    'The decode pool in these examples ({decodePool} tokens) is an assumption: no source gives it.',
  'story.calc.limit': '{node}: `max_req_input_len` = {value} tokens (its pool: {pages} pages)',
  'story.calc.node.prefill': 'Prefill node',
  'story.calc.node.decode': 'Decode node',
  'story.calc.exposed':
    'Exposed. Prompts of {from} to {to} tokens are rejected by the prefill node and accepted by the decode node: {count} {count|length|lengths}, {share} of the context window (derived).',
  'story.calc.safe':
    'Not exposed to this path: the decode node rejects every prompt that the prefill node rejects.',
  'story.calc.decodeOnly':
    'Prompts of {from} to {to} tokens are rejected by the decode node only. The engine gives them HTTP 400 with the decode node’s own error and no stale read, under both routers, with or without the fixes (`npm run simulate`, the incident’s workload with the pools swapped).',
  'story.calc.invalid':
    'Enter whole numbers: context and pools of at least 8 tokens, a page size of at least 1.',
  'story.calc.rule':
    'SGLang’s current limit is `min(context_length − 1, max_total_num_tokens − 1) − 5`; a prompt of that length or longer is rejected. Older versions had no “− 5”.',
  'story.calc.version.before':
    'Before v0.5.20: the press accounts say the fix arrived in v0.5.20 and advise v0.5.22 or later.',
  'story.calc.version.between':
    'v0.5.20 or v0.5.21: the press accounts say the fix is in, but advise v0.5.22 or later.',
  'story.calc.version.after': 'v0.5.22 or later: the version the press accounts advise.',
  'story.calc.version.unknown': 'Enter a version such as 0.5.21 to compare it with the advice.',
  'story.calc.version.tracker':
    'The SGLang tracker we could read shows #38704, the pull request the press accounts name, still open; #36988 and #38935, merged, cover the same path. Whatever the version: on every node, compare the KV pool with the context length.',
  ...storyRecord,
} as const;
