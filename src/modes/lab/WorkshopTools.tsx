/**
 * A facilitator's workshop file (issue #22 point 2): "Load a workshop file" reads one, checks it
 * with the workshop validator (src/lab/validateWorkshop.ts: problems by JSON path, text kept as
 * text) and keeps it in the lab's store, so it survives a reload; "Leave the workshop" goes back
 * to the whole lab. While one is loaded the board lists its challenges in its order, and the
 * tools it turns off stay hidden.
 */
import { useId, useState } from 'react';
import { t } from '../../i18n';
import '../../i18n/lab';
import { parseWorkshop } from '../../lab/validateWorkshop';
import { labStore } from '../../store/lab';
import { useLang } from '../../store/react';
import { useLab } from '../../store/reactLab';
import { readScenarioFile } from '../../store/readFile';
import { txt, type ChallengeSet } from './labData';
import { JsonFilePicker } from './JsonFilePicker';

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
  const lang = useLang();
  const ids = { title: useId(), input: useId() };
  const loaded = useLab((s) => s.workshopFile);
  const [note, setNote] = useState<Note | null>(null);
  const w = set.workshop;

  const load = async (file: File) => {
    const read = await readScenarioFile(file);
    if (!read.ok)
      return setNote({
        tone: 'error',
        text: t('lab.workshop.bad', { file: file.name }),
        problems: [{ path: '$', message: read.message }],
      });
    const r = parseWorkshop(
      read.text,
      set.challenges.map((c) => c.id),
    );
    if (!r.ok)
      return setNote({
        tone: 'error',
        text: t('lab.workshop.bad', { file: file.name }),
        problems: r.problems,
      });
    labStore.getState().setWorkshop({ source: file.name, data: JSON.parse(read.text) as unknown });
    setNote({ tone: 'ok', text: t('lab.workshop.loaded', { n: r.workshop.challenges.length }) });
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
              labStore.getState().leaveWorkshop();
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
