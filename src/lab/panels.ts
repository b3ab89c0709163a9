/**
 * Which workbench panels a challenge needs (issue #22: question challenges show only the
 * panels they need). A scenario challenge needs them all. A question is answered from the
 * story and the starting scenario: its editor, Run and the run's views would show the answer
 * ("Before you press play…"), and the leak finder has nothing to find for it, so they stay
 * hidden until the question is solved; then Run is there to see why. An audit of pasted
 * deployments shows those deployments (in its answer form), not the unrelated scenario.
 */
import type { Challenge } from './types';

export interface Panels {
  /** the scenario editor, Run, the JSON view and the run's Explore views */
  editor: boolean;
  /** "Find a leak in this configuration" */
  leakFinder: boolean;
  /** the starting scenario as read-only JSON (the figures a question is about) */
  scenario: boolean;
  /** the form that loads a session recorded against `npm run live` (live challenges) */
  session: boolean;
}

export function panelsFor(ch: Challenge, solved: boolean): Panels {
  if ('predicate' in ch.goal)
    return { editor: true, leakFinder: true, scenario: false, session: false };
  if ('live' in ch.goal)
    return { editor: false, leakFinder: false, scenario: false, session: true };
  const aboutScenario = ch.goal.question.ask !== 'exposedDeployments';
  const editable = Object.keys(ch.allowed).length > 0;
  const editor = aboutScenario && (solved || editable);
  return { editor, leakFinder: false, scenario: aboutScenario && !editor, session: false };
}
