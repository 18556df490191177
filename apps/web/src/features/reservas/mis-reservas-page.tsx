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
import './reservas.css';

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
      <ul className="rsv-res-list">
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
          className="rsv-button rsv-button--primary"
          to={carpeta ? `/reservar/${encodeURIComponent(carpeta)}` : '/'}
        >
          {esReservas.irAReservar}
        </Link>
      </ReservasMessage>
    );
  } else if (query.isError) {
    content = (
      <ReservasMessage icon="info" title={esReservas.errorLista} tone="warn">
        <button type="button" className="rsv-button rsv-button--primary" onClick={() => void query.refetch()}>
          {esReservas.reintentar}
        </button>
      </ReservasMessage>
    );
  } else {
    content = (
      <div className="rsv-detail-card rsv-loading" role="status">
        <Loader size="md" aria-hidden="true" />
        <span>{esReservas.cargandoLista}</span>
      </div>
    );
  }

  return (
    <div className="rsv-screen">
      <SiteHeader title={esReservas.misReservas} />
      <main className="rsv-main rsv-main--narrow">{content}</main>
    </div>
  );
}
