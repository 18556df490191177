import { useEffect, useState } from 'react';
import { es } from '../i18n/es.ts';
import './loading-screen.css';

/** Spec: hint after 2 s; after 17 s the long-wait message with a reload link. */
export const LOADING_HINT_MS = 2_000;
export const LOADING_LONG_WAIT_MS = 17_000;

export function LoadingScreen() {
  const [elapsed, setElapsed] = useState<'start' | 'hint' | 'long'>('start');
  useEffect(() => {
    const hint = setTimeout(() => setElapsed('hint'), LOADING_HINT_MS);
    const long = setTimeout(() => setElapsed('long'), LOADING_LONG_WAIT_MS);
    return () => {
      clearTimeout(hint);
      clearTimeout(long);
    };
  }, []);
  return (
    <main className="loading-screen" aria-busy="true" aria-live="polite">
      <div className="loading-heart" role="img" aria-label={es.common.cargando} />
      {elapsed === 'hint' && <p className="loading-text">{es.loading.hint}</p>}
      {elapsed === 'long' && (
        <p className="loading-text">
          {es.loading.longWait}{' '}
          <a
            href={window.location.href}
            onClick={(e) => {
              e.preventDefault();
              window.location.reload();
            }}
          >
            {es.loading.recargar}
          </a>
        </p>
      )}
    </main>
  );
}
