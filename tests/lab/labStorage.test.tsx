/**
 * Progress is never lost when the browser's storage is full (issue 17 point 5): a stand-in
 * localStorage throws QuotaExceededError past a size; progress is written before drafts, the
 * user is told (en/fr/nl), and no write throws.
 */
import { freshStore, freshLabStore, provide } from '../setup/stores';
import type { AppStoreApi } from '../../src/store/store';
import type { LabStoreApi } from '../../src/store/lab';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, beforeEach } from 'vitest';
import { setLang } from '../../src/i18n';
import { loadLabDict } from '../../src/i18n/lab';
import type { Progress } from '../../src/lab';
import { StorageNotice } from '../../src/modes/lab/StorageNotice';
import { createLabStore, entryOf, LAB_STORAGE_KEY } from '../../src/store/lab';
import { lab as en } from '../../src/i18n/en/lab';

let store: AppStoreApi;
let lab: LabStoreApi;
beforeEach(() => {
  store = freshStore();
  lab = freshLabStore();
});

/** A Storage that refuses (as browsers do) a write that would take it past `limit` characters. */
function smallStorage(limit: number): Storage & { writes: number } {
  const m = new Map<string, string>();
  const size = () => [...m].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    writes: 0,
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem(k, v) {
      const after =
        size() - (m.get(k)?.length ?? 0) - (m.has(k) ? k.length : 0) + k.length + v.length;
      if (after > limit)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      this.writes++;
      m.set(k, v);
    },
  };
}

const bigDraft = (chars: number) => ({ name: 'x'.repeat(chars) });
const stored = (s: Storage) =>
  (JSON.parse(s.getItem(LAB_STORAGE_KEY)!) as { state: { progress: Progress; drafts: object } })
    .state;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('a full browser storage', () => {
  it('keeps progress before drafts, says so, and never throws', () => {
    const raw = smallStorage(20_000);
    const store = createLabStore(raw);
    expect(() => store.getState().setDraft('make-a-leak', bigDraft(30_000))).not.toThrow();
    expect(store.getState().storageTrouble).toBe('draftsDropped');
    // the draft stays for this visit; a correct answer is saved despite it
    expect(store.getState().drafts['make-a-leak']).toBeTruthy();
    expect(() => store.getState().markSolved('make-a-leak', { answer: 42 })).not.toThrow();
    expect(stored(raw).drafts).toEqual({});
    expect(entryOf(stored(raw).progress, 'make-a-leak')?.solved).toBe(true);
    // a reload finds the solve
    const again = createLabStore(raw);
    expect(entryOf(again.getState().progress, 'make-a-leak')?.solved).toBe(true);
    // once there is room again, the notice goes
    store.getState().clearDraft('make-a-leak');
    expect(store.getState().storageTrouble).toBeNull();
  });

  it('leaves the stored copy as it was when not even progress fits, and says so', () => {
    const raw = smallStorage(2_000);
    const store = createLabStore(raw);
    store.getState().revealHint('make-a-leak', 3);
    const before = raw.getItem(LAB_STORAGE_KEY);
    expect(before).toContain('make-a-leak');
    const huge = { answer: 'y'.repeat(5_000) } as never;
    expect(() => store.getState().markSolved('make-a-leak', huge)).not.toThrow();
    expect(store.getState().storageTrouble).toBe('full');
    expect(raw.getItem(LAB_STORAGE_KEY)).toBe(before);
  });

  it('tells the user, in each language', async () => {
    // jsdom's own localStorage, with its quota
    lab = createLabStore(localStorage);
    render(<StorageNotice />, { wrapper: provide(store, lab) });
    expect(screen.getByRole('status').textContent).toBe('');
    // jsdom's localStorage has a browser's quota (5 M characters): a 6 M draft does not fit
    act(() => lab.getState().setDraft('make-a-leak', bigDraft(6_000_000)));
    expect(screen.getByText(en['lab.storage.draftsDropped'])).toBeTruthy();
    act(() => lab.getState().revealHint('make-a-leak', 3));
    expect(screen.getByText(en['lab.storage.draftsDropped'])).toBeTruthy();
    for (const [lang, word] of [
      ['fr', /progression est enregistrée/],
      ['nl', /voortgang is bewaard/],
    ] as const) {
      await loadLabDict(lang);
      act(() => setLang(lang));
      expect(screen.getByRole('status').textContent).toMatch(word);
    }
    act(() => setLang('en'));
    act(() => lab.getState().clearDraft('make-a-leak'));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
