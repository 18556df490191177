import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { es } from '../i18n/es.ts';

/** When a new version of the app is waiting, asks the spec's question; accepting activates it and reloads. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  useEffect(() => {
    if (!needRefresh) return;
    if (window.confirm(es.update.confirm)) void updateServiceWorker(true);
    else setNeedRefresh(false);
  }, [needRefresh, setNeedRefresh, updateServiceWorker]);
  return null;
}
