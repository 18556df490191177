import '@mantine/core/styles/Loader.css';
import { Center, Loader } from '@mantine/core';
import { isOwnerRol } from '@vidriera/domain/back-office';
import { type ReactNode, useEffect } from 'react';
import { Outlet, useParams } from '../../../hash-router.tsx';
import { useAdminComercios } from '../../../api/admin-get-comercios.ts';
import { esAdmin } from '../../../i18n/es-admin.ts';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import { AdminMessage } from './admin-message.tsx';
import { hasComercioArea } from './admin-nav.ts';
import { CurrentComercioContext, useAdminShell, useCurrentComercio } from './admin-shell-context.ts';

export function AdminLoading() {
  return (
    <Center mih={200} role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{esAdmin.cargando}</VisuallyHidden>
    </Center>
  );
}

function parseComercioId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Route element of `comercio/:comercioId`: renders the business's screens only for a business the user runs
 * (the API refuses the rest anyway; this spares a screen of errors) and gives them useCurrentComercio().
 */
export function ComercioGate() {
  const { comercioId } = useParams();
  const id = parseComercioId(comercioId);
  const shell = useAdminShell();
  const listed = id === null ? undefined : shell.comercios.find((c) => c.configRestoId === id);
  // A platform admin runs every business, also those beyond the list's first page.
  const single = useAdminComercios({ configRestoId: id ?? 0 }, !listed && shell.isPlatformAdmin && id !== null);
  const comercio = listed ?? single.data?.[0];
  const { rememberComercio } = shell;
  useEffect(() => {
    if (comercio) rememberComercio(comercio);
  }, [comercio, rememberComercio]);

  if (!comercio) {
    if (single.isLoading) return <AdminLoading />;
    return <AdminMessage title={esAdmin.comercioNoDisponible} />;
  }
  return (
    <CurrentComercioContext.Provider value={comercio}>
      <Outlet />
    </CurrentComercioContext.Provider>
  );
}

interface AreaGateProps {
  /** The navigation key of the area ('pedidos', 'reservas', ...): off when the business's flag is off. */
  area?: string;
  /** Only the owner (or a platform admin). */
  owner?: boolean;
  children: ReactNode;
}

/** Wraps a business screen that needs a feature flag or the owner's role. */
export function AreaGate({ area, owner, children }: AreaGateProps) {
  const comercio = useCurrentComercio();
  if (owner && !isOwnerRol(comercio.rol)) return <AdminMessage title={esAdmin.soloDuenio} />;
  if (area && !hasComercioArea(comercio, area)) return <AdminMessage title={esAdmin.seccionDesactivada} />;
  return children;
}

/** Route element of `plataforma/*`: platform admins only. */
export function PlataformaGate() {
  const { isPlatformAdmin } = useAdminShell();
  if (!isPlatformAdmin) return <AdminMessage title={esAdmin.soloPlataforma} />;
  return <Outlet />;
}
