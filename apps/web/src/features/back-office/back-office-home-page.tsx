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
import { useBackOfficeComercios } from '../../api/back-office-get-comercios.ts';
import { esBackOffice } from '../../i18n/es-back-office.ts';
import { comercioLandingPath, comercioPath } from './shell/back-office-nav.ts';
import { useBackOfficeShell } from './shell/back-office-shell-context.ts';
import adminCss from './shell/back-office.module.css';

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
              {esBackOffice.roles[comercio.rol]}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {comercio.carpeta}
        </Text>
        {!comercio.publicado && (
          <Badge variant="outline" color="gray" w="fit-content">
            {esBackOffice.noPublicado}
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
export default function BackOfficeHomePage() {
  const shell = useBackOfficeShell();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  // The shell already holds the unfiltered list; only a search asks the server again.
  const searched = useBackOfficeComercios({ q }, shell.isPlatformAdmin && q.trim() !== '');
  const comercios = q.trim() && searched.data ? searched.data : shell.comercios;
  // Staff of one business land in its queue: a list of one, then a menu, are needless taps every night.
  const [only] = shell.comercios;
  if (!shell.isPlatformAdmin && only && shell.comercios.length === 1) {
    return <Navigate to={comercioLandingPath(only)} replace />;
  }

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {shell.isPlatformAdmin ? esBackOffice.home.tituloAdmin : esBackOffice.home.titulo}
      </Title>
      {shell.isPlatformAdmin && (
        <TextInput
          label={esBackOffice.home.buscar}
          type="search"
          size="md"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={420}
        />
      )}
      <Text size="sm" c="dimmed" aria-live="polite">
        {comercios.length ? esBackOffice.home.mostrando(comercios.length) : esBackOffice.home.vacio}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {comercios.map((comercio) => (
          <ComercioCard key={comercio.configRestoId} comercio={comercio} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
