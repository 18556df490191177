import { getMinutosTranscurridos, type Pedido } from '@vidriera/domain/pedidos';
import { Link } from '../../../hash-router.tsx';
import { useBackOfficePedidosCola } from '../../../api/back-office-get-pedidos-cola.ts';
import { esBackOfficeComanda } from '../../../i18n/es-back-office-comanda.ts';
import { esBackOfficePedidos as t } from '../../../i18n/es-back-office-pedidos.ts';
import { useNow } from '../../../ui/use-now.ts';
import { BackOfficeLoading } from '../shell/back-office-gates.tsx';
import { comercioPath } from '../shell/back-office-nav.ts';
import { useCurrentComercio } from '../shell/back-office-shell-context.ts';
import { describeEntrega, formatHora } from './format-pedido-back-office.ts';
import { useComanda } from './use-comanda.tsx';
import { useMoverPedidoDialogo } from './use-mover-pedido-dialogo.ts';
import cocinaCss from './cocina.module.css';

/**
 * comercio/:comercioId/cocina: the kitchen's screen. Orders in preparation, oldest first, in large type on a dark
 * background; one tap marks one ready. Live through the layout's channel; the elapsed times tick every 30 s.
 */
export default function CocinaPage() {
  const comercio = useCurrentComercio();
  const cola = useBackOfficePedidosCola(comercio.configRestoId);
  const mover = useMoverPedidoDialogo(comercio.configRestoId);
  const now = useNow(30_000).getTime();
  const comanda = useComanda(comercio.nombreComercio);
  const pedidos = cola.data?.enPreparacion;

  return (
    <div className={cocinaCss.admCocina}>
      <div className={cocinaCss.admCocinaHead}>
        <h1>{t.cocina.titulo}</h1>
        <Link to={comercioPath(comercio.configRestoId, 'pedidos')} className={cocinaCss.admCocinaLink}>
          {t.verPedidos}
        </Link>
      </div>
      <p className={cocinaCss.admCocinaSub}>{t.cocina.subtitulo}</p>
      <div role="status" aria-live="polite" className={cocinaCss.admCocinaAviso} data-tone={mover.aviso?.tone}>
        {mover.aviso?.text}
      </div>
      {!pedidos ? (
        <BackOfficeLoading />
      ) : pedidos.length === 0 ? (
        <p className={cocinaCss.admCocinaVacio}>{t.cocina.vacio}</p>
      ) : (
        <div className={cocinaCss.admCocinaGrid}>
          {pedidos.map((pedido) => (
            <CocinaCard
              key={pedido.pedidoId}
              pedido={pedido}
              now={now}
              isOcupado={mover.ocupadoId === pedido.pedidoId}
              onListo={() => mover.onAccion('listo', pedido)}
              onImprimir={() => comanda.imprimir(pedido)}
            />
          ))}
        </div>
      )}
      {comanda.ticket}
    </div>
  );
}

interface CocinaCardProps {
  pedido: Pedido;
  now: number;
  isOcupado: boolean;
  onListo: () => void;
  onImprimir: () => void;
}

function CocinaCard({ pedido, now, isOcupado, onListo, onImprimir }: CocinaCardProps) {
  const titleId = `cocina-${pedido.pedidoId}`;
  const minutos = getMinutosTranscurridos(pedido.fechaHora, new Date(now));
  const isDemorado = pedido.horaEstimada !== null && Date.parse(pedido.horaEstimada) < now;
  return (
    <article className={cocinaCss.admCocinaCard} aria-labelledby={titleId} data-demorado={isDemorado}>
      <div className={cocinaCss.admCocinaHead}>
        <h2 id={titleId}>#{pedido.pedidoId}</h2>
        <span className={cocinaCss.admCocinaMesa}>{describeEntrega(pedido)}</span>
      </div>
      <div className={cocinaCss.admCocinaTiempo}>
        <strong>{t.cocina.hace(minutos)}</strong>
        {pedido.horaEstimada && <> · {t.cocina.para(formatHora(pedido.horaEstimada))}</>}
      </div>
      <ul className={cocinaCss.admCocinaItems}>
        {pedido.pedidosIts.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a placed order's lines never change nor move
          <li key={`${item.platoId}-${index}`}>
            <strong>{item.cantidad} ×</strong> {item.plato}
            {item.opcionesTexto && <span className={cocinaCss.admCocinaOpciones}>{item.opcionesTexto}</span>}
          </li>
        ))}
      </ul>
      {pedido.observacion && <p className={cocinaCss.admCocinaObs}>{pedido.observacion}</p>}
      <button
        type="button"
        className={cocinaCss.admCocinaListo}
        onClick={onListo}
        disabled={isOcupado}
        aria-label={t.cocina.marcarListoDe(pedido.pedidoId)}
      >
        {t.cocina.marcarListo}
      </button>
      <button
        type="button"
        className={cocinaCss.admCocinaImprimir}
        onClick={onImprimir}
        aria-label={esBackOfficeComanda.imprimirDe(pedido.pedidoId)}
      >
        {esBackOfficeComanda.imprimir}
      </button>
    </article>
  );
}
