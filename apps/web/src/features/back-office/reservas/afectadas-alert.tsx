import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Text.css';
import { Alert, Button, Text } from '@mantine/core';
import type { ReservaComercio } from '@vidriera/domain/reservas';
import { esBackOfficeReservas as t } from '../../../i18n/es-back-office-reservas.ts';
import { diaMesDe, horaDe } from './libro.ts';
import reservasAdminCss from './reservas-back-office.module.css';

/** The reservations a change left over capacity (or on a closed day): kept, listed for the business to call. */
export function AfectadasAlert({
  titulo,
  afectadas,
  onClose,
}: {
  titulo: string;
  afectadas: ReservaComercio[];
  onClose: () => void;
}) {
  return (
    <Alert
      color="orange"
      variant="light"
      title={titulo}
      role="alert"
      classNames={{ title: reservasAdminCss.admResAvisoTitulo }}
    >
      <Text size="sm" mb={4}>
        {t.afectadasAyuda}
      </Text>
      <ul className={reservasAdminCss.admResAfectadas}>
        {afectadas.map((r) => (
          <li key={r.id}>
            {t.afectadaLinea(
              `${diaMesDe(r.fechaHora)} ${horaDe(r.fechaHora)}`,
              r.tel ? `${r.nombre} (${r.tel})` : r.nombre,
              t.personas(r.cantidad),
              r.sector.descripcion,
            )}
          </li>
        ))}
      </ul>
      <Button variant="default" size="md" mt="xs" onClick={onClose}>
        {t.entendido}
      </Button>
    </Alert>
  );
}
