import { Button, Group, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Text.css';
import { moveInOrder, type CartaEditor, type PlatoAdmin } from '@vidriera/domain/carta';
import { useState } from 'react';
import { useBackOfficeCreateCarta } from '../../../api/back-office-create-carta.ts';
import { useBackOfficeCreateGrupo } from '../../../api/back-office-create-grupo.ts';
import { useBackOfficeOrderGrupos } from '../../../api/back-office-order-grupos.ts';
import { useBackOfficeUpdateCarta } from '../../../api/back-office-update-carta.ts';
import { useBackOfficeUpdateGrupo } from '../../../api/back-office-update-grupo.ts';
import { esBackOfficeCarta as t } from '../../../i18n/es-back-office-carta.ts';
import { EmptyListAlert } from '../shell/screen-status.tsx';
import { GrupoCard } from './grupo-card.tsx';
import { NombreModal } from './nombre-modal.tsx';
import { PlatoEditorModal } from './plato-editor-modal.tsx';
import cartaAdminCss from './carta-back-office.module.css';

type Dialog =
  | { kind: 'carta' }
  | { kind: 'grupo'; grupoId: number | null; nombre: string }
  | { kind: 'plato'; plato: PlatoAdmin | null; grupoId: number };

interface CartaPlatosPanelProps {
  editor: CartaEditor;
  onNotice: (tone: 'ok' | 'error', text: string) => void;
}

/** The dishes tab: which carta, whether it is published and where, and its groups with their dishes. */
export function CartaPlatosPanel({ editor, onNotice }: CartaPlatosPanelProps) {
  const comercioId = editor.configRestoId;
  const [cartaId, setCartaId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const createCarta = useBackOfficeCreateCarta(comercioId);
  const updateCarta = useBackOfficeUpdateCarta(comercioId);
  const createGrupo = useBackOfficeCreateGrupo(comercioId);
  const updateGrupo = useBackOfficeUpdateGrupo(comercioId);
  const orderGrupos = useBackOfficeOrderGrupos(comercioId);
  const carta = editor.cartas.find((c) => c.id === cartaId) ?? editor.cartas[0] ?? null;
  const fail = (err: unknown) => onNotice('error', err instanceof Error ? err.message : t.errorGuardar);

  const moveGrupo = (from: number, delta: -1 | 1) => {
    if (!carta) return;
    const ids = moveInOrder(
      carta.grupos.map((g) => g.grupoId),
      from,
      delta,
    );
    orderGrupos.mutate({ cartaId: carta.id, ids }, { onError: fail });
  };

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        {editor.cartas.length > 1 && carta && (
          <NativeSelect
            className={cartaAdminCss.cadmCartaSelect}
            label={t.cartaQueEditas}
            value={String(carta.id)}
            onChange={(event) => setCartaId(Number(event.currentTarget.value))}
            data={editor.cartas.map((c) => ({ value: String(c.id), label: c.nombre }))}
          />
        )}
        <Button variant="default" size="md" onClick={() => setDialog({ kind: 'carta' })}>
          {t.nuevaCarta}
        </Button>
      </Group>

      {!carta && <EmptyListAlert title={t.sinCartas} text={t.sinCartasTexto} />}

      {carta && (
        <>
          <div className={cartaAdminCss.cadmCartaBar}>
            <Switch
              size="md"
              label={t.publicada}
              description={carta.publicada ? t.publicadaAyuda : t.cartaOculta}
              checked={carta.publicada}
              disabled={updateCarta.isPending}
              onChange={(event) =>
                updateCarta.mutate(
                  { cartaId: carta.id, body: { publicada: event.currentTarget.checked } },
                  { onError: fail },
                )
              }
            />
            <NativeSelect
              label={t.dondeSeOfrece}
              value={String(carta.modo)}
              disabled={updateCarta.isPending}
              onChange={(event) =>
                updateCarta.mutate(
                  { cartaId: carta.id, body: { modo: Number(event.currentTarget.value) } },
                  { onError: fail },
                )
              }
              data={t.modos.map((label, modo) => ({ value: String(modo), label }))}
            />
          </div>
          {carta.grupos.length === 0 && <Text c="dimmed">{t.sinGrupos}</Text>}
          {carta.grupos.map((grupo, index) => (
            <GrupoCard
              key={grupo.grupoId}
              comercioId={comercioId}
              grupo={grupo}
              index={index}
              count={carta.grupos.length}
              isOrdering={orderGrupos.isPending}
              onMove={(delta) => moveGrupo(index, delta)}
              onRename={() => setDialog({ kind: 'grupo', grupoId: grupo.grupoId, nombre: grupo.descripcion })}
              onAddPlato={() => setDialog({ kind: 'plato', plato: null, grupoId: grupo.grupoId })}
              onEditPlato={(plato) => setDialog({ kind: 'plato', plato, grupoId: grupo.grupoId })}
              onError={(message) => onNotice('error', message)}
            />
          ))}
          <Group>
            <Button size="md" variant="light" onClick={() => setDialog({ kind: 'grupo', grupoId: null, nombre: '' })}>
              {t.nuevoGrupo}
            </Button>
          </Group>
        </>
      )}

      {dialog?.kind === 'carta' && (
        <NombreModal
          title={t.nuevaCarta}
          label={t.nombreCarta}
          maxLength={60}
          faltaNombre={t.faltaNombreCarta}
          onClose={() => setDialog(null)}
          onSubmit={async (nombre) => setCartaId((await createCarta.mutateAsync({ nombre })).id)}
        />
      )}
      {dialog?.kind === 'grupo' && carta && (
        <NombreModal
          title={dialog.grupoId === null ? t.nuevoGrupo : t.renombrarGrupo}
          label={t.nombreGrupo}
          placeholder={t.nombreGrupoEjemplo}
          initial={dialog.nombre}
          maxLength={80}
          faltaNombre={t.faltaNombreGrupo}
          onClose={() => setDialog(null)}
          onSubmit={(descripcion) =>
            dialog.grupoId === null
              ? createGrupo.mutateAsync({ cartaId: carta.id, body: { descripcion } })
              : updateGrupo.mutateAsync({ grupoId: dialog.grupoId, body: { descripcion } })
          }
        />
      )}
      {dialog?.kind === 'plato' && carta && (
        <PlatoEditorModal
          comercioId={comercioId}
          plato={dialog.plato}
          grupoId={dialog.grupoId}
          grupos={carta.grupos}
          productoOpcs={editor.productoOpcs}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            onNotice('ok', t.guardado);
          }}
        />
      )}
    </Stack>
  );
}
