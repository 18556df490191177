import { formatPesos } from '@vidriera/domain/pedidos';
import { esCarta } from '../../i18n/es-carta.ts';
import cartaBottomBarCss from './carta-bottom-bar.module.css';
import { cx } from '../../ui/cx.ts';
import cartaCss from './carta.module.css';

export interface CartaBottomBarProps {
  total: number;
  count: number;
  onCancel: () => void;
  onOrder: () => void;
}

/** Spec 02 §2: the bar at the bottom of the menu, Cancelar and Pedir, with the total. */
export function CartaBottomBar({ total, count, onCancel, onOrder }: CartaBottomBarProps) {
  return (
    <section className={cartaBottomBarCss.cartaBar} aria-label={esCarta.total}>
      <div className={cartaBottomBarCss.cartaBarInner}>
        <p className={cartaBottomBarCss.cartaBarTotal}>
          <span className={cartaBottomBarCss.cartaBarLabel}>
            {esCarta.total} · {esCarta.productos(count)}
          </span>
          <strong className={cartaBottomBarCss.cartaBarAmount}>{formatPesos(total)}</strong>
        </p>
        <div className={cartaBottomBarCss.cartaBarButtons}>
          <button type="button" className={cartaCss.cartaButton} onClick={onCancel}>
            {esCarta.cancelar}
          </button>
          <button
            type="button"
            className={cx(cartaCss.cartaButton, cartaBottomBarCss.cartaButtonPrimary, cartaCss.cartaButtonPrimary)}
            onClick={onOrder}
          >
            {esCarta.pedir}
          </button>
        </div>
      </div>
    </section>
  );
}
