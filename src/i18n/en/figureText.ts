/**
 * English strings of the story's figures (the sequence, the KV page, the pool zoom, the
 * fields, the calculator) and of the presenter: none is on the explainer's first screen, so
 * they load with the figures (../onDemand.ts); French and Dutch hold them in their own
 * dictionaries.
 */
export const figureText = {
  'story.present.label': 'Presentation',
  'story.present.blank': 'Screen blanked. Press B to return.',
  'story.present.progress': '{n} / {total}',
  'story.present.showLive': 'Live view (V)',
  'story.present.showFigure': 'Figure (V)',
  'story.present.help':
    '→ Space PageDown: next · ← PageUp: back · Shift+→/←: step · 1–9, 0: jump · Home End · F: full screen · B: blank · S: speaker view · V: figure or live view',
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
    'Prompts of {from} to {to} tokens are rejected by the decode node only. The engine gives them HTTP 400 with the decode node’s own error and no stale read, under both routers, with or without the fixes (run on the incident’s workload with the pools swapped).',
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
    'Whatever the version: on every node, compare the KV pool with the context length.',
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
    'At `Success` `finished_reason` becomes `FINISH_LENGTH(0)`: the request now counts as finished normally. The pending 400 is still in `to_finish`, but nothing reads that field again. The decode node holds the full prompt length and has never seen the 400.',
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
    'The PREBUILT batch treats all {n} {n|page|pages} as {id}’s computed KV; {stale} of them were never written for it. Counts from the trace, at this scene’s step. A tenant’s count here can be lower than its request’s own page count: the placeholder’s one page overwrote the first reserved page, and only the pages that fall inside this reserved range are counted.',
} as const;
