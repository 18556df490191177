import { formatPesos } from '@vidriera/domain/pedidos-precios';
import { esCarta } from '../../i18n/es-carta.ts';
import './carta-bottom-bar.css';

export interface CartaBottomBarProps {
  total: number;
  count: number;
  onCancel: () => void;
  onOrder: () => void;
}

/** Spec 02 §2: the bar at the bottom of the menu, Cancelar and Pedir, with the total. */
export function CartaBottomBar({ total, count, onCancel, onOrder }: CartaBottomBarProps) {
  return (
    <section className="carta-bar" aria-label={esCarta.total}>
      <div className="carta-bar-inner">
        <p className="carta-bar-total">
          <span className="carta-bar-label">
            {esCarta.total} · {esCarta.productos(count)}
          </span>
          <strong className="carta-bar-amount">{formatPesos(total)}</strong>
        </p>
        <div className="carta-bar-buttons">
          <button type="button" className="carta-button" onClick={onCancel}>
            {esCarta.cancelar}
          </button>
          <button type="button" className="carta-button carta-button--primary" onClick={onOrder}>
            {esCarta.pedir}
          </button>
        </div>
      </div>
    </section>
  );
}
