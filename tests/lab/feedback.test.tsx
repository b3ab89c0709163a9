/**
 * Feedback that teaches (issue #22 point 4): a wrong number says too high or too low; a goal
 * that does not hold names the response that fails (not the ones that pass); a question
 * challenge shows only the panels it needs.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  builtinChallenges,
  checkScenario,
  checkSolution,
  evaluate,
  firstFailure,
  panelsFor,
  startingScenario,
} from '../../src/lab';
import { Workbench } from '../../src/modes/lab/Workbench';
import type { ReactElement } from 'react';
import type { AppStoreApi } from '../../src/store/store';
import type { LabStoreApi } from '../../src/store/lab';
import { freshLabStore, freshStore, provide } from '../setup/stores';
import { challenge } from './solutions';

let store: AppStoreApi;
let lab: LabStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store, lab) });
beforeEach(() => {
  store = freshStore();
  lab = freshLabStore();
});
afterEach(cleanup);

describe('a wrong number says which way it is off', () => {
  const ch = challenge('smallest-rejected-prompt');
  it('too high, too low, and neither when right', () => {
    expect(checkSolution(ch, { answer: 681280 })).toMatchObject({
      solved: false,
      direction: 'too-high',
    });
    expect(checkSolution(ch, { answer: '681,273' })).toMatchObject({
      solved: false,
      direction: 'too-low',
      reason: 'wrong answer: too low',
    });
    const right = checkSolution(ch, { answer: 681274 });
    expect(right.solved).toBe(true);
    expect(right.direction).toBeUndefined();
  });

  it('sets and choices carry no direction', () => {
    expect(checkSolution(challenge('whose-pages'), { answer: ['c'] }).direction).toBeUndefined();
  });

  it('the answer form says it', async () => {
    mount(<Workbench challenge={ch} />);
    const field = screen.getByLabelText('A number');
    fireEvent.change(field, { target: { value: '700000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByText('✗ Not right: too high.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '600 000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByText('✗ Not right: too low.')).toBeTruthy();
  });
});

describe('a goal that does not hold names the failing response', () => {
  // router-choice starts behind mini_lb: a1, b1 and c1 are correct, d1 gets a 500
  const ch = challenge('router-choice');
  it('every: the failing response with what it got, not the passing ones', () => {
    if (!('predicate' in ch.goal)) throw new Error('a predicate challenge');
    const parts = evaluate(ch.goal.predicate, startingScenario(ch));
    const f = firstFailure(parts);
    expect(f?.failing?.map((x) => x.request)).toEqual(['d1']);
    expect(f?.failing?.[0]).toMatchObject({ httpStatus: 500, isolation: 'clean', correct: false });
    const reason = checkScenario(ch, startingScenario(ch)).reason;
    expect(reason).toBe(
      'the goal does not hold: every response correct — does not hold for d1: HTTP 500, isolation clean, not correct',
    );
    expect(reason).not.toMatch(/a1|b1|c1/);
  });

  it('none: the responses that match are the failing ones; a `not` names itself', () => {
    const c = challenge('chosen-victim');
    const s = startingScenario(c);
    const p = { none: { tenant: 'v' } } as const;
    expect(
      firstFailure(evaluate(p, s))
        ?.failing?.map((x) => x.request)
        .sort(),
    ).toEqual(['v1', 'v2']);
    const neg = evaluate({ not: { requests: { min: 1 } } }, s);
    expect(firstFailure(neg)?.predicate).toEqual({ not: { requests: { min: 1 } } });
    expect(firstFailure(evaluate({ requests: { min: 1 } }, s))).toBeNull();
  });

  it('the goal panel and Run say which response fails', async () => {
    mount(<Workbench challenge={ch} />);
    expect(
      await screen.findByText(/does not hold for d1: HTTP 500, isolation clean, not correct/),
    ).toBeTruthy();
    expect(screen.queryByText(/\(a1, b1, c1\)/)).toBeNull();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    });
    expect(
      await screen.findByText(
        'What fails: every response correct — does not hold for d1: HTTP 500, isolation clean, not correct.',
      ),
    ).toBeTruthy();
  });
});

describe('question challenges show only the panels they need', () => {
  it('no editor, Run or leak finder before the answer; Run after it', () => {
    for (const c of builtinChallenges()) {
      const p = panelsFor(c, false);
      if ('predicate' in c.goal)
        expect(p).toEqual({ editor: true, leakFinder: true, scenario: false, session: false });
      else if ('question' in c.goal) {
        expect(p.editor || p.leakFinder, c.id).toBe(false);
        expect(p.scenario, c.id).toBe(c.goal.question.ask !== 'exposedDeployments');
        expect(panelsFor(c, true).editor, c.id).toBe(c.goal.question.ask !== 'exposedDeployments');
      }
    }
  });

  it('a question workbench: the story, the answer, the scenario read only; then Run once solved', async () => {
    const ch = challenge('whose-pages');
    mount(<Workbench challenge={ch} />);
    expect(screen.queryByRole('button', { name: 'Run' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Find a leak' })).toBeNull();
    expect(screen.getByText('The scenario (read only)')).toBeTruthy();
    for (const id of ['a', 'b']) fireEvent.click(screen.getByLabelText(id));
    fireEvent.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByRole('button', { name: 'Run' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Find a leak' })).toBeNull();
  });

  it('an audit shows its deployments, not the unrelated scenario', () => {
    mount(<Workbench challenge={challenge('exposure-audit')} />);
    expect(screen.queryByText('The scenario (read only)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Run' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open north in the exposure checker' })).toBeTruthy();
  });
});
