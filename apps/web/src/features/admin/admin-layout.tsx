import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Text.css';
import { AppShell, Box, Burger, Button, Group, ScrollArea, Text } from '@mantine/core';
import type { MerchantComercio } from '@vidriera/domain/back-office';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useMatch } from '../../hash-router.tsx';
import { useAdminComercios } from '../../api/admin-get-comercios.ts';
import { clearSession, useSession } from '../../api/session.ts';
import { esAdmin } from '../../i18n/es-admin.ts';
import { esAdminCuenta } from '../../i18n/es-admin-cuenta.ts';
import { AdminBadgeSources } from './admin-badge-sources.tsx';
import { AdminBadgesProvider } from './shell/admin-badges.tsx';
import { AdminLoading } from './shell/admin-gates.tsx';
import { AdminMessage } from './shell/admin-message.tsx';
import { AdminNavbar } from './shell/admin-navbar.tsx';
import { type AdminShell, AdminShellContext } from './shell/admin-shell-context.ts';
import { ComercioSwitcher } from './shell/comercio-switcher.tsx';
import adminCss from './shell/admin.module.css';

const LAST_COMERCIO_KEY = 'admin.comercio';

function readLastComercioId(): number | null {
  try {
    const id = Number(localStorage.getItem(LAST_COMERCIO_KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/**
 * The back office frame (#/admin/*): login gate, the businesses the user runs, the business switcher and the
 * navigation. Without a session it sends to #/login, which comes back here after signing in.
 */
export default function AdminLayout() {
  const session = useSession();
  const location = useLocation();
  if (!session.isLoggedIn) {
    return <Navigate to="/login" replace state={{ volver: `${location.pathname}${location.search}` }} />;
  }
  return <AdminFrame isPlatformAdmin={session.isAdmin} userName={session.nombre || session.user || ''} />;
}

function AdminFrame({ isPlatformAdmin, userName }: { isPlatformAdmin: boolean; userName: string }) {
  const query = useAdminComercios();
  const [lastId, setLastId] = useState(readLastComercioId);
  const [navOpen, setNavOpen] = useState(false);
  const match = useMatch('/admin/comercio/:comercioId/*');
  const urlId = Number(match?.params.comercioId);

  const rememberComercio = useCallback((comercio: MerchantComercio) => {
    setLastId(comercio.configRestoId);
    try {
      localStorage.setItem(LAST_COMERCIO_KEY, String(comercio.configRestoId));
    } catch {
      // Storage unavailable: the switcher simply starts empty next time.
    }
  }, []);

  const comercios = query.data ?? [];
  const current = useMemo(() => {
    const byId = (id: number | null) => comercios.find((c) => c.configRestoId === id) ?? null;
    return byId(urlId || null) ?? byId(lastId) ?? (comercios.length === 1 ? (comercios[0] ?? null) : null);
  }, [comercios, urlId, lastId]);
  const shell = useMemo<AdminShell>(
    () => ({ comercios, isPlatformAdmin, current, rememberComercio }),
    [comercios, isPlatformAdmin, current, rememberComercio],
  );

  if (!query.data) {
    if (query.isError) {
      return (
        <AdminMessage
          title={esAdmin.errorCarga}
          action={
            <Button size="md" onClick={() => void query.refetch()}>
              {esAdmin.reintentar}
            </Button>
          }
        />
      );
    }
    return <AdminLoading />;
  }
  if (!isPlatformAdmin && comercios.length === 0) {
    return (
      <main className={adminCss.adminNoAccess}>
        <AdminMessage
          title={esAdmin.sinAcceso}
          text={esAdmin.sinAccesoTexto}
          action={
            <Button component={Link} to="/" size="md">
              {esAdmin.irAlSitio}
            </Button>
          }
        />
      </main>
    );
  }

  return (
    <AdminShellContext.Provider value={shell}>
      <AdminBadgesProvider>
        {current && <AdminBadgeSources comercio={current} />}
        <AppShell
          header={{ height: 60 }}
          navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !navOpen } }}
          padding="md"
          className={adminCss.adminShell}
        >
          <AppShell.Header>
            <Group h="100%" px="md" gap="sm" wrap="nowrap">
              <Burger
                opened={navOpen}
                onClick={() => setNavOpen((open) => !open)}
                hiddenFrom="sm"
                size="md"
                aria-label={navOpen ? esAdmin.cerrarMenu : esAdmin.abrirMenu}
                aria-expanded={navOpen}
                aria-controls="admin-navbar"
              />
              <Text component={Link} to="/admin" fw={700} className={adminCss.adminBrand}>
                {esAdmin.panel}
              </Text>
              <Box visibleFrom="sm" className={adminCss.adminHeaderSwitcher}>
                <ComercioSwitcher />
              </Box>
              <Group gap="xs" ml="auto" wrap="nowrap" visibleFrom="sm">
                <Text size="sm" c="dimmed" className={adminCss.adminUser}>
                  {userName}
                </Text>
                <Button component={Link} to="/admin/cuenta" variant="subtle" size="sm">
                  {esAdminCuenta.menu}
                </Button>
                <Button variant="subtle" size="sm" onClick={clearSession}>
                  {esAdmin.salir}
                </Button>
              </Group>
            </Group>
          </AppShell.Header>
          <AppShell.Navbar id="admin-navbar" aria-label={esAdmin.navegacion}>
            <AppShell.Section hiddenFrom="sm" p="md" pb={0}>
              <ComercioSwitcher />
            </AppShell.Section>
            <AppShell.Section grow component={ScrollArea}>
              <AdminNavbar onNavigate={() => setNavOpen(false)} />
            </AppShell.Section>
            <AppShell.Section hiddenFrom="sm" p="md">
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" c="dimmed" className={adminCss.adminUser}>
                  {userName}
                </Text>
                <Button
                  component={Link}
                  to="/admin/cuenta"
                  variant="subtle"
                  size="sm"
                  onClick={() => setNavOpen(false)}
                >
                  {esAdminCuenta.menu}
                </Button>
                <Button variant="subtle" size="sm" onClick={clearSession}>
                  {esAdmin.salir}
                </Button>
              </Group>
            </AppShell.Section>
          </AppShell.Navbar>
          <AppShell.Main>
            <Suspense fallback={<AdminLoading />}>
              <Outlet />
            </Suspense>
          </AppShell.Main>
        </AppShell>
      </AdminBadgesProvider>
    </AdminShellContext.Provider>
  );
}
