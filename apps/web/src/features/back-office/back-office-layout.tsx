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
import { useBackOfficeComercios } from '../../api/back-office-get-comercios.ts';
import { clearSession, useSession } from '../../api/session.ts';
import { esBackOffice } from '../../i18n/es-back-office.ts';
import { esBackOfficeCuenta } from '../../i18n/es-back-office-cuenta.ts';
import { BackOfficeBadgeSources } from './back-office-badge-sources.tsx';
import { BackOfficeBadgesProvider } from './shell/back-office-badges.tsx';
import { BackOfficeLoading } from './shell/back-office-gates.tsx';
import { BackOfficeMessage } from './shell/back-office-message.tsx';
import { BackOfficeNavbar } from './shell/back-office-navbar.tsx';
import { type BackOfficeShell, BackOfficeShellContext } from './shell/back-office-shell-context.ts';
import { ComercioSwitcher } from './shell/comercio-switcher.tsx';
import adminCss from './shell/back-office.module.css';

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
export default function BackOfficeLayout() {
  const session = useSession();
  const location = useLocation();
  if (!session.isLoggedIn) {
    return <Navigate to="/login" replace state={{ volver: `${location.pathname}${location.search}` }} />;
  }
  return <AdminFrame isPlatformAdmin={session.isAdmin} userName={session.nombre || session.user || ''} />;
}

function AdminFrame({ isPlatformAdmin, userName }: { isPlatformAdmin: boolean; userName: string }) {
  const query = useBackOfficeComercios();
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
  const shell = useMemo<BackOfficeShell>(
    () => ({ comercios, isPlatformAdmin, current, rememberComercio }),
    [comercios, isPlatformAdmin, current, rememberComercio],
  );

  if (!query.data) {
    if (query.isError) {
      return (
        <BackOfficeMessage
          title={esBackOffice.errorCarga}
          action={
            <Button size="md" onClick={() => void query.refetch()}>
              {esBackOffice.reintentar}
            </Button>
          }
        />
      );
    }
    return <BackOfficeLoading />;
  }
  if (!isPlatformAdmin && comercios.length === 0) {
    return (
      <main className={adminCss.adminNoAccess}>
        <BackOfficeMessage
          title={esBackOffice.sinAcceso}
          text={esBackOffice.sinAccesoTexto}
          action={
            <Button component={Link} to="/" size="md">
              {esBackOffice.irAlSitio}
            </Button>
          }
        />
      </main>
    );
  }

  return (
    <BackOfficeShellContext.Provider value={shell}>
      <BackOfficeBadgesProvider>
        {current && <BackOfficeBadgeSources comercio={current} />}
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
                aria-label={navOpen ? esBackOffice.cerrarMenu : esBackOffice.abrirMenu}
                aria-expanded={navOpen}
                aria-controls="admin-navbar"
              />
              <Text component={Link} to="/admin" fw={700} className={adminCss.adminBrand}>
                {esBackOffice.panel}
              </Text>
              <Box visibleFrom="sm" className={adminCss.adminHeaderSwitcher}>
                <ComercioSwitcher />
              </Box>
              <Group gap="xs" ml="auto" wrap="nowrap" visibleFrom="sm">
                <Text size="sm" c="dimmed" className={adminCss.adminUser}>
                  {userName}
                </Text>
                <Button component={Link} to="/admin/cuenta" variant="subtle" size="sm">
                  {esBackOfficeCuenta.menu}
                </Button>
                <Button variant="subtle" size="sm" onClick={clearSession}>
                  {esBackOffice.salir}
                </Button>
              </Group>
            </Group>
          </AppShell.Header>
          <AppShell.Navbar id="admin-navbar" aria-label={esBackOffice.navegacion}>
            <AppShell.Section hiddenFrom="sm" p="md" pb={0}>
              <ComercioSwitcher />
            </AppShell.Section>
            <AppShell.Section grow component={ScrollArea}>
              <BackOfficeNavbar onNavigate={() => setNavOpen(false)} />
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
                  {esBackOfficeCuenta.menu}
                </Button>
                <Button variant="subtle" size="sm" onClick={clearSession}>
                  {esBackOffice.salir}
                </Button>
              </Group>
            </AppShell.Section>
          </AppShell.Navbar>
          <AppShell.Main>
            <Suspense fallback={<BackOfficeLoading />}>
              <Outlet />
            </Suspense>
          </AppShell.Main>
        </AppShell>
      </BackOfficeBadgesProvider>
    </BackOfficeShellContext.Provider>
  );
}
