/**
 * Progress survives what the browser's storage holds: one stored entry the validator rejects
 * (a field a newer build added) is dropped alone, the others are kept, and the trainee is told
 * (en/fr/nl), with the copy as it was stored kept aside; a counter past its bound is clamped,
 * never written past it; a wrong answer after a solve is not counted.
 */
import { freshStore, freshLabStore, provide } from '../setup/stores';
import type { AppStoreApi } from '../../src/store/store';
import type { LabStoreApi } from '../../src/store/lab';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, beforeEach } from 'vitest';
import { setLang } from '../../src/i18n';
import { lab as en } from '../../src/i18n/en/lab';
import { loadLabDict } from '../../src/i18n/lab';
import { type Progress } from '../../src/lab';
import { MAX_ATTEMPTS } from '../../src/lab/progress';
import { StorageNotice } from '../../src/modes/lab/StorageNotice';
import { createLabStore, entryOf, LAB_STORAGE_KEY, LAB_SET_ASIDE_KEY } from '../../src/store/lab';

let store: AppStoreApi;
let lab: LabStoreApi;
beforeEach(() => {
  store = freshStore();
  lab = freshLabStore();
});

function memory(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

const SOLVED = ['make-a-leak', 'router-choice', 'half-a-pull-request'].map((challenge) => ({
  challenge,
  solved: true,
  solution: { answer: 1 },
}));

/** What a build of the page stored: `entries` as they are. */
function storedWith(entries: unknown[]): Storage {
  const raw = memory();
  const progress = { format: 'stale-pages-lab-progress', version: 1, trainee: 'Ada', entries };
  raw.setItem(LAB_STORAGE_KEY, JSON.stringify({ state: { progress, drafts: {} }, version: 1 }));
  return raw;
}

const storedProgress = (raw: Storage) =>
  (JSON.parse(raw.getItem(LAB_STORAGE_KEY)!) as { state: { progress: Progress } }).state.progress;

afterEach(() => {
  cleanup();
});

describe('stored progress with one entry this build cannot read (bug F)', () => {
  const newer = { challenge: 'fewest-switches', solved: true, reviewedAt: '2026-12-01' };

  it('keeps every other entry, also after the next write', () => {
    const raw = storedWith([...SOLVED, newer]);
    const store = createLabStore(raw);
    const p = store.getState().progress;
    expect(p.entries.map((e) => e.challenge)).toEqual(SOLVED.map((e) => e.challenge));
    expect(p.trainee).toBe('Ada');
    expect(store.getState().progressRepair).toMatchObject({ dropped: 1, clamped: 0 });
    // the next keystroke writes: the three solves are still there
    store.getState().setTrainee('Ada L');
    expect(storedProgress(raw).entries.map((e) => e.challenge)).toEqual(
      SOLVED.map((e) => e.challenge),
    );
    // nothing is lost without a trace: the entry left out is kept aside as it was stored
    const aside = JSON.parse(raw.getItem(LAB_SET_ASIDE_KEY)!) as { entries: unknown[] };
    expect(aside.entries).toEqual([newer]);
    expect(JSON.parse(store.getState().progressRepair!.copy)).toEqual(aside);
    // a second visit sets nothing aside twice
    createLabStore(raw);
    expect(JSON.parse(raw.getItem(LAB_SET_ASIDE_KEY)!)).toEqual(aside);
  });

  it('an entry that reads keeps its place; a broken trainee name alone is dropped', () => {
    const raw = memory();
    const progress = {
      format: 'stale-pages-lab-progress',
      version: 1,
      trainee: 42,
      entries: [SOLVED[0], 'not an entry', SOLVED[1]],
    };
    raw.setItem(LAB_STORAGE_KEY, JSON.stringify({ state: { progress }, version: 1 }));
    const store = createLabStore(raw);
    expect(store.getState().progress.entries).toHaveLength(2);
    expect(store.getState().progress.trainee).toBeUndefined();
    expect(store.getState().progressRepair?.dropped).toBe(2);
  });

  it('a stored copy that reads whole is taken as it is, with no notice', () => {
    const store = createLabStore(storedWith(SOLVED));
    expect(store.getState().progress.entries).toHaveLength(3);
    expect(store.getState().progressRepair).toBeNull();
  });
});

describe('counters stay within their bounds (H8)', () => {
  it('a wrong attempt at the limit is not counted past it, and a reload keeps every solve', () => {
    const atLimit = {
      challenge: 'smallest-rejected-prompt',
      solved: false,
      wrongAttempts: MAX_ATTEMPTS,
    };
    const raw = storedWith([...SOLVED, atLimit]);
    const store = createLabStore(raw);
    store.getState().recordWrongAttempt('smallest-rejected-prompt');
    expect(entryOf(store.getState().progress, 'smallest-rejected-prompt')?.wrongAttempts).toBe(
      MAX_ATTEMPTS,
    );
    const again = createLabStore(raw);
    expect(again.getState().progress.entries).toHaveLength(4);
    expect(again.getState().progressRepair).toBeNull();
  });

  it('a stored counter past its bound is clamped to it, and the trainee is told', () => {
    const over = {
      challenge: 'smallest-rejected-prompt',
      solved: false,
      wrongAttempts: MAX_ATTEMPTS + 1,
      hintsShown: 99,
    };
    const store = createLabStore(storedWith([...SOLVED, over]));
    const e = entryOf(store.getState().progress, 'smallest-rejected-prompt');
    expect(e).toMatchObject({ wrongAttempts: MAX_ATTEMPTS, hintsShown: 8 });
    expect(store.getState().progress.entries).toHaveLength(4);
    expect(store.getState().progressRepair).toMatchObject({ dropped: 0, clamped: 1 });
  });

  it('hints revealed never pass 8', () => {
    const store = createLabStore(memory());
    for (let i = 0; i < 12; i++) store.getState().revealHint('make-a-leak', 20);
    expect(entryOf(store.getState().progress, 'make-a-leak')?.hintsShown).toBe(8);
  });
});

describe('a wrong answer after a solve', () => {
  it('is not counted', () => {
    const store = createLabStore(memory());
    store.getState().recordWrongAttempt('make-a-leak');
    store.getState().markSolved('make-a-leak', { answer: 1 });
    store.getState().recordWrongAttempt('make-a-leak');
    store.getState().recordWrongAttempt('make-a-leak');
    const e = entryOf(store.getState().progress, 'make-a-leak');
    expect(e).toMatchObject({ solved: true, wrongAttempts: 1 });
  });
});

describe('the notice', () => {
  it('says what was left out, in each language, and goes once dismissed', async () => {
    lab.setState({ progressRepair: { dropped: 2, clamped: 1, copy: 'x' } });
    render(<StorageNotice />, { wrapper: provide(store, lab) });
    expect(screen.getByRole('status').textContent).toMatch(
      /2 saved progress entries could not be read/,
    );
    expect(screen.getByRole('status').textContent).toMatch(/1 saved counter was past its limit/);
    for (const [lang, word] of [
      ['fr', /2 entrées/],
      ['nl', /2 opgeslagen voortgangsitems/],
    ] as const) {
      await loadLabDict(lang);
      act(() => setLang(lang));
      expect(screen.getByRole('status').textContent).toMatch(word);
    }
    act(() => setLang('en'));
    act(() => screen.getByRole('button', { name: en['lab.storage.dismiss'] }).click());
    expect(lab.getState().progressRepair).toBeNull();
  });
});
