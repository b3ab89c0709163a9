/**
 * English strings no first screen of the explainer draws: the explore screen's controls, its
 * queues view and the live view's switches. They load with the first module that uses them
 * (../onDemand.ts); French and Dutch hold them in their own dictionaries.
 */
export const screens = {
  'explore.title': 'Explore the mechanism',
  'explore.skip': 'Skip to the controls',
  'explore.nav.lab': 'Training lab',
  'explore.computing': 'Computing the trace…',
  'explore.loading': 'Loading the scenario…',
  'explore.playback.label': 'Playback',
  'explore.playback.play': 'Play',
  'explore.playback.pause': 'Pause',
  'explore.playback.prevStep': 'Previous step',
  'explore.playback.nextStep': 'Next step',
  'explore.playback.prevKey': 'Previous key moment',
  'explore.playback.nextKey': 'Next key moment',
  'explore.playback.timeline': 'Timeline',
  'explore.playback.timelineValue': 'Step {step} of {total}: {label}',
  'explore.playback.speed': 'Speed',
  'explore.playback.speedValue': '{n} {n|step|steps}/s',
  'explore.playback.keyMoments': 'Key moments are marked on the timeline.',
  'explore.playback.shortcuts': 'Keyboard shortcuts',
  'explore.shortcuts.title': 'Keyboard shortcuts',
  'explore.shortcuts.close': 'Close',
  'explore.shortcuts.space': 'Play or pause',
  'explore.shortcuts.arrows': 'Previous or next step',
  'explore.shortcuts.shiftArrows': 'Previous or next key moment',
  'explore.shortcuts.homeEnd': 'First or last step',
  'explore.shortcuts.help': 'Show this list',
  'explore.shortcuts.esc': 'Close this list',
  'explore.shortcuts.note':
    'Shortcuts work anywhere on the screen except while a text box or list has focus.',
  'explore.shortcuts.key.space': 'Space',
  'explore.shortcuts.key.arrows': '← / →',
  'explore.shortcuts.key.shiftArrows': 'Shift + ← / →',
  'explore.shortcuts.key.homeEnd': 'Home / End',
  'explore.shortcuts.key.help': '?',
  'explore.shortcuts.key.esc': 'Esc',
  'explore.scenario.label': 'Scenario',
  'explore.scenario.file': 'From file: {name}',
  'explore.scenario.description': 'About this scenario',
  'explore.file.label': 'Load a scenario file',
  'explore.file.hint':
    'JSON, same format as the built-ins; or drop a file anywhere on this screen.',
  'explore.file.drop': 'Drop a scenario file to load it',
  'explore.file.errors':
    'The file “{file}” was not loaded ({n} {n|problem|problems}). The previous scenario stays.',
  'explore.file.error.read': 'the file could not be read',
  'explore.file.question':
    'this is the starting scenario of the lab’s question “{title}”, which you have not answered yet: playing it would show the answer. Explore opens it once you have answered it in the lab.',
  'explore.file.error.tooLarge':
    'the file has {size} bytes, more than the {limit} bytes (5 MB) a scenario file may have',
  'explore.file.error.utf16': 'the file is {encoding}; save it as UTF-8',
  'explore.file.error.nul': 'a NUL byte at byte offset {offset}: this is not a text file',
  'explore.file.error.invalidUtf8': 'not valid UTF-8: byte {byte} at byte offset {offset}',
  'explore.file.loaded': 'Loaded “{name}” from a file.',
  'explore.file.noUrl':
    'A scenario loaded from a file cannot be stored in the link: sharing or reloading this page shows the built-in scenario instead.',
  'explore.fixes.title': 'Fix switchboard',
  'explore.fixes.hint': 'Switch fixes on or off; the scenario re-runs at once and keeps the step.',
  'explore.fixes.outcome': 'This switch alone, for {req}:',
  'explore.fixes.outcome.correct': 'correct',
  'explore.fixes.outcome.leak': 'other tenants’ data',
  'explore.fixes.outcome.wrong': 'not correct',
  'explore.fixes.rejectAtAdmission': 'Reject at admission',
  'explore.fixes.rejectAtAdmission.hint':
    'A node that rejects a request retires it at its admission queue with the original 400; nothing is allocated. The other node is not told.',
  'explore.fixes.rejectAtAdmission.pr': 'merged PR #38935',
  'explore.fixes.retireAbortedPrefill': 'Retire aborted prefill',
  'explore.fixes.retireAbortedPrefill.hint':
    'Prefill retires the aborted request after its forward pass and sends no KV; decode is not told.',
  'explore.fixes.retireAbortedPrefill.pr': 'merged PR #36988',
  'explore.fixes.honorAbortBeforeHandoff': 'Honour aborts before the handoff',
  'explore.fixes.honorAbortBeforeHandoff.hint':
    'An aborted request never reaches the handoff: prefill retires it with its original 400 and tells its decode peer.',
  'explore.fixes.honorAbortBeforeHandoff.pr': 'open PR #38704, first half',
  'explore.fixes.coverageCheck': 'Coverage check',
  'explore.fixes.coverageCheck.hint':
    'Prefill publishes how much KV it covered; decode refuses a transfer shorter than it reserved (500).',
  'explore.fixes.coverageCheck.pr': 'open PR #38704, second half',
  'explore.fixes.notifyDecodeOnAbort': 'Notify decode on abort',
  'explore.fixes.notifyDecodeOnAbort.hint':
    'Prefill tells its decode peer when it aborts, instead of letting it time out.',
  'explore.fixes.notifyDecodeOnAbort.pr': 'PR #28651',
  'explore.defences.title': 'Defences against the page-lifetime family',
  'explore.defences.hint':
    'In this scenario a KV write takes time. Each defence below is one the record discusses; see which one stops this leak.',
  'explore.defences.hintUntimed':
    'In this scenario every KV write lands at once: the holding defences change nothing here (open the late writer, the lost drain ack or the reused source page to see them act). The checksum and the scrub act on every scenario.',
  'explore.defences.refcountPin': 'Refcount pinning',
  'explore.defences.refcountPin.hint':
    'Pages return to the free list only once the write on them has landed, on both nodes (PR #24519, closed, not merged).',
  'explore.defences.deferredRelease': 'Deferred release',
  'explore.defences.deferredRelease.hint':
    'The decode holds an aborted request’s pages until the prefill acknowledges the write has drained, or until a deadline, then releases anyway (in SGLang, off by default).',
  'explore.defences.drainBarrier': 'Drain barrier',
  'explore.defences.drainBarrier.hint':
    'As deferred release, with no deadline and a drain signal that cannot be lost (a design option, in no codebase).',
  'explore.defences.scrubOnAlloc': 'Scrub on allocation',
  'explore.defences.scrubOnAlloc.hint':
    'Pages are zeroed when given out: foreign KV becomes zeros, still HTTP 200 (in no codebase found).',
  'explore.defences.kvChecksum': 'KV checksum',
  'explore.defences.kvChecksum.hint':
    'Opt-in: the decode compares a digest of what it holds with the prefill’s; a mismatch answers HTTP 500. Point-in-time: a write that lands after the digest is missed.',
  'explore.defences.kvChecksum.off': 'off',
  'explore.defences.kvChecksum.39229': 'PR #39229 (closed): the last rows',
  'explore.defences.kvChecksum.39500': 'PR #39500 (merged): the whole prompt',
  'explore.fixes.scrubOnFree': 'Scrub on free',
  'explore.fixes.scrubOnFree.hint':
    'Zero pages when they are freed (defence in depth, costs bandwidth).',
  'explore.fixes.scrubOnFree.pr': 'not in SGLang; a design option',
  'explore.router.title': 'Router',
  'explore.router.hint':
    'Which router answers the client. The scenario re-runs at once; outcomes per router differ for the fixes.',
  'explore.router.mini_lb':
    'SGLang’s Python load balancer: the client gets the decode node’s status and body.',
  'explore.router.sgl-router':
    'The Rust router: a node’s error (non-2xx) reaches the client; which one when both fail, and when, depends on its build (below).',
  'explore.router.default': 'this scenario’s own',
  'explore.router.build':
    'Build (the scenario’s routerBuild; default {default}, the newest code, what sglang-router installs today, since which build the incident’s deployment ran is not public): {build}. {what}',
  'explore.router.build.dispatch-03744dbe':
    'The newest gateway code (dispatch.rs): the first error from either node wins and the other request is dropped.',
  'explore.router.build.select-29017':
    'PR #29017’s select loop: a prefill error wins at once; a decode error waits for the prefill’s answer, whose error wins.',
  'explore.router.build.join-004dcda2':
    'pd_router.rs with tokio::join!: waits for both nodes, then the decode’s error, then the prefill’s.',
  'explore.router.build.drain-0105f2a3':
    'The older sgl-router: the prefill is drained in the background; the client gets the decode node’s answer.',
  'explore.pools.title': 'Pool sizes',
  'explore.pools.hint': 'Press Enter or leave the field to apply.',
  'explore.pools.prefill': 'Prefill pool (tokens)',
  'explore.pools.decode': 'Decode pool (tokens)',
  'explore.pools.pageSize': 'Page size (tokens)',
  'explore.pools.reset': 'Reset to the scenario’s sizes',
  'explore.pools.invalid': 'Not applied: {message}',
  'explore.pools.notNumber': 'enter a whole number',
  'explore.pools.limits': 'Limits: prefill rejects from {prefill} tokens, decode from {decode}.',
  'explore.computing.progress': '{done} of {total} {total|request|requests} answered',
  'explore.computing.cancel': 'Cancel',
  'views.queues.prefill': 'Prefill node queues',
  'views.queues.decode': 'Decode node queues',
  'views.queues.done': 'done',
  'views.queues.empty': 'empty',
  'views.queues.earlier': '+{n} earlier',
  'views.queues.inputLen': 'len(origin_input_ids) = {n}',
  'views.queues.placeholder': 'placeholder for {n} {n|token|tokens}',
  'views.queues.kvPoll': 'KVPoll',
  'views.queues.toFinish': 'to_finish',
  'views.queues.finishedReason': 'finished_reason',
  'views.queues.none': 'None',
  'views.queues.desc.PrefillBootstrapQueue': 'handshake with the decode peer',
  'views.queues.desc.waiting_queue': 'waiting for a batch',
  'views.queues.desc.disagg_prefill_inflight_queue': 'KV being sent',
  'views.queues.desc.DecodePreallocQueue': 'handshake, then reserve pages',
  'views.queues.desc.DecodeTransferQueue': 'waiting for the KV',
  'views.queues.desc.running_batch': 'generating tokens',
  'views.queues.desc.done': 'finished',
  'views.check.decodeTitle': '`pop_transferred` accepts {id}',
  'views.check.refusedTitle': '`pop_transferred` refuses {id}',
  'views.check.prefillTitle': '`KVPoll.Success` on the prefill node for {id}',
  'views.check.success': 'transfer `KVPoll.Success`?',
  'views.check.room': '`bootstrap_room` matches?',
  'views.check.rejected': 'was the request rejected?',
  'views.check.neverAsked': 'never asked',
  'views.check.yes': 'yes',
  'views.check.overwritten': 'ignored',
  'views.check.finishLength': '`finished_reason` set to `FINISH_LENGTH(0)`',
  'views.check.overwrote': 'pending 400 in `to_finish` honoured?',
  'views.check.coverage': 'covered {covered} of {fill} reserved tokens?',
  'views.check.refused': 'refused',
} as const;
