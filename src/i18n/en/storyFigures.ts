/** English text of the scene figures: scene 5's request fields, the scenario banner (owner: story). */
export const storyFigures = {
  'story.scn.label': 'Scenario in the view',
  'story.scn.switched': 'Switched: not the previous scene’s scenario',
  'story.scn.facts':
    'tenants: {tenants} · requests: {requests} · prefill pool: {prefillPool} tokens · decode pool: {decodePool} tokens · {steps} steps',
  'story.scn.name.incident':
    'the incident: Workers AI’s context window and prefill pool; tenants, prompts and decode pool assumed',
  'story.scn.name.incident-fixed': 'the incident’s workload with the fix “Reject at admission”',
  'story.scn.name.issue-30233': 'issue #30233’s figures (GLM-5.2) on a fresh server',
  'story.scn.name.pool-2x': 'the incident’s workload with the prefill pool at about 2× the window',
  'story.scn.name.equal-pools':
    'the incident’s workload with a decode pool as small as the prefill pool',
  'story.scn.name.custom': 'a scenario of your own',
} as const;
