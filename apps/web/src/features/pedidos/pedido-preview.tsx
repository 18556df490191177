import { type DeliveryCost, resolveDeliveryCost } from '@vidriera/domain/zonas';
import {
  FORMA_PAGO_ONLINE,
  type PedidoPendiente,
  describeOpciones,
  computeSubtotal,
  computeTotal,
} from '@vidriera/domain/pedidos';
import type { Carta } from '@vidriera/domain/carta';
import { useState } from 'react';
import { Navigate, useNavigate } from '../../hash-router.tsx';
import { useCarta } from '../../api/get-carta.ts';
import { useZonas } from '../../api/get-zonas.ts';
import { getCartaPath, savePedidoPendiente, usePedidoPendiente } from '../../api/pedido-pendiente.ts';
import { readSession, useSession } from '../../api/session.ts';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { ScreenLoading, ScreenMessage } from '../../ui/screen-message.tsx';
import { AvisosWhatsappField } from './avisos-whatsapp-field.tsx';
import { EntregaSection } from './entrega-section.tsx';
import { FormaPagoSection } from './forma-pago-section.tsx';
import { MesaSection } from './mesa-section.tsx';
import { PedidoComercio } from './pedido-comercio.tsx';
import { PedidoItems } from './pedido-items.tsx';
import { readUbicacionEntrega } from './ubicacion-entrega-storage.ts';
import { useConfirmarPedido } from './use-confirmar-pedido.ts';
import { cx } from '../../ui/cx.ts';
import pedidosCss from './pedidos.module.css';
import detalleCss from './pedido-detalle.module.css';

/** pedidodetalle: the order being built, to review and confirm. An order with nothing to pay goes back. */
export function PedidoPreview() {
  const draft = usePedidoPendiente();
  const carta = useCarta(draft?.carpeta, draft?.enLocal ?? false, draft?.cartaId ?? null);
  // Placing the order clears the draft before the next screen shows: that is not a reason to go back.
  const [isPlaced, setPlaced] = useState(false);
  if (isPlaced) return <ScreenLoading label={esPedidos.cargando} />;
  if (!draft || computeSubtotal(draft.pedidosIts) <= 0) {
    return <Navigate to={draft ? getCartaPath(draft) : '/'} replace />;
  }
  if (carta.data) return <PedidoPreviewForm draft={draft} carta={carta.data} onPlaced={() => setPlaced(true)} />;
  if (carta.isError) {
    return (
      <ScreenMessage icon="info" title={esPedidos.errorCarga} tone="warn">
        <button
          type="button"
          className={cx(pedidosCss.pedButton, pedidosCss.pedButtonPrimary)}
          onClick={() => void carta.refetch()}
        >
          {esPedidos.reintentar}
        </button>
      </ScreenMessage>
    );
  }
  return <ScreenLoading label={esPedidos.cargando} />;
}

function PedidoPreviewForm({ draft, carta, onPlaced }: { draft: PedidoPendiente; carta: Carta; onPlaced: () => void }) {
  const navigate = useNavigate();
  const session = useSession();
  const comercio = carta.configResto;
  const { confirmar, isPending, mesaError, clearMesaError } = useConfirmarPedido(onPlaced);
  // The address may have just been completed on the account screen: read on every visit.
  const [domicilio] = useState(() => readSession('entrega') ?? '');
  const [point] = useState(readUbicacionEntrega);
  const delivery = !draft.enLocal && draft.delivery;
  const zonas = useZonas(delivery && !comercio.comercioDigital ? comercio.carpeta : null);

  const costo: DeliveryCost | null =
    delivery && zonas.data ? resolveDeliveryCost(zonas.data.zonas, point, zonas.data.costoEnvioText) : null;
  const costoEnvio = costo?.kind === 'zona' ? costo.precio : 0;
  const subtotal = computeSubtotal(draft.pedidosIts);
  const total = computeTotal(draft.pedidosIts, costoEnvio);

  const update = (change: Partial<PedidoPendiente>) => savePedidoPendiente({ ...draft, ...change });
  const sets = (platoId: number) =>
    carta.grupos.flatMap((g) => g.platos).find((p) => p.platoId === platoId)?.platoProductoOpcs ?? [];
  const demora = !comercio.ocultaDemora && comercio.demora > 0 ? comercio.demora : null;

  return (
    <div className={cx(pedidosCss.pedDetail, detalleCss.pedSplit)}>
      <div className={detalleCss.pedSplitMain}>
        <PedidoComercio comercio={comercio} />
        {demora !== null && (
          <p className={pedidosCss.pedDemora}>
            {draft.enLocal ? esPedidos.demoraEnLocal(demora) : esPedidos.demora(demora)}
          </p>
        )}
        {draft.enLocal ? (
          // Ordered at a table: no delivery to choose, only the table it goes to.
          <MesaSection
            mesa={draft.mesa}
            mesaIngresada={draft.mesaIngresada ?? ''}
            error={mesaError}
            onMesaIngresadaChange={(mesaIngresada) => {
              clearMesaError();
              update({ mesaIngresada });
            }}
          />
        ) : (
          <EntregaSection
            comercio={comercio}
            delivery={delivery}
            domicilio={domicilio}
            costo={costo}
            onDeliveryChange={(value) => update({ delivery: value })}
          />
        )}
        <FormaPagoSection
          comercio={comercio}
          enLocal={draft.enLocal}
          formaPagoId={draft.formaPagoId}
          pagaCon={draft.pagaCon}
          observacion={draft.observacion}
          onFormaPagoChange={(formaPagoId) => update({ formaPagoId })}
          onPagaConChange={(pagaCon) => update({ pagaCon })}
          onObservacionChange={(observacion) => update({ observacion })}
        />
        {session.isLoggedIn && (
          <AvisosWhatsappField value={draft.avisarWhatsapp} onChange={(avisarWhatsapp) => update({ avisarWhatsapp })} />
        )}
      </div>
      <div className={detalleCss.pedSplitSide}>
        <PedidoItems
          lines={draft.pedidosIts.map((item, index) => ({
            key: index,
            plato: item.plato,
            cantidad: item.cantidad,
            precio: item.precio,
            opciones: describeOpciones(item.opciones, sets(item.platoId)),
          }))}
          subtotal={subtotal}
          envio={costo?.kind === 'zona' ? costo.precio : null}
          envioNota={
            // Not priced by a zone: the note says how (in the delivery card); the sums only say it is agreed.
            delivery && (costo?.kind === 'nota' || costo?.kind === 'sin-ubicacion') ? esPedidos.envioACoordinar : null
          }
          total={total}
        />
        <div className={cx(pedidosCss.pedActions, detalleCss.pedSlotActions)}>
          <button
            type="button"
            className={cx(pedidosCss.pedButton, detalleCss.pedSplitButton)}
            disabled={isPending}
            onClick={() => navigate(getCartaPath(draft))}
          >
            {esPedidos.volver}
          </button>
          <button
            type="button"
            className={cx(pedidosCss.pedButton, pedidosCss.pedButtonPrimary, detalleCss.pedSplitButton)}
            disabled={isPending}
            aria-busy={isPending || undefined}
            onClick={() => confirmar({ draft, comercio, total, domicilio, costo, point })}
          >
            {draft.formaPagoId === FORMA_PAGO_ONLINE ? esPedidos.continuar : esPedidos.confirmar}
          </button>
        </div>
      </div>
    </div>
  );
}
