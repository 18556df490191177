import { type HomeActionId, listHomeActions, showsTakeawayOnlyNote } from '@vidriera/domain/home-actions';
import type { Comercio } from '@vidriera/domain/schemas/comercio';
import { Link } from '../../hash-router.tsx';
import { es } from '../../i18n/es.ts';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';

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
    <p className="home-takeaway">
      <Icon name="bag" size={16} />
      {es.home.soloRetiro}
    </p>
  );
  if (actions.length === 0) return takeawayNote || null;
  return (
    <nav className="home-actions" aria-label={es.home.acciones}>
      <ul>
        {actions.map((action) => (
          <li key={action.id}>
            {action.enabled ? (
              <Link
                to={action.path}
                className={action.id === 'pedido' ? 'home-action home-action--primary' : 'home-action'}
              >
                <Icon name={ICONS[action.id]} size={22} />
                <span className="home-action-label">{LABELS[action.id]}</span>
                <Icon name="chevronRight" size={18} className="home-action-chevron" />
              </Link>
            ) : (
              <div className="home-action-offline">
                <button
                  type="button"
                  className="home-action home-action--primary"
                  disabled
                  aria-describedby={CLOSED_NOTE_ID}
                >
                  <Icon name={ICONS[action.id]} size={22} />
                  <span className="home-action-label">{LABELS[action.id]}</span>
                </button>
                <p id={CLOSED_NOTE_ID} className="home-action-note">
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
