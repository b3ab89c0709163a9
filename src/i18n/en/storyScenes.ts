/** English text of the ten scenes (owner: story). See story.ts for markup and placeholders. */
export const storyScenes = {
  'story.title': 'Stale Pages',
  'story.subtitle':
    'How a rejected prompt came back built on other users’ data in Cloudflare Workers AI, replayed step by step.',

  'story.what-happened.title': 'What happened',
  'story.what-happened.slide': '{responses} responses carried data from other users’ requests.',
  'story.what-happened.p1':
    'Between {windowStart} and {windowEnd}, some customers of Cloudflare Workers AI received answers from the model GLM-5.3 that contained data from other users’ requests. Cloudflare reports **{responses} such responses**, all from prompts longer than {prefillPool} tokens, and says no other model was affected. That number is the size of the memory that holds a prompt while it is first processed; scene 3 explains it.',
  'story.what-happened.p2':
    'Cloudflare published its incident report on {reportDate}, coordinated with SGLang’s maintainers. The accounts call the maintainers RadixArk and say nothing more about that name. What this page says Cloudflare reports comes from two press accounts of that report; the mechanism comes from SGLang’s public source code and issue tracker.',
  'story.what-happened.p3':
    'The live view replays the leak in a model of SGLang’s split serving, where two machines share each request: the **prefill node** reads the prompt, and the **decode node** writes the answer (scene 2 explains why). Each keeps what it computes in its own memory **pool**, cut into pages; when a request ends, its pages are **freed**: handed back for later requests, with their old data still in them. The [[context-window|context window]] (the longest text the model is served for) and the prefill pool are Cloudflare’s figures; the rest is assumed: the tenants (customers who share the same servers and must never see each other’s data), their prompts, the [[page-size|page size]] and the decode pool. Here, tenant {storyTenant} has sent a prompt of {storyPrompt} tokens (request {storyId}: each request is named after its tenant), more than the prefill node can hold: the prefill node rejected it (scene 4 shows how), yet the decode node is already writing an answer from pages that still held the prompts of tenants {leakedTenants}. Its first decode step (each step writes one token) has just taken one more page for that answer, one of the freed pages (under the decode pool, “held by a live request”: 1). The maps under the view draw each pool page by page; scenes 4 to 6 explain the rest of their legends. Step forward to the end: the client gets HTTP 200, and both nodes answered 200, even the prefill node that had rejected the prompt (scene 7 shows why). The controls under the view move through the replay one [[tick-step|step]] at a time.',
  'story.what-happened.notes1':
    'Open with the outcome: {responses} responses, {windowStart} to {windowEnd}. These are Cloudflare’s figures, as the press reports them.',
  'story.what-happened.notes2':
    'Say early that the tenants on screen are invented: only the context window and the prefill pool are real figures.',

  'story.why-split.title': 'Why serving is split',
  'story.why-split.slide': 'Prefill and decode run on different machines and hand over KV pages.',
  'story.why-split.p1':
    'A language model answers in two phases. **Prefill** reads the whole prompt at once and computes, in every [[layer|layer]] of the model, a key and a value per token: its key/value cache (the [[kv-cache|KV cache]]). **Decode** then writes the answer one token at a time, [[attend|attending over]] that cache.',
  'story.why-split.p2':
    'The press accounts note that splitting the two phases onto separate machines makes long contexts affordable. In SGLang’s split (disaggregated) mode, a [[router|router]], the front server the client talks to, sends the same request to a prefill node and to a decode node. The decode node reserves pages for the prompt in its own KV pool and sends their numbers to the prefill node, which computes the KV and writes it into those pages over the network. The decode node then writes the answer, and the router returns it to the client.',
  'story.why-split.routers':
    'SGLang has two routers, and this page names both. `sgl-router` is the one SGLang’s documentation launches for this mode, and the one the live view runs. `mini_lb` is a minimal router written in Python, which its code describes as for testing. When both nodes answer normally, both routers return the decode node’s answer. They differ only when a node answers with an error: `sgl-router` (in its current versions) returns the first error from either node, while `mini_lb` always returns the decode node’s answer and discards the prefill node’s. Scene 8 shows why that matters for the fixes.',
  'story.why-split.p3':
    'Each node has its own pool, sized in tokens (`max_total_num_tokens`) and cut into pages of `page_size` tokens. Cloudflare’s prefill pool of {prefillPool} tokens is {pages64} pages of 64 tokens (derived; 64 is the page size the replay assumes). The view shows an earlier, ordinary request being handed over.',
  'story.why-split.notes1':
    'Keep it physical: two machines, two memories, pages copied from one to the other.',
  'story.why-split.notes2':
    'Point at the decode pool: the decode node chooses the pages, the prefill node fills them.',

  'story.config-gap.title': 'The configuration gap',
  'story.config-gap.slide': 'Context window {context} tokens; prefill pool {prefillPool} tokens.',
  'story.config-gap.p1':
    'Cloudflare reports that GLM-5.3 was served with a context window of **{context} tokens**, while the KV cache pool on the prefill GPUs held **{prefillPool} tokens**. The window allows prompts that the prefill node cannot hold.',
  'story.config-gap.p2':
    'A node does not reject prompts at its pool’s exact size. SGLang gives each node a **limit**, a few tokens under the smaller of the window and the node’s pool (the note below gives the exact rule), and rejects any prompt of that length or more. For the prefill node the limit is **{maxInput} tokens**: the number this page uses from here on. The press accounts describe the affected prompts by the pool size itself, as “longer than {prefillPool} tokens”.',
  'story.config-gap.p2b':
    'The decode node applies the same rule to its own pool. The accounts do not give that pool’s size; the replay assumes {decodePool} tokens, more than the window, so the decode node’s limit comes from the window: {windowLimit} tokens. A prompt between the two limits is rejected by the prefill node and accepted by the decode node, the condition the leak needs. This **exposed band** runs from **{bandStart} to {bandEnd} tokens**: {bandWidth} possible lengths, {bandShare} of the window (derived). Each leaks only with an answer budget (`max_new_tokens`) of 2 tokens or more (scene 5), and a budget the client sets must fit in the window with the prompt: at {bandEnd} tokens, only a budget of 2 to {bandEndBudget} leaks. In the view, tenant {storyTenant} sends a prompt of {storyPrompt} tokens, inside the band.',
  'story.config-gap.aside':
    '**The exact rule, and three close numbers.** First, each node checks the window: it answers 400 at once for a prompt of the whole window or more. It also answers 400 when the prompt’s length plus the answer’s budget (`max_new_tokens`, set by the client) exceeds the window. Only then comes the pool’s limit. SGLang’s code sets `max_req_input_len = min(context_length − 1, max_total_num_tokens − 1) − 5`: one token under both the window and the pool, minus a further 5 tokens; the code gives no reason for either margin, and older versions had no “− 5”. For the prefill pool that is {maxInput}. The code refuses a prompt of that length or more: a prompt of exactly {maxInput} tokens is refused too, although the message then says it “exceeds the maximum allowed length ({maxInputRaw} tokens)”. So the longest prompt the prefill node accepts is {longestAccepted} tokens. The press figure, {prefillPool}, is the pool itself. With a pool at least as large as the window, the rule gives the window’s own limit, {windowLimit}, which no pool can raise: hence the band’s last length, {bandEnd}.',
  'story.config-gap.p3':
    'Cloudflare says it knew of the gap before launch and did not expect it to matter.',
  'story.config-gap.notes1':
    'The gap itself was known and accepted. The question is what happens to a prompt that falls into it.',
  'story.config-gap.notes2': 'The decode pool size is our assumption; say so if asked.',

  'story.rejection.title': 'The rejection that did not stop',
  'story.rejection.slide': 'Rejected, replaced by a placeholder, and queued anyway.',
  'story.rejection.p1':
    'Tenant {storyTenant}’s prompt of {storyPrompt} tokens is far above the prefill node’s limit of {maxInput} tokens (scene 3), so the prefill node rejects it.',
  'story.rejection.p2':
    'The rejection is made by `set_finish_with_abort`, and it does not stop the request. It swaps the prompt for a **one-token placeholder** (`origin_input_ids = [0]`), writes the error (HTTP 400) into a field kept for later, `to_finish`, and leaves empty the field that marks a request as finished, `finished_reason`. The request is then queued like any other.',
  'story.rejection.p3':
    'Cloudflare reports that the [[queues|admission queues]], where each node holds a request until it can take it on (scene 5 follows them), only checked whether a request had finished (`finished_reason`), not whether it had been rejected. On a single server this would be harmless: one tiny [[forward-pass|forward pass]], then the pending 400 becomes the answer. In split mode, the decode node runs its own check against its own, larger pool, accepts the prompt, and carries on with its full length.',
  'story.rejection.notes1':
    'The key word is “pending”: the error exists, but nothing downstream looks at it.',
  'story.rejection.notes2':
    'If asked about the six-token difference: scene 3 sorts out {prefillPool}, {maxInput} and the error message.',

  'story.reservation.title': 'Many pages reserved, one page written',
  'story.reservation.slide': '{reservedPages} pages reserved, {writtenPages} written: “Success”.',
  'story.reservation.p1':
    'The decode node reserves pages for the full prompt, {reservedPages} pages of {pageSize} tokens in the replay, and sends their numbers to the prefill node. It reserves no pages for the answer: it only checks that its pool has room for the prompt plus an allowance for the answer of at least 512 tokens (`num_reserved_decode_tokens`; more when the client’s `max_new_tokens` is larger): a budget, not pages. The answer’s pages are taken one decode step at a time, each written by its step before it is read.',
  'story.reservation.p2':
    'The prefill node holds only the placeholder, so it plans one page (`num_pages = 1`). It computes one token, writes one page into the first reserved page, and reports the transfer state `Success`. At that moment the request is marked finished with [[finish-length|`FINISH_LENGTH(0)`]], “stopped by length”: the prefill node gives that reason to every request whose transfer succeeds, since its share is done and the decode node writes the rest (our reading of the code). The pending 400 stays in `to_finish`, but nothing reads it again: **it is ignored**.',
  'story.reservation.p3':
    'The decode node checks that the transfer reports `Success` and that the [[bootstrap-room|`bootstrap_room`]] (the id pairing the two sides) matches. Both are true. `Success` only means that the prefill finished sending what it chose to send; nothing compared that with what the decode node had reserved. The decode node then treats every reserved page as an already computed prompt, in what SGLang calls a [[prebuilt|PREBUILT batch]]: no forward pass runs over them. The first output token comes from the prefill, computed over its one-token placeholder; every later token comes from a decode step that attends over all the reserved pages. So the leak needs an answer of more than one token (`max_new_tokens` above 1): with `max_new_tokens = 1` the request ends with the prefill’s token, before any decode step, and reads none of the pages that were not written for it.',
  'story.reservation.notes1':
    'Show the two checks side by side: transfer succeeded, yes; request rejected, never asked.',
  'story.reservation.notes2':
    'This is the decisive step; scrub back and forth here if there is time.',

  'story.stale-pages.title': 'Stale pages',
  'story.stale-pages.slide':
    'Freed pages are never cleared: they still hold their last owner’s data.',
  'story.stale-pages.p1':
    'In the replay, {stalePages} of the {reservedPages} reserved pages, all but the placeholder’s one, were never written for this request. SGLang frees a page by moving its number back to a free list; the KV buffers are zeroed once at start-up and **never wiped**. A freed page still holds whatever its last owner left in it: it is a [[stale-page|stale page]].',
  'story.stale-pages.p2':
    'Whose data those pages hold depends on the order in which the decode node hands pages out, its [[staged-free-list|staged free list]]. A request takes its pages from the front of the free list. In split mode, the pages of a finished request do not go back on that list at once: they wait on a separate, staged list. So a request is given never-used pages as long as the free list holds enough of them for it. When tenant {storyTenant}’s request asked for its {reservedPages} pages, the free list held only {freshPages} never-used pages, too few. That is when SGLang merges: the staged pages joined the free list, the whole list was sorted by page number, lowest first, and the request took the {reservedPages} lowest-numbered pages, those the earlier requests of tenants {leakedTenants} had filled, each still holding its last owner’s KV. The never-used pages stayed at the end of the list, because they carry the highest numbers: at start-up SGLang’s allocator lists every page in order, page 1 first, and each request takes from the front, so pages go out from the lowest number up (the engine does the same). On a server that has served nothing yet, the pages would hold zeros instead.',
  'story.stale-pages.p3':
    'In the view, tenant {storyTenant}’s request attends over pages last written by tenants {leakedTenants}. Hover or focus a token of the response to see the page it came from. The figure below draws the reserved pages, one square each, and counts how many of them each earlier tenant wrote last.',
  'story.stale-pages.aside':
    '**Reading the counts.** A request’s pages hold its prompt, then its answer. The answer is written one decode step at a time: into the prompt’s last page while that page has room, then into a new page. {exRequest}’s prompt of {exPrompt} tokens filled exactly {exPromptPages} pages, so its answer took one more: {exPages} in all. {exFirstRequest}’s prompt of {exFirstPrompt} tokens took {exFirstPages} pages, and its answer fitted in the room left in the last one. The figure counts {exFirstShown} of them, because the placeholder’s page was written over the first. {exLastRequest}’s prompt of {exLastPrompt} tokens took {exLastPages} pages, but the reserved pages end first: only {exLastShown} of them are among the reserved pages. Under the pool maps of the view, the counts add up to the pool’s pages only with the row “written by a one-token placeholder”. Once {storyId} has answered, its pages are freed again, but the placeholder’s page stays in that row: so “freed, old data still there” ends one lower than before {storyId} arrived. The prefill node’s map has one more row: there a finished request’s pages can first stay in the node’s [[radix-cache|radix cache]], kept for reuse until they are evicted; eviction frees them without wiping them either.',
  'story.stale-pages.notes1':
    'Free means “available”, not “erased”. That one sentence is the whole leak.',
  'story.stale-pages.notes2':
    'Mention the staged list only if the audience asks why these pages and not others.',

  'story.status-200.title': 'HTTP 200 with someone else’s data',
  'story.status-200.slide': 'The status check passes. The output check fails.',
  'story.status-200.p1':
    'The decode node generates from those pages and finishes normally, with **HTTP 200**. Both of SGLang’s routers pass that on: the prefill node’s own answer is a 200 as well, since after `Success` nothing reads its pending 400, so `sgl-router` has no error to relay, and `mini_lb` discards the prefill’s reply anyway.',
  'story.status-200.p2':
    'A check of status codes passes: 200 is what a good answer returns. A check of the output fails: the answer is conditioned on other users’ prompts. The two press accounts also cite Unite.AI; per Unite.AI, citing the report, Cloudflare’s pre-launch checks covered HTTP status codes and long-context performance, not the correctness of the model’s output: the first check, not the second.',
  'story.status-200.p3':
    'The words of the response in the view are made up by this page: for each token, the engine prints a word of the request whose page it drew on, to show where it came from. The first word, ⟨0⟩, stands for the token the prefill node computed over its one-token placeholder; every later word comes from a decode step. A real model writes new text, conditioned on those pages: Cloudflare says the {responses} responses contained data from other users’ requests, and does not say what kind.',
  'story.status-200.notes1':
    'The status check passes and the output check fails: that contrast is the point of this slide.',
  'story.status-200.notes2':
    'Do not speculate about what the real responses exposed: Cloudflare has not said.',

  'story.fixes.title': 'The fixes',
  'story.fixes.p0':
    '**The live view switches scenario here.** Until now it replayed the incident as deployed; in this scene it runs the same workload with one change, the fix “Reject at admission” (a row of the table below), so its replay is shorter: the rejected request stops at the door. Choosing a row of the table below switches it again; scene 10 switches back.',
  'story.fixes.slide':
    'Reject at the door with the original error; size each pool at or above the window.',
  'story.fixes.p1':
    'Cloudflare reports two remedies. Configuration: the prefill KV pool raised to about {newPool} million tokens, roughly twice the context window ({ratio}×, derived), the same ratio as in Cloudflare’s own configuration for another model on Workers AI, GLM-5.2. The accounts say so without giving that configuration’s figures; it is not the GLM-5.2 server of the issue in scene 9. Code: SGLang now discards rejected requests with their original error, before any KV transfer. Why about twice the window rather than just the window, the public record does not say. To close the band, a pool at or above the window is enough (SGLang’s limit, scene 3). Our inference, not stated anywhere: the extra room lets a node hold other requests’ KV beside one prompt as long as the window.',
  'story.fixes.p2':
    'Which code change is the fix, the sources do not agree. The press accounts say it is pull request #38704, in SGLang since v0.5.20, and advise upgrading to v0.5.22 or later. The SGLang tracker we could read shows #38704 still open, and two merged pull requests on the same path: #36988 (“Retire aborted prefill” below), which retires a rejected request after the prefill’s forward pass, and #38935 (“Reject at admission”), which retires it on arrival. Each stops it before any KV transfer, as the press accounts describe Cloudflare’s fix. Both sources are shown; the rest of this page refers back here. When #36988 was merged (it was opened on August 29, 2026, during the leak), and which SGLang version Cloudflare’s nodes ran, so which of these changes, the public record does not say.',
  'story.fixes.p3':
    'Each row below runs the same workload with one change, under each of the two routers of scene 2. Since `mini_lb` returns the decode node’s answer and `sgl-router` the first error from either node, the same fix can give a 400 through one and a 500 through the other. Either stops the leak (an error instead of a 200), but only the 400 is the correct answer: the 500 comes from the decode node, whose transfer failed or timed out, and does not carry the original message, so the table marks it ✗. `sgl-router` would retry a 500 on a new pair; the engine makes one attempt. Choose a row to see it in the live view, with the scenario’s router, `sgl-router`.',
  'story.fixes.notes1':
    'Two fixes, two layers: the code stops the flow, the configuration closes the gap.',
  'story.fixes.notes2':
    'Be careful with the pull request numbers: the press and the tracker disagree (second paragraph).',

  'story.check-your-nodes.title': 'Check your own nodes',
  'story.check-your-nodes.slide':
    'Exposed when the prefill node rejects what the decode node accepts.',
  'story.check-your-nodes.p0':
    '**The live view switches scenario here.** Until now it replayed the Workers AI incident; from this scene on it replays the figures of a similar report on SGLang’s tracker, issue #30233 (described below): one tenant and two requests, {issueRequests}, with a prefill pool of {issuePool} tokens instead of {prefillPool}. {issueWarm} is a warm-up of {issueWarmTokens} tokens; {issueLong} is a prompt of {issueLongTokens} tokens, too long for that prefill node and short enough for the decode node. The calculator below shows another deployment: it starts from Workers AI’s figures, and its “Issue #30233” example loads the view’s.',
  'story.check-your-nodes.p1':
    'The leak needs a prompt that the prefill node rejects and the decode node accepts. Enter your own figures: the calculator applies SGLang’s limit to each node and shows the band of exposed prompt lengths, if there is one. Cloudflare’s advice to SGLang users is the same check: on every node, compare the KV pool with the context length. The reverse case, a decode pool smaller than the prefill pool, is not this leak: the engine, run on the incident’s workload with the two pools swapped, answers the long prompt with HTTP 400 and the decode node’s own error, and reads no stale page, under both routers and with or without each fix.',
  'story.check-your-nodes.p2':
    'Issue #30233, reported on {issueDate}, had the same shape with other figures: context {context} tokens, prefill pool {issuePool} tokens, page size 64. The reporter saw decode produce garbage from incomplete KV, and the prefill node report `prompt_tokens = 1`: it had processed only the one-token placeholder. The view replays those figures on a fresh server, where pages never written hold zeros (the server’s history is an assumption). Garbage fits either case: zeros on a fresh server, other requests’ data on a busy one (an inference from SGLang’s code).',
  'story.check-your-nodes.notes1':
    'Invite the audience to try their own numbers after the talk; the calculator works offline.',
  'story.check-your-nodes.notes2':
    'The band is [prefill limit, decode limit): empty when the prefill pool is the larger one or both reach the window.',

  'story.unknowns.title': 'What is not known, and the public record',
  'story.unknowns.p0':
    '**The live view switches back here** to the incident as deployed (scenes 1 to 7), at its last step: the leaking response, in the made-up words of scene 7.',
  'story.unknowns.slide': 'What is not known, the day of the incident, and the record.',
  'story.unknowns.p1': 'Cloudflare’s report, as the press accounts relay it, leaves these open:',
  'story.unknowns.p2':
    'The lesson the accounts draw: splitting prefill and decode onto separate machines makes long contexts affordable, but it moves the security boundary to the integrity of shared GPU memory. When resource tuning and performance tests come before checking the output, one unhandled error state is enough to turn efficiency into a loss of isolation.',
  'story.unknowns.notes1':
    'End on what is not known: do not fill the gaps, and say who claims what.',
  'story.unknowns.notes2':
    'Timeline: reported the day before, incident declared at {t1322} UTC, cause found {causeMinutes} minutes later.',
} as const;
