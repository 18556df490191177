import type { PedidoPendienteItem } from '@vidriera/domain/pedidos-draft';
import { describeOpciones, hasOpciones } from '@vidriera/domain/pedidos-opciones';
import { formatPesos, isPrecioVisible } from '@vidriera/domain/pedidos-precios';
import type { Plato } from '@vidriera/domain/schemas/carta';
import { useState } from 'react';
import { esCarta } from '../../i18n/es-carta.ts';
import './plato-card.css';

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
  if (!plato.mostrarImagen || !plato.imagenUrl || failed) return null;
  return (
    <img
      className="plato-image"
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
    <div className="plato-actions">
      {cantidad === 0 ? (
        <button type="button" className="plato-add" onClick={onAdd}>
          <PlusIcon />
          {esCarta.agregar}
        </button>
      ) : (
        <div className="plato-stepper">
          <button type="button" className="plato-step" aria-label={esCarta.quitarUno(plato.titulo)} onClick={onRemove}>
            <MinusIcon />
          </button>
          <output className="plato-count" aria-live="polite">
            <span aria-hidden="true">{cantidad}</span>
            <span className="visually-hidden">{esCarta.cantidad(cantidad)}</span>
          </output>
          <button type="button" className="plato-step" aria-label={esCarta.sumarUno(plato.titulo)} onClick={onAdd}>
            <PlusIcon />
          </button>
        </div>
      )}
    </div>
  );
  return (
    <article className="plato" aria-labelledby={titleId} data-en-pedido={cantidad > 0 || undefined}>
      <div className="plato-body">
        <div className="plato-text">
          <h3 id={titleId} className="plato-title">
            {plato.titulo}
          </h3>
          {plato.descripcion && <p className="plato-description">{plato.descripcion}</p>}
          <div className="plato-footer">
            {isPrecioVisible(plato.precio) && <p className="plato-price">{formatPesos(plato.precio)}</p>}
            {controls}
          </div>
        </div>
        <PlatoImage plato={plato} isEager={isImageEager} />
      </div>
      {conOpciones && lineas.length > 0 && (
        <ul className="plato-lineas">
          {lineas.map(({ item, index }) => (
            <li key={index} className="plato-linea">
              <span className="plato-linea-text">
                <span className="plato-linea-qty">{item.cantidad}×</span>{' '}
                {describeOpciones(item.opciones, plato.platoProductoOpcs)}
              </span>
              <span className="plato-linea-price">{formatPesos(item.precio)}</span>
              {canOrder && (
                <button type="button" className="plato-linea-edit" onClick={() => onEdit(index)}>
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
