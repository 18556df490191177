import { useEffect, useState } from 'react';
import { es } from '../i18n/es.ts';
import './loading-screen.css';

const HEART_PATH =
  'M23.6 0c-3.4 0-6.3 2.7-7.6 5.6C14.7 2.7 11.8 0 8.4 0 3.8 0 0 3.8 0 8.4c0 9.4 9.5 11.9 16 21.2 6.1-9.3 16-12.1 16-21.2C32 3.8 28.2 0 23.6 0z';

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
      {/* The same heart index.html shows before the app runs (keep the two alike). */}
      <svg className="loading-heart" role="img" aria-label={es.common.cargando} viewBox="0 0 32 29.6">
        <path d={HEART_PATH} />
      </svg>
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
