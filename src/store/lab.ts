/**
 * The lab's own store (zustand `persist`, localStorage): per challenge the trainee's solution
 * (the scenario they ran, or their answer) and how many hints they have seen, the workbench
 * drafts, and the challenge files an instructor loaded. A solved mark is only ever recorded
 * by `markSolved`, which the workbench calls after the engine's check passed; an instructor
 * replays every claim with `npm run lab:verify`. Framework-free; React reads it through
 * `useLab` in ./react.ts.
 */
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import {
  emptyProgress,
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
}

export interface LabActions {
  /** Records a solve: call only after checkScenario / checkSolution passed. */
  markSolved(challenge: string, solution: Solution): void;
  /** Reveals the next hint (hints stay revealed, also after solving). */
  revealHint(challenge: string, total: number): void;
  setDraft(challenge: string, draft: unknown): void;
  clearDraft(challenge: string): void;
  replaceProgress(p: Progress): void;
  addInstructorFiles(files: { source: string; data: unknown }[]): void;
  clearInstructorFiles(): void;
}

export type LabStore = LabState & LabActions;

export const entryOf = (p: Progress, id: string): ProgressEntry | undefined =>
  p.entries.find((e) => e.challenge === id);

const initial = (): LabState => ({ progress: emptyProgress(), drafts: {}, instructorFiles: [] });

export function createLabStore(storage: Storage | null = globalThis.localStorage ?? null) {
  return createStore<LabStore>()(
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
          };
          set({ progress: recordEntry(get().progress, entry) });
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
      }),
      {
        name: LAB_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(() => storage ?? memoryStorage()),
        // what localStorage holds is checked like an imported file: a broken one starts afresh
        merge: (persisted, current) => {
          const p = (persisted ?? {}) as Partial<LabState>;
          const v = validateProgress(p.progress);
          return {
            ...current,
            progress: v.ok ? v.progress : current.progress,
            drafts: p.drafts && typeof p.drafts === 'object' ? p.drafts : {},
            instructorFiles: Array.isArray(p.instructorFiles) ? p.instructorFiles : [],
          };
        },
        partialize: (s) => ({
          progress: s.progress,
          drafts: s.drafts,
          instructorFiles: s.instructorFiles,
        }),
      },
    ),
  );
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
