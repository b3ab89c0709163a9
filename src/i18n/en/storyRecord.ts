/** English strings of the fixes table, the unknowns, the timeline and the record (owner: story). */
export const storyRecord = {
  'story.fix.head.change': 'Change',
  'story.fix.head.source': 'Source',
  'story.fix.head.status': 'HTTP status',
  'story.fix.head.stale': 'Other tenants’ pages read',
  'story.fix.head.output': 'Correct answer',
  'story.fix.head.effect': 'What it would and would not have prevented',
  'story.fix.pages': '{n} {n|page|pages}',
  'story.fix.pass': 'yes',
  'story.fix.fail': 'no',
  'story.fix.show': 'Show',
  'story.fix.showing': 'Showing',
  'story.fix.caption': 'Outcome of “{fix}” under each router',

  'story.fix.none.label': 'As deployed',
  'story.fix.none.source': 'vulnerable versions',
  'story.fix.none.effect':
    'The leak: HTTP 200 under both routers, built on pages that still held other requests’ KV.',
  'story.fix.rejectAtAdmission.label': 'Reject at admission',
  'story.fix.rejectAtAdmission.source': '#38935, merged (tracker)',
  'story.fix.rejectAtAdmission.effect':
    'Each node retires at admission, with its original 400, a request that it has itself rejected; on that node nothing is allocated or sent. What it changes here: the prefill node, which rejects the prompt, retires it at the door, before any forward pass, so it never reports `Success`, never answers 200 and sends no KV: no stale page is read. The decode node, with its larger pool, accepts the prompt; the prefill node does not tell it of the rejection. What ends the decode request depends on the router. `sgl-router` relays the prefill’s 400 at once (the correct answer) and drops its own request to the decode node (PR #29017, “cancel paired decode when prefill fails”); in the engine, that comes before the decode node has taken the request in, so it reserves nothing. `mini_lb` waits for the decode node, which reserves its pages, gets no KV and answers 500 after its transfer timeout ({timeout} s). The client gets the same as with “Retire aborted prefill” below; the difference is where the prefill stops: at the door rather than after its forward pass. In the reverse case (the decode node rejects, the prefill accepts), the decode node retires the request before it can talk to the prefill, which waits to be paired until it gives up (after {timeout} s; inferred from the code).',
  'story.fix.retireAbortedPrefill.label': 'Retire aborted prefill',
  'story.fix.retireAbortedPrefill.source': '#36988, merged (tracker)',
  'story.fix.retireAbortedPrefill.effect':
    'Stops the stale read: the prefill node retires the request after its forward pass and sends no KV. What the client gets depends on the router: `sgl-router` relays the 400 (#38935’s description: “so the client does get its 400”); `mini_lb` returns the decode node’s 500 after its transfer timeout ({timeout} s).',
  'story.fix.honorAbortBeforeHandoff.label': 'Honour aborts before the handoff',
  'story.fix.honorAbortBeforeHandoff.source': '#38704, first half; open (tracker)',
  'story.fix.honorAbortBeforeHandoff.effect':
    'The rejected request never reaches the handoff: the prefill node retires it with its original 400 and tells the decode node, whose transfer then fails. `sgl-router` relays the 400; `mini_lb` returns the decode node’s 500, at once rather than after a timeout. A decode node that rejected the prompt itself keeps its own 400 and reserves nothing, so with equal pools both routers return a 400.',
  'story.fix.coverageCheck.label': 'Coverage check',
  'story.fix.coverageCheck.source': '#38704, second half; open (tracker); the fix, per the press',
  'story.fix.coverageCheck.effect':
    'On its own: the prefill still reports `Success`, but the decode node refuses a transfer that covers less than it reserved (`KVPoll.Failed`). No stale read, and a 500 under both routers, since the prefill’s own answer is a 200. The refusal’s text is the engine’s wording: SGLang’s exact text could not be read. With the first half on as well, `sgl-router` gives the 400.',
  'story.fix.notifyDecodeOnAbort.label': 'Notify decode on abort',
  'story.fix.notifyDecodeOnAbort.source': 'PR #28651, closed without merging (tracker)',
  'story.fix.notifyDecodeOnAbort.effect':
    'In the replay, alone it changes nothing: the prefill never aborts, because after `Success` its pending error is never read. Together with #36988 it spares `mini_lb` the timeout: the decode node fails at once, still with a 500; `sgl-router` gives the 400 with or without it.',
  'story.fix.scrubOnFree.label': 'Scrub on free',
  'story.fix.scrubOnFree.source': 'not in SGLang; a design option',
  'story.fix.scrubOnFree.effect':
    'No other tenant’s data is read, but under both routers the answer is still a 200 built on zeros: wrong, without the leak. It costs memory bandwidth on every free. The table at the end of the page (“Not a one-off”) lists “Scrub on allocation”: the same defence, zeroing pages, done when a page is handed out instead of when it is freed; for this incident the result is the same.',
  'story.fix.head.router': 'Router',
  'story.fix.head.exposed': 'Prompt lengths that leak',
  'story.fix.group.baseline': 'The starting point',
  'story.fix.group.baseline.rule':
    'The workload of scenes 1 to 7, unchanged. Each row below changes one thing, runs the same workload again through the engine under each router, and is grouped by what that change does alone. “Prompt lengths that leak” (derived): the band of scene 3, as the change leaves it, if a prompt in it still reads another tenant’s pages; 0 if it does not, even where the answer is still wrong.',
  'story.fix.group.stops': 'Stops the leak of other tenants’ data',
  'story.fix.group.stops.rule':
    'Under both routers, no prompt length reads another tenant’s pages. Not every row here gives a correct answer. The column “Correct answer” says whether the client gets what a correct server owes it: the original 400, with SGLang’s own message, when a node’s limit refuses the prompt; otherwise a 200 built only on its own prompt.',
  'story.fix.group.narrows': 'Narrows it',
  'story.fix.group.narrows.rule':
    'Still leaks, but for fewer prompt lengths, fewer pages, or under one router only.',
  'story.fix.group.nothing': 'Changes nothing alone',
  'story.fix.group.nothing.rule':
    'The same status, pages, verdict and exposed lengths as deployed, under both routers.',
  'story.fix.poolBelowWindow.label': 'Prefill pool raised to {pool} tokens, still below the window',
  'story.fix.poolBelowWindow.source': 'a what-if of the replay, not a reported configuration',
  'story.fix.poolBelowWindow.effect':
    'The band starts higher, so fewer prompt lengths are exposed, but this {storyPrompt}-token prompt is still rejected by the prefill node and accepted by the decode node: the same 200 built on other tenants’ pages, under both routers. Only a pool at or above the window closes the band.',
  'story.fix.pool2x.label': 'Prefill pool at about 2× the window',
  'story.fix.pool2x.source': 'Cloudflare’s configuration remedy',
  'story.fix.pool2x.effect':
    'The prompt fits on both nodes and is served correctly. It closes the band for this deployment, not the bug: any node whose pool is smaller than the window opens it again.',
  'story.fix.equalPools.label': 'Decode pool as small as the prefill pool',
  'story.fix.equalPools.source': 'for comparison',
  'story.fix.equalPools.effect':
    'Both nodes reject, and the client gets a 400 under both routers (an inference from SGLang’s code): the leak needs a decode node that accepts what the prefill node refuses.',
} as const;
