/**
 * A facilitator's workshop file (issue #22 point 2): "Load a workshop file" reads one, checks it
 * in the lab's worker (never on this thread) with the workshop validator (src/lab/validateWorkshop.ts: problems by JSON path, text kept as
 * text) and keeps it in the lab's store, so it survives a reload; "Leave the workshop" goes back
 * to the whole lab. While one is loaded the board lists its challenges in its order, and the
 * tools it turns off stay hidden.
 */
import { useId, useState } from 'react';
import { t } from '../../i18n';
import '../../i18n/lab';
import { useLang } from '../../store/react';
import { useLab, useLabStore } from '../../store/reactLab';
import { blobBytes } from '../../worker/fileRead';
import { labJob } from '../../worker/labJobs';
import { isCancelled } from '../../worker/lane';
import { txt, type ChallengeSet } from './labData';
import { JsonFilePicker, unreadable } from './JsonFilePicker';

type Note = { tone: 'ok' | 'error'; text: string; problems?: { path: string; message: string }[] };

function Problems({ list }: { list: { path: string; message: string }[] }) {
  return (
    <ul className="lab-problems">
      {list.slice(0, 20).map((p, i) => (
        <li key={i}>
          <code>{p.path}</code> {p.message}
        </li>
      ))}
    </ul>
  );
}

export function WorkshopTools({ set }: { set: ChallengeSet }) {
  const lab = useLabStore();
  const lang = useLang();
  const ids = { title: useId(), input: useId() };
  const loaded = useLab((s) => s.workshopFile);
  const [note, setNote] = useState<Note | null>(null);
  const w = set.workshop;

  // read, parsed and checked in the lab's worker: a 5 MB file never holds the page
  const load = async (file: File) => {
    const bad = (problems: { path: string; message: string }[]) =>
      setNote({ tone: 'error', text: t('lab.workshop.bad', { file: file.name }), problems });
    const b = await blobBytes(file);
    if (!b.ok) return bad([{ path: '$', message: unreadable(b) }]);
    const known = set.challenges.map((c) => c.id);
    const r = await labJob('workshopFile', {
      file: { name: file.name, bytes: b.bytes },
      known,
    }).catch((e: unknown) =>
      isCancelled(e) ? null : e instanceof Error ? e : new Error(String(e)),
    );
    if (r === null) return;
    if (r instanceof Error) return bad([{ path: '$', message: r.message }]);
    if (!r.ok) return bad('problems' in r ? r.problems : [{ path: '$', message: unreadable(r) }]);
    lab.getState().setWorkshop({ source: file.name, data: r.value.data });
    setNote({
      tone: 'ok',
      text: t('lab.workshop.loaded', { n: r.value.workshop.challenges.length }),
    });
  };

  return (
    <section className="lab-tools" aria-labelledby={ids.title} data-testid="workshop-tools">
      <h2 id={ids.title}>{t('lab.workshop.title')}</h2>
      {w ? (
        <div className="lab-note lab-note--ok" data-testid="workshop-active">
          <p>
            {t('lab.workshop.active', {
              title: w.title ? txt(w.title, lang) : (loaded?.source ?? ''),
              n: w.challenges.length,
            })}
          </p>
          {(!w.spoilers || !w.hints || w.opaqueIds) && (
            <ul>
              {!w.spoilers && <li>{t('lab.workshop.spoilersOff')}</li>}
              {!w.hints && <li>{t('lab.workshop.hintsOff')}</li>}
              {w.opaqueIds && <li>{t('lab.workshop.opaque')}</li>}
            </ul>
          )}
        </div>
      ) : (
        <p>{t('lab.workshop.about')}</p>
      )}
      {loaded && set.workshopProblems.length > 0 && (
        <div className="lab-note lab-note--error" role="alert">
          <p>{t('lab.workshop.broken', { file: loaded.source.slice(0, 120) })}</p>
          <Problems list={set.workshopProblems} />
        </div>
      )}
      <div className="lab-tools__row">
        <JsonFilePicker
          id={ids.input}
          label={t('lab.workshop.load')}
          testId="workshop-file"
          onFiles={([f]) => load(f!)}
        />
        {loaded && (
          <button
            type="button"
            className="btn btn--quiet"
            onClick={() => {
              lab.getState().leaveWorkshop();
              setNote({ tone: 'ok', text: t('lab.workshop.left') });
            }}
          >
            {t('lab.workshop.leave')}
          </button>
        )}
      </div>
      <div role="status" aria-live="polite" className="lab-tools__status">
        {note && (
          <div className={`lab-note lab-note--${note.tone}`}>
            <p>{note.text}</p>
            {note.problems && <Problems list={note.problems} />}
          </div>
        )}
      </div>
    </section>
  );
}
