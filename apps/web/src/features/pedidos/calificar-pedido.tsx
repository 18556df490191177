import { useState } from 'react';
import { COMENTARIO_MAX } from '@vidriera/domain/calificaciones';
import { ApiError } from '../../api/client.ts';
import { useCalificacionPedido } from '../../api/get-calificacion-pedido.ts';
import { useCalificarPedido } from '../../api/calificar-pedido.ts';
import { esCalificaciones } from '../../i18n/es-calificaciones.ts';
import { EstrellasFijas, EstrellasInput } from './estrellas-input.tsx';
import { formatFechaHora } from './format-pedido.ts';
import './calificar-pedido.css';

/**
 * "Calificá tu pedido" on a placed order: quality and, for a delivery, delivery stars, an optional comment; once
 * rated, the rating. Shows nothing while the order cannot be rated and has no rating.
 */
export function CalificarPedido({
  pedidoId,
  estadoId,
  timeZone,
}: {
  pedidoId: number;
  estadoId: number;
  timeZone: string;
}) {
  const query = useCalificacionPedido(pedidoId, estadoId === 2);
  const data = query.data;
  if (!data) return null;
  if (data.calificacion) {
    const c = data.calificacion;
    return (
      <section className="ped-card calif-card" aria-labelledby="calif-title">
        <h2 id="calif-title" className="ped-card-title">
          {esCalificaciones.tuCalificacion}
        </h2>
        <EstrellasFijas legend={esCalificaciones.calidad} value={c.puntajeCalidad} />
        {c.puntajeEnvio !== null && <EstrellasFijas legend={esCalificaciones.envio} value={c.puntajeEnvio} />}
        {c.comentario && <p className="calif-comentario">“{c.comentario}”</p>}
      </section>
    );
  }
  if (!data.calificable) return null;
  return (
    <CalificarForm
      pedidoId={pedidoId}
      delivery={data.delivery}
      hasta={data.calificableHasta ? formatFechaHora(data.calificableHasta, timeZone) : null}
    />
  );
}

function CalificarForm({ pedidoId, delivery, hasta }: { pedidoId: number; delivery: boolean; hasta: string | null }) {
  const [calidad, setCalidad] = useState<number | null>(null);
  const [envio, setEnvio] = useState<number | null>(null);
  const [comentario, setComentario] = useState('');
  const [tried, setTried] = useState(false);
  const mutation = useCalificarPedido(pedidoId);
  const calidadError = tried && calidad === null ? esCalificaciones.faltaCalidad : null;
  const envioError = tried && delivery && envio === null ? esCalificaciones.faltaEnvio : null;
  const serverError =
    mutation.error instanceof ApiError ? mutation.error.message : mutation.error ? esCalificaciones.errorEnvio : null;
  return (
    <section className="ped-card calif-card" aria-labelledby="calif-title">
      <h2 id="calif-title" className="ped-card-title">
        {esCalificaciones.titulo}
      </h2>
      {hasta && <p className="calif-hasta">{esCalificaciones.hasta(hasta)}</p>}
      <form
        className="calif-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (calidad === null || (delivery && envio === null)) return;
          mutation.mutate({
            puntajeCalidad: calidad,
            puntajeEnvio: delivery ? envio : null,
            comentario: comentario.trim() || null,
          });
        }}
      >
        <EstrellasInput
          name={`calidad-${pedidoId}`}
          legend={esCalificaciones.calidad}
          value={calidad}
          onChange={setCalidad}
          error={calidadError}
        />
        {delivery && (
          <EstrellasInput
            name={`envio-${pedidoId}`}
            legend={esCalificaciones.envio}
            value={envio}
            onChange={setEnvio}
            error={envioError}
          />
        )}
        <label className="calif-comentario-label" htmlFor={`calif-comentario-${pedidoId}`}>
          {esCalificaciones.comentario}
        </label>
        <textarea
          id={`calif-comentario-${pedidoId}`}
          className="calif-textarea"
          maxLength={COMENTARIO_MAX}
          rows={3}
          value={comentario}
          aria-describedby={`calif-comentario-ayuda-${pedidoId}`}
          onChange={(event) => setComentario(event.target.value)}
        />
        <p id={`calif-comentario-ayuda-${pedidoId}`} className="calif-ayuda">
          {esCalificaciones.comentarioAyuda(COMENTARIO_MAX)}
        </p>
        {serverError && (
          <p className="calif-error" role="alert">
            {serverError}
          </p>
        )}
        <button type="submit" className="ped-button ped-button--primary" disabled={mutation.isPending}>
          {mutation.isPending ? esCalificaciones.enviando : esCalificaciones.enviar}
        </button>
      </form>
    </section>
  );
}
