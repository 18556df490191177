import { Alert, Button, Group, Modal, SegmentedControl, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Text.css';
import type { AnuncioAdmin } from '@vidriera/domain/carta';
import { useId, useState } from 'react';
import { useBackOfficeCreateAnuncio } from '../../../api/back-office-create-anuncio.ts';
import { useBackOfficeUpdateAnuncio } from '../../../api/back-office-update-anuncio.ts';
import { ApiError } from '../../../api/client.ts';
import { esBackOfficeCarta as t } from '../../../i18n/es-back-office-carta.ts';
import cartaAdminCss from './carta-back-office.module.css';

type ParaQuien = 'todos' | 'delivery' | 'retiro';

const toParaQuien = (delivery: boolean | null): ParaQuien =>
  delivery === null ? 'todos' : delivery ? 'delivery' : 'retiro';
const toDelivery = (value: ParaQuien): boolean | null => (value === 'todos' ? null : value === 'delivery');

interface AnuncioModalProps {
  comercioId: number;
  /** The announcement to edit; null creates one. */
  anuncio: AnuncioAdmin | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Creates or edits a menu announcement: heading, text, which orders see it and whether it shows. */
export function AnuncioModal({ comercioId, anuncio, onClose, onSaved }: AnuncioModalProps) {
  const paraQuienId = useId();
  const create = useBackOfficeCreateAnuncio(comercioId);
  const update = useBackOfficeUpdateAnuncio(comercioId);
  const [tipoDescripcion, setTipo] = useState(anuncio?.tipoDescripcion ?? '');
  const [descripcion, setDescripcion] = useState(anuncio?.descripcion ?? '');
  const [paraQuien, setParaQuien] = useState<ParaQuien>(toParaQuien(anuncio?.delivery ?? null));
  const [activo, setActivo] = useState(anuncio?.activo ?? true);
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const isSaving = create.isPending || update.isPending;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!descripcion.trim()) {
      setError(t.faltaTextoAnuncio);
      return;
    }
    setServerError(null);
    const body = {
      tipoDescripcion: tipoDescripcion.trim(),
      descripcion: descripcion.trim(),
      delivery: toDelivery(paraQuien),
      activo,
    };
    try {
      if (anuncio) await update.mutateAsync({ anuncioId: anuncio.id, body });
      else await create.mutateAsync(body);
      onSaved();
    } catch (err) {
      setServerError(err instanceof ApiError ? err.message : t.errorGuardar);
    }
  };

  return (
    <Modal
      opened
      className={cartaAdminCss.cadmModal}
      onClose={onClose}
      title={anuncio ? t.editarAnuncio : t.nuevoAnuncio}
      closeButtonProps={{ 'aria-label': t.cerrar }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t.tituloAnuncio}
            placeholder={t.tituloAnuncioEjemplo}
            maxLength={40}
            value={tipoDescripcion}
            onChange={(e) => setTipo(e.currentTarget.value)}
          />
          <Textarea
            label={t.textoAnuncio}
            required
            autosize
            minRows={2}
            maxLength={500}
            value={descripcion}
            onChange={(e) => {
              setDescripcion(e.currentTarget.value);
              setError(null);
            }}
            error={error}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id={paraQuienId}>
              {t.paraQuien}
            </Text>
            <SegmentedControl
              aria-labelledby={paraQuienId}
              value={paraQuien}
              onChange={(value) => setParaQuien(value as ParaQuien)}
              data={[
                { value: 'todos', label: t.paraTodos },
                { value: 'delivery', label: t.paraDelivery },
                { value: 'retiro', label: t.paraRetiro },
              ]}
            />
          </Stack>
          <Switch size="md" label={t.activo} checked={activo} onChange={(e) => setActivo(e.currentTarget.checked)} />
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
