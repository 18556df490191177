import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Paper, Text, Title } from '@mantine/core';
import type { OcupacionDia } from '@vidriera/domain/reservas';
import { esBackOfficeReservas as t } from '../../../i18n/es-back-office-reservas.ts';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import { horaDe } from './libro.ts';
import reservasAdminCss from './reservas-back-office.module.css';

/** How full a cell is, for its color: free, busy (3/4 or more) or full. */
function nivel(ocupados: number, capacidad: number): 'libre' | 'alta' | 'llena' {
  if (capacidad <= 0 || ocupados >= capacidad) return 'llena';
  return ocupados / capacidad >= 0.75 ? 'alta' : 'libre';
}

/** People seated per sector at each slot of the day, over the sector's capacity. Scrolls sideways on a phone. */
export function OcupacionTabla({ ocupacion, sectorId }: { ocupacion: OcupacionDia; sectorId: number | null }) {
  const sectores = ocupacion.sectores.filter((s) => sectorId === null || s.id === sectorId);
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={2} size="h4" id="adm-res-ocupacion-titulo">
        {t.ocupacion}
      </Title>
      <Text size="sm" c="gray.7" mb="xs">
        {t.ocupacionAyuda}
      </Text>
      {ocupacion.turnos.length === 0 ? (
        <Text size="sm">{t.sinHorarios}</Text>
      ) : (
        <section
          className={reservasAdminCss.admResOcupacionScroll}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          aria-labelledby="adm-res-ocupacion-titulo"
        >
          <table className={reservasAdminCss.admResOcupacion}>
            <thead>
              <tr>
                <th scope="col">{t.horario}</th>
                {sectores.map((s) => (
                  <th key={s.id} scope="col">
                    {s.descripcion}
                    <span className={reservasAdminCss.admResCapacidad}>({s.capacidad})</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ocupacion.turnos.map((turno) => (
                <tr key={turno.hora}>
                  <th scope="row">{horaDe(turno.hora)}</th>
                  {sectores.map((s) => {
                    const celda = turno.sectores.find((x) => x.reservaSectorId === s.id);
                    const ocupados = celda?.ocupados ?? 0;
                    return (
                      <td key={s.id} data-nivel={nivel(ocupados, s.capacidad)}>
                        <span aria-hidden="true">{t.ocupados(ocupados, s.capacidad)}</span>
                        <VisuallyHidden>{t.ocupadosLargo(s.descripcion, ocupados, s.capacidad)}</VisuallyHidden>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </Paper>
  );
}
