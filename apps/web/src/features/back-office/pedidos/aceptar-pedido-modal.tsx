import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Chip, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { DEMORA_CHIPS_MINUTOS } from '@vidriera/domain/pedidos';
import { useId, useState } from 'react';
import { esBackOfficePedidos as t } from '../../../i18n/es-back-office-pedidos.ts';
import { useNow } from '../../../ui/use-now.ts';
import pedidosAdminCss from './pedidos-back-office.module.css';

interface AceptarPedidoModalProps {
  pedidoId: number;
  /** The business's usual delay: the chip chosen at first when it is one of them. */
  demoraHabitual: number;
  isEnviando: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (demora: number) => void;
}

const MAX_DEMORA = 24 * 60;

/**
 * 'HH:mm' `minutes` after `now` (the server's clock as estimated), in the device's time zone: only a preview; the
 * server sets the real estimated time.
 */
function previewHora(now: number, minutes: number): string {
  const date = new Date(now + minutes * 60_000);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** Accept an order with its estimated minutes: quick chips 15/30/45/60 or any other number of minutes. */
export function AceptarPedidoModal(props: AceptarPedidoModalProps) {
  const { pedidoId, demoraHabitual, isEnviando, error, onCancel, onConfirm } = props;
  const initial = (DEMORA_CHIPS_MINUTOS as readonly number[]).includes(demoraHabitual) ? demoraHabitual : 30;
  const [demora, setDemora] = useState<number | ''>(initial);
  const now = useNow(30_000).getTime();
  const labelId = useId();
  const isValid = typeof demora === 'number' && Number.isInteger(demora) && demora >= 1 && demora <= MAX_DEMORA;

  return (
    <Modal
      opened
      onClose={onCancel}
      title={t.aceptarTitulo(pedidoId)}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t.cerrarDialogo, size: 'xl' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // A portal's events still bubble to React ancestors: never submit a form around the dialog.
          event.stopPropagation();
          if (isValid) onConfirm(demora);
        }}
      >
        <Stack gap="md">
          <div>
            <Text id={labelId} fw={600} size="sm" mb={6}>
              {t.demoraLabel}
            </Text>
            <Chip.Group value={String(demora)} onChange={(value) => setDemora(Number(value))}>
              <Group gap="sm" role="radiogroup" aria-labelledby={labelId}>
                {DEMORA_CHIPS_MINUTOS.map((minutos) => (
                  <Chip key={minutos} value={String(minutos)} size="lg" className={pedidosAdminCss.admPedidosChip}>
                    {t.demoraChip(minutos)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </div>
          <NumberInput
            hideControls
            label={t.otraDemora}
            value={demora}
            onChange={(value) => setDemora(typeof value === 'number' ? value : '')}
            min={1}
            max={MAX_DEMORA}
            step={5}
            allowDecimal={false}
            size="md"
          />
          <Text size="sm" c="gray.7" aria-live="polite">
            {isValid ? t.listoPara(previewHora(now, demora)) : t.demoraAyuda}
          </Text>
          {error && (
            <Text c="red.8" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="md" onClick={onCancel}>
              {t.volver}
            </Button>
            <Button type="submit" size="md" disabled={!isValid} loading={isEnviando}>
              {t.confirmarAceptar}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
