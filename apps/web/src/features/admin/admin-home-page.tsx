import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Badge, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { MerchantComercio } from '@vidriera/domain/back-office';
import { useState } from 'react';
import { Link, Navigate } from '../../hash-router.tsx';
import { useAdminComercios } from '../../api/admin-get-comercios.ts';
import { esAdmin } from '../../i18n/es-admin.ts';
import { comercioLandingPath, comercioPath } from './shell/admin-nav.ts';
import { useAdminShell } from './shell/admin-shell-context.ts';
import adminCss from './shell/admin.module.css';

function ComercioCard({ comercio }: { comercio: MerchantComercio }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="article">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4">
            <Link to={comercioPath(comercio.configRestoId)} className={adminCss.adminCardLink}>
              {comercio.nombreComercio}
            </Link>
          </Title>
          {comercio.rol !== 'admin' && (
            <Badge
              variant="light"
              color={comercio.rol === 'staff' ? 'gray' : 'brand'}
              className={adminCss.adminRolBadge}
            >
              {esAdmin.roles[comercio.rol]}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {comercio.carpeta}
        </Text>
        {!comercio.publicado && (
          <Badge variant="outline" color="gray" w="fit-content">
            {esAdmin.noPublicado}
          </Badge>
        )}
      </Stack>
    </Card>
  );
}

/**
 * #/admin: the businesses the user runs, as cards; a platform admin searches among all of them. Someone who runs a
 * single business goes straight to it.
 */
export default function AdminHomePage() {
  const shell = useAdminShell();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  // The shell already holds the unfiltered list; only a search asks the server again.
  const searched = useAdminComercios({ q }, shell.isPlatformAdmin && q.trim() !== '');
  const comercios = q.trim() && searched.data ? searched.data : shell.comercios;
  // Staff of one business land in its queue: a list of one, then a menu, are needless taps every night.
  const [only] = shell.comercios;
  if (!shell.isPlatformAdmin && only && shell.comercios.length === 1) {
    return <Navigate to={comercioLandingPath(only)} replace />;
  }

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {shell.isPlatformAdmin ? esAdmin.home.tituloAdmin : esAdmin.home.titulo}
      </Title>
      {shell.isPlatformAdmin && (
        <TextInput
          label={esAdmin.home.buscar}
          type="search"
          size="md"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={420}
        />
      )}
      <Text size="sm" c="dimmed" aria-live="polite">
        {comercios.length ? esAdmin.home.mostrando(comercios.length) : esAdmin.home.vacio}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {comercios.map((comercio) => (
          <ComercioCard key={comercio.configRestoId} comercio={comercio} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
