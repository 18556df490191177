import { useEffect, useId, useState } from 'react';
import { esPedidos } from '../../i18n/es-pedidos.ts';

/** MercadoPago's browser SDK: loaded only on the payment screen, and only when the provider is MercadoPago. */
const MERCADOPAGO_SDK_URL = 'https://sdk.mercadopago.com/js/v2';

interface MercadoPagoBricks {
  create: (
    brick: 'wallet',
    containerId: string,
    settings: { initialization: { preferenceId: string } },
  ) => Promise<{
    unmount: () => void;
  }>;
}
interface MercadoPagoInstance {
  bricks: () => MercadoPagoBricks;
}
declare global {
  interface Window {
    MercadoPago?: new (publicKey: string, options: { locale: string }) => MercadoPagoInstance;
  }
}

let sdkPromise: Promise<void> | null = null;

function loadMercadoPagoSdk(): Promise<void> {
  if (window.MercadoPago) return Promise.resolve();
  sdkPromise ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = MERCADOPAGO_SDK_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      sdkPromise = null;
      reject(new Error('No se pudo cargar el SDK de MercadoPago'));
    };
    document.head.appendChild(script);
  });
  return sdkPromise;
}

/** The MercadoPago wallet button of a preference; if the SDK cannot load, its hosted checkout as a link. */
export function MercadoPagoButton({
  preferenceId,
  publicKey,
  checkoutUrl,
}: {
  preferenceId: string;
  publicKey: string;
  checkoutUrl: string;
}) {
  const containerId = `mp-wallet-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let unmount: (() => void) | null = null;
    let cancelled = false;
    loadMercadoPagoSdk()
      .then(async () => {
        if (cancelled || !window.MercadoPago) return;
        const mp = new window.MercadoPago(publicKey, { locale: 'es-AR' });
        const controller = await mp.bricks().create('wallet', containerId, { initialization: { preferenceId } });
        if (cancelled) controller.unmount();
        else {
          unmount = controller.unmount;
          setState('ready');
        }
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [containerId, preferenceId, publicKey]);
  return (
    <div className="ped-mp">
      <div id={containerId} />
      {state === 'loading' && <p className="ped-help">{esPedidos.pagoCargandoBoton}</p>}
      {state === 'failed' && (
        <a className="ped-button ped-button--primary ped-button--block" href={checkoutUrl}>
          {esPedidos.pagoMercadoPago}
        </a>
      )}
    </div>
  );
}
