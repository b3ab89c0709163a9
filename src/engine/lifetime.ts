/**
 * The page-lifetime family (../shared/facts/family.md): transfers that take time, and what
 * happens to pages freed while a write is still in flight.
 *
 * Only when a scenario sets `config.transfer`: then `send_kv_chunk` starts a write that lands
 * `ticks` later (`InflightTransfer`), the decode polls its Success one pass after it landed,
 * and the prefill holds its source pages until then. Without it nothing here runs and every
 * scenario of the incident is simulated exactly as before.
 *
 * - A1, the late writer (sglang #24527 [DESC]; the logged reproduction in PR #35049 [MAINT]):
 *   the decode aborts a request whose write is in flight and frees its pages at once
 *   (`release_kv_cache`, "FREE mode=immediate"); the allocator hands them to another request;
 *   the write lands on that request's KV.
 * - A2, the lost drain ack (sglang PR #38961 [DESC]; the decode's timeout release is code,
 *   decode.py @1901ddec `resolve_deferred_releases`): deferred release waits for an ack that
 *   never comes and releases at its deadline, "releasing anyway", while the write still flies.
 * - A3, the reused source page (Dynamo #826, vLLM #21570 / #52234 [DESC]): the prefill frees
 *   its source pages before the transfer has read them; another request's prefill overwrites
 *   them; the decode receives a third party's KV under a valid handshake.
 * The model's simplifications: a write lands whole at one tick (it reads its source then);
 * a late write on pages a request already attends changes what its later steps attend (the
 * verdict counts it as attended from the start).
 */
import { forEachStretch } from './content';
import { sliceRuns, runsLength } from './runs';
import { emit, record, release, req, updateReq, type Sim } from './sim';
import { KVPoll, type Defences, type InflightTransfer, type Runs } from './types';

/** True when transfers take time in this scenario. */
export function lifetimeOn(sim: Sim): boolean {
  return sim.scenario.config.transfer !== undefined;
}

export function defences(sim: Sim): Defences {
  return sim.scenario.config.defences ?? {};
}

/** SGLang's `SGLANG_DISAGGREGATION_DEFERRED_DECODE_KV_RELEASE` timeout, when a scenario sets none. */
export const DEFERRED_RELEASE_TICKS = 10;

function transferTicks(sim: Sim, i: number): number {
  const own = sim.scenario.requests[i]!.transferTicks;
  return Math.max(1, own ?? sim.scenario.config.transfer!.ticks);
}

function setTransfer(sim: Sim, i: number, patch: Partial<InflightTransfer>): void {
  updateReq(sim, i, (r) => ({
    ...r,
    prefill: { ...r.prefill!, transfer: { ...r.prefill!.transfer!, ...patch } },
  }));
}

/** `send_kv_chunk` when transfers take time: the write starts; it lands `ticks` later. */
export function startTransfer(sim: Sim, i: number, src: Runs, dest: Runs): void {
  const landAt = sim.state.tick + transferTicks(sim, i);
  setTransfer(sim, i, { src, dest, landAt, landed: false });
  emit(
    sim,
    'prefill.transfer_start',
    'prefill',
    [i],
    { pages: runsLength(dest), landAt },
    { pages: dest, pagesNode: 'decode' },
  );
}

/** The request's write has landed before this pass (the receiver's poll sees it now). */
export function landedBefore(sim: Sim, i: number): boolean {
  const t = req(sim, i).prefill?.transfer;
  return t === undefined || (t.landed && (t.landedAt ?? 0) < sim.state.tick);
}

/** The request's write is still in flight. */
export function inFlightWrite(sim: Sim, i: number): boolean {
  const t = req(sim, i).prefill?.transfer;
  return t !== undefined && !t.landed;
}

/** Requests holding decode pages that overlap `pages`, other than `except`. */
function holders(sim: Sim, pages: Runs, except: number): number[] {
  const out: number[] = [];
  const marks = new Set<number>();
  for (const [a, b] of pages) for (let p = a; p < b; p++) marks.add(p);
  for (const r of sim.state.requests) {
    if (r.index === except || !r.decode || r.decode.queue === 'done') continue;
    let hit = false;
    for (const [a, b] of r.decode.pages) {
      for (let p = a; p < b && !hit; p++) if (marks.has(p)) hit = true;
      if (hit) break;
    }
    if (hit) out.push(r.index);
  }
  return out;
}

function overlap(a: Runs, b: Runs): number {
  let n = 0;
  for (const [x, y] of a) for (const [u, v] of b) n += Math.max(0, Math.min(y, v) - Math.max(x, u));
  return n;
}

/**
 * Writes that land now (the start of the decode pass): each copies what its source pages hold
 * at this moment onto its destination pages, whoever holds them by now.
 */
export function landTransfers(sim: Sim): void {
  if (!lifetimeOn(sim)) return;
  for (const r of sim.state.requests) {
    const t = r.prefill?.transfer;
    if (!t || t.landed || t.landAt > sim.state.tick) continue;
    const i = r.index;
    // what the source holds now: another request's KV when it was freed and reused
    let sourceReused = false;
    forEachStretch(sim.state.prefill.content, t.src, (_a, _b, seg) => {
      if (seg && seg.writer !== i) sourceReused = true;
    });
    record(sim, { t: 'copy', from: t.src, to: t.dest });
    setTransfer(sim, i, { landed: true, landedAt: sim.state.tick });
    const d = req(sim, i).decode;
    const own = d !== null && d.queue !== 'done';
    if (own) {
      updateReq(sim, i, (x) => ({
        ...x,
        decode: {
          ...x.decode!,
          kvPoll: KVPoll.Success,
          written: Math.min(x.prefill!.inputLen, x.decode!.fillLen),
        },
      }));
    }
    const victims = own ? [] : holders(sim, t.dest, i);
    for (const v of victims) {
      // what its later decode steps attend is what the late write left there
      const a = sim.attended.get(v);
      if (a) sim.attended.set(v, { pages: a.pages, content: sim.state.decode.content });
    }
    const victimPages = victims.reduce((n, v) => n + overlap(t.dest, req(sim, v).decode!.pages), 0);
    emit(
      sim,
      own ? 'decode.kv_landed' : 'decode.late_write',
      'decode',
      [i, ...victims],
      {
        pages: runsLength(t.dest),
        sourceReused,
        victims: victims.map((v) => req(sim, v).id),
        victimPages,
        held: d?.hold !== undefined,
      },
      { key: !own || sourceReused, pages: t.dest, pagesNode: 'decode' },
    );
    if (t.srcHeld) {
      // refcount pinning: the writer's reference on the source goes with the landed write
      release(sim, 'prefill', t.src);
      setTransfer(sim, i, { srcHeld: false });
    }
  }
}

/** Whether a drain ack for request i's aborted write has reached the decode. */
function acked(sim: Sim, i: number): boolean {
  const lost = sim.scenario.config.transfer?.drainAck === 'lost';
  return !lost && !inFlightWrite(sim, i);
}

/**
 * `resolve_deferred_releases` (decode.py @1901ddec), and the model's other holds: frees held
 * pages once it is safe, or at the deferred release's deadline ("releasing anyway").
 */
export function resolveHolds(sim: Sim): void {
  if (!lifetimeOn(sim)) return;
  for (const r of sim.state.requests) {
    const hold = r.decode?.hold;
    if (!hold) continue;
    const i = r.index;
    const drained = !inFlightWrite(sim, i);
    let reason: 'drained' | 'ack' | 'timeout' | null = null;
    if (hold.by === 'deferredRelease') {
      if (acked(sim, i)) reason = 'ack';
      else if (hold.until !== null && sim.state.tick >= hold.until) reason = 'timeout';
    } else if (drained) reason = 'drained';
    if (reason === null) continue;
    release(sim, 'decode', hold.pages);
    updateReq(sim, i, (x) => {
      const rest = { ...x.decode! };
      delete rest.hold;
      return { ...x, decode: rest };
    });
    emit(
      sim,
      'decode.hold_released',
      'decode',
      [i],
      { by: hold.by, reason, inFlight: !drained, pages: runsLength(hold.pages) },
      { key: reason === 'timeout' && !drained, pages: hold.pages, pagesNode: 'decode' },
    );
  }
}

/**
 * The decode side of an abort with its write in flight: hold the pages (a defence) or free
 * them at once. Returns true when they are held. A client abort reaches the decode as its own
 * AbortReq, so the receiver's `abort()` notifies the prefill: `abort_notified` holds.
 */
export function holdDecodePages(sim: Sim, i: number, pages: Runs): boolean {
  if (!lifetimeOn(sim) || !inFlightWrite(sim, i) || runsLength(pages) === 0) return false;
  const def = defences(sim);
  const by = def.refcountPin
    ? 'refcountPin'
    : def.drainBarrier
      ? 'drainBarrier'
      : def.deferredRelease
        ? 'deferredRelease'
        : null;
  if (by === null) return false;
  const until =
    by === 'deferredRelease'
      ? sim.state.tick + (def.deferredReleaseTicks ?? DEFERRED_RELEASE_TICKS)
      : null;
  updateReq(sim, i, (x) => ({ ...x, decode: { ...x.decode!, hold: { pages, until, by } } }));
  return true;
}

/**
 * The prefill side of an abort with its write in flight: `CommonKVSender.clear()` while the
 * worker still writes frees the source at once (#38961 [DESC]), unless refcount pinning holds
 * it until the write has landed. Returns true when it is held.
 */
export function holdSourcePages(sim: Sim, i: number): boolean {
  if (!lifetimeOn(sim) || !inFlightWrite(sim, i) || !defences(sim).refcountPin) return false;
  setTransfer(sim, i, { srcHeld: true });
  return true;
}

/**
 * An early release of the prefill's source (A3): a write not finished `sourceReleaseTicks`
 * after it was sent loses its source pages (vLLM's abort-request timeout), unless pinned.
 */
export function releaseSourcesEarly(sim: Sim): void {
  const after = sim.scenario.config.transfer?.sourceReleaseTicks;
  if (after === undefined) return;
  for (const r of sim.state.requests) {
    const p = r.prefill;
    const t = p?.transfer;
    if (!p || !t || t.landed || t.sourceFreed || p.queue === 'done') continue;
    if (p.sentTick === null || sim.state.tick - p.sentTick < after) continue;
    if (defences(sim).refcountPin) continue;
    release(sim, 'prefill', p.pages);
    updateReq(sim, r.index, (x) => ({ ...x, prefill: { ...x.prefill!, pages: [] } }));
    setTransfer(sim, r.index, { sourceFreed: true });
    emit(
      sim,
      'prefill.source_released',
      'prefill',
      [r.index],
      { pages: runsLength(t.src), ticks: after },
      { key: true, pages: t.src, pagesNode: 'prefill' },
    );
  }
}

/** The next tick at which something here happens (Infinity: none). */
export function nextLifetimeTick(sim: Sim): number {
  if (!lifetimeOn(sim)) return Infinity;
  const after = sim.scenario.config.transfer?.sourceReleaseTicks;
  let next = Infinity;
  for (const r of sim.state.requests) {
    const t = r.prefill?.transfer;
    if (t && !t.landed) {
      next = Math.min(next, t.landAt);
      if (after !== undefined && r.prefill!.sentTick !== null && !t.sourceFreed)
        next = Math.min(next, r.prefill!.sentTick + after);
    }
    if (t && t.landed && t.landedAt !== undefined) next = Math.min(next, t.landedAt + 1);
    const hold = r.decode?.hold;
    if (hold?.until != null) next = Math.min(next, hold.until);
  }
  return next;
}

/** Writes in flight or pages held: the run must not jump over them. */
export function lifetimePending(sim: Sim): boolean {
  if (!lifetimeOn(sim)) return false;
  return sim.state.requests.some((r) => inFlightWrite(sim, r.index) || r.decode?.hold);
}

// ——— the KV checksum (opt-in; #39229 closed, #39500 merged) ———

/** A page's identity for a digest: who wrote it, at which position of their list. */
function identities(content: Parameters<typeof forEachStretch>[0], pages: Runs): string[] {
  const out: string[] = [];
  forEachStretch(content, pages, (a, b, seg) => {
    for (let p = a; p < b; p++)
      out.push(
        seg ? `${seg.writer}:${seg.firstPage + (p - seg.start)}${seg.placeholder ? 'p' : ''}` : '0',
      );
  });
  return out;
}

/** The prefill's digest at `send_kv_chunk`, over the pages it sends. */
export function prefillDigest(sim: Sim, src: Runs): string[] | undefined {
  if (defences(sim).kvChecksum === undefined) return undefined;
  return identities(sim.state.prefill.content, src);
}

export const CHECKSUM_39500_MESSAGE = 'KV checksum mismatch';
export const CHECKSUM_39229_MESSAGE = 'KV cache corruption detected - checksum mismatch';

/**
 * #39500 in `get_new_prebuilt_batch` (decode.py @1901ddec): the decode digests its whole
 * reserved prompt, `page_indices_for_request(self, req, len(req.origin_input_ids))`, against
 * the prefill's digest of `page_indices_for_request(self, req, end_idx)`. A one-page stub
 * against a whole reservation mismatches by construction.
 */
export function mismatch39500(sim: Sim, i: number): boolean {
  if (defences(sim).kvChecksum !== '39500') return false;
  const r = req(sim, i);
  const sent = r.prefill?.digest;
  if (!sent || sent.length === 0) return false; // `expected == 0` passes
  const d = r.decode!;
  const mine = identities(sim.state.decode.content, sliceRuns(d.pages, 0, d.fillPages));
  return mine.length !== sent.length || mine.some((x, k) => x !== sent[k]);
}

/**
 * #39229 (decode.py @c0f91116, closed): the token count comes from the prefill (`num_tokens`,
 * what it transferred) and the decode digests the LAST `num_tokens` rows of its reservation
 * (`start = len(req.origin_input_ids) - num_tokens`). Rows compare when they hold the same
 * writer's same row: the model's pages are whole, so a row is (page identity, row in page).
 * Where in the decode's loop it runs is not in the record; the model checks at the commit.
 */
export function mismatch39229(sim: Sim, i: number): boolean {
  if (defences(sim).kvChecksum !== '39229') return false;
  const { pageSize } = sim.scenario.config;
  const r = req(sim, i);
  const sent = r.prefill?.digest;
  const n = r.prefill?.inputLen ?? 0;
  if (!sent || n === 0) return false;
  const d = r.decode!;
  const start = d.fillLen - n;
  if (start < 0) return true;
  if (start % pageSize !== 0) return true; // every row sits at another offset of its page
  const shift = start / pageSize;
  const pages = Math.ceil(n / pageSize);
  const mine = identities(sim.state.decode.content, sliceRuns(d.pages, shift, shift + pages));
  return mine.length !== pages || mine.some((x, k) => x !== sent[k]);
}
