/** The stage: the presenter's clicker builds, closing slide, speaker view timer and previews. */
export const stage = {
  'stage.beat.what-happened.1': 'The decode node writes the answer',
  'stage.beat.what-happened.2': 'HTTP 200, and both verdicts',
  'stage.beat.config-gap.1': 'Two pools, two limits',
  'stage.beat.config-gap.2': 'Earlier prompts leave their pages behind',
  'stage.beat.config-gap.3': 'A prompt of 800,000 tokens arrives',
  'stage.beat.rejection.1': 'At the router: 800,000 tokens',
  'stage.beat.rejection.3': 'Rejected with a one-token placeholder, queued anyway',
  'stage.beat.rejection.4': 'The decode node reserves its pages',
  'stage.beat.status-200.1': 'The decode node reserves 12,500 pages',
  'stage.beat.status-200.3': 'One page written; PREBUILT: ready to decode',
  'stage.beat.status-200.4': 'The answer: other tenants’ words',
  'stage.beat.of': 'Beat {n} of {total}',
  'stage.beat.none': 'No builds on this slide',
  'stage.closing.title': 'What to take home',
  'stage.closing.progress': 'End',
  'stage.closing.lesson':
    'Splitting prefill and decode moves the security boundary to shared GPU memory: one unhandled error state was enough to answer HTTP 200 with other users’ data. Check the output, not only the status.',
  'stage.closing.fixesTitle': 'Fixed versions, with their sources',
  'stage.closing.fixPress':
    'The press accounts of Cloudflare’s report: the fix is pull request #38704, in SGLang since v0.5.20; upgrade to v0.5.22 or later.',
  'stage.closing.fixTracker':
    'The SGLang tracker we could read: #38704 still open; #36988 and #38935 merged on the same path. The two sources do not agree.',
  'stage.closing.fixConfig':
    'Cloudflare: prefill KV pool raised to about 2.04 million tokens, about twice the context window. On every node, compare the KV pool with the context length.',
  'stage.closing.readTitle': 'Read more',
  'stage.closing.readApp': 'This app: the explainer (#/), Explore (#/explore) and the lab (#/lab)',
  'stage.closing.readReport': 'Cloudflare’s incident report, published 2026-10-26',
  'stage.closing.readIssue':
    'SGLang issue #30233 (2026-07-06), the similar problem reported earlier',
  'stage.closing.notes1':
    'The lesson as the accounts draw it; the versions as each source has them: do not pick one.',
  'stage.closing.notes2': 'Questions. Forward keys stay here; Home goes back to the first slide.',
  'stage.present.chromeHint': 'Press ? or move the pointer for the controls',
  'stage.present.print': 'Print / PDF',
  'stage.speaker.previewNow': 'The audience sees',
  'stage.speaker.previewNext': 'Next',
  'stage.small.title': 'Made for a laptop and a projector',
  'stage.small.body':
    'The presenter and its speaker view need a wide screen: on a phone the slides are cut and cannot be changed. To read the story here, open the explainer.',
  'stage.small.explainer': 'Read the explainer at this scene →',
  'stage.small.anyway': 'Show the slides anyway',
  'stage.speaker.talkLength': 'Talk length (minutes)',
  'stage.speaker.remaining': 'Remaining',
  'stage.speaker.over': 'Over by',
  'stage.speaker.clock': 'Clock',
  'stage.speaker.pause': 'Pause',
  'stage.speaker.resume': 'Resume',
  'stage.speaker.reset': 'Reset',
  'stage.speaker.paused': 'paused',
  'stage.speaker.view': 'Figure or live view (V)',
  'stage.speaker.fullscreen': 'Full screen on the deck (F)',
  'stage.speaker.fullscreen.on': 'The deck is full screen.',
  'stage.speaker.fullscreen.off': 'The deck has left full screen.',
  'stage.speaker.fullscreen.refused':
    'The browser refused full screen for the deck: press F in the deck’s window.',
  'stage.speaker.fullscreen.no-deck':
    'This speaker view cannot reach the deck’s window (open it with S from the deck, not from a local file): press F in the deck’s window.',
  'stage.speaker.keys':
    'Keys here act on the deck: → ← PageDown PageUp · V figure/live · L live deployment · F full screen · B blank',
  'stage.print.notes': 'Speaker notes',
  'stage.print.withNotes': 'Print with speaker notes',
  'stage.live.title': 'The running deployment',
  'stage.live.connecting': 'Connecting to the deployment',
  'stage.live.live':
    'Live: the deployment served by npm run live · {n} {n|request|requests} so far',
  'stage.live.replay':
    'Replay: the built-in incident scenario (no live server here), not a running deployment · the slide follows npm run live by itself once it answers',
  'stage.live.down':
    'Server not answering since {time}: showing what it sent last ({n} {n|request|requests}) · reconnecting by itself',
  'stage.live.newest.arrived':
    'Newest request, {pos} of {pos}: {id} from {tenant} · just taken in by the router',
  'stage.live.newest.running':
    'Newest request, {pos} of {pos}: {id} from {tenant} · in flight, no answer yet',
  'stage.live.newest.answered':
    'Newest request, {pos} of {pos}: {id} from {tenant} · answered HTTP {status}',
  'stage.live.newest.prefill':
    'Newest request, {pos} of {pos}: {id} from {tenant} · in flight: in the prefill node',
  'stage.live.newest.generating':
    'Newest request, {pos} of {pos}: {id} from {tenant} · in flight: generating, {n} of {total} {total|token|tokens} so far',
  'stage.live.shown': 'below: the response to {id}, the newest answered',
  'stage.live.noneYet': 'No request has reached the nodes yet',
  'stage.live.toggle': 'Live deployment (L)',
  'stage.title.slide': 'Title slide',
  'stage.title.notes':
    'Say who you are and what the room will see: one request that was refused, and answered anyway with other users’ data.',
  'stage.closing.thanks': 'Thank you · {name}',
  'stage.closing.links': 'Links',
  'stage.speaker.notesKeys': 'Shift+↓ Shift+↑ (or J K) scroll the notes · O all slides',
  'stage.overview.open': 'All slides (O)',
  'stage.overview.title': 'All {n} slides',
  'stage.overview.keys': 'Arrows move · Enter shows the slide in the deck · Esc closes',
  'stage.talk.summary': 'Talk file: built-in deck',
  'stage.talk.summaryFile': 'Talk file: {file}',
  'stage.talk.load': 'Load a talk file',
  'stage.talk.builtIn': 'The built-in deck: every scene, then the closing slide.',
  'stage.talk.current': '{file}: {n} {n|slide|slides}, in every window of the talk.',
  'stage.talk.loaded': 'Loaded {file}: {n} {n|slide|slides}. The deck kept its place.',
  'stage.talk.bad': '{file} is not a talk file this deck can use; nothing changed:',
  'stage.talk.storedBad':
    'The talk file kept from last time no longer checks out; showing the built-in deck:',
  'stage.talk.tooLarge': '{file} is too large to be a talk file (at most 256 KB); nothing changed.',
  'stage.talk.unreadable': '{file} could not be read; nothing changed.',
  'stage.talk.clear': 'Back to the built-in deck',
  'stage.talk.ownNotes': 'your notes',
  'stage.talk.urlNotLoaded': 'The talk file {file} named in the address was not loaded.',
  'stage.talk.urlBadPath':
    'Name a .json file served with the deck, by a relative path without "..".',
  'stage.talk.urlOffline':
    'A page opened from a file cannot fetch another: load it with the footer’s “Load a talk file” (press ?).',
  'stage.talk.urlFailed': 'It could not be fetched ({why}).',
  'stage.talk.dismiss': 'Dismiss',
  'stage.notes.reservation':
    'The message sequence and the fields, either side of the transfer’s “Success”, are the figure: press V to show it, or leave them to the explainer’s scene 5.',
  'stage.family.title': 'Not a one-off',
  'stage.family.lead':
    'Three more ways a page goes to a new request while the old one still writes or reads it.',
  'stage.family.build1': 'The incident, as the scenes told it',
  'stage.family.build2': 'The late writer (SGLang)',
  'stage.family.build3': 'The lost drain ack (SGLang)',
  'stage.family.build4': 'The reused source page (Dynamo, vLLM)',
  'stage.family.A4.line':
    'A prompt over the limit is cut to a one-token stand-in and still sent; the decode reads the rest of its pages from earlier requests.',
  'stage.family.A4.outcome': 'HTTP 200 with other tenants’ data, not the client’s 400',
  'stage.family.A4.known':
    'prefill.py before the fix — code; the same class in SGLang #34208, #35421 — authors’ claims.',
  'stage.family.A1.line':
    'A is aborted while the prefill still writes A’s pages; the decode frees them at once, B is given them, and A’s write lands on B’s KV.',
  'stage.family.A1.known':
    'SGLang #24527 — author’s claim; the logged reproduction, PR #35049 — maintainer.',
  'stage.family.A2.line':
    'Deferred release waits for a drain ack. The ack is lost: at its deadline the decode logs “releasing anyway” and frees the pages under the write.',
  'stage.family.A2.known':
    'The release at the deadline (decode.py) — code; how the ack is lost, PR #38961 — author’s claim.',
  'stage.family.A3.line':
    'On the prefill: A’s source pages are released before the transfer reads them, C’s prefill writes there, and A’s decode receives C’s KV.',
  'stage.family.A3.known': 'Dynamo #826, vLLM #21570 and #52234 — authors’ claims.',
  'stage.family.tags':
    'How it is known — code: read in the source · maintainer: said by one of the project’s · author’s claim: only the issue’s author says so. Shaded: the transfer in flight. Ticks and pages are the model’s.',
  'stage.family.notes1':
    'A family the public record documents in SGLang, vLLM and Dynamo: a KV page given to a new request while the old one still writes or reads it. The incident’s own class is reported again in #34208 and #35421 (authors’ claims).',
  'stage.family.notes2':
    'Late writer (#24527, author’s claim): HTTP 200, “no error raised anywhere”. Pages from PR #35049’s logged reproduction (merged, maintainer): A 14–44, B 1–32, overlap 14–32.',
  'stage.family.notes3':
    'Deferred release is opt-in, off by default: the decode holds an aborted request’s pages until the drain ack or a deadline, then logs “releasing anyway” (resolve_deferred_releases — code). PR #38961 (open, author’s claim): the ack is lost as the prefill clears its target mid-write.',
  'stage.family.notes4':
    'The mirror image: the decode receives a third party’s KV under a valid handshake. Dynamo #826’s author never ran into it; a vLLM maintainer acknowledged #21570; #52234 answered 200 with the previous prompt’s answer (authors’ claims).',
  'stage.defences.title': 'Which defence stops which',
  'stage.defences.lead':
    'One defence on alone per row. Sign: the public record’s reading (✔ stops, ◐ partly, ✘ not, — not in its table); words: what the model computes.',
  'stage.defences.build1': 'What stops the incident',
  'stage.defences.build2': 'The same defences against its siblings',
  'stage.defences.build3': 'The KV checksums: a 500, taken once',
  'stage.defences.build4': 'Holding the pages until the write is over',
  'stage.defences.notes1':
    'For the incident the record reads: rejecting before the handoff stops it; a pool as large as the context stops it for the length trigger only.',
  'stage.defences.notes2':
    'The incident’s fixes are ✘ for all three siblings; refcount pinning and deferred release, made for the siblings, are ✘ for the incident.',
  'stage.defences.notes3':
    'The KV checksums (#39229 closed, #39500 merged; added after the incident, opt-in on both sides): for the incident a 500 “checksum mismatch”, never the client’s 400 — code. That #39229 catches it by where its digested rows sit is an inference from its code and test. Each digest is taken once: a later write is missed, hence ◐ for the late writer.',
  'stage.defences.notes4':
    'Refcount pinning (#24519, author’s claim) stops the late writer if pages are freed only after a real drain, and the reused source page if applied to source pages. Deferred release: ◐ for the late writer (freed at its deadline), ✘ for the lost drain ack — its failure.',
} as const;
