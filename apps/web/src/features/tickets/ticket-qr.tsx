import { useEffect, useState } from 'react';
import { esTickets } from '../../i18n/es-tickets.ts';
import compraRealizadaCss from './compra-realizada.module.css';

type QrModule = typeof import('qrcode');

let qrModule: Promise<QrModule> | null = null;

/** The QR library loads only when a purchase shows its tickets (it is not needed anywhere else). */
function loadQr(): Promise<QrModule> {
  qrModule ??= import('qrcode').then((mod) => (mod as QrModule & { default?: QrModule }).default ?? mod);
  return qrModule;
}

/** The ticket's code as an SVG image (data URI): sharp at any size, and what the door's scanner reads. */
async function renderQrSvg(codigo: string): Promise<string> {
  const qr = await loadQr();
  const svg = await qr.toString(codigo, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A ticket's QR code, named for screen readers by its number and code; the code is also printed below it. */
export function TicketQr({ numero, codigo }: { numero: number; codigo: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    renderQrSvg(codigo).then(
      (url) => {
        if (!cancelled) setSrc(url);
      },
      // Without the picture the code below still gets the customer in.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [codigo]);
  return (
    <figure className={compraRealizadaCss.tktQr}>
      {src ? (
        <img src={src} alt={esTickets.qrDe(numero, codigo)} width={184} height={184} />
      ) : (
        <span className={compraRealizadaCss.tktQrLoading} role="status">
          {esTickets.cargandoQr}
        </span>
      )}
      <figcaption className={compraRealizadaCss.tktQrCodigo}>
        <span className="visually-hidden">{esTickets.codigo}: </span>
        {codigo}
      </figcaption>
    </figure>
  );
}
