/** English strings of the explainer's keyboard and screen-reader aids (owner: a11y). */
export const storyA11y = {
  'story.a11y.skipArticle': 'Skip to the article',
  'story.a11y.skipLive': 'Skip to the live view',
  'story.a11y.step': 'Step {step} of {total}: {what}',
  'story.a11y.token':
    '{id} has {n} of {total} {total|token|tokens}; the newest, “{text}”, came from a page last written by {tenant}, request {from}.',
  'story.a11y.tokenOwn':
    '{id} has {n} of {total} {total|token|tokens}; the newest, “{text}”, came from its own page.',
  'story.a11y.tokenNever':
    '{id} has {n} of {total} {total|token|tokens}; the newest, “{text}”, came from a page nobody wrote.',
  'story.a11y.answered': 'The client gets HTTP {status}; the output check {result}.',
  'story.a11y.pass': 'passes',
  'story.a11y.fail': 'fails',
  /** the button after each scene's heading: its visible label and accessible name */
  'story.a11y.replay': 'Replay this scene in the live view',
  /** said once the button has moved focus into the live view */
  'story.a11y.replayed':
    'Live view: scene {n} of {total}, {title}, at step {step} of {last}. The step buttons replay it from here; the view stays on this scene while focus is in it.',
} as const;
