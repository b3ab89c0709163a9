/** English strings of the explore screen's controls, narration and panels (owner: explore shell). */
export const explore = {
  'explore.tagline': 'Step through a rejected prompt in SGLang’s split prefill/decode serving.',

  // app shell
  'explore.app.name': 'Stale Pages',
  'explore.app.error.title': 'Something went wrong',
  'explore.app.error.body':
    'This part of the page hit an error and stopped. Your link still holds the scenario and step.',
  'explore.app.error.detail': 'Error: {message}',
  'explore.app.error.reload': 'Reload',
  'explore.app.notFound': 'There is no page at “{route}”. Here is the start page instead.',
  'explore.app.nav.home': 'Story',
  'explore.app.nav.explore': 'Explore',
  'explore.app.nav.present': 'Present',
  'explore.app.theme.toDark': 'Dark theme',
  'explore.app.theme.toLight': 'Light theme',
  'explore.app.dismiss': 'Dismiss',

  // status
  'explore.stepOf': 'Step {step} of {total}',
  'explore.tick': 'tick {tick}',

  // playback

  // shortcuts dialog

  // narration and log
  'explore.narration.label': 'What happens now',
  'explore.narration.empty': 'No step yet.',
  'explore.narration.start':
    'New here? Press » “Next key moment” (or Shift+→) to jump through the story; the marks under the timeline show where. Then switch a fix on, or change the router, to see how the same request ends: a 400, a 500, or still the leak.',
  'explore.log.title': 'Event log',
  'explore.log.hint': 'Steps so far; pick one to jump back to it.',
  'explore.log.key': 'key moment',
  'explore.log.hidden':
    '{n} earlier {n|step|steps} not listed; use the timeline to reach {n|it|them}.',
  'explore.log.item': '{step}. {label}',

  // short labels per event kind (log, timeline): the model's own labels, in plain words
  'explore.kind.router.dispatch': '{req}: router dispatches to both nodes',
  'explore.kind.router.response': '{req}: response HTTP {status}',
  'explore.kind.prefill.tokenizer_reject': '{req}: prefill tokenizer rejects (400)',
  'explore.kind.decode.tokenizer_reject': '{req}: decode tokenizer rejects (400)',
  'explore.kind.prefill.reject': '{req}: prefill rejects → placeholder',
  'explore.kind.prefill.bootstrap_add': '{req}: PrefillBootstrapQueue.add',
  'explore.kind.prefill.retire_at_admission': '{req}: prefill retires at admission',
  'explore.kind.prefill.bootstrapped': '{req}: pop_bootstrapped',
  'explore.kind.prefill.honor_abort': '{req}: prefill honours the abort before the handoff',
  'explore.kind.prefill.forward': '{req}: prefill forward pass',
  'explore.kind.prefill.retire_aborted': '{req}: prefill retires the aborted request',
  'explore.kind.prefill.send_kv_chunk': '{req}: send_kv_chunk',
  'explore.kind.prefill.cancelled': '{req}: router drops the prefill request',
  'explore.kind.prefill.bootstrap_timeout': '{req}: prefill bootstrap timeout → HTTP 500',
  'explore.kind.prefill.transfer_success': '{req}: prefill KVPoll.Success',
  'explore.kind.decode.reject': '{req}: decode rejects → placeholder',
  'explore.kind.decode.prealloc_add': '{req}: DecodePreallocQueue.add',
  'explore.kind.decode.handshake': '{req}: decode handshake',
  'explore.kind.decode.retire_at_admission': '{req}: decode retires at admission',
  'explore.kind.decode.honor_abort': '{req}: decode keeps its own 400 before the handoff',
  'explore.kind.decode.prealloc': '{req}: decode reserves the prompt’s pages',
  'explore.kind.decode.prealloc_drop': '{req}: pop_preallocated drops it',
  'explore.kind.decode.transfer_success': '{req}: decode accepts the transfer',
  'explore.kind.decode.transfer_failed': '{req}: decode sees KVPoll.Failed → HTTP {status}',
  'explore.kind.decode.coverage_refused': '{req}: coverage check refuses',
  'explore.kind.decode.cancelled': '{req}: router cancels the decode request',
  'explore.kind.router.client_abort': '{req}: the client goes away → both nodes abort it',
  'explore.kind.decode.timeout': '{req}: decode transfer timeout → HTTP 500',
  'explore.kind.decode.prebuilt': '{req}: PREBUILT batch',
  'explore.kind.decode.step': '{req}: decode step',
  'explore.kind.decode.step.run': '{req}: {n} decode {n|step|steps}',
  'explore.kind.decode.finish': '{req}: decode finishes',
  'explore.kind.decode.retract': '{req}: decode retracts it (pool short)',
  'explore.kind.decode.resume': '{req}: decode resumes it',
  'explore.kind.pool.merge': '{req}: {node} free list merged',
  'explore.kind.prefill.transfer_start': '{req}: the KV write starts (lands later)',
  'explore.kind.prefill.source_released':
    '{req}: prefill frees the source before the write read it',
  'explore.kind.decode.kv_landed': '{req}: the KV write lands',
  'explore.kind.decode.late_write': '{req}: a late write lands on freed pages',
  'explore.kind.decode.hold_released': '{req}: held pages go back to the free list',
  'explore.kind.decode.checksum_mismatch': '{req}: KV checksum mismatch → HTTP 500',

  'explore.node.prefill': 'prefill',
  'explore.node.decode': 'decode',
  'explore.node.router': 'router',
  'explore.list.and': '{a} and {b}',

  // quantities (plural forms chosen with Intl.PluralRules)
  'explore.unit.token': '{n} {n|token|tokens}',
  'explore.unit.page': '{n} {n|page|pages}',

  // narration: one key per event kind (plus variants)
  'explore.narr.modelWording':
    '(Part of this message is the engine’s wording: SGLang’s exact text could not be read.)',
  'explore.narr.router.oneAttempt':
    'sgl-router counts a 500 among its retryable statuses: it would send the request again to a new pair with a new bootstrap_room, and that decode node would reserve the full prompt again. The engine makes one attempt; sgl-router’s default is up to 5 attempts in all.',
  'explore.narr.router.dispatch':
    'The router gives {req} ({tenant}, {tokens}) the bootstrap_room {room} and sends the same full request to the prefill node and the decode node at once; {router} checks no lengths itself.',
  'explore.narr.router.response.mini_lb':
    'mini_lb passes the decode node’s answer for {req} to the client: HTTP {status}. The prefill node’s own answer (HTTP {prefillStatus}) is discarded.',
  'explore.narr.router.response.mini_lb.error':
    'mini_lb passes the decode node’s answer for {req} to the client: HTTP {status}, “{error}”. The prefill node’s own answer (HTTP {prefillStatus}) is discarded.',
  'explore.narr.router.response.sgl':
    'sgl-router passes the decode node’s answer for {req} to the client: HTTP {status}. The prefill node answered HTTP {prefillStatus}, not an error, so the decode node’s answer is the one returned.',
  'explore.narr.router.response.sgl.error':
    'sgl-router passes the decode node’s answer for {req} to the client: HTTP {status}, “{error}”. The prefill node answered HTTP {prefillStatus}, not an error, so the decode node’s answer is the one returned.',
  'explore.narr.router.response.sgl.decodeFirst':
    'The decode node’s error for {req} arrives first, and sgl-router (in its current versions) returns it to the client as it is: HTTP {status}, “{error}”. It drops the paired request on the prefill node.',
  'explore.narr.router.response.relay':
    'The prefill node’s error for {req} arrives first, and sgl-router (in its current versions) relays it to the client at once: HTTP {status}, the prefill node’s JSON error inside its own “{wrapper} …” (the response shows the body whole). It drops the paired request on the decode node.',
  'explore.narr.router.response.stream':
    '{req} asked for a stream: both nodes answered HTTP 200 at once, with any error inside their stream, so {router} passes the decode node’s stream to the client. The client gets HTTP 200, and the decode node’s answer inside it.',
  'explore.narr.router.response.stream.error':
    '{req} asked for a stream: both nodes answered HTTP 200 at once, with any error inside their stream, so {router} passes the decode node’s stream to the client. The client gets HTTP 200, and inside it the decode node’s error ({status}): “{error}”.',
  'explore.narr.router.response.leak':
    'The router ({router}) passes the decode node’s answer for {req} to the client: HTTP 200, although the prefill node rejected the prompt (its own answer was a 200 too, once FINISH_LENGTH(0) ended it; the pending 400 stayed in to_finish, never read). The text was generated from pages last written by {writers}.',
  'explore.narr.tokenizer_reject.context':
    'The {node} node rejects {req} as it arrives, before its scheduler sees it (in SGLang’s code, its TokenizerManager): {tokens} is not below the context length of {context}. The node answers HTTP 400 “{message}”',
  'explore.narr.tokenizer_reject.total':
    'The {node} node rejects {req} as it arrives, before its scheduler sees it (in SGLang’s code, its TokenizerManager): {tokens} plus max_new_tokens = {maxNew} exceeds the context length of {context}. The node answers HTTP 400 “{message}”',
  'explore.narr.prefill.reject':
    'The prefill node rejects {req} ({tokens} ≥ its limit {limit}): set_finish_with_abort swaps the prompt for a one-token placeholder and records a pending 400 in to_finish, but finished_reason stays empty.',
  'explore.narr.prefill.bootstrap_add':
    'PrefillBootstrapQueue.add takes {req} ({tokens}, within max_total_num_tokens) and creates its KV sender: KVPoll.Bootstrapping.',
  'explore.narr.prefill.bootstrap_add.placeholder':
    'PrefillBootstrapQueue.add takes the one-token placeholder of {req}: its length check sees 1 token and passes, and no gate asks whether to_finish holds an error. KVPoll.Bootstrapping.',
  'explore.narr.prefill.retire_at_admission':
    'Reject at admission (PR #38935): the prefill node retires {req} right at PrefillBootstrapQueue.add with its original 400. Nothing is allocated and nothing is sent. The decode node is not told: it waits for a transfer that will not come.',
  'explore.narr.prefill.retire_at_admission.notified':
    'Reject at admission (PR #38935): the prefill node retires {req} right at PrefillBootstrapQueue.add with its original 400. Nothing is allocated and nothing is sent; with notify-on-abort (PR #28651) the decode node learns at once (KVPoll.Failed).',
  'explore.narr.prefill.bootstrapped':
    'pop_bootstrapped: the sender of {req} reaches KVPoll.WaitingForInput; num_pages = ceil({len} / page_size) = {pages}, and the request moves to waiting_queue.',
  'explore.narr.prefill.bootstrapped.placeholder':
    'pop_bootstrapped for the placeholder of {req}: num_pages = ceil(1 / page_size) = 1. The prefill will send one page, not the {full} of the real prompt.',
  'explore.narr.prefill.honor_abort':
    'Honour aborts before the handoff (PR #38704, first half): once bootstrapped, the prefill node retires {req} with its original 400 instead of sending KV, and tells the decode node (KVPoll.Failed).',
  'explore.narr.prefill.honor_abort.bounded':
    'Honour aborts before the handoff (PR #38704): the decode node never published destination pages for {req}, so after a bounded wait the prefill node retires it with its original 400. The PR does not give the bound; the model uses the bootstrap timeout (an assumption).',
  'explore.narr.prefill.cancelled':
    'sgl-router has answered {req} with the decode node’s error and drops the paired prefill request: the prefill node frees {pages}.',
  'explore.narr.prefill.cancelled.none':
    'sgl-router has answered {req} with the decode node’s error and drops the paired prefill request before the prefill node allocated anything.',
  'explore.narr.prefill.bootstrap_timeout':
    'The decode node retired {req} without publishing its pages, so the prefill node’s sender has waited in KVPoll.Bootstrapping for a decode node to pair with, until it gave up (its bootstrap timeout: {seconds} s assumed, as the decode’s waiting timeout; {ticks} ticks in this model): pop_bootstrapped finds it Failed and the prefill node answers HTTP 500 “{message}”',
  'explore.narr.prefill.forward':
    'Forward pass on the prefill node: the KV of {req}, {tokens}, is written into {pages} of its pool.',
  'explore.narr.prefill.forward.placeholder':
    'Forward pass on the prefill node for the placeholder of {req}: one token of KV, written into a single page.',
  'explore.narr.prefill.retire_aborted':
    'Retire aborted prefill (PR #36988): after the forward pass the prefill node retires {req} with its original 400 and sends no KV. The decode node is not told and keeps waiting for the transfer.',
  'explore.narr.prefill.retire_aborted.notified':
    'Retire aborted prefill (PR #36988): after the forward pass the prefill node retires {req} with its original 400 and sends no KV; with notify-on-abort (PR #28651) the decode node learns at once (KVPoll.Failed).',
  'explore.narr.prefill.retire_aborted.peer':
    'pop_bootstrapped finds the sender of {req} Failed: its decode peer failed the transfer. The prefill node answers HTTP 500 “{message}”',
  'explore.narr.prefill.retire_aborted.peer.inflight':
    'The sender of {req} failed while it waited in waiting_queue, which is not polled: the forward pass runs, nothing is sent, and the inflight queue finds it Failed. The prefill node answers HTTP 500 “{message}”',
  'explore.narr.prefill.send_kv_chunk':
    'send_kv_chunk: the prefill node writes the KV of {req} ({pages}) into the pages the decode node reserved; KVPoll.Transferring.',
  'explore.narr.prefill.send_kv_chunk.short':
    'send_kv_chunk: the prefill node writes {sent} of the {reserved} for the prompt that the decode node reserved for {req}, the placeholder’s KV only. Nothing reaches the remaining {rest}; their old contents stay.',
  'explore.narr.prefill.transfer_success':
    'The transfer of {req} reports KVPoll.Success. The prefill node finishes it with FINISH_LENGTH(0) and releases its pages through release_kv_cache: the prefill’s radix cache keeps {cached} (the whole pages) until a later batch evicts them, and the allocator gets {freed} back at once (the partial last page). Nothing is wiped.',
  'explore.narr.prefill.transfer_success.overwrote':
    'The transfer of {req} reports KVPoll.Success: the prefill sent all it chose to send, one page. finished_reason becomes FINISH_LENGTH(0); the pending 400 stays in to_finish, but nothing reads it again: it is ignored, and the prefill node answers 200. release_kv_cache keeps {cached} in the radix cache and frees {freed} at once.',
  'explore.narr.decode.reject':
    'The decode node rejects {req} as well ({tokens} ≥ its limit {limit}): its own one-token placeholder, with a pending 400 in to_finish.',
  'explore.narr.decode.prealloc_add':
    'DecodePreallocQueue.add takes {req} ({tokens}) and creates its KV receiver: KVPoll.Bootstrapping.',
  'explore.narr.decode.prealloc_add.asym':
    'The decode node accepts {req}: {tokens} is below its own limit of {limit} (its pool is larger). DecodePreallocQueue.add creates a receiver for the full prompt; nothing tells it the prefill rejected the request.',
  'explore.narr.decode.prealloc_add.placeholder':
    'DecodePreallocQueue.add takes the one-token placeholder of {req}; its pending 400 waits in to_finish.',
  'explore.narr.decode.prealloc_add.failed':
    'DecodePreallocQueue.add takes {req} ({tokens}), but its prefill peer has already reported an abort: the receiver starts in KVPoll.Failed.',
  'explore.narr.decode.handshake':
    'The decode node’s receiver for {req} completes the handshake: KVPoll.Bootstrapping → WaitingForInput.',
  'explore.narr.decode.retire_at_admission':
    'Reject at admission (PR #38935): the decode node retires {req} at DecodePreallocQueue.add with its original 400, before its KV receiver exists. Without a receiver it cannot tell the prefill (_send_abort_notification needs bootstrap_infos): a prefill that accepted the prompt waits in KVPoll.Bootstrapping until its timeout (an inference from the code).',
  'explore.narr.decode.honor_abort':
    'Honour aborts before the handoff (PR #38704, decode half): the decode node rejected {req} itself, so it keeps its pending admission error, reserves nothing, publishes no metadata and answers its own 400.',
  'explore.narr.decode.prealloc':
    'pop_preallocated reserves {pages} of the decode pool for {req} through _pre_alloc: exactly fill_len = {fillLen} tokens, nothing for the output (the admission budget asks for at least fill_len + num_reserved_decode_tokens = {budget} tokens, more when max_new_tokens is larger, against the free tokens less max(512 × active requests, one running request’s need)). Their indices go to the prefill (send_metadata); output tokens get their pages one decode step at a time (alloc_decode).',
  'explore.narr.decode.prealloc.asym':
    'pop_preallocated reserves {pages} of the decode pool for {req} through _pre_alloc: exactly fill_len = {fillLen} tokens, the full prompt, nothing for the output (the admission budget asks for at least {budget} tokens: fill_len + num_reserved_decode_tokens, more when max_new_tokens is larger). The prefill holds a one-token placeholder and will send {sent}. The indices go to the prefill (send_metadata); output pages come one decode step at a time (alloc_decode).',
  'explore.narr.decode.prealloc.placeholder':
    '_pre_alloc reserves {pages} for the one-token placeholder of {req} (fill_len = 1) and sends the index to the prefill (send_metadata).',
  'explore.narr.decode.prealloc_drop':
    'pop_preallocated drops {req}: its finished_reason is an abort.',
  'explore.narr.decode.transfer_success':
    'pop_transferred: KVPoll.Success and bootstrap_room {room} matches, so {req} joins the decode node’s waiting_queue with KV for all {tokens}. Its first output token, computed by the prefill, arrives with the transfer metadata (_commit_transfer_to_req).',
  'explore.narr.decode.transfer_success.rejected':
    'pop_transferred: KVPoll.Success and bootstrap_room {room} matches, so the decode node accepts {req}. It received KV for {received} of {fillLen} tokens; nothing compares the two, and nothing asks whether the prefill rejected the request. The first output token, computed by the prefill over its placeholder, arrives with the metadata (_commit_transfer_to_req).',
  'explore.narr.decode.transfer_success.placeholder':
    'pop_transferred: KVPoll.Success and bootstrap_room {room} matches, so the one-token placeholder of {req} joins the decode node’s waiting_queue; its pending 400 is still in to_finish.',
  'explore.narr.decode.transfer_failed':
    'pop_transferred sees KVPoll.Failed for {req}: the prefill reported an abort. prepare_abort ends it on the decode node with HTTP {status} “{message}”',
  'explore.narr.decode.transfer_failed.handshake':
    'The handshake for {req} ends in KVPoll.Failed: the prefill reported an abort. _update_handshake_waiters calls prepare_abort, and the decode node answers HTTP {status} “{message}”',
  'explore.narr.decode.transfer_failed.room':
    '_commit_transfer_to_req finds another request’s bootstrap_room in the transfer metadata of {req}: prepare_abort answers HTTP {status} with SGLang’s text “{message}”',
  'explore.narr.decode.transfer_failed.roomMissing':
    '_commit_transfer_to_req finds no bootstrap_room (0) in the transfer metadata of {req}: prepare_abort answers HTTP {status} with SGLang’s text “{message}”',
  'explore.narr.decode.transfer_failed.coverage':
    'pop_transferred refuses the short transfer of {req} (KVPoll.Failed): prepare_abort answers HTTP {status} “{message}”',
  'explore.narr.decode.coverage_refused':
    'Coverage check (PR #38704, second half): the prefill published that it covered {covered} of the {fillLen} tokens the decode node reserved for {req}, so the transfer is refused, although it reported KVPoll.Success.',
  'explore.narr.decode.cancelled':
    'sgl-router has answered {req} with the prefill’s error and cancels the paired decode request: the decode node drops it and frees {pages} without reading them.',
  'explore.narr.decode.cancelled.none':
    'sgl-router has answered {req} with the prefill’s error and cancels the paired decode request before the decode node reserved anything.',
  'explore.narr.router.client_abort':
    'The client of {req} goes away before its answer. Each node runs Scheduler.abort_request (AbortReq) and retires the request with FINISH_ABORT: the decode node frees {decodePages}, the prefill node {prefillPages}. Nobody receives an answer (the 499 recorded is the model’s label).',
  'explore.narr.router.client_abort.none':
    'The client of {req} goes away before its answer, while the request held no pages: each node drops it (Scheduler.abort_request, AbortReq). Nobody receives an answer (the 499 recorded is the model’s label).',
  'explore.narr.decode.timeout':
    'The decode node’s receiver for {req} has waited in KVPoll.WaitingForInput for SGLANG_DISAGGREGATION_WAITING_TIMEOUT ({seconds} s; {ticks} ticks in this model): KVPoll.Failed, and prepare_abort answers HTTP 500 “{message}”',
  'explore.narr.decode.timeout.budget':
    '{req} needs fill_len plus num_reserved_decode_tokens (512), more than the whole decode pool: pop_preallocated can never admit it, and SGLang’s loop would leave it, and every request behind it, waiting with no end the code shows. The model ends it after the waiting timeout ({seconds} s; {ticks} ticks), an inference: HTTP 500 “{message}”',
  'explore.narr.decode.prebuilt':
    'PREBUILT batch, no forward pass: the KV of {req} is complete (fill_len = {fillLen}); with its first token from the prefill, it joins running_batch.',
  'explore.narr.decode.prebuilt.stale':
    'PREBUILT batch, no forward pass: the decode node treats all {tokens} of {req} as computed, but the prefill wrote KV for just {written} of them. {stale} of its pages hold stale KV, {cross} of them left by other tenants. Every decode step from the second token on attends over them.',
  'explore.narr.decode.prebuilt.unwritten':
    'PREBUILT batch, no forward pass: the decode node treats all {tokens} of {req} as computed, but the prefill wrote KV for just {written} of them. {stale} of its pages were never written for it (zeros, or the same tenant’s old KV); the decode steps will attend over them.',
  'explore.narr.decode.prebuilt.firstToken':
    'PREBUILT batch, no forward pass: check_finished sees that the first token of {req}, from the prefill, already reaches max_new_tokens. It finishes here, with no decode step.',
  'explore.narr.decode.prebuilt.firstToken.stale':
    'PREBUILT batch, no forward pass: {stale} of the pages reserved for {req} hold KV never written for it, but check_finished sees that the first token, from the prefill, already reaches max_new_tokens. It finishes here: no decode step reads those pages (the answer is still wrong: a 200 for a rejected prompt).',
  'explore.narr.decode.prebuilt.rejected':
    'PREBUILT batch for the placeholder of {req}: its pending to_finish becomes finished_reason, and the decode node answers with its 400.',
  'explore.narr.decode.step':
    'Decode step in running_batch: {reqs} each generate one token, attending over every page they hold. alloc_decode gives a request a new page when its last one is full; the step writes the new KV before reading it.',
  'explore.narr.decode.step.one':
    'Decode step in running_batch: {reqs} generates one token, attending over every page it holds. alloc_decode gives it a new page when its last one is full; the step writes the new KV before reading it.',
  'explore.narr.decode.step.run':
    '{n} decode steps in running_batch: {reqs} generate one token per step, attending over every page they hold; alloc_decode adds a page whenever the last one fills, written by the step before it is read.',
  'explore.narr.decode.finish':
    '{req} finishes with FINISH_LENGTH({n}) after its last generated token; the decode node frees its pages without wiping them.',
  'explore.narr.decode.finish.first':
    '{req} finishes with FINISH_LENGTH(1): its only output token is the one the prefill computed, and the decode node frees its pages.',
  'explore.narr.decode.finish.scrub':
    '{req} finishes with FINISH_LENGTH({n}) after its last generated token; scrub on free zeroes its pages as the decode node frees them.',
  'explore.narr.decode.retract':
    'The decode pool is short for the next step, so retract_decode takes {req} out of running_batch (it has the fewest output tokens, {n}): it gives back {pages}, without wiping them, and waits in DecodePreallocQueue to resume. Until it does, nothing new is admitted. (SGLang first copies its KV to host memory: our reading.)',
  'explore.narr.decode.resume':
    'resume_retracted_reqs: the budget has room again, so {req} gets {pages} for its {tokens} and its KV back from host memory (load_kv_cache), then rejoins the batch. The model marks those pages as its own; the copy holds whatever its old pages held.',
  'explore.narr.pool.merge':
    'The {node} node’s free list is short for {req} ({wanted} wanted): the staged freed pages are merged back and sorted, {free} free. Freed pages still hold their old KV.',
  'explore.narr.pool.merge.scrub':
    'The {node} node’s free list is short for {req} ({wanted} wanted): the staged freed pages are merged back and sorted, {free} free (scrubbed when freed).',
  'explore.narr.prefill.transfer_start':
    'send_kv_chunk starts writing the KV of {req} into {pages} of the decode node. The write is in flight: it lands at tick {landAt}.',
  'explore.narr.prefill.source_released':
    'The prefill frees the {pages} {req} is still sending from, {ticks} ticks after sending, before the write has read them (an early release, as vLLM’s abort timeout does). Another request may now be given them.',
  'explore.narr.decode.kv_landed': 'The KV write of {req} lands on its own {pages}.',
  'explore.narr.decode.kv_landed.reused':
    'The KV write of {req} lands on its own {pages}, but it copied source pages another request’s prefill had already overwritten: {req} now holds a third party’s KV under a valid handshake.',
  'explore.narr.decode.late_write':
    'The KV write of {req} lands after its request ended, on {pages} that were freed and are nobody’s yet.',
  'explore.narr.decode.late_write.victims':
    'The KV write of {req} lands after its request ended, on {pages} the allocator has since given to {victims}: {victimPages} of their KV are now {req}’s. Nothing raises an error.',
  'explore.narr.decode.late_write.held':
    'The KV write of {req} lands after its request ended, on {pages} a defence still holds: nobody else reads them.',
  'explore.narr.decode.hold_released.drained':
    'The write of {req} has drained: its {pages}, held since the abort, go back to the free list.',
  'explore.narr.decode.hold_released.ack':
    'The prefill acknowledges that the write of {req} has drained: the deferred release frees its {pages}.',
  'explore.narr.decode.hold_released.timeout':
    'No drain ack for {req} by the deadline: the deferred release frees its {pages} anyway (“releasing anyway”), although the write is still in flight.',
  'explore.narr.decode.hold_released.timeoutDone':
    'No drain ack for {req} by the deadline: the deferred release frees its {pages} anyway (“releasing anyway”); the write had already landed.',
  'explore.narr.decode.checksum_mismatch':
    'The opt-in KV checksum (PR #{form}) finds that what the decode node holds for {req} is not what the prefill digested: prepare_abort answers HTTP 500 “{message}”.',

  // scenario picker and file loader

  // fix switchboard

  // router choice

  // pool sizes

  // URL notices
  'explore.url.unknownScenario':
    'The link names an unknown scenario “{name}”; showing “{fallback}”.',
  'explore.url.fileScenario':
    'The link pointed to a scenario loaded from a file, which links cannot hold; showing “{fallback}”.',
  'explore.url.badStep': 'The link’s step “{value}” does not exist here; showing step {step}.',
  'explore.url.badSelection': 'The link selects an unknown request “{value}”; showing {req}.',
  'explore.url.badFix': 'The link names unknown fixes ({names}); they were ignored.',
  'explore.url.badRouter':
    'The link’s router “{value}” is not one of mini_lb, sgl-router; the scenario’s own is used.',
  'explore.url.badPool': 'The link’s pool sizes were not applied: {message}',
  'explore.url.badParam': 'The link has parameters this page does not know ({names}); ignored.',
  'explore.url.badPp':
    'The link’s prefill pool size “pp={value}” is not a whole number; the scenario’s own is used.',
  'explore.url.badDp':
    'The link’s decode pool size “dp={value}” is not a whole number; the scenario’s own is used.',
  'explore.url.badPs':
    'The link’s page size “ps={value}” is not a whole number; the scenario’s own is used.',
  'explore.url.badLang':
    'The link’s language “{value}” is not available (English, French, Dutch); it was ignored.',
  'explore.run.cancelled': 'Run cancelled: the scenario shown before is still here.',
  'explore.run.error': 'The engine could not run this scenario: {message}',
} as const;
