import { formatFechaCortaEvento, formatHoraEvento } from '@vidriera/domain/evento-fecha';
import { formatPesos } from '@vidriera/domain/pedidos-precios';
import type { ReactNode } from 'react';
import { esReservas } from '../../i18n/es-reservas.ts';
import { Icon } from '../../ui/icons.tsx';
import { formatLongDate, splitFechaHora } from './format-reserva.ts';
import './reserva-summary.css';

export interface ReservaSummaryData {
  fechaHora: string;
  cantidad: number;
  sector: string;
  observacion: string;
  minutosDeTolerancia: number;
}

/** The local event entry a reservation from an event link is (spec 02 §3): the event and 3000 per person. */
export interface EntradaSummaryData {
  /** Null while only the link is known (the draft before it is saved). */
  titulo: string | null;
  /** The event date's ISO time, when known. */
  fechaHora: string | null;
  importePorPersona: number;
  /** Pesos for the whole party. */
  total: number;
}

/** What both detail views show: date, time, party, who it is for, sector, observation and tolerance. */
export function ReservaSummary({
  reserva,
  aNombreDe,
  comercio,
  entrada,
}: {
  reserva: ReservaSummaryData;
  aNombreDe: ReactNode;
  comercio?: { nombreComercio: string; domicilio: string } | null;
  entrada?: EntradaSummaryData | null;
}) {
  const { fecha, hora } = splitFechaHora(reserva.fechaHora);
  return (
    <div className="rsv-summary">
      {comercio && (
        <div className="rsv-summary-comercio">
          <span className="rsv-summary-comercio-icon">
            <Icon name="store" size={20} />
          </span>
          <span>
            <span className="rsv-summary-comercio-name">{comercio.nombreComercio}</span>
            {comercio.domicilio && <span className="rsv-summary-comercio-address">{comercio.domicilio}</span>}
          </span>
        </div>
      )}
      <div className="rsv-summary-when">
        <div className="rsv-summary-tile rsv-summary-tile--fecha">
          <span className="rsv-summary-tile-label">{esReservas.fechaLabel}</span>
          <span className="rsv-summary-tile-value">{formatLongDate(fecha)}</span>
        </div>
        <div className="rsv-summary-tile">
          <span className="rsv-summary-tile-label">{esReservas.horaLabel}</span>
          <span className="rsv-summary-tile-value rsv-summary-tile-value--big">{hora}</span>
        </div>
        <div className="rsv-summary-tile">
          <span className="rsv-summary-tile-label">{esReservas.personasLabel}</span>
          <span className="rsv-summary-tile-value rsv-summary-tile-value--big">{reserva.cantidad}</span>
        </div>
      </div>
      <dl className="rsv-summary-list">
        <div className="rsv-summary-row">
          <dt>{esReservas.aNombreDe}</dt>
          <dd>{aNombreDe}</dd>
        </div>
        <div className="rsv-summary-row">
          <dt>{esReservas.sectorLabel}</dt>
          <dd>{reserva.sector}</dd>
        </div>
        {entrada && (
          <>
            <div className="rsv-summary-row">
              <dt>{esReservas.entradaLabel}</dt>
              <dd>
                {entrada.titulo ?? ''}
                {entrada.fechaHora && (
                  <span className="rsv-summary-help">
                    {formatFechaCortaEvento(entrada.fechaHora)} {formatHoraEvento(entrada.fechaHora)} h
                  </span>
                )}
              </dd>
            </div>
            <div className="rsv-summary-row">
              <dt>{esReservas.entradaImporteLabel}</dt>
              <dd>{esReservas.entradaImporte(formatPesos(entrada.importePorPersona), formatPesos(entrada.total))}</dd>
            </div>
          </>
        )}
        <div className="rsv-summary-row">
          <dt>{esReservas.observacionLabel}</dt>
          <dd className="rsv-summary-note">{reserva.observacion.trim() || esReservas.ninguna}</dd>
        </div>
        <div className="rsv-summary-row">
          <dt>{esReservas.toleranciaLabel}</dt>
          <dd>
            {esReservas.tolerancia(reserva.minutosDeTolerancia)}
            <span className="rsv-summary-help">{esReservas.toleranciaNota(reserva.minutosDeTolerancia)}</span>
          </dd>
        </div>
      </dl>
    </div>
  );
}
