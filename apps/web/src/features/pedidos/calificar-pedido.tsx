import { useState } from 'react';
import { COMENTARIO_MAX } from '@vidriera/domain/calificaciones';
import { ApiError } from '../../api/client.ts';
import { useCalificacionPedido } from '../../api/get-calificacion-pedido.ts';
import { useCalificarPedido } from '../../api/calificar-pedido.ts';
import { esCalificaciones } from '../../i18n/es-calificaciones.ts';
import { EstrellasFijas, EstrellasInput } from './estrellas-input.tsx';
import { formatFechaHora } from './format-pedido.ts';
import { cx } from '../../ui/cx.ts';
import califCss from './calificar-pedido.module.css';
import pedidosCss from './pedidos.module.css';

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
      <section className={cx(pedidosCss.pedCard, califCss.califCard)} aria-labelledby="calif-title">
        <h2 id="calif-title" className={pedidosCss.pedCardTitle}>
          {esCalificaciones.tuCalificacion}
        </h2>
        <EstrellasFijas legend={esCalificaciones.calidad} value={c.puntajeCalidad} />
        {c.puntajeEnvio !== null && <EstrellasFijas legend={esCalificaciones.envio} value={c.puntajeEnvio} />}
        {c.comentario && <p className={califCss.califComentario}>“{c.comentario}”</p>}
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
    <section className={cx(pedidosCss.pedCard, califCss.califCard)} aria-labelledby="calif-title">
      <h2 id="calif-title" className={pedidosCss.pedCardTitle}>
        {esCalificaciones.titulo}
      </h2>
      {hasta && <p className={califCss.califHasta}>{esCalificaciones.hasta(hasta)}</p>}
      <form
        className={califCss.califForm}
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
        <label className={califCss.califComentarioLabel} htmlFor={`calif-comentario-${pedidoId}`}>
          {esCalificaciones.comentario}
        </label>
        <textarea
          id={`calif-comentario-${pedidoId}`}
          className={califCss.califTextarea}
          maxLength={COMENTARIO_MAX}
          rows={3}
          value={comentario}
          aria-describedby={`calif-comentario-ayuda-${pedidoId}`}
          onChange={(event) => setComentario(event.target.value)}
        />
        <p id={`calif-comentario-ayuda-${pedidoId}`} className={califCss.califAyuda}>
          {esCalificaciones.comentarioAyuda(COMENTARIO_MAX)}
        </p>
        {serverError && (
          <p className={califCss.califError} role="alert">
            {serverError}
          </p>
        )}
        <button
          type="submit"
          className={cx(pedidosCss.pedButton, pedidosCss.pedButtonPrimary)}
          disabled={mutation.isPending}
        >
          {mutation.isPending ? esCalificaciones.enviando : esCalificaciones.enviar}
        </button>
      </form>
    </section>
  );
}
