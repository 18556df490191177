import { Loader, Paper } from '@mantine/core';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import { inferOrigen, isAddressRequired, type User } from '@vidriera/domain/cuentas';
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useParams } from '../../hash-router.tsx';
import { ApiError } from '../../api/client.ts';
import { useActivo } from '../../api/get-activo.ts';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { readSession, useSession } from '../../api/session.ts';
import { trackPageView } from '../../ui/analytics.ts';
import { esCuenta } from '../../i18n/es-cuenta.ts';
import { showGenericError } from '../../ui/generic-error.ts';
import { SiteHeader } from '../../ui/site-header.tsx';
import { BLANK_USER } from './cuenta-form-values.ts';
import { CuentaForm } from './cuenta-form.tsx';
import { readPendingState } from './read-pending-state.ts';
import cuentaCss from './cuenta.module.css';

/** The page view the spec reports for the account screen, whatever its origen. */
const PAGE_VIEW_PATH = '/mi-cuenta';

/**
 * The user the form edits: for a visitor a blank one; for a session the active user (GetActivo). When that
 * load fails for another reason than a 401 (which logs out), the session's own name and address stand in.
 */
function useCuentaUser(): { user: User | null; isLoggedIn: boolean } {
  const session = useSession();
  const activo = useActivo(session.isLoggedIn ? readSession('id') : null);
  const failure = activo.error;
  useEffect(() => {
    if (failure && !(failure instanceof ApiError && failure.status === 401)) showGenericError(failure);
  }, [failure]);
  if (!session.isLoggedIn) return { user: BLANK_USER, isLoggedIn: false };
  if (activo.data) return { user: activo.data, isLoggedIn: true };
  if (failure) {
    const fallback: User = {
      ...BLANK_USER,
      id: Number(readSession('id')) || 0,
      userName: readSession('user') ?? '',
      nombreApellido: readSession('nombre') ?? '',
      domicilio: readSession('entrega') ?? '',
    };
    return { user: fallback, isLoggedIn: true };
  }
  return { user: null, isLoggedIn: true };
}

/** Each visit starts afresh: what is in progress (order, reservation) may have changed since the last one. */
export default function CuentaPage() {
  const location = useLocation();
  // Hash changes made outside the router (a typed URL, a link) all get the key 'default': the path tells them apart.
  return <CuentaScreen key={`${location.pathname}:${location.key}`} />;
}

function CuentaScreen() {
  const params = useParams<{ origen?: string }>();
  const location = useLocation();
  const { data: site } = useSiteMetadata();
  const { user, isLoggedIn } = useCuentaUser();
  const pending = useMemo(readPendingState, []);

  useEffect(() => {
    trackPageView(esCuenta.pageView, PAGE_VIEW_PATH);
  }, []);

  const esPortalSinEntrega = site?.esPortalSinEntrega ?? false;
  const origen = inferOrigen({
    origen: params.origen,
    reservaCantidad: pending.reservaCantidad,
    pedidoHasItems: pending.pedidoHasItems,
    esPortalSinEntrega,
  });
  const conEnvio = pending.pedidoConEnvio;
  const addressRequired = isAddressRequired({ origen, conEnvio, esPortalSinEntrega });
  const isReady = Boolean(site && user);

  return (
    <div className={cuentaCss.cuentaScreen}>
      <SiteHeader title={esCuenta.titulo} subtitle={esCuenta.subtitulo(origen, conEnvio)} />
      <main className={cuentaCss.cuentaMain}>
        <Paper className={cuentaCss.cuentaCard} shadow="sm" radius="lg" withBorder>
          {isReady && site && user ? (
            <CuentaForm
              // A different user (logged out elsewhere, or the active user arriving) starts a fresh form.
              key={`${user.id}:${isLoggedIn}`}
              site={site}
              user={user}
              isLoggedIn={isLoggedIn}
              origen={origen}
              conEnvio={conEnvio}
              isAddressRequired={addressRequired}
            />
          ) : (
            <div className={cuentaCss.cuentaLoading} role="status">
              <Loader size="md" aria-hidden="true" />
              <span>{esCuenta.cargando}</span>
            </div>
          )}
        </Paper>
        {!isLoggedIn && (
          <p className={cuentaCss.cuentaStaff}>
            {esCuenta.staffPregunta}{' '}
            <Link to="/login" state={location.state}>
              {esCuenta.staffLink}
            </Link>
          </p>
        )}
      </main>
    </div>
  );
}
