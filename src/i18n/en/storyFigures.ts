/** English text of the scene figures: scene 5's request fields, the scenario banner (owner: story). */
export const storyFigures = {
  'story.fields.caption':
    'Request {id} (tenant {storyTenant}), field by field, either side of the transfer’s `Success`',
  'story.fields.field': 'Field',
  'story.fields.before': 'Prefill node, just before `Success`',
  'story.fields.after': 'Prefill node, at `Success`',
  'story.fields.decode': 'Decode node, accepting the transfer',
  'story.fields.placeholderIds': 'the placeholder: 1 token, for a prompt of {n}',
  'story.fields.promptIds': 'the full prompt: {n} {n|token|tokens}',
  'story.fields.changed': 'changed',
  'story.fields.note':
    'At `Success` the pending 400 disappears from `to_finish`, and `finished_reason` becomes `FINISH_LENGTH(0)`: the request now counts as finished normally. The decode node holds the full prompt length and has never seen the 400.',

  'story.scn.label': 'Scenario in the view',
  'story.scn.switched': 'Switched: not the previous scene’s scenario',
  'story.scn.facts':
    'tenants: {tenants} · requests: {requests} · prefill pool: {prefillPool} tokens · decode pool: {decodePool} tokens · {steps} steps',
  'story.scn.name.incident':
    'the incident: Workers AI’s context window and prefill pool; tenants, prompts and decode pool assumed',
  'story.scn.name.incident-fixed': 'the incident’s workload with the admission fix (#38935)',
  'story.scn.name.issue-30233': 'issue #30233’s figures (GLM-5.2) on a fresh server',
  'story.scn.name.pool-2x': 'the incident’s workload with the prefill pool at about 2× the window',
  'story.scn.name.equal-pools':
    'the incident’s workload with a decode pool as small as the prefill pool',
  'story.scn.name.custom': 'a scenario of your own',

  'story.kv.caption': 'What a KV page holds: numbers computed from the tokens, not the text',
  'story.kv.tokens': '1. The prompt, as token ids',
  'story.kv.perLayer':
    '2. Computed from them by the model: for every token, in every layer, a key vector and a value vector',
  'story.kv.token': 'token',
  'story.kv.layer': 'layer {n}',
  'story.kv.key': 'key',
  'story.kv.value': 'value',
  'story.kv.pages': '3. Packed into KV pages of {pageSize} tokens each (all layers)',
  'story.kv.page': 'page {n}: tokens {from}–{to}',
  'story.kv.note':
    'The vector values are illustrative; a real model’s are far longer, in every layer. A decode step reads these numbers, never the words: whatever a page holds shapes the next token. The stand-in response in the live view prints words only to show which page each token drew on.',
  'story.zoom.caption':
    'The decode pool, zoomed onto {id}’s {n} reserved pages (pages {first} to {last}): one square per page, in the order they were reserved, coloured by who wrote it last.',
  'story.zoom.alt':
    '{n} {n|page|pages} reserved for {id}: one written for it, every other one still holding what an earlier request wrote. Counts per previous owner below.',
  'story.zoom.owner': 'last written by {name}: stale, hatched',
  'story.zoom.own': 'written for {id}: the placeholder’s one page (ringed)',
  'story.zoom.never': 'never written since start-up (zeros)',
  'story.zoom.note':
    'The PREBUILT batch treats all {n} {n|page|pages} as {id}’s computed KV; {stale} of them were never written for it. Counts from the trace, at this scene’s step.',
} as const;
