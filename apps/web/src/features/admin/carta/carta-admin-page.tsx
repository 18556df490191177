import { Alert, Button, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { useCallback, useState } from 'react';
import { useAdminCartaEditor } from '../../../api/admin-get-carta-editor.ts';
import { esAdminCarta as t } from '../../../i18n/es-admin-carta.ts';
import { useCurrentComercio } from '../shell/admin-shell-context.ts';
import { AnunciosPanel } from './anuncios-panel.tsx';
import { CartaPlatosPanel } from './carta-platos-panel.tsx';
import { OpcionesPanel } from './opciones-panel.tsx';
import './carta-admin.css';

type Notice = { tone: 'ok' | 'error'; text: string };

/**
 * comercio/:comercioId/carta: the owner's menu editor. Groups and dishes in order (up and down buttons), prices
 * edited in place, a dish editor with its photo and option sets, publication, option sets and announcements.
 * Every change reaches the public menu at once.
 */
export default function CartaAdminPage() {
  const comercio = useCurrentComercio();
  const { data, isLoading, isError, refetch } = useAdminCartaEditor(comercio.configRestoId);
  const [notice, setNotice] = useState<Notice | null>(null);
  const onNotice = useCallback((tone: Notice['tone'], text: string) => setNotice({ tone, text }), []);

  return (
    <Stack gap="md" className="cadm-page">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t.titulo}
          </Title>
          <Text c="dimmed" size="sm">
            {t.subtitulo}
          </Text>
        </div>
        <Button
          component="a"
          href={`/#/carta/${encodeURIComponent(comercio.carpeta)}`}
          target="_blank"
          rel="noopener"
          variant="default"
          size="md"
        >
          {t.verCartaPublica}
        </Button>
      </Group>
      {notice && (
        <Alert
          color={notice.tone === 'ok' ? 'green' : 'red'}
          role={notice.tone === 'ok' ? 'status' : 'alert'}
          withCloseButton
          onClose={() => setNotice(null)}
          closeButtonLabel={t.cerrar}
        >
          {notice.text}
        </Alert>
      )}
      {isLoading && (
        <Group role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t.cargando}</Text>
        </Group>
      )}
      {isError && (
        <Alert color="red" role="alert">
          <Text>{t.errorCarga}</Text>
          <Button mt="xs" variant="default" onClick={() => void refetch()}>
            {t.reintentar}
          </Button>
        </Alert>
      )}
      {data && (
        <Tabs defaultValue="platos" keepMounted={false}>
          <Tabs.List aria-label={t.secciones} grow>
            <Tabs.Tab value="platos">{t.tabs.platos}</Tabs.Tab>
            <Tabs.Tab value="opciones">{t.tabs.opciones}</Tabs.Tab>
            <Tabs.Tab value="anuncios">{t.tabs.anuncios}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="platos" pt="md">
            <CartaPlatosPanel editor={data} onNotice={onNotice} />
          </Tabs.Panel>
          <Tabs.Panel value="opciones" pt="md">
            <OpcionesPanel editor={data} onNotice={onNotice} />
          </Tabs.Panel>
          <Tabs.Panel value="anuncios" pt="md">
            <AnunciosPanel editor={data} onNotice={onNotice} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
