/**
 * Loads a talk file (docs/presenting.md) from a file picker: checked at once, every problem
 * shown with its place in the file; a valid one becomes the talk in every window and stays
 * after a reload (./useTalk.ts). The deck stays on the slide it shows when the new talk has
 * it, else it goes to the talk's first slide.
 */
import { useState } from 'react';
import type { Problem } from '../../engine';
import { t } from '../../i18n';
import { goTo, type DeckState } from '../../story/deck';
import { slideAt, slideIndex } from '../../story/talk';
import { clearTalk, loadTalkText, storedTalkProblems, useTalk } from './useTalk';

type Update = (make: (d: DeckState) => DeckState) => void;
/** A talk file is a few kilobytes; anything this large is not one. */
const MAX_BYTES = 256 * 1024;

interface Note {
  tone: 'ok' | 'error';
  text: string;
  problems?: readonly Problem[];
}

/**
 * Runs `swap` (which changes the active talk), keeping the deck on the slide it shows (at its
 * build) when the new talk has it; else (or with `scene` −1) the talk's first slide.
 */
export function keepingPlace(deck: DeckState, update: Update, swap: () => boolean): void {
  const here = deck.scene < 0 ? null : slideAt(deck.scene).id;
  if (!swap()) return;
  const at = slideIndex(here);
  update((d) => goTo({ ...d, scene: -1 }, at < 0 ? 0 : at, undefined, at < 0 ? 0 : d.beat));
}

export function TalkLoader({ deck, update }: { deck: DeckState; update: Update }) {
  const talk = useTalk();
  const [note, setNote] = useState<Note | null>(() => {
    const problems = storedTalkProblems();
    return problems.length ? { tone: 'error', text: t('stage.talk.storedBad'), problems } : null;
  });
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_BYTES)
      return setNote({ tone: 'error', text: t('stage.talk.tooLarge', { file: file.name }) });
    let text: string;
    try {
      text = await file.text();
    } catch {
      return setNote({ tone: 'error', text: t('stage.talk.unreadable', { file: file.name }) });
    }
    keepingPlace(deck, update, () => {
      const r = loadTalkText(text, file.name);
      if (r.ok)
        setNote({
          tone: 'ok',
          text: t('stage.talk.loaded', { file: file.name, n: r.talk.slides.length }),
        });
      else
        setNote({
          tone: 'error',
          text: t('stage.talk.bad', { file: file.name }),
          problems: r.problems,
        });
      return r.ok;
    });
  };
  return (
    <div className="sp-talk" data-testid="talk-loader">
      <label className="sp-talk-pick">
        <span>{t('stage.talk.load')}</span>
        <input
          type="file"
          accept=".json,application/json"
          data-testid="talk-file"
          onChange={(e) => {
            void onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      <span data-testid="talk-status">
        {talk.source
          ? t('stage.talk.current', { file: talk.source, n: talk.slides.length })
          : t('stage.talk.builtIn')}
      </span>
      {talk.source && (
        <button
          type="button"
          onClick={() => {
            keepingPlace(deck, update, () => (clearTalk(), true));
            setNote(null);
          }}
        >
          {t('stage.talk.clear')}
        </button>
      )}
      {note && (
        <div
          className="sp-talk-note"
          data-tone={note.tone}
          role={note.tone === 'error' ? 'alert' : 'status'}
          data-testid="talk-note"
        >
          <p>{note.text}</p>
          {note.problems && (
            <ul>
              {note.problems.slice(0, 12).map((p, i) => (
                <li key={i}>
                  <code>{p.path}</code> {p.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
