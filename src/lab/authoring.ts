/**
 * Authoring checks beyond a challenge file's shape (npm run lab:validate): a challenge whose
 * starting scenario already meets its goal would be solved by pressing Run, and a question
 * whose answer the engine cannot compute has no answer to give. And the sample that
 * `npm run lab:new` writes, commented with `$comment` fields (JSON has no comments; the
 * validators accept `$comment` in every object of a lab file and ignore it).
 */
import type { Problem } from '../engine';
import { evaluate } from './predicate';
import { expectedAnswer } from './questions';
import { checkScenario, startingScenario } from './solution';
import type { Challenge } from './types';

/** Problems a valid challenge still has as an exercise (empty when it is ready to use). */
export function authoringProblems(ch: Challenge): Problem[] {
  if ('predicate' in ch.goal) {
    const r = checkScenario(ch, startingScenario(ch));
    return r.solved
      ? [
          {
            path: '$.goal',
            message:
              'the starting scenario already meets the goal: a trainee would solve it by pressing Run (change the scenario or the goal)',
          },
        ]
      : [];
  }
  if ('live' in ch.goal)
    return evaluate(ch.goal.live, ch.scenario).holds
      ? [{ path: '$.goal.live', message: 'the deployment’s own scenario already meets the goal' }]
      : [];
  try {
    expectedAnswer(ch.goal.question, ch.scenario);
    return [];
  } catch (e) {
    return [
      { path: '$.goal.question', message: `no answer can be computed: ${(e as Error).message}` },
    ];
  }
}

/** The commented sample challenge; `schema` is the path from the file to challenge.schema.json. */
export function sampleChallenge(schema: string, scenario: unknown): unknown {
  return {
    $schema: schema,
    $comment: [
      'A Stale Pages lab challenge. Check it with: npm run lab:validate -- THIS_FILE',
      'Load it in the lab with "Load challenge files", or verify a trainee with: npm run lab:verify -- progress.json --challenges DIR',
      '"$comment" fields like this one are allowed in every object and ignored (JSON has no comments).',
      'Every text needs "en"; "fr" and "nl" are shown to trainees who chose those languages.',
      'The answer is never written here: the engine checks the trainee’s run against "goal".',
    ],
    id: 'my-first-challenge',
    category: 'exploit',
    difficulty: 1,
    title: { en: 'My first challenge', fr: 'Mon premier défi', nl: 'Mijn eerste uitdaging' },
    story: {
      en: 'Tenant V has sent three long prompts. You are tenant M: change your request m1 so that the server answers it with HTTP 200 built on V’s data.',
    },
    hints: [
      { en: 'A prompt that the prefill node rejects and the decode node accepts.' },
      { en: 'Aim above the prefill’s limit, below the context window (1,048,576 tokens).' },
    ],
    explanation: {
      $comment: 'Shown once solved; scenes are the explainer’s, sources SGLang issues/PRs.',
      text: {
        en: 'The prefill node turns a prompt in the band into a one-token placeholder; the decode node reserves pages for the full length and reads what V left there.',
      },
      scenes: ['rejection', 'stale-pages'],
      sources: ['incident-report', '#30233'],
    },
    scenario,
    allowed: {
      $comment:
        'What the trainee may change; anything absent is locked. Also: tenants, fixes, router, prefillPool, decodePool, pageSize.',
      requests: {
        keep: ['v1', 'v2', 'v3'],
        count: { max: 4 },
        promptTokens: { min: 1, max: 1048576 },
      },
    },
    goal: {
      $comment:
        'A predicate over the engine’s output (or "question": { "ask": … }). lab:validate refuses a goal the starting scenario already meets.',
      predicate: { some: { tenant: 'm', status: 200, leakedFromTenant: 'v' } },
    },
  };
}
