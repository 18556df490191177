import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Badge, Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from '../../hash-router.tsx';
import { esBackOffice } from '../../i18n/es-back-office.ts';
import { comercioNavItems } from './shell/back-office-nav.ts';
import { useCurrentComercio } from './shell/back-office-shell-context.ts';
import adminCss from './shell/back-office.module.css';

/** #/admin/comercio/:comercioId: the business's areas as large buttons (the phone's first screen). */
export default function ComercioHomePage() {
  const comercio = useCurrentComercio();
  return (
    <Stack gap="lg">
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          {comercio.nombreComercio}
        </Title>
        <Badge variant="light" color={comercio.rol === 'staff' ? 'gray' : 'brand'} className={adminCss.adminRolBadge}>
          {esBackOffice.roles[comercio.rol]}
        </Badge>
        {!comercio.publicado && (
          <Badge variant="outline" color="gray">
            {esBackOffice.noPublicado}
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
        {comercioNavItems(comercio).map((item) => (
          <Button key={item.key} component={Link} to={item.path} size="lg" variant="light" h={64}>
            {item.label}
          </Button>
        ))}
      </SimpleGrid>
      <Group>
        <Button component="a" href={`/#/home/${encodeURIComponent(comercio.carpeta)}`} variant="subtle" size="md">
          {esBackOffice.verSitio}
        </Button>
      </Group>
    </Stack>
  );
}
