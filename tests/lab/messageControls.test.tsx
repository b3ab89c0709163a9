/**
 * Every message names only controls that are on its page: on each built-in challenge's
 * workbench, the page as it starts and after its "not yet" (a wrong answer, a Run that does not
 * meet the goal, a live session that does not) is read for the names of the lab's controls
 * (Run, Start over, Find a leak, Apply JSON, Check answer, Check the session, the read-only
 * scenario, the exposure checker); each one named in the text must be a button, link, label or
 * summary on that page. A wrong answer on "Whose pages will d1 read?" said "Run the scenario…"
 * on a page with no Run button.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerShape, builtinChallenges, expectedAnswer, type Challenge } from '../../src/lab';
import { t } from '../../src/i18n';
import '../../src/i18n/lab';
import { Workbench } from '../../src/modes/lab/Workbench';
import type { ReactElement } from 'react';
import type { AppStoreApi } from '../../src/store/store';
import type { LabStoreApi } from '../../src/store/lab';
import { freshLabStore, freshStore, provide } from '../setup/stores';
import bandInside from './sessions/band-inside.json';
import canaryQuiet from './sessions/canary-quiet.json';

let store: AppStoreApi;
let lab: LabStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store, lab) });
beforeEach(() => {
  store = freshStore();
  lab = freshLabStore();
});
afterEach(cleanup);

/** The lab's controls a message may name, by their labels. */
const CONTROL_KEYS = [
  'lab.wb.run',
  'lab.wb.reset',
  'lab.leak.start',
  'lab.json.apply',
  'lab.answer.submit',
  'lab.session.check',
  'lab.scenario.title',
  'lab.tab.exposure',
] as const;

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label as a message names it: the word as written, or in a sentence's middle (lowercase). */
const named = (text: string, label: string): boolean =>
  new RegExp(`(^|[^\\p{L}])${escape(label)}(?![\\p{L}])`, 'u').test(text) ||
  (label.includes(' ') && text.includes(lowerFirst(label)));

const CONTROL_SELECTOR = 'button, a, summary, label, legend';

/** The page's text outside its controls, and the controls' own texts. */
function pageTexts(): { prose: string; controls: string[] } {
  const root = document.body.cloneNode(true) as HTMLElement;
  const controls = [...root.querySelectorAll(CONTROL_SELECTOR)].map((e) => e.textContent ?? '');
  root.querySelectorAll(CONTROL_SELECTOR).forEach((e) => e.remove());
  // the story's commands and the JSON are data, not messages
  root.querySelectorAll('code, pre, textarea').forEach((e) => e.remove());
  return { prose: root.textContent ?? '', controls };
}

/** The controls the page's text names that are not on the page. */
function missingControls(): string[] {
  const { prose, controls } = pageTexts();
  return CONTROL_KEYS.map((k) => t(k)).filter(
    (label) =>
      named(prose, label) && !controls.some((c) => c.toLowerCase().includes(label.toLowerCase())),
  );
}

/** A wrong answer of the question's shape. */
function wrongAnswer(ch: Challenge) {
  if (!('question' in ch.goal)) throw new Error('a question');
  const shape = answerShape(ch.goal.question, ch.scenario);
  const right = expectedAnswer(ch.goal.question, ch.scenario);
  if (shape.kind === 'number') return { kind: 'number' as const, value: '1' };
  if (shape.kind === 'choice')
    return {
      kind: 'choice' as const,
      value: shape.options.find((o) => right.kind === 'choice' && o !== right.value)!,
    };
  const emptyIsRight = right.kind === 'set' && right.accepted.some((a) => a.length === 0);
  return { kind: 'set' as const, value: emptyIsRight ? [shape.options[0]!] : [] };
}

async function notYet(ch: Challenge) {
  const status = () => document.body.textContent ?? '';
  if ('question' in ch.goal) {
    const w = wrongAnswer(ch);
    if (w.kind === 'number')
      fireEvent.change(screen.getByLabelText(t('lab.answer.number')), {
        target: { value: w.value },
      });
    else if (w.kind === 'choice') fireEvent.click(screen.getByLabelText(w.value));
    else for (const o of w.value) fireEvent.click(screen.getByLabelText(o));
    fireEvent.click(screen.getByRole('button', { name: t('lab.answer.submit') }));
    await waitFor(() => expect(status()).toMatch(/✗ Not right/), { timeout: 20_000 });
  } else if ('live' in ch.goal) {
    const session = ch.id === 'live-server-info' ? bandInside : canaryQuiet;
    fireEvent.change(screen.getByLabelText('Or paste the session (JSON)'), {
      target: { value: JSON.stringify(session) },
    });
    fireEvent.click(screen.getByRole('button', { name: t('lab.session.check') }));
    await waitFor(() => expect(status()).toMatch(/✗ Not yet/), { timeout: 20_000 });
  } else {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t('lab.wb.run') }));
      await Promise.resolve();
    });
    await waitFor(() => expect(status()).toMatch(/✗ Not yet/), { timeout: 20_000 });
  }
}

describe('messages name only controls on their page', () => {
  it('the matcher finds a named control and misses a noun', () => {
    expect(named('Run the scenario, read the views', 'Run')).toBe(true);
    expect(named('the run does not meet the goal', 'Run')).toBe(false);
    expect(named('Open it in the exposure checker', 'Exposure checker')).toBe(true);
  });

  const all = builtinChallenges();
  // a workshop with spoilers and hints off changes what the workbench shows and says
  const workshop = {
    source: 'w.json',
    data: {
      format: 'stale-pages-lab-workshop',
      version: 1,
      challenges: all.map((c) => c.id),
      spoilers: false,
      hints: false,
    },
  };
  for (const mode of ['alone', 'in a workshop'] as const)
    for (const ch of all)
      it(`${ch.id}, ${mode}: as it starts and after a wrong try`, { timeout: 60_000 }, async () => {
        if (mode === 'in a workshop') lab.setState({ workshopFile: workshop });
        mount(<Workbench challenge={ch} />);
        expect(missingControls()).toEqual([]);
        await notYet(ch);
        expect(missingControls()).toEqual([]);
      });
});
