import { useCallback, useState } from 'react';
import { es } from '../i18n/es.ts';
import { Icon } from './icons.tsx';
import { type ShareData, shareLink } from './share-link.ts';
import { Toast } from './toast.tsx';

/** Shares a link (native sheet where there is one); when it copies the link instead, says so in a toast. */
export function ShareButton({ data, className }: { data: ShareData; className?: string }) {
  const [toast, setToast] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const closeToast = useCallback(() => setToast(null), []);
  const share = async () => {
    setBusy(true);
    try {
      const outcome = await shareLink(data);
      if (outcome === 'copied') setToast(es.share.copiado);
      else if (outcome === 'failed') setToast(es.share.noCopiado);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={className} onClick={share} disabled={busy}>
        <Icon name="share" size={18} />
        {es.share.compartir}
      </button>
      {toast && <Toast message={toast} onClose={closeToast} />}
    </>
  );
}
