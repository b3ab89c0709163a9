/** English glossary: each term's name and definition (owner: story; see src/story/glossary.ts). */
export const storyGlossary = {
  'story.gloss.title': 'Glossary',
  'story.gloss.kv-cache.term': 'KV cache',
  'story.gloss.kv-cache.def':
    'The keys and values a model computes for every token it has read, in every layer: numbers, not words. To write each next token, the model reads them instead of reading the text again.',
  'story.gloss.kv-page.term': 'KV page',
  'story.gloss.kv-page.def':
    'A fixed block of GPU memory holding the keys and values of a few consecutive tokens. Memory is handed to requests, and taken back, page by page, by page number.',
  'story.gloss.pool.term': 'pool (KV pool)',
  'story.gloss.pool.def':
    'The GPU memory a node sets aside for KV pages, sized in tokens (`max_total_num_tokens`). Each node has its own.',
  'story.gloss.page-size.term': 'page size',
  'story.gloss.page-size.def':
    'How many tokens one KV page holds (`page_size`): {pageSize} in this model.',
  'story.gloss.prefill.term': 'prefill',
  'story.gloss.prefill.def':
    'The first phase of answering: the model reads the whole prompt at once and computes its KV cache, and from it the first output token.',
  'story.gloss.decode.term': 'decode',
  'story.gloss.decode.def':
    'The second phase: the model writes the answer one token at a time; each decode step reads the KV cache of everything before it.',
  'story.gloss.forward-pass.term': 'forward pass',
  'story.gloss.forward-pass.def':
    'One run of the model over some tokens: it computes their keys and values and the next token. A prefill is one forward pass over the prompt.',
  'story.gloss.attend.term': 'attend over',
  'story.gloss.attend.def':
    'What each decode step does with the KV cache: it compares the new token with the keys of every earlier token and mixes their values. Whatever the pages hold shapes the next token.',
  'story.gloss.tick-step.term': 'tick and step',
  'story.gloss.tick-step.def':
    'In the live view, a step is one event of the replay (what the step buttons move through); a tick is one round of the model’s clock. Several steps can share a tick.',
  'story.gloss.placeholder.term': 'placeholder',
  'story.gloss.placeholder.def':
    'The one-token prompt (`origin_input_ids = [0]`) that `set_finish_with_abort` puts in place of a rejected prompt, “to skip the long prefill”. The error waits in `to_finish`.',
  'story.gloss.stale-page.term': 'stale page',
  'story.gloss.stale-page.def':
    'A freed page that still holds what its last owner wrote. Freeing only returns the page number to a free list; the memory is never wiped.',
  'story.gloss.finish-length.term': '`FINISH_LENGTH(0)`',
  'story.gloss.finish-length.def':
    'A finish reason meaning “stopped by length”. The prefill node gives it to a request once its KV transfer reports `Success`: the prefill’s share is done, and the decode node writes the rest (our reading of the code). It replaces whatever was pending, even a rejection’s 400: that is how a rejected request ends up “finished by length”.',
  'story.gloss.prebuilt.term': 'PREBUILT batch',
  'story.gloss.prebuilt.def':
    'How the decode node starts requests whose prompt KV arrived by transfer: no forward pass runs; every reserved page is taken as already computed, and decoding begins.',
  'story.gloss.queues.term': 'the queues',
  'story.gloss.queues.def':
    'The stages a request waits in. Prefill node: `PrefillBootstrapQueue` (pairing with the decode node), `waiting_queue` (the forward pass), `disagg_prefill_inflight_queue` (sending KV). Decode node: `DecodePreallocQueue` (reserving pages), `DecodeTransferQueue` (waiting for the KV), `waiting_queue`, then `running_batch` (decoding). Each asked only whether a request had finished.',
  'story.gloss.bootstrap-room.term': '`bootstrap_room`',
  'story.gloss.bootstrap-room.def':
    'A random id the router gives each request so that its prefill and decode halves find each other; the decode node checks that the transfer carries the same one.',
  'story.gloss.router.term': 'router',
  'story.gloss.router.def':
    'The front server: it picks one prefill node and one decode node, sends the same request to both, and returns one answer to the client. SGLang has two: `mini_lb` and `sgl-router`.',
} as const;
