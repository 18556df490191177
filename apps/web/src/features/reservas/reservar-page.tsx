import { type ReactNode, useEffect, useState } from 'react';
import { Link, Navigate, useParams } from '../../hash-router.tsx';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { serverNow } from '../../api/server-clock.ts';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { usePageMeta } from '../../ui/page-meta.ts';
import { es } from '../../i18n/es.ts';
import { esReservas } from '../../i18n/es-reservas.ts';
import { SiteHeader } from '../../ui/site-header.tsx';
import { ComercioSummary } from './comercio-summary.tsx';
import { readReservaPendiente } from './reserva-draft-storage.ts';
import { ReservaForm } from './reserva-form.tsx';
import { ReservasMessage } from './reservas-message.tsx';
import { useReservaComercio } from './use-reserva-comercio.ts';
import reservasCss from './reservas.module.css';
import { cx } from '../../ui/cx.ts';
import reservaFormCss from './reserva-form.module.css';

// For the first-screen preload (app/preload-first-screen.ts), which loads this page's chunk anyway.
export { prefetchFirstAvailability } from './use-reserva-form.ts';

/** Spec 02 §9: the reservation screen shows its content 50 ms after the business is there. */
export const CONTENT_DELAY_MS = 50;

/** Without a carpeta in the path: the business of the reservation in progress, else the site's own business. */
function useReservarCarpeta(siteCarpeta: string | null | undefined): string | null {
  const { carpeta } = useParams();
  const [draftCarpeta] = useState(() => readReservaPendiente(serverNow())?.carpeta ?? null);
  return carpeta ?? draftCarpeta ?? siteCarpeta ?? null;
}

function useContentDelay(isReady: boolean): boolean {
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    if (!isReady) return;
    const timer = setTimeout(() => setShown(true), CONTENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isReady]);
  return isShown;
}

/** reservar and reservar/{carpeta}: the reservation form of one business. */
export default function ReservarPage() {
  const { data: siteMetadata } = useSiteMetadata();
  const carpeta = useReservarCarpeta(siteMetadata?.carpeta);
  const { site, comercio, isLoading, isNotFound, isError, retry } = useReservaComercio(carpeta);
  const isShown = useContentDelay(Boolean(comercio));
  usePageMeta(
    comercio
      ? { title: `${esReservas.reservarTitulo} · ${comercio.nombreComercio}`, description: comercio.descrCorta }
      : undefined,
  );

  if (site && !carpeta) return <Navigate to="/" replace />;
  if (isLoading || (comercio && !isShown)) return <LoadingScreen />;

  let content: ReactNode;
  if (isNotFound || (!comercio && !isError)) {
    content = (
      <ReservasMessage icon="search" title={es.comercio.noEncontrado}>
        <Link className={cx(reservaFormCss.rsvButton, reservasCss.rsvButton, reservasCss.rsvButtonPrimary)} to="/">
          {es.home.verComercios}
        </Link>
      </ReservasMessage>
    );
  } else if (!comercio) {
    content = (
      <ReservasMessage icon="info" title={es.home.errorTitulo} text={es.home.errorTexto} tone="warn">
        <button
          type="button"
          className={cx(reservaFormCss.rsvButton, reservasCss.rsvButton, reservasCss.rsvButtonPrimary)}
          onClick={retry}
        >
          {es.common.reintentar}
        </button>
      </ReservasMessage>
    );
  } else if (!comercio.permiteReservas) {
    content = (
      <>
        <ComercioSummary comercio={comercio} showRating={Boolean(site?.esPortal)} />
        <ReservasMessage
          icon="calendar"
          title={esReservas.noPermitidas}
          text={esReservas.noPermitidasTexto}
          tone="warn"
        >
          <Link
            className={cx(reservaFormCss.rsvButton, reservasCss.rsvButton, reservasCss.rsvButtonPrimary)}
            to={`/home/${encodeURIComponent(comercio.carpeta)}`}
          >
            {esReservas.irAlComercio}
          </Link>
        </ReservasMessage>
      </>
    );
  } else {
    content = <ReservaForm key={comercio.id} comercio={comercio} showRating={Boolean(site?.esPortal)} />;
  }

  return (
    <div className={reservasCss.rsvScreen}>
      <SiteHeader title={esReservas.reservarTitulo} />
      <main className={cx(reservasCss.rsvMain, reservasCss.rsvMainForm)}>{content}</main>
    </div>
  );
}
