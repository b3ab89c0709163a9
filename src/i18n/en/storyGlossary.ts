/**
 * English glossary: each term's name and definition (owner: story; see src/story/glossary.ts).
 * Loaded on demand with the explainer (../glossary.ts), not in the initial JavaScript. Sources:
 * shared/facts/sglang.md and incident.md; where they are silent, the definition says so.
 */
export const storyGlossary = {
  'story.gloss.title': 'Glossary',
  'story.gloss.sglang.term': 'SGLang',
  'story.gloss.sglang.def':
    'Open-source software that serves language models: it runs the model on GPUs and answers clients’ requests over HTTP. Workers AI served GLM-5.3 with it. Its code and issue tracker are public, and this page’s mechanism is read from them; the press accounts call its maintainers RadixArk and say nothing more about that name.',
  'story.gloss.radix-cache.term': 'radix cache',
  'story.gloss.radix-cache.def':
    'A store where an SGLang node keeps the KV of finished requests, so that it can be used again, until it is evicted to make room. On the prefill node, a finished request’s pages go there first (`release_kv_cache`); eviction frees them, without wiping them. On the decode node it is optional, and the replay runs without it.',
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
    'How many tokens one KV page holds (`page_size`): {pageSize} in the replay.',
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
    'In the live view, a step is one event of the replay (what the step buttons move through); a tick is one round of the engine’s clock. Several steps can share a tick.',
  'story.gloss.placeholder.term': 'placeholder',
  'story.gloss.placeholder.def':
    'The one-token prompt (`origin_input_ids = [0]`) that `set_finish_with_abort` puts in place of a rejected prompt, “to skip the long prefill”. The error waits in `to_finish`.',
  'story.gloss.stale-page.term': 'stale page',
  'story.gloss.stale-page.def':
    'A freed page that still holds what its last owner wrote. Freeing only returns the page number to a free list; the memory is never wiped.',
  'story.gloss.finish-length.term': '`FINISH_LENGTH(0)`',
  'story.gloss.finish-length.def':
    'A finish reason meaning “stopped by length”. The prefill node gives it to a request once its KV transfer reports `Success`: the prefill’s share is done, and the decode node writes the rest (our reading of the code). It becomes the finish reason whatever was pending: a rejection’s 400 stays in `to_finish`, never read again. That is how a rejected request ends up “finished by length”.',
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
  'story.gloss.layer.term': 'layer',
  'story.gloss.layer.def':
    'A model is a stack of layers, each transforming every token’s numbers in turn. Each layer computes its own key and value per token, so a KV page holds one key and one value per token for every layer. The sources give no layer count for GLM-5.3; the figure draws two.',
  'story.gloss.context-window.term': 'context window (`context_length`)',
  'story.gloss.context-window.def':
    'The longest text the model is served for, in tokens: {context} for GLM-5.3 on Workers AI. SGLang checks it on each node as soon as a request arrives, before the request is scheduled: a prompt of the window or more gets a 400, and so does a prompt plus its `max_new_tokens` (the answer’s budget) above the window. The pool limit, `max_req_input_len`, counts the prompt only.',
  'story.gloss.staged-free-list.term': 'staged free list',
  'story.gloss.staged-free-list.def':
    'How split mode hands pages out: `need_sort`, a setting of SGLang’s page allocator that split mode turns on, makes it work this way. 1. A new request takes pages from the front of the free list. 2. When a request ends, its page numbers are not put back on that list: they wait on a separate, staged list (`release_pages`). 3. Only when the free list cannot satisfy a request (it holds fewer pages than the request needs, plus a page or two of margin) is the staged list merged in and the whole list sorted, lowest page number first. 4. So a page freed just now is not handed out at once. After a merge, pages go out by number, lowest first, whenever they were freed.',
  'story.gloss.kvpoll.term': '`KVPoll` and its states',
  'story.gloss.kvpoll.def':
    'The state of one request’s KV transfer, which both nodes poll: `Bootstrapping` (1: the two sides are pairing up), `WaitingForInput` (2: paired; the sender waits for its destination pages and its KV, the receiver for the KV), `Transferring` (3: KV pages are being sent), `Success` (4: the prefill finished sending what it chose to send, not that every reserved page was written), `Failed` (0).',
  'story.gloss.set-finish-with-abort.term': '`set_finish_with_abort`',
  'story.gloss.set-finish-with-abort.def':
    'SGLang’s rejection of an over-long prompt. It does not stop the request: it swaps the prompt for the one-token placeholder, records the 400 in `to_finish`, leaves `finished_reason` empty, and the request is queued anyway.',
  'story.gloss.req-fields.term': '`origin_input_ids`, `to_finish`, `finished_reason`',
  'story.gloss.req-fields.def':
    'Fields of a request in SGLang. `origin_input_ids`: the prompt’s token ids (the placeholder: `[0]`). `to_finish`: a finish reason waiting to be applied, here `FINISH_ABORT(msg, 400, "BadRequestError")`, the pending rejection. `finished_reason`: the finish reason itself, what every queue’s gate asks about; empty means “not finished”.',
  'story.gloss.max-req-input-len.term': '`max_req_input_len`',
  'story.gloss.max-req-input-len.def':
    'The longest prompt a node schedules: `min(context_length − 1, max_total_num_tokens − 1) − 5` in SGLang’s current code (older versions had no “− 5”). A prompt of this length or more is rejected, each node with its own pool. It counts the prompt only, not the answer.',
  'story.gloss.max-new-tokens.term': '`max_new_tokens`',
  'story.gloss.max-new-tokens.def':
    'The most tokens the answer may have, set by the client. It enters the context-window check (prompt + answer), and the decode node’s admission: a request needs room for its prompt plus 512 tokens (`num_reserved_decode_tokens`), or for its prompt plus `max_new_tokens` (counted up to {clipMaxNew}) less the tokens the running requests hold, whichever is larger. No page is reserved for it in advance.',
  'story.gloss.page-counts.term': '`num_pages`, `fill_len`, `alloc_decode`',
  'story.gloss.page-counts.def':
    '`num_pages`: the pages the prefill sends, `ceil(len(origin_input_ids) / page_size)` (1 for the placeholder). `fill_len`: the tokens the decode node reserves before the transfer, the prompt’s full length. `alloc_decode`: takes one more page for the answer when a decode step needs it; that page is written by the step before it is read.',
  'story.gloss.prompt-tokens.term': '`prompt_tokens`',
  'story.gloss.prompt-tokens.def':
    'The prompt length a node reports for a request. Issue #30233’s prefill reported `prompt_tokens = 1`: it had processed the one-token placeholder, not the prompt.',
  'story.gloss.pop-bootstrapped.term': '`pop_bootstrapped`',
  'story.gloss.pop-bootstrapped.def':
    'Prefill node: takes a request out of `PrefillBootstrapQueue` once its sender reaches `WaitingForInput`, computes `num_pages` from the request’s length (1 for a placeholder) and moves it to `waiting_queue` for its forward pass.',
  'story.gloss.send-kv-chunk.term': '`send_kv_chunk`',
  'story.gloss.send-kv-chunk.def':
    'Prefill node: sends the KV pages its forward pass computed into the page numbers the decode node chose (state `Transferring`). For a placeholder, one page.',
  'story.gloss.release-kv-cache.term': '`release_kv_cache`',
  'story.gloss.release-kv-cache.def':
    'Prefill node: gives a finished request’s pages back; its KV may stay in the radix cache until evicted rather than being freed at once. Freeing never wipes the memory.',
  'story.gloss.pop-preallocated.term': '`pop_preallocated`',
  'story.gloss.pop-preallocated.def':
    'Decode node: takes requests out of `DecodePreallocQueue` when there is room, dropping only those whose `finished_reason` is an abort (a rejection pending in `to_finish` is not), and reserves their pages through `_pre_alloc`.',
  'story.gloss.pre-alloc.term': '`_pre_alloc`',
  'story.gloss.pre-alloc.def':
    'Decode node: reserves exactly `fill_len` tokens of KV pages (the prompt’s full length, rounded up to pages), none for the answer, before the transfer.',
  'story.gloss.send-metadata.term': '`send_metadata`',
  'story.gloss.send-metadata.def':
    'Decode node: sends the prefill node the page numbers it reserved, so that the prefill knows where to write the KV.',
  'story.gloss.admission-budget.term': '`num_reserved_decode_tokens`',
  'story.gloss.admission-budget.def':
    'Room the decode node keeps for each request’s answer (512 tokens by default) when it decides whether a request fits: the request needs `fill_len` plus this, or `fill_len` plus its `max_new_tokens` (counted up to {clipMaxNew}) less the tokens the running requests hold, whichever is larger, against the pool’s free tokens. Only a budget: no page is reserved for it.',
  'story.gloss.pop-transferred.term': '`pop_transferred`',
  'story.gloss.pop-transferred.def':
    'Decode node: takes a request out of `DecodeTransferQueue` when its transfer reports `Success` and the first output token has arrived, checks that the `bootstrap_room` matches, and moves it to `waiting_queue`. It does not compare what was written with what was reserved. On `Failed` it ends the request with a 500.',
  'story.gloss.commit-transfer.term': '`_commit_transfer_to_req`',
  'story.gloss.commit-transfer.def':
    'Decode node: copies the transfer’s metadata into the request: the first output token, computed by the prefill’s forward pass, and the `bootstrap_room` it came with (another request’s, or none, ends in a 500).',
  'story.gloss.check-finished.term': '`check_finished`',
  'story.gloss.check-finished.def':
    'Decides whether a request is done after a token (its length, a stop token). With `max_new_tokens = 1` the request ends right after the prefill’s first token, before any decode step, and reads no stale page.',
  'story.gloss.prepare-abort.term': '`prepare_abort`',
  'story.gloss.prepare-abort.def':
    'Decode node: ends a request with an error, here a 500 (“Decode handshake failed …”, “Decode transfer failed …”) when its transfer fails or times out.',
  'story.gloss.abort-internals.term':
    '`_send_abort_notification`, `bootstrap_infos`, `_update_handshake_waiters`',
  'story.gloss.abort-internals.def':
    'Decode-side internals named in the fixes’ narration. `_send_abort_notification` tells the prefill peer that a request was aborted; it needs the request’s `bootstrap_infos`, which exist only once its receiver is created. `_update_handshake_waiters` polls the receivers still pairing and fails those that report `Failed`.',
  'story.gloss.waiting-timeout.term': '`SGLANG_DISAGGREGATION_WAITING_TIMEOUT`',
  'story.gloss.waiting-timeout.def':
    'How long a decode node’s receiver waits for its KV before failing the request: {timeout} s, ending in a 500 (“… timed out after 300.0s in KVPoll.WaitingForInput”).',
  'story.gloss.retract.term': '`retract_decode`, `resume_retracted_reqs`, `load_kv_cache`',
  'story.gloss.retract.def':
    'When the decode pool runs short, the decode node can retract running requests to make room (`retract_decode`) and bring them back later (`resume_retracted_reqs`, reloading their KV with `load_kv_cache`).',
  'story.gloss.client-abort.term': '`AbortReq`, `Scheduler.abort_request`',
  'story.gloss.client-abort.def':
    'What a node does when the client goes away or the router drops the request: the request is aborted (`FINISH_ABORT`) and its pages freed.',
  'story.gloss.tokenizer-manager.term': '`TokenizerManager`',
  'story.gloss.tokenizer-manager.def':
    'The part of each SGLang node before its scheduler. It checks the context window (prompt, and prompt plus `max_new_tokens`) and answers 400 at once; the pool limit is checked later, by the scheduler.',
  'story.gloss.error-types.term': '`BadRequestError`, `KVTransferError`',
  'story.gloss.error-types.def':
    'Error types in SGLang’s answers: `BadRequestError` with a 400 (a rejected prompt), `KVTransferError` inside the 500 a decode node answers when a transfer fails or times out.',
  'story.gloss.sgl-router.term': '`sgl-router`',
  'story.gloss.sgl-router.def':
    'SGLang’s Rust router, the one its documentation launches for split serving (the replay’s default). Since PR #29017 it returns whichever node’s HTTP error arrives first and drops the other side; with two 200s, the decode node’s answer. It retries a 500 on a new pair, up to 5 attempts in all by default; the engine makes one attempt.',
  'story.gloss.mini-lb.term': '`mini_lb`',
  'story.gloss.mini-lb.def':
    'SGLang’s minimal Python load balancer, described in its code as for testing: it waits for both nodes and returns the decode node’s status and body; the prefill node’s reply is discarded.',
  'story.gloss.allow-auto-truncate.term': '`--allow-auto-truncate`',
  'story.gloss.allow-auto-truncate.def':
    'A server option that SGLang’s rejection message names (“Use a shorter input or enable --allow-auto-truncate”). By that message, it has SGLang shorten an over-long prompt instead of rejecting it. The sources this page uses say nothing more about it, and the engine does not run it.',
  'story.gloss.mooncake.term': 'Mooncake',
  'story.gloss.mooncake.def':
    'Software that copies KV pages over the network from the prefill node to the decode node; SGLang’s split mode can use it or another library of the kind. Issue #30233’s reporter ran it. The public record used here does not tie the bug to either.',
  'story.gloss.glm.term': 'GLM-5.3, GLM-5.2',
  'story.gloss.glm.def':
    'Models of the GLM family. GLM-5.3 is the model Workers AI served when the leak happened; GLM-5.2 is the one issue #30233’s reporter ran, listed as GLM-5.2-FP8. The issue does not say what “FP8” means; the suffix commonly marks weights stored as 8-bit floating-point numbers. Cloudflare’s remedy gives the pool the same ratio to the window as Cloudflare’s own GLM-5.2 configuration on Workers AI, whose figures the accounts do not give. That configuration is not issue #30233’s server, whose pool ({issuePool} tokens) was far below its window. Cloudflare reports no other model affected; the sources do not say whether that is down to the model or to its configuration.',
} as const;
