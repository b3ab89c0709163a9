/**
 * The lab's own store (zustand `persist`, localStorage): per challenge the trainee's solution
 * (the scenario they ran, or their answer) and how many hints they have seen, the workbench
 * drafts, the challenge files an instructor loaded and the workshop file a facilitator loaded. A solved mark is only ever recorded
 * by `markSolved`, which the workbench calls after the engine's check passed; an instructor
 * replays every claim with `npm run lab:verify`. When the browser's storage is full, progress
 * is written before drafts and `storageTrouble` says what gave way; no write throws.
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
  validateProgress,
} from '../lab';

export const LAB_STORAGE_KEY = 'stale-pages:lab';

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
}

export interface LabActions {
  /** Records a solve: call only after checkScenario / checkSolution passed. */
  markSolved(challenge: string, solution: Solution): void;
  /** Counts a checked attempt (Run or Submit) that did not solve the challenge. */
  recordWrongAttempt(challenge: string): void;
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
});

const isLoadedFile = (f: unknown): f is { source: string; data: unknown } =>
  typeof f === 'object' && f !== null && typeof (f as { source?: unknown }).source === 'string';

type Persisted = Pick<LabState, 'progress' | 'drafts' | 'instructorFiles' | 'workshopFile'>;

export function createLabStore(storage: Storage | null = globalThis.localStorage ?? null) {
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
          const wrongAttempts = (before?.wrongAttempts ?? 0) + 1;
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
          const shown = Math.min(total, (before?.hintsShown ?? 0) + 1);
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
        replaceProgress(progress) {
          set({ progress });
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
          set({ workshopFile: null });
        },
      }),
      {
        name: LAB_STORAGE_KEY,
        version: 1,
        storage: priorityStorage<Persisted>(storage ?? memoryStorage(), (t) => report(t)),
        // what localStorage holds is checked like an imported file: a broken one starts afresh
        merge: (persisted, current) => {
          const p = (persisted ?? {}) as Partial<LabState>;
          const v = validateProgress(p.progress);
          return {
            ...current,
            progress: v.ok ? v.progress : current.progress,
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

export const labStore = createLabStore();
