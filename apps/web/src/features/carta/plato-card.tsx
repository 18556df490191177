import {
  type PedidoPendienteItem,
  describeOpciones,
  hasOpciones,
  formatPesos,
  isPrecioVisible,
} from '@vidriera/domain/pedidos';
import type { Plato } from '@vidriera/domain/carta';
import { useState } from 'react';
import { useFirstScreenShown } from '../../ui/first-screen-shown.ts';
import { esCarta } from '../../i18n/es-carta.ts';
import platoCardCss from './plato-card.module.css';

export interface PlatoCardProps {
  plato: Plato;
  /** Its picture is on the first screen of the menu: loaded at once, not lazily. */
  isImageEager?: boolean;
  /** Units of this dish in the order. */
  cantidad: number;
  /** This dish's lines in the order (one per option selection). */
  lineas: Array<{ item: PedidoPendienteItem; index: number }>;
  /** Agregar and +/- show only when the merchant is open and the menu is not read-only. */
  canOrder: boolean;
  onAdd: () => void;
  onRemove: () => void;
  onEdit: (index: number) => void;
}

function PlatoImage({ plato, isEager }: { plato: Plato; isEager: boolean }) {
  const [failed, setFailed] = useState(false);
  const isShown = useFirstScreenShown();
  if (!plato.mostrarImagen || !plato.imagenUrl || failed) return null;
  // Below the menu's first dishes: its place, empty, until the first screen, their pictures included, is shown.
  if (!isEager && !isShown) return <span className={platoCardCss.platoImage} aria-hidden="true" />;
  return (
    <img
      className={platoCardCss.platoImage}
      src={plato.imagenUrl}
      alt={plato.titulo}
      width={96}
      height={96}
      loading={isEager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

function MinusIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 12h14" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 12h14M12 5v14" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}

/** One dish of the menu: image, title, description, price (when over 1) and, when ordering, its controls. */
export function PlatoCard({
  plato,
  isImageEager = false,
  cantidad,
  lineas,
  canOrder,
  onAdd,
  onRemove,
  onEdit,
}: PlatoCardProps) {
  const titleId = `plato-${plato.platoId}`;
  const conOpciones = hasOpciones(plato.platoProductoOpcs);
  const controls = canOrder && (
    <div className={platoCardCss.platoActions}>
      {cantidad === 0 ? (
        <button type="button" className={platoCardCss.platoAdd} onClick={onAdd}>
          <PlusIcon />
          {esCarta.agregar}
        </button>
      ) : (
        <div className={platoCardCss.platoStepper}>
          <button
            type="button"
            className={platoCardCss.platoStep}
            aria-label={esCarta.quitarUno(plato.titulo)}
            onClick={onRemove}
          >
            <MinusIcon />
          </button>
          <output className={platoCardCss.platoCount} aria-live="polite">
            <span aria-hidden="true">{cantidad}</span>
            <span className="visually-hidden">{esCarta.cantidad(cantidad)}</span>
          </output>
          <button
            type="button"
            className={platoCardCss.platoStep}
            aria-label={esCarta.sumarUno(plato.titulo)}
            onClick={onAdd}
          >
            <PlusIcon />
          </button>
        </div>
      )}
    </div>
  );
  return (
    <article className={platoCardCss.plato} aria-labelledby={titleId} data-en-pedido={cantidad > 0 || undefined}>
      <div className={platoCardCss.platoBody}>
        <div className={platoCardCss.platoText}>
          <h3 id={titleId} className={platoCardCss.platoTitle}>
            {plato.titulo}
          </h3>
          {plato.descripcion && <p className={platoCardCss.platoDescription}>{plato.descripcion}</p>}
          <div className={platoCardCss.platoFooter}>
            {isPrecioVisible(plato.precio) && <p className={platoCardCss.platoPrice}>{formatPesos(plato.precio)}</p>}
            {controls}
          </div>
        </div>
        <PlatoImage plato={plato} isEager={isImageEager} />
      </div>
      {conOpciones && lineas.length > 0 && (
        <ul className={platoCardCss.platoLineas}>
          {lineas.map(({ item, index }) => (
            <li key={index} className={platoCardCss.platoLinea}>
              <span className={platoCardCss.platoLineaText}>
                <span className={platoCardCss.platoLineaQty}>{item.cantidad}×</span>{' '}
                {describeOpciones(item.opciones, plato.platoProductoOpcs)}
              </span>
              <span className={platoCardCss.platoLineaPrice}>{formatPesos(item.precio)}</span>
              {canOrder && (
                <button type="button" className={platoCardCss.platoLineaEdit} onClick={() => onEdit(index)}>
                  {esCarta.editarOpciones}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
