/**
 * `#/present?talk=talks/my-talk.json`: the deck loads a talk file served with it (a path on the
 * deck's own origin, under public/ in this project), on every load of the page, so a speaker
 * who edits the file sees it at the next reload. The deck keeps its slide (./TalkLoader.tsx).
 * From a file:// page a browser fetches nothing: the note says to use the file picker.
 */
import { useEffect, useRef, useState } from 'react';
import type { Problem } from '../../engine';
import { t } from '../../i18n';
import { hashParams } from '../../nav/hash';
import type { DeckState } from '../../story/deck';
import { keepingPlace } from './TalkLoader';
import { loadTalkText } from './useTalk';

type Update = (make: (d: DeckState) => DeckState) => void;
export type UrlTalk =
  | { status: 'none' | 'loading' | 'loaded' }
  | { status: 'error'; file: string; reason: string; problems?: Problem[] };

/** A relative path to a .json file, without `..`: the deck's own origin only. */
const SAFE = /^(?!.*\.\.)[\w][\w./-]*\.json$/;

export function useTalkFromUrl(deck: DeckState, update: Update, enabled: boolean): UrlTalk {
  // a bad path is said at once; a good one is fetched below
  const [state, setState] = useState<UrlTalk>(() => {
    const file = enabled ? hashParams().get('talk') : null;
    if (file && !SAFE.test(file))
      return { status: 'error', file, reason: t('stage.talk.urlBadPath') };
    return { status: file ? 'loading' : 'none' };
  });
  // a URL that names no slide opens the talk at its first (a reload names the one shown);
  // read as the page opens, before the deck writes its slide into the URL
  // (its title slide, named by a reload, is its first)
  const [fresh] = useState(() => {
    const q = hashParams();
    return !q.has('scene') && (!q.has('slide') || q.get('slide') === 'title');
  });
  const deckNow = useRef(deck);
  useEffect(() => {
    deckNow.current = deck;
  });
  useEffect(() => {
    const file = enabled ? hashParams().get('talk') : null;
    if (!file || !SAFE.test(file)) return;
    let live = true;
    fetch(new URL(file, location.href))
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return res.text();
      })
      .then((text) => {
        if (!live) return;
        const here = fresh ? { ...deckNow.current, scene: -1 } : deckNow.current;
        keepingPlace(here, update, () => {
          const r = loadTalkText(text, file);
          setState(
            r.ok
              ? { status: 'loaded' }
              : {
                  status: 'error',
                  file,
                  reason: t('stage.talk.bad', { file }),
                  problems: r.problems,
                },
          );
          return r.ok;
        });
      })
      .catch((e: unknown) => {
        if (!live) return;
        const reason =
          location.protocol === 'file:'
            ? t('stage.talk.urlOffline')
            : t('stage.talk.urlFailed', { why: e instanceof Error ? e.message : String(e) });
        setState({ status: 'error', file, reason });
      });
    return () => {
      live = false;
    };
  }, [enabled, update, fresh]);
  return state;
}

/** The URL's talk file could not be used: what went wrong, over the slide until dismissed. */
export function TalkUrlNote({ state }: { state: UrlTalk }) {
  const [closed, setClosed] = useState<UrlTalk | null>(null);
  if (state.status !== 'error' || closed === state) return null;
  return (
    <div className="sp-talk-url-note" role="alert" data-testid="talk-url-note">
      <p>
        {t('stage.talk.urlNotLoaded', { file: state.file })} {state.reason}
      </p>
      {state.problems && (
        <ul>
          {state.problems.slice(0, 8).map((p, i) => (
            <li key={i}>
              <code>{p.path}</code> {p.message}
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={() => setClosed(state)}>
        {t('stage.talk.dismiss')}
      </button>
    </div>
  );
}
