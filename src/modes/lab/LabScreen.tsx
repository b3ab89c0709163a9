/**
 * The training lab (#/lab): the score board, a challenge's workbench (#/lab?c=<id>) and the
 * exposure checker (#/lab?tab=exposure). Loaded on demand (React.lazy): none of the lab's code,
 * challenges or fast-check is in the initial JavaScript.
 */
import { useDeferredValue, useEffect, useId, useRef } from 'react';
import { chooseLang, LANG_NAMES, LANGS, t, isLang } from '../../i18n';
import { useLang, useLangStrings } from '../../store/react';
import { loadLabDict } from '../../i18n/lab';
import { ThemeToggle } from '../../views/controls/ThemeToggle';
import { resolveChallengeParam } from '../../lab/validateWorkshop';
import { ClassServer, sameOriginAsker } from './classServer';
import { ExposurePanel } from './ExposurePanel';
import { labHash, useChallenges, useLabPlace, withLang, type LabPlace } from './labData';
import { ScoreBoard } from './ScoreBoard';
import { StorageNotice } from './StorageNotice';
import { Workbench } from './Workbench';
import '../../views/controls/controls.css';
import '../../views/controls/story.css';
import '../../views/controls/panels.css';
import '../../views/controls/messages.css';
import './lab.css';

function LangSelect() {
  const lang = useLang();
  const id = useId();
  return (
    <span className="lab__lang">
      <label htmlFor={id}>{t('lab.language')}</label>
      <select
        id={id}
        value={lang}
        onChange={(e) => isLang(e.target.value) && chooseLang(e.target.value)}
      >
        {LANGS.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANG_NAMES[l]}
          </option>
        ))}
      </select>
    </span>
  );
}

function Tab({ place, current, label }: { place: LabPlace; current: boolean; label: string }) {
  return (
    <a className="lab__tab" href={labHash(place)} aria-current={current ? 'page' : undefined}>
      {label}
    </a>
  );
}

const ASK_THIS_ORIGIN = sameOriginAsker();

export function LabScreen() {
  const lang = useLang();
  const strings = useLangStrings();
  // French and Dutch lab strings load when the lab is shown in that language
  useEffect(() => {
    void loadLabDict(lang);
  }, [lang]);
  const place = useLabPlace();
  // the place's view renders in the background (a deferred value: React yields to the browser
  // every few milliseconds), so opening a challenge is not one long task (issue 17 point 3)
  const shown = useDeferredValue<LabPlace | null>(place, null);
  useEffect(() => {
    const before = document.title;
    document.title = `${t('lab.title')} · ${t('explore.app.name')}`;
    return () => {
      document.title = before;
    };
    // set again in another language, once its strings have arrived
  }, [strings]);
  // moving between board, workbench and checker puts the focus at the start of the new view
  const placeKey = place.kind === 'challenge' ? `c:${place.id}` : place.kind;
  const firstPlace = useRef(placeKey);
  useEffect(() => {
    if (placeKey === firstPlace.current) return;
    firstPlace.current = '';
    document.getElementById('lab-main')?.focus({ preventScroll: true });
    document.documentElement.scrollTop = 0;
  }, [placeKey]);
  return (
    <div className="lab">
      <a
        className="skip-link"
        href="#lab-main"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('lab-main')?.focus();
        }}
      >
        {t('lab.skip')}
      </a>
      <header className="lab__header">
        <h1 className="lab__brand">
          <a href="#/">{t('explore.app.name')}</a>
          <span className="lab__sub">{t('lab.title')}</span>
        </h1>
        <nav className="lab__tabs" aria-label={t('lab.nav')}>
          <Tab
            place={{ kind: 'board' }}
            current={place.kind !== 'exposure'}
            label={t('lab.tab.challenges')}
          />
          <Tab
            place={{ kind: 'exposure' }}
            current={place.kind === 'exposure'}
            label={t('lab.tab.exposure')}
          />
          <a className="lab__tab" href={withLang('#/explore')}>
            {t('lab.tab.explore')}
          </a>
        </nav>
        <div className="lab__tools">
          <LangSelect />
          <ThemeToggle />
        </div>
      </header>
      <main id="lab-main" className="lab__main" tabIndex={-1}>
        <StorageNotice />
        {/* a live solve asks the live server behind this origin, if any (./classServer.ts) */}
        <ClassServer.Provider value={ASK_THIS_ORIGIN}>
          {shown && <LabMain place={shown} />}
        </ClassServer.Provider>
      </main>
    </div>
  );
}

/** What the lab shows at `place`: the score board, a workbench or the exposure checker. */
function LabMain({ place }: { place: LabPlace }) {
  const set = useChallenges();
  // a link names a challenge by its id or by a workshop's opaque id (src/lab/validateWorkshop.ts)
  const shownId =
    place.kind === 'challenge'
      ? resolveChallengeParam(
          place.id,
          set.challenges.map((c) => c.id),
        )
      : null;
  const challenge = set.challenges.find((c) => c.id === shownId);
  const workshop = set.workshop;
  return (
    <>
      {place.kind === 'board' && <ScoreBoard set={set} />}
      {place.kind === 'exposure' && <ExposurePanel smallestChange={workshop?.spoilers !== false} />}
      {place.kind === 'challenge' && challenge && (
        <Workbench key={challenge.id} challenge={challenge} workshop={workshop} />
      )}
      {place.kind === 'challenge' && !challenge && (
        <div className="lab__notice" role="alert">
          <p>{t('lab.unknownChallenge', { id: place.id.slice(0, 64) })}</p>
          <p>
            <a href={labHash({ kind: 'board' })}>{t('lab.backToBoard')}</a>
          </p>
        </div>
      )}
    </>
  );
}
