import { Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { moveInOrder, type AnuncioAdmin, type CartaEditor } from '@vidriera/domain/carta';
import { useState } from 'react';
import { useBackOfficeOrderAnuncios } from '../../../api/back-office-order-anuncios.ts';
import { useBackOfficeUpdateAnuncio } from '../../../api/back-office-update-anuncio.ts';
import { esBackOfficeCarta as t } from '../../../i18n/es-back-office-carta.ts';
import { AnuncioModal } from './anuncio-modal.tsx';
import { MoveButtons } from './move-buttons.tsx';
import cartaAdminCss from './carta-back-office.module.css';

interface AnunciosPanelProps {
  editor: CartaEditor;
  onNotice: (tone: 'ok' | 'error', text: string) => void;
}

const paraQuienDe = (delivery: boolean | null) =>
  delivery === null ? t.paraTodos : delivery ? t.paraDelivery : t.paraRetiro;

/** The announcements tab: what the menu shows on top, for which orders, in which order. */
export function AnunciosPanel({ editor, onNotice }: AnunciosPanelProps) {
  const comercioId = editor.configRestoId;
  const update = useBackOfficeUpdateAnuncio(comercioId);
  const order = useBackOfficeOrderAnuncios(comercioId);
  const [editing, setEditing] = useState<{ anuncio: AnuncioAdmin | null } | null>(null);
  const fail = (err: unknown) => onNotice('error', err instanceof Error ? err.message : t.errorGuardar);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {t.anunciosTitulo}
          </Title>
          <Text size="sm" c="dimmed">
            {t.anunciosAyuda}
          </Text>
        </div>
        <Button size="md" onClick={() => setEditing({ anuncio: null })}>
          {t.nuevoAnuncio}
        </Button>
      </Group>
      {editor.anuncios.length === 0 && <Text c="dimmed">{t.sinAnuncios}</Text>}
      {editor.anuncios.map((anuncio, index) => {
        const nombre = anuncio.tipoDescripcion || anuncio.descripcion.slice(0, 30);
        return (
          <Paper
            key={anuncio.id}
            withBorder
            radius="lg"
            p="md"
            component="article"
            data-anulado={!anuncio.activo || undefined}
          >
            <Group justify="space-between" align="flex-start" gap="sm">
              <div className={cartaAdminCss.cadmGrow}>
                <Group gap={6}>
                  {anuncio.tipoDescripcion && <Text fw={700}>{anuncio.tipoDescripcion}</Text>}
                  <Badge variant="light" color="gray">
                    {paraQuienDe(anuncio.delivery)}
                  </Badge>
                  {!anuncio.activo && (
                    <Badge variant="light" color="red">
                      {t.anuncioOculto}
                    </Badge>
                  )}
                </Group>
                <Text mt={4}>{anuncio.descripcion}</Text>
              </div>
              <MoveButtons
                nombre={nombre}
                index={index}
                count={editor.anuncios.length}
                disabled={order.isPending}
                onMove={(delta) =>
                  order.mutate(
                    moveInOrder(
                      editor.anuncios.map((a) => a.id),
                      index,
                      delta,
                    ),
                    { onError: fail },
                  )
                }
              />
            </Group>
            <Group gap="md" mt="sm" wrap="wrap">
              <Switch
                size="md"
                label={t.activo}
                aria-label={t.mostrarAnuncio(nombre)}
                checked={anuncio.activo}
                disabled={update.isPending}
                onChange={(event) =>
                  update.mutate(
                    { anuncioId: anuncio.id, body: { activo: event.currentTarget.checked } },
                    { onError: fail },
                  )
                }
              />
              <Button
                variant="light"
                size="md"
                aria-label={`${t.editar} ${nombre}`}
                onClick={() => setEditing({ anuncio })}
              >
                {t.editar}
              </Button>
            </Group>
          </Paper>
        );
      })}
      {editing && (
        <AnuncioModal
          comercioId={comercioId}
          anuncio={editing.anuncio}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            onNotice('ok', t.guardado);
          }}
        />
      )}
    </Stack>
  );
}
