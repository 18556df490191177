import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { esBackOfficePedidos as t } from '../../../i18n/es-back-office-pedidos.ts';
import pedidosAdminCss from './pedidos-back-office.module.css';

interface MotivoPedidoModalProps {
  pedidoId: number;
  move: 'rechazar' | 'cancelar';
  isEnviando: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (motivo: string) => void;
}

/** Reject or cancel an order: the reason is required and the customer sees it. */
export function MotivoPedidoModal({ pedidoId, move, isEnviando, error, onCancel, onConfirm }: MotivoPedidoModalProps) {
  const [motivo, setMotivo] = useState('');
  const [isTocado, setTocado] = useState(false);
  const falta = motivo.trim() === '';
  return (
    <Modal
      opened
      onClose={onCancel}
      title={move === 'rechazar' ? t.rechazarTitulo(pedidoId) : t.cancelarTitulo(pedidoId)}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t.cerrarDialogo, size: 'xl' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // A portal's events still bubble to React ancestors: never submit a form around the dialog.
          event.stopPropagation();
          setTocado(true);
          if (!falta) onConfirm(motivo.trim());
        }}
        noValidate
      >
        <Stack gap="md">
          <Textarea
            label={t.motivoLabel}
            classNames={{ description: pedidosAdminCss.admInputDesc }}
            description={t.motivoAyuda}
            value={motivo}
            onChange={(event) => setMotivo(event.currentTarget.value)}
            onBlur={() => setTocado(true)}
            error={isTocado && falta ? t.motivoRequerido : undefined}
            required
            maxLength={200}
            autosize
            minRows={2}
            size="md"
            data-autofocus
          />
          {error && (
            <Text c="red.8" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="md" onClick={onCancel}>
              {t.volver}
            </Button>
            <Button type="submit" color="red.8" size="md" loading={isEnviando}>
              {move === 'rechazar' ? t.confirmarRechazar : t.confirmarCancelar}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
