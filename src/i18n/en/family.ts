/** The explainer's closing chapter, "Not a one-off" (loads with it: ../family.ts). */
export const family = {
  'family.kicker': 'Closing chapter',
  'family.title': 'Not a one-off',
  'family.intro':
    'The incident is one member of a family. In split serving, the prefill node copies a prompt’s KV cache into pages of the decode node’s pool, and the decode node writes the answer; when a request ends, its pages go back to a free list and a later request is given them. Every member ends the same way: a request reads, as its own KV, pages that hold another request’s data. In the incident, the pages were never written for the request that reads them; in the late writer and the lost drain ack (a drain ack is the prefill’s message that its write is over), a page is handed on while its first owner still writes to it; in the reused source page, while the transfer still has to read it. None of them raises an error: the client gets HTTP 200 (success) with another tenant’s data.',
  'family.tags':
    'How each claim is known, as the public record shows it: “code” — read in the source, file and function named; “maintainer” — said by a maintainer of the project; “author’s claim” — only the person who opened the issue or pull request says so. A number after “#” is an item on that project’s public tracker: an issue (a report) or a pull request (PR, a proposed code change). The figures count time in ticks, rounds of the engine’s clock, not seconds; their ticks, durations and tenants are the engine’s.',
  'family.tag.code': 'code',
  'family.tag.maint': 'maintainer',
  'family.tag.desc': 'author’s claim',
  'family.known': 'How it is known:',
  'family.incident.title': 'The incident',
  'family.incident.body':
    'The chapters above: a prompt longer than the server accepts is cut to a one-token stand-in, still sent, and the decode reads the rest of its pages from what earlier requests left there. HTTP 200 with another tenant’s data.',
  'family.incident.known':
    'The prefill’s checks before the fix (prefill.py) — code. The same class is reported in other threads (SGLang’s tracker: #34208, #35421) — authors’ claims.',
  'family.A1.title': 'The late writer',
  'family.A1.body':
    'Request A is given decode pages 14–44 and the prefill starts writing A’s KV into them. A is aborted (its client goes away) while the write is in flight, and the decode frees the pages at once. Request B, another tenant’s, is given pages 1–32. A’s write lands late, on pages 14–32: 19 pages of B’s KV now hold A’s data, and B answers HTTP 200.',
  'family.A1.known':
    'The mechanism: SGLang’s tracker, #24527 — author’s claim. The logged reproduction with these page numbers: PR #35049, merged — maintainer. The opt-in defence, deferred release (decode.py, DecodeTransferQueue) — code.',
  'family.A2.title': 'The lost drain ack',
  'family.A2.body':
    'SGLang’s answer to the late writer, deferred release (off by default), keeps an aborted request’s pages until the prefill sends its drain ack. If that ack is lost, the decode waits for its deadline, logs “releasing anyway” and frees the pages with the write still in flight: the late writer again, only later. Here the deadline is 10 ticks; B is given the pages and A’s write lands on 19 of them. HTTP 200.',
  'family.A2.known':
    'The release at the deadline (decode.py, resolve_deferred_releases) — code. How the ack gets lost (the prefill clears its ack target while the write still runs): SGLang PR #38961, open — author’s claim.',
  'family.A3.title': 'The reused source page',
  'family.A3.body':
    'The mirror image, on the prefill: the source pages that hold A’s KV until the transfer reads them are released too early (a timeout, an early release), and request C’s prefill is given them and writes its own KV there. The transfer then copies C’s KV to A’s decode under a valid handshake: 20 of A’s 31 pages hold another tenant’s data, and A answers HTTP 200.',
  'family.A3.known':
    'On other projects’ trackers: Dynamo #826 (its author never hit it in practice), vLLM #21570 (a maintainer acknowledged it) and vLLM #52234, which reports an HTTP 200 with the previous prompt’s answer — authors’ claims.',
  'family.explore': 'Step through it in Explore',
  'family.fig.label': 'Timeline of “{title}”, in ticks of the engine',
  'family.fig.window': 'Shaded: the transfer is in flight, from its start to its landing.',
  'family.fig.tick': 'tick {n}',
  'family.fig.foreign': '{n} {n|page holds|pages hold} another tenant’s KV',
  'family.mark.A1.start': 'A’s write starts (pages 14–44)',
  'family.mark.A1.free': 'A aborted: pages freed at once',
  'family.mark.A1.reuse': 'B is given pages 1–32',
  'family.mark.A1.land': 'A’s write lands on B’s pages 14–32',
  'family.mark.A2.start': 'A’s write starts (pages 14–44)',
  'family.mark.A2.free': 'deadline: “releasing anyway”',
  'family.mark.A2.reuse': 'B is given pages 1–32',
  'family.mark.A2.land': 'A’s write lands on B’s pages 14–32',
  'family.mark.A3.start': 'A’s transfer starts (31 source pages)',
  'family.mark.A3.free': 'A’s source pages released',
  'family.mark.A3.reuse': 'C’s prefill is given them and writes',
  'family.mark.A3.land': 'the transfer lands: A holds C’s KV',
  'family.matrix.title': 'Which defence stops which',
  'family.matrix.intro':
    'Each column is a member of the family, each row one defence switched on alone. The sign is the public record’s reading, a table drawn from the threads and code cited above (the record’s table): ✔ stops, ◐ partly or under a condition, ✘ does not, — a defence that table does not list. The words are what the engine computes for the built-in scenario; the engine is this page’s model of SGLang, the program that runs the live view. Where the two differ, the cell says why. “Refcount pinning” counts who still uses a page and returns it to the free list only when no one does: the writer keeps its hold until it is known to have finished. “Drain barrier” is a defence the engine adds, found neither in SGLang nor in the record: the decode node holds an aborted request’s pages until the write into them has really ended, with no deadline. “Reject at admission” is scene 8’s fix of that name. “Scrub on allocation” zeroes a page when it is handed out; scene 8’s “Scrub on free” zeroes it when it is freed: the same defence at another moment, with the same result for the incident. “Pool ≥ context” raises each pool to at least the window; Cloudflare’s pool at about 2× the window (scene 8) is one case of it.',
  'family.matrix.caption':
    'Defences against the family: the record’s reading and the engine’s outcome for each member',
  'family.matrix.defence': 'Defence',
  'family.mode.A4': 'The incident',
  'family.mode.A1': 'The late writer',
  'family.mode.A2': 'The lost drain ack',
  'family.mode.A3': 'The reused source page',
  'family.def.none': 'No defence',
  'family.def.refcountPin': 'Refcount pinning (PR #24519, not merged)',
  'family.def.deferredRelease': 'Deferred release (code, opt-in)',
  'family.def.drainBarrier': 'Drain barrier (added by the engine)',
  'family.def.checksum39229': 'KV checksum, PR #39229 (closed)',
  'family.def.checksum39500': 'KV checksum, PR #39500 (merged, opt-in)',
  'family.def.scrubOnAlloc': 'Scrub on allocation (not found in code)',
  'family.def.rejectBeforeHandoff': 'Reject at admission (scene 8)',
  'family.def.poolGeContext': 'Pool ≥ context',
  'family.sign.yes': 'the record: stops',
  'family.sign.part': 'the record: partly',
  'family.sign.no': 'the record: does not stop',
  'family.cell.engine': 'the engine:',
  'family.sign.none': 'not in the record’s table',
  'family.outcome.leak': 'leak: 200 with another tenant’s data',
  'family.outcome.garbage': '200 with garbage (zeros)',
  'family.outcome.500': '500 “checksum mismatch”',
  'family.outcome.stops': 'stopped',
  'family.cond.A4.checksum39229':
    'caught by where its digested rows sit, not by a coverage check (inferred from its code and its test: the prefill’s call site is not on record); 500, not the client’s 400; opt-in',
  'family.cond.A4.scrubOnAlloc': 'foreign content becomes zeros: garbage, still HTTP 200',
  'family.cond.A1.deferredRelease':
    'stops it if the write ends before the deadline; with a shorter deadline, “releasing anyway” frees the pages under it: a leak',
  'family.cond.A1.checksum39229':
    'the digest is taken once: a write landing before it is caught (500), one landing after it is missed, as here',
  'family.cond.A1.checksum39500':
    'the digest is taken once: a write landing before it is caught (500), one landing after it is missed, as here',
  'family.cond.A2.refcountPin':
    'the record: needs a real drain signal; the engine’s pin is released by the end of the write itself, so it stops it',
  'family.cond.A2.checksum39229':
    'the digest is taken once: caught if the write lands before B is digested, missed after, as here',
  'family.cond.A2.checksum39500':
    'the digest is taken once: caught if the write lands before B is digested, missed after, as here',
  'family.cond.A3.deferredRelease':
    'the record: only if extended to the source pages; the code holds decode pages only, and so does the engine: a leak',
  'family.cond.A3.checksum39229':
    'the engine’s prefill digests before the source is overwritten, so the decode’s digest differs: 500, not a correct answer',
  'family.cond.A3.checksum39500':
    'the record: the prefill’s digest is taken before the read; the engine digests before the overwrite: caught (500), not a correct answer',
} as const;
