import { Component, type ReactNode } from 'react';
import { es } from '../i18n/es.ts';
import { describeError, reportError } from '../ui/analytics.ts';

const RELOADED_KEY = 'chunk-reload-at';

/** A screen's code could not be loaded: usually a new version was deployed and the old file is gone. */
function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(message);
}

/**
 * Keeps a failed screen from leaving a blank page: a missing chunk reloads the app once (to get the new
 * version); any other error shows a message with a reload button.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // Spec 02 §8: an error no screen handled is reported as uncontrolled; fatal, as the screen is replaced.
    reportError(describeError(error), 'uncontrolled', true);
    const last = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0);
    if (isChunkLoadError(error) && Date.now() - last > 30_000) {
      sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
      window.location.reload();
      return;
    }
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="page" role="alert" style={{ textAlign: 'center', paddingTop: 48 }}>
        <p>{es.common.errorGenerico}</p>
        <button type="button" className="reload-button" onClick={() => window.location.reload()}>
          {es.loading.recargar}
        </button>
      </main>
    );
  }
}
