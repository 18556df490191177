import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { formatPesos } from '@vidriera/domain/pedidos';
import type { CartaEditor, ProductoOpcAdmin } from '@vidriera/domain/carta';
import { useState } from 'react';
import { esBackOfficeCarta as t } from '../../../i18n/es-back-office-carta.ts';
import { ProductoOpcModal } from './producto-opc-modal.tsx';
import cartaAdminCss from './carta-back-office.module.css';

interface OpcionesPanelProps {
  editor: CartaEditor;
  onNotice: (tone: 'ok' | 'error', text: string) => void;
}

/** The options tab: the business's option sets (shared by dishes) and their options. */
export function OpcionesPanel({ editor, onNotice }: OpcionesPanelProps) {
  const [editing, setEditing] = useState<{ set: ProductoOpcAdmin | null } | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {t.opcionesTitulo}
          </Title>
          <Text size="sm" c="dimmed">
            {t.opcionesAyuda}
          </Text>
        </div>
        <Button size="md" onClick={() => setEditing({ set: null })}>
          {t.nuevoGrupoOpciones}
        </Button>
      </Group>
      {editor.productoOpcs.length === 0 && <Text c="dimmed">{t.sinGruposOpciones}</Text>}
      <div className={cartaAdminCss.cadmCards}>
        {editor.productoOpcs.map((set) => {
          const activas = set.productosOpcDets.filter((d) => !d.anulado);
          return (
            <Paper key={set.productoOpcId} withBorder radius="lg" p="md" component="article">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <div>
                  <Title order={3} size="h4">
                    {set.descripcion}
                  </Title>
                  <Group gap={6} mt={2}>
                    <Text size="sm" c="dimmed">
                      {t.opcionesResumen(activas.length)}
                    </Text>
                    {set.anulado && (
                      <Badge color="red" variant="light">
                        {t.anulado}
                      </Badge>
                    )}
                  </Group>
                </div>
                <Button
                  variant="light"
                  size="md"
                  aria-label={`${t.editar} ${set.descripcion}`}
                  onClick={() => setEditing({ set })}
                >
                  {t.editar}
                </Button>
              </Group>
              <ul className={cartaAdminCss.cadmChips}>
                {activas.map((d) => (
                  <li key={d.productoOpcDetId}>
                    {d.descripcion}
                    {d.precio > 0 && (
                      <span className={cartaAdminCss.cadmChipPrecio}> {t.conRecargo(formatPesos(d.precio))}</span>
                    )}
                  </li>
                ))}
              </ul>
            </Paper>
          );
        })}
      </div>
      {editing && (
        <ProductoOpcModal
          comercioId={editor.configRestoId}
          productoOpc={editing.set}
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
