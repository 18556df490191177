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
import { esBackOfficeReservas as t } from '../../../i18n/es-back-office-reservas.ts';
import reservasAdminCss from './reservas-back-office.module.css';

interface CancelarReservaModalProps {
  nombre: string;
  isEnviando: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (motivo: string) => void;
}

/** Cancel a reservation: the reason is required and the customer sees it. */
export function CancelarReservaModal({ nombre, isEnviando, error, onClose, onConfirm }: CancelarReservaModalProps) {
  const [motivo, setMotivo] = useState('');
  const [isTocado, setTocado] = useState(false);
  const falta = motivo.trim() === '';
  return (
    <Modal
      opened
      onClose={onClose}
      title={t.cancelarTitulo(nombre)}
      centered
      size="md"
      className={reservasAdminCss.admResModal}
      closeButtonProps={{ 'aria-label': t.volver }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTocado(true);
          if (!falta) onConfirm(motivo.trim());
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t.cancelarAyuda}</Text>
          <Textarea
            label={t.motivo}
            required
            autosize
            minRows={2}
            maxLength={200}
            value={motivo}
            onChange={(event) => setMotivo(event.currentTarget.value)}
            error={isTocado && falta ? t.motivoFalta : error}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="md" onClick={onClose}>
              {t.volver}
            </Button>
            <Button type="submit" color="red.8" size="md" loading={isEnviando}>
              {t.confirmarCancelacion}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
