/** English strings of the last scene's lists: what is not known, the timeline, the public record (owner: story); they load with those lists (../lists.ts). */
export const storyLists = {
  'story.unknown.heading': 'Not known',
  'story.unknown.exploitation':
    'Whether anyone exploited it on purpose: Cloudflare says it found no evidence of deliberate exploitation. That is its internal assessment; no third party has verified it.',
  'story.unknown.customers': 'How many customers were affected: not stated (“a small number”).',
  'story.unknown.data': 'What kind of data the {responses} responses exposed: not stated.',
  'story.unknown.notified': 'Whether and how affected customers were told: not stated.',
  'story.unknown.writeup': 'The reporter’s own research write-up: not yet published.',
  'story.unknown.setup':
    'The decode pool, the page size and the SGLang version Cloudflare ran: not in the accounts. The live view assumes the first two.',

  'story.timeline.heading': 'Timeline',
  'story.timeline.caption': 'Dates as reported; times on {incidentDay} in UTC.',
  'story.timeline.issue': 'A similar problem is reported in SGLang issue #30233.',
  'story.timeline.windowStart': 'Start of the exposure window.',
  'story.timeline.hackerone': 'Gadi Evron (Knostic) reports the issue via HackerOne.',
  'story.timeline.declared':
    'Cloudflare declares an incident, after reproducing it from two separate accounts.',
  'story.timeline.private': 'The model is made private.',
  'story.timeline.cause':
    'Cause identified, {causeMinutes} minutes after the declaration (derived).',
  'story.timeline.public':
    'The model is public again, with the prefill KV pool raised to about {newPool} million tokens. It was private for {privateHours} h {privateMinutes} min (derived).',
  'story.timeline.report': 'Incident report published, coordinated with the SGLang maintainers.',

  'story.record.heading': 'Public record on the SGLang tracker',
  'story.record.state.closed': 'issue, closed as inactive',
  'story.record.state.merged': 'pull request, merged',
  'story.record.state.open': 'pull request, open (not merged)',
  'story.record.opened': 'opened {date}',
  'story.record.30233':
    'GLM-5.2 (listed as GLM-5.2-FP8), SGLang 0.5.11, context {context} tokens, pool {issuePool} tokens, page size 64, KV copied between the nodes by Mooncake (one of the libraries SGLang can use for that): an over-long prompt makes decode produce garbage from incomplete KV, and prefill reports `prompt_tokens = 1`. No maintainer reply is shown.',
  'story.record.36988':
    'The prefill node retires an aborted request after its forward pass; the decode side is not told. `sgl-router` (in its current versions) relays the prefill’s 400; `mini_lb` waits for the decode node’s timeout and returns its 500.',
  'story.record.38704':
    'Honours aborts before the handoff; the prefill publishes how much KV it covered and the decode node refuses a shorter transfer. The press accounts name it as the fix (scene 8).',
  'story.record.38935':
    'Each node retires at admission, with its original 400, a request that it has itself rejected; a node that accepted the prompt is not told by the other (scene 8 traces both). Its author calls it a waste-and-latency fix and says the stale-KV symptom no longer reproduces on main after #36988.',
  'story.record.others':
    'Also on the tracker, July–August 2026: #30325, #33507/#33508, #34208 (one reporter saw “results that belong to other requests”) and #35421 (asymmetric pools: 200 and garbage before, 400 after), open fixes and reports of the same mechanism.',
} as const;
