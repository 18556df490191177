import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Stack.css';
import { useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { esBackOfficeCarta as t } from '../../../i18n/es-back-office-carta.ts';
import cartaAdminCss from './carta-back-office.module.css';

interface NombreModalProps {
  title: string;
  label: string;
  placeholder?: string;
  initial?: string;
  maxLength: number;
  /** The message when the name is empty. */
  faltaNombre: string;
  onClose: () => void;
  /** Saves the name; a rejected promise shows the server's message. */
  onSubmit: (nombre: string) => Promise<unknown>;
}

/** Asks for one name (a new carta, a new group, a group's new name). */
export function NombreModal({
  title,
  label,
  placeholder,
  initial = '',
  maxLength,
  faltaNombre,
  onClose,
  onSubmit,
}: NombreModalProps) {
  const [nombre, setNombre] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!nombre.trim()) {
      setError(faltaNombre);
      return;
    }
    setSaving(true);
    setServerError(null);
    try {
      await onSubmit(nombre.trim());
      onClose();
    } catch (err) {
      setServerError(err instanceof ApiError ? err.message : t.errorGuardar);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      className={cartaAdminCss.cadmModal}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t.cerrar }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={label}
            placeholder={placeholder}
            required
            data-autofocus
            maxLength={maxLength}
            value={nombre}
            onChange={(e) => {
              setNombre(e.currentTarget.value);
              setError(null);
            }}
            error={error}
          />
          {serverError && (
            <Alert color="red" role="alert">
              {serverError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.cancelar}
            </Button>
            <Button type="submit" loading={isSaving}>
              {t.guardar}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
