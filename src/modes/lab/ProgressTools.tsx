/**
 * Progress files and instructor challenges: "Export progress" downloads a JSON file with every
 * solved challenge's solution; "Import progress" restores one after checking it (each claimed
 * solve is replayed through the engine, and one that does not hold comes back unsolved);
 * instructors load their own challenge files, validated like the built-ins. Files are read,
 * parsed and checked in the lab's worker (src/worker/labJobs.ts), never on this thread.
 */
import type { LabStoreApi } from '../../store/lab';
import { useId, useRef, useState } from 'react';
import { t } from '../../i18n';
import '../../i18n/lab';
import { MAX_TRAINEE_CHARS, serializeProgress, type ProgressEntry } from '../../lab';
import { useLang } from '../../store/react';
import { useLab, useLabStore } from '../../store/reactLab';
import { readProgressFile } from '../../store/readFile';
import { download } from '../../views/shared/download';
import { blobBytes } from '../../worker/fileRead';
import type { FileBytes } from '../../worker/labJobProtocol';
import { labJob } from '../../worker/labJobs';
import { isCancelled } from '../../worker/lane';
import type { ChallengeProblem, ChallengeSet } from './labData';
import { JsonFilePicker, unreadable } from './JsonFilePicker';

type Note =
  | { tone: 'ok'; text: string }
  | { tone: 'error'; text: string; problems?: { where: string; message: string }[] };

export const PROGRESS_FILE = 'stale-pages-lab-progress.json';

/** Starts a download of the current progress (a Blob link; nothing leaves the machine). */
export function exportProgress(lab: LabStoreApi): void {
  const text = serializeProgress(lab.getState().progress);
  download(new Blob([text], { type: 'application/json' }), PROGRESS_FILE);
}

export function ProgressTools({ set }: { set: ChallengeSet }) {
  const lab = useLabStore();
  useLang();
  const ids = { progress: useId(), challenges: useId(), title: useId(), trainee: useId() };
  const trainee = useLab((s) => s.progress.trainee ?? '');
  const [note, setNote] = useState<Note | null>(null);
  // an import in the lab's worker: how far it is, and how to stop it
  const [busy, setBusy] = useState<{ done: number; total: number } | null>(null);
  const stopImport = useRef<AbortController | null>(null);
  const instructorCount = useLab((s) => s.instructorFiles.length);

  const importProgress = async (file: File) => {
    const read = await readProgressFile(file);
    if (!read.ok)
      return setNote({
        tone: 'error',
        text: t('lab.progress.bad', { file: file.name }),
        problems: [{ where: '$', message: read.message }],
      });
    // read and replayed in the lab's worker (issue 17 point 3): the page stays responsive
    stopImport.current?.abort();
    const ctl = (stopImport.current = new AbortController());
    setNote(null);
    setBusy({ done: 0, total: 1 });
    const job = await labJob(
      'import',
      { text: read.text, challenges: set.challenges },
      { signal: ctl.signal, onProgress: (p) => setBusy(p) },
    ).then(
      (ok) => ({ ok }),
      (error: Error) => ({ error }),
    );
    if (stopImport.current !== ctl) return;
    stopImport.current = null;
    setBusy(null);
    if ('error' in job)
      return setNote(
        isCancelled(job.error)
          ? { tone: 'ok', text: t('lab.progress.stopped') }
          : { tone: 'error', text: t('lab.progress.failed', { message: job.error.message }) },
      );
    const { parsed: r, rows } = job.ok;
    if (!r.ok)
      return setNote({
        tone: 'error',
        text: t('lab.progress.bad', { file: file.name }),
        problems: r.problems.map((p) => ({ where: p.path, message: p.message })),
      });
    let kept = 0;
    let refused = 0;
    const entries: ProgressEntry[] = r.progress.entries.map((e, i) => {
      if (!e.solved) return e;
      if (rows[i]?.verified) {
        kept++;
        return e;
      }
      refused++;
      return { ...e, solved: false };
    });
    lab.getState().replaceProgress({ ...r.progress, entries });
    setNote({
      tone: refused > 0 ? 'error' : 'ok',
      text:
        t('lab.progress.imported', { n: kept }) +
        (refused > 0 ? ` ${t('lab.progress.refused', { n: refused })}` : ''),
    });
  };

  // read, parsed and checked in the lab's worker: a 5 MB file never holds the page
  const loadChallenges = async (files: File[]) => {
    const problems: ChallengeProblem[] = [];
    const bytes: FileBytes[] = [];
    for (const f of files) {
      const b = await blobBytes(f);
      if (b.ok) bytes.push({ name: f.name, bytes: b.bytes });
      else problems.push({ source: f.name, path: '$', message: unreadable(b) });
    }
    const r = await labJob('challengeFiles', { files: bytes }).catch((e: unknown) =>
      isCancelled(e) ? null : e instanceof Error ? e : new Error(String(e)),
    );
    if (r === null) return;
    if (r instanceof Error)
      return setNote({ tone: 'error', text: t('lab.instructor.failed', { message: r.message }) });
    for (const u of r.unreadable)
      problems.push({ source: u.source, path: '$', message: unreadable(u.read) });
    problems.push(...r.problems);
    const good = r.loaded;
    if (good.length > 0) lab.getState().addInstructorFiles(good);
    setNote(
      problems.length > 0
        ? {
            tone: 'error',
            text: t('lab.instructor.problems', { n: good.length }),
            problems: problems.map((p) => ({ where: `${p.source} ${p.path}`, message: p.message })),
          }
        : { tone: 'ok', text: t('lab.instructor.loaded', { n: good.length }) },
    );
  };

  return (
    <section className="lab-tools" aria-labelledby={ids.title}>
      <h2 id={ids.title}>{t('lab.progress.title')}</h2>
      <p>{t('lab.progress.about')}</p>
      <p className="lab-field">
        <label htmlFor={ids.trainee}>{t('lab.progress.trainee')}</label>
        <input
          id={ids.trainee}
          type="text"
          maxLength={MAX_TRAINEE_CHARS}
          autoComplete="name"
          value={trainee}
          onChange={(e) => lab.getState().setTrainee(e.target.value)}
        />
      </p>
      <div className="lab-tools__row">
        <button type="button" className="btn" onClick={() => exportProgress(lab)}>
          {t('lab.progress.export')}
        </button>
        <JsonFilePicker
          id={ids.progress}
          label={t('lab.progress.import')}
          onFiles={([f]) => importProgress(f!)}
        />
        <JsonFilePicker
          id={ids.challenges}
          label={t('lab.instructor.load')}
          multiple
          onFiles={loadChallenges}
        />
        {instructorCount > 0 && (
          <button
            type="button"
            className="btn btn--quiet"
            onClick={() => {
              lab.getState().clearInstructorFiles();
              setNote({ tone: 'ok', text: t('lab.instructor.cleared') });
            }}
          >
            {t('lab.instructor.clear', { n: instructorCount })}
          </button>
        )}
      </div>
      <p className="lab-tools__hint">{t('lab.progress.verifyHint')}</p>
      <div role="status" aria-live="polite" className="lab-tools__status">
        {busy && (
          <p className="lab-busy" data-testid="import-progress">
            <progress max={busy.total} value={busy.done} /> {t('lab.progress.importing', busy)}{' '}
            <button
              type="button"
              className="btn btn--quiet"
              onClick={() => stopImport.current?.abort()}
            >
              {t('lab.busy.stop')}
            </button>
          </p>
        )}
        {note && (
          <div className={`lab-note lab-note--${note.tone}`}>
            <p>{note.text}</p>
            {note.tone === 'error' && note.problems && (
              <ul className="lab-problems">
                {note.problems.slice(0, 20).map((p, i) => (
                  <li key={i}>
                    <code>{p.where}</code> {p.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
