/** English text of the top of the explainer: the bug in one sentence, and what to do now (owner: story). */
export const storyTop = {
  'story.top.summaryLabel': 'In one sentence',
  'story.top.summary':
    'When a prompt was too long for the [[prefill|prefill]] node’s memory [[pool|pool]], the split serving of [[sglang|SGLang]] (the open-source software that served the model on Cloudflare Workers AI) swapped it for a one-token [[placeholder|placeholder]] but let the [[decode|decode]] node carry on as if the whole prompt had been processed, so the decode node answered, with HTTP 200, from memory [[kv-page|pages]] that still held other users’ data.',
  'story.todo.title': 'What to do now',
  'story.todo.pools':
    '**Compare each node’s pool with the context window.** The leak needs a prompt that the prefill node rejects and the decode node accepts. Each node rejects prompts from a limit a few tokens under the smaller of its pool and the window (scene 3 gives the formula).',
  'story.todo.calc': 'Check your figures in the calculator (scene {n})',
  'story.todo.versions':
    '**Upgrade.** The press accounts advise SGLang v0.5.22 or later; scene 8 says what is known of the fix itself.',
  'story.todo.test':
    '**The test that would have caught it.** Send a prompt inside the exposed band and check both the status and the output. A correct server answers HTTP 400 with the original error (“Input length … exceeds the maximum allowed length …”). A 200 is the leak, however normal its text looks. A 500 from the decode node, which some fixes give depending on the router (scene 8), is not a leak, but not the correct answer either.',
  'story.top.links':
    '**How to read this page.** Scroll: the live view beside the text follows the scene you are reading, and its controls step through the replay. The replay is computed by the engine, the program that runs this page’s model of SGLang. Its step texts keep the names of SGLang’s own code (functions, queues and fields, such as pop_preallocated), so that an SGLang engineer recognises each one; select a name to see what it does. The links at the top lead elsewhere: **Present** opens the same story as a slide deck for a talk; **Explore freely** opens the whole replay on one screen, with every queue, pool and fix switch; **Training lab** holds exercises checked by the engine. Under some figures, **Open this step in Explore** opens Explore at the moment the figure shows.',
} as const;
