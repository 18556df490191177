import '@mantine/core/styles/Loader.css';
import { Center, Loader } from '@mantine/core';
import { isOwnerRol } from '@vidriera/domain/back-office';
import { type ReactNode, useEffect } from 'react';
import { Outlet, useParams } from '../../../hash-router.tsx';
import { useBackOfficeComercios } from '../../../api/back-office-get-comercios.ts';
import { esBackOffice } from '../../../i18n/es-back-office.ts';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import { BackOfficeMessage } from './back-office-message.tsx';
import { hasComercioArea } from './back-office-nav.ts';
import { CurrentComercioContext, useBackOfficeShell, useCurrentComercio } from './back-office-shell-context.ts';

export function BackOfficeLoading() {
  return (
    <Center mih={200} role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{esBackOffice.cargando}</VisuallyHidden>
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
  const shell = useBackOfficeShell();
  const listed = id === null ? undefined : shell.comercios.find((c) => c.configRestoId === id);
  // A platform admin runs every business, also those beyond the list's first page.
  const single = useBackOfficeComercios({ configRestoId: id ?? 0 }, !listed && shell.isPlatformAdmin && id !== null);
  const comercio = listed ?? single.data?.[0];
  const { rememberComercio } = shell;
  useEffect(() => {
    if (comercio) rememberComercio(comercio);
  }, [comercio, rememberComercio]);

  if (!comercio) {
    if (single.isLoading) return <BackOfficeLoading />;
    return <BackOfficeMessage title={esBackOffice.comercioNoDisponible} />;
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
  if (owner && !isOwnerRol(comercio.rol)) return <BackOfficeMessage title={esBackOffice.soloDuenio} />;
  if (area && !hasComercioArea(comercio, area)) return <BackOfficeMessage title={esBackOffice.seccionDesactivada} />;
  return children;
}

/** Route element of `plataforma/*`: platform admins only. */
export function PlataformaGate() {
  const { isPlatformAdmin } = useBackOfficeShell();
  if (!isPlatformAdmin) return <BackOfficeMessage title={esBackOffice.soloPlataforma} />;
  return <Outlet />;
}
