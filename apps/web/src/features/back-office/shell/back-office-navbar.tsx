import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Badge, NavLink, Stack, Text } from '@mantine/core';
import { useContext } from 'react';
import { Link, useLocation } from '../../../hash-router.tsx';
import { esBackOffice } from '../../../i18n/es-back-office.ts';
import { BackOfficeBadgesContext } from './back-office-badges.tsx';
import { type BackOfficeNavItem, comercioNavItems, comercioPath, PLATAFORMA_NAV_ITEMS } from './back-office-nav.ts';
import { useBackOfficeShell } from './back-office-shell-context.ts';
import { cx } from '../../../ui/cx.ts';
import adminCss from './back-office.module.css';

function isActive(pathname: string, item: BackOfficeNavItem): boolean {
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}

function NavSection({
  title,
  items,
  onNavigate,
}: {
  title: string;
  items: BackOfficeNavItem[];
  onNavigate: () => void;
}) {
  const { pathname } = useLocation();
  const { counts } = useContext(BackOfficeBadgesContext);
  return (
    <div>
      <Text component="h2" size="xs" fw={700} tt="uppercase" c="dimmed" px="md" pt="md" pb={4}>
        {title}
      </Text>
      <ul className={adminCss.adminNavList}>
        {items.map((item) => {
          const count = counts[item.key];
          const active = isActive(pathname, item);
          return (
            <li key={item.path}>
              <NavLink
                component={Link}
                to={item.path}
                label={item.label}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                className={adminCss.adminNavLink}
                rightSection={
                  count ? (
                    <Badge size="md" circle={count < 10} color="red" aria-label={`${count} nuevos`}>
                      {count}
                    </Badge>
                  ) : null
                }
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The navigation: home, the current business's areas (those its flags turn on) and, for admins, the platform. */
export function BackOfficeNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { current, isPlatformAdmin } = useBackOfficeShell();
  const { pathname } = useLocation();
  const home: BackOfficeNavItem = { key: 'inicio', label: esBackOffice.inicio, path: '/admin' };
  return (
    <Stack gap={0} pb="md">
      <ul className={cx(adminCss.adminNavList, adminCss.adminNavHome)}>
        <li>
          <NavLink
            component={Link}
            to={home.path}
            label={home.label}
            active={pathname === '/admin'}
            aria-current={pathname === '/admin' ? 'page' : undefined}
            onClick={onNavigate}
            className={adminCss.adminNavLink}
          />
        </li>
        {current && (
          <li>
            <NavLink
              component={Link}
              to={comercioPath(current.configRestoId)}
              label={current.nombreComercio}
              active={pathname === comercioPath(current.configRestoId)}
              onClick={onNavigate}
              className={cx(adminCss.adminNavLink, adminCss.adminNavComercio)}
            />
          </li>
        )}
      </ul>
      {current && (
        <NavSection title={esBackOffice.seccionComercio} items={comercioNavItems(current)} onNavigate={onNavigate} />
      )}
      {isPlatformAdmin && (
        <NavSection title={esBackOffice.seccionPlataforma} items={PLATAFORMA_NAV_ITEMS} onNavigate={onNavigate} />
      )}
    </Stack>
  );
}
