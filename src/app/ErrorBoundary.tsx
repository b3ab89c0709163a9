/** Catches a render error below it and shows a readable message with a reload button. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../i18n';

interface Props {
  children: ReactNode;
}
interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    // keep the details for whoever opens the developer tools
    console.warn('Stale Pages: a view failed to render', error, info.componentStack);
  }

  render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="error-boundary" role="alert">
        <h2>{t('explore.app.error.title')}</h2>
        <p>{t('explore.app.error.body')}</p>
        <p className="error-boundary__detail">
          {t('explore.app.error.detail', { message: error.message })}
        </p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t('explore.app.error.reload')}
        </button>
      </div>
    );
  }
}
