/**
 * English text of scenes 4–5's sequence diagram (owner: story). SGLang's names in code; the
 * missing-check marks follow shared/facts/sglang.md (PrefillBootstrapQueue.add, the transfer's
 * Success, DecodeTransferQueue.pop_transferred) and name the pull requests that add each check.
 */
export const storySequence = {
  'story.seq.caption':
    'Tenant {storyTenant}’s request, step by step: who acts (dot), what is sent (arrow), and the request’s own fields on that node (a changed value is underlined). ✗ marks where a check was missing.',
  'story.seq.lane.router': 'router',
  'story.seq.lane.prefill': 'prefill',
  'story.seq.lane.decode': 'decode',
  'story.seq.ids.placeholder': '[0] (placeholder, 1 token)',
  'story.seq.ids.prompt': '{n} {n|token|tokens}',
  'story.seq.router.dispatch':
    'The router sends the same request ({tokens} tokens) to both nodes, paired by `bootstrap_room` {room}.',
  'story.seq.prefill.reject':
    'The prefill node rejects it ({tokens} ≥ {max} tokens): `set_finish_with_abort` swaps in the one-token placeholder and keeps the 400 in `to_finish`. The request is queued anyway.',
  'story.seq.prefill.bootstrap_add': '`PrefillBootstrapQueue.add` lets it in: its length is now 1.',
  'story.seq.decode.prealloc_add':
    'The decode node checks the length against its own, larger pool: {tokens} tokens pass. `DecodePreallocQueue.add`.',
  'story.seq.decode.prealloc':
    '`_pre_alloc` reserves {pages} pages for {tokens} tokens and sends their page numbers to the prefill node.',
  'story.seq.prefill.forward':
    'The prefill node runs one forward pass over the placeholder: {tokens} token, {pages} page.',
  'story.seq.prefill.send_kv_chunk':
    'It sends {pages} page of KV, into the first of the {reserved} reserved pages.',
  'story.seq.prefill.transfer_success':
    '`KVPoll.Success`: the request finishes with `FINISH_LENGTH(0)`; the pending 400 stays in `to_finish`, never read again.',
  'story.seq.decode.transfer_success':
    'The decode node sees `Success` and a matching `bootstrap_room`, and accepts: {tokens} token received for {fill} reserved.',
  'story.seq.decode.prebuilt':
    'PREBUILT batch: all {pages} reserved pages count as computed KV; {stale} were never written for this request.',
  'story.seq.router.response': 'The router returns the decode node’s answer: HTTP {status}.',
  'story.seq.mark.admission':
    'Missing check: `PrefillBootstrapQueue.add` compares only the length with the pool; nothing asks whether `to_finish` holds an abort. The fix “Reject at admission” (scene 8) retires such a request here.',
  'story.seq.mark.handoff':
    'Missing check: the pending abort is not honoured before the transfer, and after `Success` it is ignored. The fixes “Retire aborted prefill” and “Honour aborts before the handoff” (scene 8) stop it here.',
  'story.seq.mark.coverage':
    'Missing check: nothing compares what the prefill node sent with what the decode node reserved. The fix “Coverage check” (scene 8) refuses such a transfer.',
} as const;
