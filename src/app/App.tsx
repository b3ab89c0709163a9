/**
 * The app shell: hash router, error boundary, theme. The explainer (the home page) is in the
 * first bundle; the explore screen, the presenter, the speaker view and the lab load on demand,
 * so a reader of the explainer does not download or evaluate their code before the first paint.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { getLang } from '../i18n';
import { Explainer } from '../modes/explainer/Explainer';
import { ErrorBoundary } from './ErrorBoundary';
import { NotFoundNote } from './NotFoundNote';
import { routeOf, useHashPath } from './hashRoute';
import { useApplyTheme } from './theme';

const LabScreen = lazy(() =>
  import('../modes/lab/LabScreen').then((m) => ({ default: m.LabScreen })),
);
const LiveScreen = lazy(() =>
  import('../modes/live/LiveScreen').then((m) => ({ default: m.LiveScreen })),
);
const ExploreScreen = lazy(() =>
  import('../modes/explore/ExploreScreen').then((m) => ({ default: m.ExploreScreen })),
);
/** The deck's own strings come with it (src/i18n/stage.ts), in the language shown now. */
const withDeckText = <T,>(screen: Promise<T>): Promise<T> =>
  Promise.all([screen, import('../i18n/stage').then((m) => m.loadStageDict(getLang()))]).then(
    ([m]) => m,
  );
const Presenter = lazy(() =>
  withDeckText(import('../modes/presenter/Presenter')).then((m) => ({ default: m.Presenter })),
);
const SpeakerView = lazy(() =>
  withDeckText(import('../modes/presenter/SpeakerView')).then((m) => ({
    default: m.SpeakerView,
  })),
);

/** Over the presenter and the speaker view on a phone-sized window: built for a laptop. */
const SmallScreenNote = lazy(() =>
  withDeckText(import('../modes/presenter/SmallScreenNote')).then((m) => ({
    default: m.SmallScreenNote,
  })),
);

function OnDemand({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p className="app-loading">…</p>}>{children}</Suspense>;
}

export function App() {
  useApplyTheme();
  const path = useHashPath();
  const route = routeOf(path);
  return (
    <ErrorBoundary key={route}>
      {route === 'explore' && (
        <OnDemand>
          <ExploreScreen />
        </OnDemand>
      )}
      {route === 'present' && (
        <OnDemand>
          <Presenter />
          <SmallScreenNote />
        </OnDemand>
      )}
      {route === 'speaker' && (
        <OnDemand>
          <SpeakerView />
          <SmallScreenNote />
        </OnDemand>
      )}
      {route === 'lab' && (
        <OnDemand>
          <LabScreen />
        </OnDemand>
      )}
      {route === 'live' && (
        <OnDemand>
          <LiveScreen />
        </OnDemand>
      )}
      {route === 'home' && <Explainer />}
      {route === 'notfound' && (
        <>
          <NotFoundNote key={path} path={path} />
          <Explainer />
        </>
      )}
    </ErrorBoundary>
  );
}
