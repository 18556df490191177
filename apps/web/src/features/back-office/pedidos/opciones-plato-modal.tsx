import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import {
  type PlatoOpcionElegida,
  buildSeleccion,
  findOpcionesError,
  getOpcionesVisibles,
  listOpcionSlots,
  formatPesos,
} from '@vidriera/domain/pedidos';
import type { Plato } from '@vidriera/domain/carta';
import { useState } from 'react';
import { esBackOfficePedidos as t } from '../../../i18n/es-back-office-pedidos.ts';
import pedidosAdminCss from './pedidos-back-office.module.css';

interface OpcionesPlatoModalProps {
  plato: Plato;
  onClose: () => void;
  onAdd: (opciones: PlatoOpcionElegida[]) => void;
}

/** 'Opciones...' of a dish for a staff-entered order: one select per slot, the first `min` of each set required. */
export function OpcionesPlatoModal({ plato, onClose, onAdd }: OpcionesPlatoModalProps) {
  const sets = getOpcionesVisibles(plato.platoProductoOpcs);
  const [slots, setSlots] = useState<Record<number, Array<number | null>>>({});
  const [error, setError] = useState<string | null>(null);

  const choose = (setId: number, index: number, value: string) => {
    setSlots((current) => {
      const next = [...(current[setId] ?? [])];
      next[index] = value ? Number(value) : null;
      return { ...current, [setId]: next };
    });
    setError(null);
  };

  const submit = () => {
    const seleccion = buildSeleccion(plato.platoProductoOpcs, slots);
    const problem = findOpcionesError(plato.platoProductoOpcs, seleccion);
    if (problem) setError(problem);
    else onAdd(seleccion);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={`${t.nuevo.opcionesTitulo} ${plato.titulo}`}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t.cerrarDialogo, size: 'xl' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // A portal's events still bubble to React ancestors: never submit a form around the dialog.
          event.stopPropagation();
          submit();
        }}
      >
        <Stack gap="sm">
          {sets.map((set) =>
            listOpcionSlots(set).map(({ index, required }) => (
              <NativeSelect
                key={`${set.productoOpcId}-${index}`}
                size="md"
                label={`${set.productoOpc.descripcion}${getSlotSuffix(set, index)}`}
                classNames={{ description: pedidosAdminCss.admInputDesc }}
                description={required ? t.nuevo.opcionRequerida : t.nuevo.opcionOpcional}
                value={String(slots[set.productoOpcId]?.[index] ?? '')}
                onChange={(event) => choose(set.productoOpcId, index, event.currentTarget.value)}
                data={[
                  { value: '', label: t.nuevo.sinElegir },
                  ...set.productoOpc.productosOpcDets.map((det) => ({
                    value: String(det.productoOpcDetId),
                    label: det.precio > 0 ? `${det.descripcion} (+${formatPesos(det.precio)})` : det.descripcion,
                  })),
                ]}
              />
            )),
          )}
          {error && (
            <Text c="red.8" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="md" onClick={onClose}>
              {t.nuevo.cerrar}
            </Button>
            <Button type="submit" size="md">
              {t.nuevo.agregarConOpciones}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** ' 2' for the second select of a set with several. */
function getSlotSuffix(set: { min: number; max: number }, index: number): string {
  return Math.max(set.min, set.max) > 1 ? ` ${index + 1}` : '';
}
