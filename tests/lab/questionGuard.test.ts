/**
 * Explore does not open an unanswered question's starting scenario (src/lab/questionGuard.ts):
 * the same run is found whatever its names and texts; a solved question, another run, or a
 * question on a workload Explore offers itself (the incident) is not refused.
 */
import { describe, expect, it } from 'vitest';
import { validateScenario, type Scenario } from '../../src/engine';
import { builtinChallenges } from '../../src/lab';
import { unansweredQuestionFor } from '../../src/lab/questionGuard';
import incident from '../../public/scenarios/incident.json';
import issue from '../../public/scenarios/issue-30233.json';
import { challenge } from './solutions';

const offered = [incident, issue].map((s) => {
  const v = validateScenario(s);
  if (!v.ok) throw new Error('a built-in');
  return v.scenario;
});
const all = builtinChallenges();
const none = new Set<string>();
const whose = challenge('whose-pages');
const copy = (): Scenario => structuredClone(whose.scenario);

describe('the question guard', () => {
  it('finds whose-pages from its read-only JSON, renamed and with other texts', () => {
    expect(unansweredQuestionFor(copy(), all, none, offered)?.id).toBe('whose-pages');
    const renamed = copy();
    renamed.name = 'mine';
    renamed.description = 'x';
    renamed.tenants = renamed.tenants.map((t) => ({ ...t, name: `${t.name}!` }));
    renamed.requests = renamed.requests.map((r) => ({ ...r, text: 'other words' }));
    // the top-level keys in another order
    const shuffled = Object.fromEntries(Object.entries(renamed).reverse()) as unknown as Scenario;
    expect(unansweredQuestionFor(shuffled, all, none, offered)?.id).toBe('whose-pages');
  });

  it('opens it once the question is answered, and another run at any time', () => {
    expect(unansweredQuestionFor(copy(), all, new Set(['whose-pages']), offered)).toBeNull();
    const other = copy();
    other.requests[0]!.promptTokens += 1;
    expect(unansweredQuestionFor(other, all, none, offered)).toBeNull();
    const fixed = copy();
    fixed.config.fixes.scrubOnFree = !fixed.config.fixes.scrubOnFree;
    expect(unansweredQuestionFor(fixed, all, none, offered)).toBeNull();
  });

  it('leaves out questions on the incident: Explore offers that scenario itself', () => {
    const s = challenge('smallest-rejected-prompt').scenario;
    expect(unansweredQuestionFor(structuredClone(s), all, none, offered)).toBeNull();
    expect(unansweredQuestionFor(structuredClone(s), all, none, [])?.id).toBe(
      'smallest-rejected-prompt',
    );
  });
});
