import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, Button, Group, Modal, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import {
  CANTIDAD_PERSONAS_MAX,
  CANTIDAD_PERSONAS_MIN,
  MSG_WALK_IN_NOMBRE,
  type SectorAdmin,
} from '@vidriera/domain/reservas';
import { useState } from 'react';
import { useBackOfficeRegistrarWalkIn } from '../../../api/back-office-registrar-walk-in.ts';
import { ApiError } from '../../../api/client.ts';
import { esBackOfficeReservas as t } from '../../../i18n/es-back-office-reservas.ts';
import { errorMessage } from '../shell/query-state.tsx';
import { toLlegadaIso } from './libro.ts';
import reservasAdminCss from './reservas-back-office.module.css';

interface WalkInModalProps {
  comercioId: number;
  fecha: string;
  timeZone: string;
  sectores: SectorAdmin[];
  onClose: () => void;
  onDone: (nombre: string) => void;
}

/** The server's refusal, with the sector's message and the places left when it says them. */
function describeRefusal(err: unknown): string {
  if (!(err instanceof ApiError)) return errorMessage(err);
  const { detalle, disponibles } = err.body as { detalle?: string; disponibles?: number };
  return [err.message, detalle, typeof disponibles === 'number' ? t.disponibles(disponibles) : null]
    .filter(Boolean)
    .join('. ');
}

/** A party that arrived without a booking: it takes its places in the sector like a reservation. */
export function WalkInModal({ comercioId, fecha, timeZone, sectores, onClose, onDone }: WalkInModalProps) {
  const registrar = useBackOfficeRegistrarWalkIn(comercioId);
  const [nombre, setNombre] = useState('');
  const [tel, setTel] = useState('');
  const [cantidad, setCantidad] = useState<number | string>(2);
  const [sectorId, setSectorId] = useState(String(sectores[0]?.id ?? ''));
  const [hora, setHora] = useState('');
  const [nota, setNota] = useState('');
  const [isTocado, setTocado] = useState(false);
  const faltaNombre = nombre.trim() === '';

  return (
    <Modal
      opened
      onClose={onClose}
      title={t.walkInTitulo}
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
          if (faltaNombre) return;
          registrar.mutate(
            {
              nombre: nombre.trim(),
              tel: tel.trim() || null,
              cantidad: Number(cantidad),
              sectorId: Number(sectorId),
              fechaHora: toLlegadaIso(fecha, hora, timeZone),
              observacion: nota.trim() || null,
            },
            { onSuccess: (reserva) => onDone(reserva.nombre) },
          );
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t.walkInAyuda}</Text>
          <TextInput
            label={t.nombre}
            required
            maxLength={80}
            value={nombre}
            onChange={(event) => setNombre(event.currentTarget.value)}
            error={isTocado && faltaNombre ? MSG_WALK_IN_NOMBRE : null}
            data-autofocus
          />
          <Group grow gap="sm" align="flex-start">
            <NumberInput
              label={t.cantidad}
              required
              min={CANTIDAD_PERSONAS_MIN}
              max={CANTIDAD_PERSONAS_MAX}
              allowDecimal={false}
              clampBehavior="strict"
              value={cantidad}
              onChange={setCantidad}
            />
            <NativeSelect
              label={t.sector}
              required
              value={sectorId}
              onChange={(event) => setSectorId(event.currentTarget.value)}
              data={sectores.map((s) => ({ value: String(s.id), label: `${s.descripcion} (${s.capacidad})` }))}
            />
          </Group>
          <Group grow gap="sm" align="flex-start">
            <TextInput
              type="time"
              label={t.horaLlegada}
              description={t.horaLlegadaAyuda}
              value={hora}
              onChange={(event) => setHora(event.currentTarget.value)}
            />
            <TextInput
              type="tel"
              label={t.telefono}
              maxLength={20}
              value={tel}
              onChange={(event) => setTel(event.currentTarget.value)}
            />
          </Group>
          <TextInput
            label={t.nota}
            maxLength={500}
            value={nota}
            onChange={(event) => setNota(event.currentTarget.value)}
          />
          {registrar.isError && (
            <Alert color="red" role="alert">
              {describeRefusal(registrar.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="md" onClick={onClose}>
              {t.volver}
            </Button>
            <Button type="submit" size="md" loading={registrar.isPending}>
              {t.registrar}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
