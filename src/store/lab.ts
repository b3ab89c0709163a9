/**
 * The lab's own store (zustand `persist`, localStorage): per challenge the trainee's solution
 * (the scenario they ran, or their answer) and how many hints they have seen, the workbench
 * drafts, the challenge files an instructor loaded and the workshop file a facilitator loaded. A solved mark is only ever recorded
 * by `markSolved`, which the workbench calls after the engine's check passed; an instructor
 * replays every claim with `npm run lab:verify`. When the browser's storage is full, progress
 * is written before drafts and `storageTrouble` says what gave way; no write throws. What the
 * storage holds is read entry by entry (`salvageProgress`): one entry this build cannot read is
 * left out alone, set aside under LAB_SET_ASIDE_KEY and reported in `progressRepair`, never
 * replaced by an empty progress at the next write. Counters never pass their bounds, and a
 * wrong attempt after a solve is not counted.
 * Framework-free; React reads it through
 * `useLab` in ./react.ts.
 */
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import {
  emptyProgress,
  MAX_TRAINEE_CHARS,
  recordEntry,
  type Progress,
  type ProgressEntry,
  type Solution,
} from '../lab';
import { MAX_ATTEMPTS, MAX_HINTS, salvageProgress } from '../lab/progress';

export const LAB_STORAGE_KEY = 'stale-pages:lab';
/** Stored progress entries this build could not read, kept as they were (never lost silently). */
export const LAB_SET_ASIDE_KEY = 'stale-pages:lab:set-aside';
const SET_ASIDE_FORMAT = 'stale-pages-lab-set-aside';
/** The set-aside copy keeps its newest entries within this many characters. */
const MAX_SET_ASIDE_CHARS = 1_000_000;

/** What reading the stored progress had to change (not persisted): shown until dismissed. */
export interface ProgressRepair {
  /** entries (or a trainee name) left out because this build cannot read them */
  dropped: number;
  /** entries whose counters were past their bounds and were set to them */
  clamped: number;
  /** everything set aside so far, as JSON text (offered as a download) */
  copy: string;
}

export interface LabState {
  progress: Progress;
  /** unsaved workbench edits, per challenge (a scenario as JSON data) */
  drafts: Record<string, unknown>;
  /** challenge files an instructor loaded in this browser, as loaded (validated on use) */
  instructorFiles: { source: string; data: unknown }[];
  /** the workshop file a facilitator loaded, as loaded (validated on use), or null */
  workshopFile: { source: string; data: unknown } | null;
  /**
   * What the last write to the browser's storage could not keep (not persisted): null when
   * all was saved; 'draftsDropped' when only progress (and loaded files) fit; 'full' when not
   * even progress did.
   */
  storageTrouble: StorageTrouble;
  /** what reading the stored progress changed, or null (not persisted) */
  progressRepair: ProgressRepair | null;
}

export interface LabActions {
  /** Records a solve: call only after checkScenario / checkSolution passed. */
  markSolved(challenge: string, solution: Solution): void;
  /**
   * Counts a checked attempt (Run or Submit) that did not solve the challenge; not counted once
   * it is solved, and never past MAX_ATTEMPTS.
   */
  recordWrongAttempt(challenge: string): void;
  /** The trainee has read the notice about what reading the stored progress changed. */
  dismissRepair(): void;
  /** The trainee's name in the progress file ('' removes it). */
  setTrainee(name: string): void;
  /** Reveals the next hint (hints stay revealed, also after solving). */
  revealHint(challenge: string, total: number): void;
  setDraft(challenge: string, draft: unknown): void;
  clearDraft(challenge: string): void;
  replaceProgress(p: Progress): void;
  addInstructorFiles(files: { source: string; data: unknown }[]): void;
  clearInstructorFiles(): void;
  /** Runs the lab as this workshop (call with a file validateWorkshop accepted). */
  setWorkshop(file: { source: string; data: unknown }): void;
  /** Back to the whole lab: every challenge, every tool. */
  leaveWorkshop(): void;
}

export type LabStore = LabState & LabActions;

export const entryOf = (p: Progress, id: string): ProgressEntry | undefined =>
  p.entries.find((e) => e.challenge === id);

const initial = (): LabState => ({
  progress: emptyProgress(),
  drafts: {},
  instructorFiles: [],
  workshopFile: null,
  storageTrouble: null,
  progressRepair: null,
});

const isLoadedFile = (f: unknown): f is { source: string; data: unknown } =>
  typeof f === 'object' && f !== null && typeof (f as { source?: unknown }).source === 'string';

type Persisted = Pick<LabState, 'progress' | 'drafts' | 'instructorFiles' | 'workshopFile'>;

export function createLabStore(storage: Storage | null = globalThis.localStorage ?? null) {
  const raw = storage ?? memoryStorage();
  // the store reports storage trouble to itself once it exists (only on a change: no loop)
  let report: (t: StorageTrouble) => void = () => {};
  const store = createStore<LabStore>()(
    persist(
      (set, get) => ({
        ...initial(),
        markSolved(challenge, solution) {
          const before = entryOf(get().progress, challenge);
          const entry: ProgressEntry = {
            challenge,
            solved: true,
            solution: structuredClone(solution),
            solvedAt: new Date().toISOString(),
            ...(before?.hintsShown ? { hintsShown: before.hintsShown } : {}),
            ...(before?.wrongAttempts ? { wrongAttempts: before.wrongAttempts } : {}),
          };
          set({ progress: recordEntry(get().progress, entry) });
        },
        recordWrongAttempt(challenge) {
          const before = entryOf(get().progress, challenge);
          const count = before?.wrongAttempts ?? 0;
          // after a solve a wrong answer is practice, not an attempt an instructor counts
          if (before?.solved || count >= MAX_ATTEMPTS) return;
          const wrongAttempts = count + 1;
          const entry: ProgressEntry = before
            ? { ...before, wrongAttempts }
            : { challenge, solved: false, wrongAttempts };
          set({ progress: recordEntry(get().progress, entry) });
        },
        setTrainee(name) {
          // kept as typed (a space between names survives); trimmed when a file is read
          const rest = { ...get().progress };
          delete rest.trainee;
          const trainee = name.slice(0, MAX_TRAINEE_CHARS);
          set({ progress: trainee.trim() ? { ...rest, trainee } : rest });
        },
        revealHint(challenge, total) {
          const before = entryOf(get().progress, challenge);
          const shown = Math.min(total, MAX_HINTS, (before?.hintsShown ?? 0) + 1);
          const entry: ProgressEntry = before
            ? { ...before, hintsShown: shown }
            : { challenge, solved: false, hintsShown: shown };
          set({ progress: recordEntry(get().progress, entry) });
        },
        setDraft(challenge, draft) {
          set({ drafts: { ...get().drafts, [challenge]: draft } });
        },
        clearDraft(challenge) {
          const drafts = { ...get().drafts };
          delete drafts[challenge];
          set({ drafts });
        },
        dismissRepair() {
          set({ progressRepair: null });
        },
        replaceProgress(progress) {
          // leaving a workshop stays on record: importing a file saved before leaving (or one
          // that never left) does not erase when this browser left; the later time is kept
          const left = [get().progress.leftWorkshop, progress.leftWorkshop]
            .filter((t): t is string => t !== undefined)
            .sort()
            .pop();
          set({ progress: left === undefined ? progress : { ...progress, leftWorkshop: left } });
        },
        addInstructorFiles(files) {
          const names = new Set(files.map((f) => f.source));
          const kept = get().instructorFiles.filter((f) => !names.has(f.source));
          set({ instructorFiles: [...kept, ...files] });
        },
        clearInstructorFiles() {
          set({ instructorFiles: [] });
        },
        setWorkshop(file) {
          set({ workshopFile: { source: file.source, data: structuredClone(file.data) } });
        },
        leaveWorkshop() {
          // recorded in the progress: lab:verify shows who left (spoilers and hints came back)
          if (get().workshopFile === null) return;
          set({
            workshopFile: null,
            progress: { ...get().progress, leftWorkshop: new Date().toISOString() },
          });
        },
      }),
      {
        name: LAB_STORAGE_KEY,
        version: 1,
        storage: priorityStorage<Persisted>(raw, (t) => report(t)),
        // what localStorage holds is read entry by entry: what does not read is set aside
        merge: (persisted, current) => {
          const p = (persisted ?? {}) as Partial<LabState>;
          const s = salvageProgress(p.progress);
          const repaired = s.dropped > 0 || s.clamped > 0;
          return {
            ...current,
            progress: p.progress === undefined ? current.progress : s.progress,
            progressRepair: repaired
              ? { dropped: s.dropped, clamped: s.clamped, copy: setAside(raw, s.setAside) }
              : null,
            drafts: p.drafts && typeof p.drafts === 'object' ? p.drafts : {},
            // only entries shaped as loaded files: the lab validates them on every visit
            instructorFiles: Array.isArray(p.instructorFiles)
              ? p.instructorFiles.filter(isLoadedFile)
              : [],
            workshopFile: isLoadedFile(p.workshopFile) ? p.workshopFile : null,
          };
        },
        partialize: (s): Persisted => ({
          progress: s.progress,
          drafts: s.drafts,
          instructorFiles: s.instructorFiles,
          workshopFile: s.workshopFile,
        }),
      },
    ),
  );
  report = (t) => {
    if (store.getState().storageTrouble !== t) store.setState({ storageTrouble: t });
  };
  return store;
}

/**
 * Adds `entries` to the set-aside copy in `raw` (merged with what an earlier visit set aside,
 * the same entry once, the newest kept within MAX_SET_ASIDE_CHARS); returns the copy's text.
 * A copy that cannot be written is still returned, for the download.
 */
function setAside(raw: Storage, entries: unknown[]): string {
  let kept: unknown[] = [];
  try {
    const old = JSON.parse(raw.getItem(LAB_SET_ASIDE_KEY) ?? 'null') as { entries?: unknown };
    if (Array.isArray(old?.entries)) kept = old.entries as unknown[];
  } catch {
    // an unreadable copy is replaced
  }
  const seen = new Set(kept.map((e) => JSON.stringify(e)));
  for (const e of entries) if (!seen.has(JSON.stringify(e))) kept.push(e);
  const textOf = (list: unknown[]) => JSON.stringify({ format: SET_ASIDE_FORMAT, entries: list });
  let text = textOf(kept);
  while (text.length > MAX_SET_ASIDE_CHARS && kept.length > 1)
    text = textOf((kept = kept.slice(1)));
  try {
    if (entries.length > 0) raw.setItem(LAB_SET_ASIDE_KEY, text);
  } catch {
    // a full storage: the notice still offers the download
  }
  return text;
}

/*
 * Persistence when the browser's storage is full: progress comes before drafts. A write that
 * does not fit is retried without the workbench drafts, then also without the instructor's
 * loaded files; if even the progress does not fit, the copy already stored is left as it
 * was. Nothing here throws; `report` says what had to give (null: all was saved).
 */
/** What the last write could not keep: null (everything saved), drafts, or progress itself. */
export type StorageTrouble = null | 'draftsDropped' | 'full';

/** `raw` as zustand's persist storage, writing what fits, progress first. */
function priorityStorage<S extends { drafts?: unknown; instructorFiles?: unknown }>(
  raw: Storage,
  report: (t: StorageTrouble) => void,
): PersistStorage<S, void> {
  const tryWrite = (name: string, value: unknown): boolean => {
    try {
      raw.setItem(name, JSON.stringify(value));
      return true;
    } catch {
      return false;
    }
  };
  return {
    getItem(name) {
      try {
        const text = raw.getItem(name);
        return text === null ? null : (JSON.parse(text) as StorageValue<S>);
      } catch {
        return null;
      }
    },
    setItem(name, value) {
      if (tryWrite(name, value)) return report(null);
      const noDrafts = { ...value, state: { ...value.state, drafts: {} } };
      const progressOnly = { ...noDrafts, state: { ...noDrafts.state, instructorFiles: [] } };
      for (const lighter of [noDrafts, progressOnly])
        if (tryWrite(name, lighter)) return report('draftsDropped');
      report('full');
    },
    removeItem(name) {
      try {
        raw.removeItem(name);
      } catch {
        // nothing to do: the copy stays
      }
    },
  };
}

function memoryStorage(): Storage {
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

export type LabStoreApi = ReturnType<typeof createLabStore>;

export const labStore: LabStoreApi = createLabStore();
