import '@mantine/core/styles/Loader.css';
import { Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from '../../hash-router.tsx';
import { useReservas } from '../../api/get-reservas.ts';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { useReservasEventos } from '../../api/subscribe-reservas-eventos.ts';
import { esReservas } from '../../i18n/es-reservas.ts';
import { SiteHeader } from '../../ui/site-header.tsx';
import { ReservaCard } from './reserva-card.tsx';
import { ReservasMessage } from './reservas-message.tsx';
import reservasCss from './reservas.module.css';
import { cx } from '../../ui/cx.ts';
import reservaCardCss from './reserva-card.module.css';

/**
 * mis-reservas: the user's reservations (of the site's business in customer mode), live through the reservation
 * events and refreshed every 2 minutes besides.
 */
export default function MisReservasPage() {
  const { data: site } = useSiteMetadata();
  // Customer mode: the site is one business, so the list is that business's.
  const carpeta = site && !site.esPortal ? site.carpeta : null;
  const query = useReservas(carpeta, Boolean(site));
  useReservasEventos(true);
  const reservas = query.data;

  let content: ReactNode;
  if (reservas && reservas.length > 0) {
    content = (
      <ul className={reservaCardCss.rsvResList}>
        {reservas.map((r) => (
          <li key={r.id}>
            <ReservaCard reserva={r} />
          </li>
        ))}
      </ul>
    );
  } else if (reservas) {
    content = (
      <ReservasMessage icon="calendar" title={esReservas.vacio} text={esReservas.vacioTexto}>
        <Link
          className={cx(reservasCss.rsvButton, reservasCss.rsvButtonPrimary)}
          to={carpeta ? `/reservar/${encodeURIComponent(carpeta)}` : '/'}
        >
          {esReservas.irAReservar}
        </Link>
      </ReservasMessage>
    );
  } else if (query.isError) {
    content = (
      <ReservasMessage icon="info" title={esReservas.errorLista} tone="warn">
        <button
          type="button"
          className={cx(reservasCss.rsvButton, reservasCss.rsvButtonPrimary)}
          onClick={() => void query.refetch()}
        >
          {esReservas.reintentar}
        </button>
      </ReservasMessage>
    );
  } else {
    content = (
      <div className={cx(reservasCss.rsvDetailCard, reservasCss.rsvLoading)} role="status">
        <Loader size="md" aria-hidden="true" />
        <span>{esReservas.cargandoLista}</span>
      </div>
    );
  }

  return (
    <div className={reservasCss.rsvScreen}>
      <SiteHeader title={esReservas.misReservas} />
      <main className={cx(reservasCss.rsvMain, reservasCss.rsvMainNarrow)}>{content}</main>
    </div>
  );
}
