import { useEffect } from 'react';
import toastCss from './toast.module.css';

export const TOAST_DURATION_MS = 3_000;

/** A short message at the bottom of the screen, read by screen readers, gone after a few seconds. */
export function Toast({ message, onClose }: { message: string; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  return (
    <div className={toastCss.toast} role="status" aria-live="polite">
      {message}
    </div>
  );
}
