import { type HomeActionId, listHomeActions, showsTakeawayOnlyNote, type Comercio } from '@vidriera/domain/comercios';
import { Link } from '../../hash-router.tsx';
import { es } from '../../i18n/es.ts';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { cx } from '../../ui/cx.ts';
import homeCss from './home.module.css';

const LABELS: Record<HomeActionId, string> = {
  pedido: es.home.pedido,
  menuOnline: es.home.menuOnline,
  cartaQR: es.home.cartaQR,
  reservar: es.home.reservar,
  cartelera: es.home.cartelera,
  sucursales: es.home.sucursales,
  cursos: es.home.cursos,
};

const ICONS: Record<HomeActionId, IconName> = {
  pedido: 'bag',
  menuOnline: 'qr',
  cartaQR: 'qr',
  reservar: 'calendar',
  cartelera: 'ticket',
  sucursales: 'store',
  cursos: 'play',
};

const CLOSED_NOTE_ID = 'home-pedido-cerrado';

/** The business's buttons, gated by its flags and state (domain rule listHomeActions). */
export function ActionButtons({ comercio, parentCarpeta }: { comercio: Comercio; parentCarpeta: string | null }) {
  const actions = listHomeActions(comercio, parentCarpeta);
  const takeawayNote = showsTakeawayOnlyNote(comercio) && (
    <p className={homeCss.homeTakeaway}>
      <Icon name="bag" size={16} />
      {es.home.soloRetiro}
    </p>
  );
  if (actions.length === 0) return takeawayNote || null;
  return (
    <nav className={homeCss.homeActions} aria-label={es.home.acciones}>
      <ul>
        {actions.map((action) => (
          <li key={action.id}>
            {action.enabled ? (
              <Link
                to={action.path}
                className={cx(homeCss.homeAction, action.id === 'pedido' && homeCss.homeActionPrimary)}
              >
                <Icon name={ICONS[action.id]} size={22} />
                <span className={homeCss.homeActionLabel}>{LABELS[action.id]}</span>
                <Icon name="chevronRight" size={18} className={homeCss.homeActionChevron} />
              </Link>
            ) : (
              <div className={homeCss.homeActionOffline}>
                <button
                  type="button"
                  className={cx(homeCss.homeAction, homeCss.homeActionPrimary)}
                  disabled
                  aria-describedby={CLOSED_NOTE_ID}
                >
                  <Icon name={ICONS[action.id]} size={22} />
                  <span className={homeCss.homeActionLabel}>{LABELS[action.id]}</span>
                </button>
                <p id={CLOSED_NOTE_ID} className={homeCss.homeActionNote}>
                  <StatusBadge status="cerrado" />
                  <span>{es.home.pedidoCerradoNota}</span>
                </p>
              </div>
            )}
            {action.id === 'pedido' && takeawayNote}
          </li>
        ))}
      </ul>
      {!actions.some((a) => a.id === 'pedido') && takeawayNote}
    </nav>
  );
}
