/**
 * A goal whose run the engine refuses says so in the goal panel, in words of its own (not
 * "the scenario is not valid": the scenario itself is), with the variant and the reason.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkScenario, startingScenario, validateChallenge, type Predicate } from '../../src/lab';
import { GoalPanel } from '../../src/modes/lab/GoalPanel';
import { challenge } from './solutions';
import type { ReactElement } from 'react';
import type { AppStoreApi } from '../../src/store/store';
import { freshStore, provide } from '../setup/stores';

let store: AppStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store) });
beforeEach(() => {
  store = freshStore();
});

afterEach(cleanup);

describe('the goal panel on a refused run', () => {
  it('names the refusal, the variant and the budget', () => {
    const predicate: Predicate = { under: { pageSize: 1 }, holds: { some: { status: 200 } } };
    const file = {
      ...structuredClone(challenge('half-a-pull-request')),
      id: 'refused-run',
      allowed: { requests: { maxNewTokens: { max: 4096 } } },
      goal: { predicate },
    };
    const r = validateChallenge(file);
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    const s = startingScenario(r.challenge);
    const costly = {
      ...s,
      requests: s.requests.map((q, i) => ({ ...q, maxNewTokens: 4096, arrival: 50 * i })),
    };
    const outcome = checkScenario(r.challenge, costly);
    expect(outcome.refused).toBe(true);
    mount(<GoalPanel predicate={predicate} live={outcome} />);
    expect(
      screen.getByText('The goal needs a run of your scenario that the engine refuses:'),
    ).toBeTruthy();
    expect(screen.queryByText('The scenario is not valid:')).toBeNull();
    expect(screen.getByText(/under \{"pageSize":1\}: \$\.requests: too costly/)).toBeTruthy();
  });
});
