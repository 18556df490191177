import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { useCallback, useState } from 'react';
import { useBackOfficeCartaEditor } from '../../../api/back-office-get-carta-editor.ts';
import { esBackOfficeCarta as t } from '../../../i18n/es-back-office-carta.ts';
import { useCurrentComercio } from '../shell/back-office-shell-context.ts';
import { DismissibleNotice, LoadErrorAlert, LoadingStatus, type ScreenNotice } from '../shell/screen-status.tsx';
import { AnunciosPanel } from './anuncios-panel.tsx';
import { CartaPlatosPanel } from './carta-platos-panel.tsx';
import { OpcionesPanel } from './opciones-panel.tsx';
import cartaAdminCss from './carta-back-office.module.css';

/**
 * comercio/:comercioId/carta: the owner's menu editor. Groups and dishes in order (up and down buttons), prices
 * edited in place, a dish editor with its photo and option sets, publication, option sets and announcements.
 * Every change reaches the public menu at once.
 */
export default function CartaBackOfficePage() {
  const comercio = useCurrentComercio();
  const { data, isLoading, isError, refetch } = useBackOfficeCartaEditor(comercio.configRestoId);
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const onNotice = useCallback((tone: ScreenNotice['tone'], text: string) => setNotice({ tone, text }), []);

  return (
    <Stack gap="md" className={cartaAdminCss.cadmPage}>
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
      <DismissibleNotice notice={notice} closeLabel={t.cerrar} onClose={() => setNotice(null)} />
      {isLoading && <LoadingStatus text={t.cargando} />}
      {isError && <LoadErrorAlert text={t.errorCarga} retryLabel={t.reintentar} onRetry={() => void refetch()} />}
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
