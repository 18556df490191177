import { formatFechaCortaEvento, formatHoraEvento } from '@vidriera/domain/eventos';
import { formatPesos } from '@vidriera/domain/pedidos';
import type { ReactNode } from 'react';
import { esReservas } from '../../i18n/es-reservas.ts';
import { Icon } from '../../ui/icons.tsx';
import { formatLongDate, splitFechaHora } from './format-reserva.ts';
import reservaSummaryCss from './reserva-summary.module.css';
import { cx } from '../../ui/cx.ts';

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
    <div className={reservaSummaryCss.rsvSummary}>
      {comercio && (
        <div className={reservaSummaryCss.rsvSummaryComercio}>
          <span className={reservaSummaryCss.rsvSummaryComercioIcon}>
            <Icon name="store" size={20} />
          </span>
          <span>
            <span className={reservaSummaryCss.rsvSummaryComercioName}>{comercio.nombreComercio}</span>
            {comercio.domicilio && (
              <span className={reservaSummaryCss.rsvSummaryComercioAddress}>{comercio.domicilio}</span>
            )}
          </span>
        </div>
      )}
      <div className={reservaSummaryCss.rsvSummaryWhen}>
        <div className={cx(reservaSummaryCss.rsvSummaryTile, reservaSummaryCss.rsvSummaryTileFecha)}>
          <span className={reservaSummaryCss.rsvSummaryTileLabel}>{esReservas.fechaLabel}</span>
          <span className={reservaSummaryCss.rsvSummaryTileValue}>{formatLongDate(fecha)}</span>
        </div>
        <div className={reservaSummaryCss.rsvSummaryTile}>
          <span className={reservaSummaryCss.rsvSummaryTileLabel}>{esReservas.horaLabel}</span>
          <span className={cx(reservaSummaryCss.rsvSummaryTileValue, reservaSummaryCss.rsvSummaryTileValueBig)}>
            {hora}
          </span>
        </div>
        <div className={reservaSummaryCss.rsvSummaryTile}>
          <span className={reservaSummaryCss.rsvSummaryTileLabel}>{esReservas.personasLabel}</span>
          <span className={cx(reservaSummaryCss.rsvSummaryTileValue, reservaSummaryCss.rsvSummaryTileValueBig)}>
            {reserva.cantidad}
          </span>
        </div>
      </div>
      <dl className={reservaSummaryCss.rsvSummaryList}>
        <div className={reservaSummaryCss.rsvSummaryRow}>
          <dt>{esReservas.aNombreDe}</dt>
          <dd>{aNombreDe}</dd>
        </div>
        <div className={reservaSummaryCss.rsvSummaryRow}>
          <dt>{esReservas.sectorLabel}</dt>
          <dd>{reserva.sector}</dd>
        </div>
        {entrada && (
          <>
            <div className={reservaSummaryCss.rsvSummaryRow}>
              <dt>{esReservas.entradaLabel}</dt>
              <dd>
                {entrada.titulo ?? ''}
                {entrada.fechaHora && (
                  <span className={reservaSummaryCss.rsvSummaryHelp}>
                    {formatFechaCortaEvento(entrada.fechaHora)} {formatHoraEvento(entrada.fechaHora)} h
                  </span>
                )}
              </dd>
            </div>
            <div className={reservaSummaryCss.rsvSummaryRow}>
              <dt>{esReservas.entradaImporteLabel}</dt>
              <dd>{esReservas.entradaImporte(formatPesos(entrada.importePorPersona), formatPesos(entrada.total))}</dd>
            </div>
          </>
        )}
        <div className={reservaSummaryCss.rsvSummaryRow}>
          <dt>{esReservas.observacionLabel}</dt>
          <dd>{reserva.observacion.trim() || esReservas.ninguna}</dd>
        </div>
        <div className={reservaSummaryCss.rsvSummaryRow}>
          <dt>{esReservas.toleranciaLabel}</dt>
          <dd>
            {esReservas.tolerancia(reserva.minutosDeTolerancia)}
            <span className={reservaSummaryCss.rsvSummaryHelp}>
              {esReservas.toleranciaNota(reserva.minutosDeTolerancia)}
            </span>
          </dd>
        </div>
      </dl>
    </div>
  );
}
