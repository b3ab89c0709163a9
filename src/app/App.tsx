/** The app shell: hash router, error boundary, theme. The lab loads on demand. */
import { lazy, Suspense } from 'react';
import { Explainer } from '../modes/explainer/Explainer';
import { ExploreScreen } from '../modes/explore/ExploreScreen';
import { Presenter } from '../modes/presenter/Presenter';
import { SpeakerView } from '../modes/presenter/SpeakerView';
import { ErrorBoundary } from './ErrorBoundary';
import { NotFoundNote } from './NotFoundNote';
import { routeOf, useHashPath } from './router';
import { useApplyTheme } from './theme';

const LabScreen = lazy(() =>
  import('../modes/lab/LabScreen').then((m) => ({ default: m.LabScreen })),
);

export function App() {
  useApplyTheme();
  const path = useHashPath();
  const route = routeOf(path);
  return (
    <ErrorBoundary key={route}>
      {route === 'explore' && <ExploreScreen />}
      {route === 'present' && <Presenter />}
      {route === 'speaker' && <SpeakerView />}
      {route === 'lab' && (
        <Suspense fallback={<p className="lab-loading">…</p>}>
          <LabScreen />
        </Suspense>
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
