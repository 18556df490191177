import { useEffect, useId, useState } from 'react';

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

/**
 * The MercadoPago wallet button of a preference; if the SDK cannot load, its hosted checkout as a link. Shared by
 * the order and the ticket payment pages: each passes its own texts and the class of its link button.
 */
export function MercadoPagoButton({
  preferenceId,
  publicKey,
  checkoutUrl,
  loadingLabel,
  fallbackLabel,
  className,
  linkClassName,
  helpClassName,
}: {
  preferenceId: string;
  publicKey: string;
  checkoutUrl: string;
  /** Shown while the SDK loads. */
  loadingLabel: string;
  /** The hosted checkout link's text, when the SDK cannot load. */
  fallbackLabel: string;
  className?: string;
  linkClassName?: string;
  helpClassName?: string;
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
    <div className={className}>
      <div id={containerId} />
      {state === 'loading' && <p className={helpClassName}>{loadingLabel}</p>}
      {state === 'failed' && (
        <a className={linkClassName} href={checkoutUrl}>
          {fallbackLabel}
        </a>
      )}
    </div>
  );
}
