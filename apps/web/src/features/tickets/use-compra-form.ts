import {
  type Cartelera,
  type Evento,
  type EventoVariante,
  buildTickets,
  CANTIDAD_TICKETS_DEFAULT,
  CANTIDAD_TICKETS_MAX,
  FORMA_PAGO_TICKET_NINGUNA,
  getFormaPagoTicketDefault,
  listFormasPagoTicket,
  type TicketDraft,
  type VentaPendiente,
  findCompraError,
  isFormaPagoPermitidaParaVariante,
  isVarianteValida,
  keepDigits,
} from '@vidriera/domain/eventos';
import { useEffect, useState } from 'react';
import { useNavigate } from '../../hash-router.tsx';
import { useActivo } from '../../api/get-activo.ts';
import { readSession, useSession } from '../../api/session.ts';
import { serverNow } from '../../api/server-clock.ts';
import { esTickets } from '../../i18n/es-tickets.ts';
import { readVentaPendiente, saveVentaPendiente } from './venta-draft-storage.ts';

/** Where a customer without an identity completes name and phone for a purchase (spec 02 §2). */
export const CUENTA_TICKET_PATH = '/mi-cuenta/ticket';

interface CompraFormState {
  varianteId: number | null;
  formaPagoId: number;
  cantidad: number;
  tickets: TicketDraft[];
  /** Once sent, the fields show their messages. */
  isSent: boolean;
}

/** The variant asked for (even one no longer sold: sending then says why), else the first still sold. */
function pickVariante(evento: Evento, varianteId: number | null, timeZone: string): EventoVariante | null {
  const now = serverNow();
  return (
    evento.variantes.find((v) => v.id === varianteId) ??
    evento.variantes.find((v) => isVarianteValida(v, evento.fechaHora, now, timeZone)) ??
    evento.variantes[0] ??
    null
  );
}

/** The methods the form offers for a variant: the business's, less transfer for a variant sold only online. */
function listFormasPermitidas(cartelera: Cartelera, variante: EventoVariante | null) {
  return listFormasPagoTicket(cartelera).filter((f) => isFormaPagoPermitidaParaVariante(variante, f));
}

/** Spec 02 §4: transfer if offered, else online, else none (-1); the current choice stays while allowed. */
function pickFormaPago(cartelera: Cartelera, variante: EventoVariante | null, current?: number): number {
  const formas: number[] = listFormasPermitidas(cartelera, variante);
  if (current !== undefined && formas.includes(current)) return current;
  const preferida = getFormaPagoTicketDefault(cartelera);
  return formas.includes(preferida) ? preferida : (formas[0] ?? FORMA_PAGO_TICKET_NINGUNA);
}

function createInitialState(cartelera: Cartelera, evento: Evento, varianteIdParam: number | null): CompraFormState {
  const draft = readVentaPendiente();
  if (draft && draft.eventoId === evento.id && draft.eventoFechaId === evento.eventoFechaId) {
    const variante = pickVariante(evento, draft.eventoVarianteId, cartelera.timeZone);
    return {
      varianteId: variante?.id ?? null,
      formaPagoId: pickFormaPago(cartelera, variante, draft.formaPagoId),
      cantidad: draft.cantidad,
      tickets: buildTickets(evento.tpEvento, draft.cantidad, draft.tickets),
      isSent: false,
    };
  }
  const variante = pickVariante(evento, varianteIdParam, cartelera.timeZone);
  return {
    varianteId: variante?.id ?? null,
    formaPagoId: pickFormaPago(cartelera, variante),
    cantidad: CANTIDAD_TICKETS_DEFAULT,
    tickets: buildTickets(evento.tpEvento, CANTIDAD_TICKETS_DEFAULT),
    isSent: false,
  };
}

/**
 * The purchase form's state and actions. Sending checks the purchase with the domain's findCompraError (the
 * first message in an alert), keeps it as the local draft and goes to the review; a visitor without a session
 * is invited to complete their data first (mi-cuenta/ticket), and the draft brings the form back as it was.
 */
export function useCompraForm(cartelera: Cartelera, evento: Evento, varianteIdParam: number | null) {
  const navigate = useNavigate();
  const session = useSession();
  const activo = useActivo(session.isLoggedIn ? readSession('id') : null);
  const [state, setState] = useState(() => createInitialState(cartelera, evento, varianteIdParam));
  const variante = evento.variantes.find((v) => v.id === state.varianteId) ?? null;
  const precioUnitario = variante ? variante.importe : evento.importe;
  const maxCantidad = Math.max(1, Math.min(CANTIDAD_TICKETS_MAX, evento.disponibles ?? CANTIDAD_TICKETS_MAX));

  // The logged-in customer is the first holder unless someone was typed there already.
  const user = activo.data;
  useEffect(() => {
    if (!user) return;
    setState((s) => {
      const [first, ...rest] = s.tickets;
      if (!first || first.titular || first.telefono) return s;
      const titular = { ...first, titular: user.nombreApellido ?? '', telefono: keepDigits(user.telefono ?? '') };
      return { ...s, tickets: [titular, ...rest] };
    });
  }, [user]);

  const setCantidad = (cantidad: number) =>
    setState((s) => ({ ...s, cantidad, tickets: buildTickets(evento.tpEvento, cantidad, s.tickets) }));
  const setVariante = (varianteId: number) =>
    setState((s) => {
      const elegida = evento.variantes.find((v) => v.id === varianteId) ?? null;
      return { ...s, varianteId, formaPagoId: pickFormaPago(cartelera, elegida, s.formaPagoId) };
    });
  const setFormaPago = (formaPagoId: number) => setState((s) => ({ ...s, formaPagoId }));
  const setTicket = (index: number, ticket: TicketDraft) =>
    setState((s) => ({ ...s, tickets: s.tickets.map((t, i) => (i === index ? ticket : t)) }));

  const toDraft = (): VentaPendiente => ({
    carpeta: cartelera.carpeta,
    configRestoId: cartelera.configRestoId,
    eventoId: evento.id,
    eventoFechaId: evento.eventoFechaId,
    eventoVarianteId: variante?.id ?? null,
    tpEvento: evento.tpEvento,
    titulo: evento.titulo,
    varianteTitulo: variante?.titulo ?? null,
    fechaHora: evento.fechaHora,
    cantidad: state.cantidad,
    precioUnitario,
    formaPagoId: state.formaPagoId,
    tickets: state.tickets.map((t) => ({ ...t, titular: t.titular.trim() })),
  });

  const enviar = () => {
    const draft = toDraft();
    const error = findCompraError(draft, {
      tpEvento: evento.tpEvento,
      comercio: cartelera,
      variante,
      fechaHora: evento.fechaHora,
      timeZone: cartelera.timeZone,
      now: serverNow(),
    });
    saveVentaPendiente(draft);
    if (error) {
      setState((s) => ({ ...s, isSent: true }));
      window.alert(error.message);
      return;
    }
    if (!session.isLoggedIn) {
      window.alert(esTickets.sinUsuarioAlert);
      navigate(CUENTA_TICKET_PATH);
      return;
    }
    navigate(`/compraticketsdetalle/${encodeURIComponent(cartelera.carpeta)}`);
  };

  return {
    state,
    variante,
    precioUnitario,
    maxCantidad,
    formas: listFormasPagoTicket(cartelera),
    setCantidad,
    setVariante,
    setFormaPago,
    setTicket,
    enviar,
  };
}
