import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import type { ConcursoAdmin } from '@vidriera/domain/concursos';
import { formatFechaHoraCorta } from '@vidriera/domain/common';
import { isAwaitingDraw } from '../../../api/back-office-get-concursos.ts';
import { esBackOfficeConcursos as t } from '../../../i18n/es-back-office-concursos.ts';

export type ConcursoAction = 'editar' | 'participantes' | 'sortear' | 'resultado';

interface ConcursoAdminCardProps {
  concurso: ConcursoAdmin;
  timeZone: string;
  now: number;
  isDrawing: boolean;
  onAction: (action: ConcursoAction, concurso: ConcursoAdmin) => void;
}

/** One draw in the back office list: its kind, state, dates, prizes and what can be done with it now. */
export function ConcursoBackOfficeCard({ concurso: c, timeZone, now, isDrawing, onAction }: ConcursoAdminCardProps) {
  const fecha = (iso: string) => formatFechaHoraCorta(Date.parse(iso), timeZone);
  const isOpen = Date.parse(c.fechaHoraHastaUTC) > now;
  const isDrawn = c.fechaHoraSorteo !== null;
  const canDrawNow = !c.instantaneo && !isDrawn && !isOpen;
  const headingId = `concurso-${c.id}-titulo`;

  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group gap={6}>
          <Badge variant="light" color={c.instantaneo ? 'grape' : 'blue'}>
            {c.instantaneo ? t.instantaneo : t.programado}
          </Badge>
          <Badge variant="light" color={c.publicado ? 'green' : 'gray'}>
            {c.publicado ? t.publicado : t.borrador}
          </Badge>
          <Badge variant="outline" color="dark">
            {t.participantes(c.cantidadParticipantes)}
          </Badge>
        </Group>
        <Title order={2} size="h4" id={headingId}>
          {c.titulo}
        </Title>
        <Text size="sm">
          {isOpen ? t.abiertoHasta(fecha(c.fechaHoraHastaUTC)) : t.cerrado(fecha(c.fechaHoraHastaUTC))}
        </Text>
        {c.instantaneo ? (
          <Text size="sm">{t.probabilidad(c.probabilidadGanar)}</Text>
        ) : isDrawn && c.fechaHoraSorteo ? (
          <Text size="sm" fw={700}>
            {t.sorteadoEl(fecha(c.fechaHoraSorteo))}
          </Text>
        ) : (
          <Text size="sm">
            {t.sorteoEstimado(fecha(c.fechaHoraSorteoEstimado))}
            {isAwaitingDraw(c, now) && (
              <Text span size="sm" c="gray.7" display="block" role="status">
                {Date.parse(c.fechaHoraSorteoEstimado) <= now ? t.esperandoSorteo : t.sorteoAutomatico}
              </Text>
            )}
          </Text>
        )}
        <div>
          <Text size="sm" fw={600}>
            {t.premios}
          </Text>
          <List size="sm" spacing={2}>
            {c.premios.map((p) => (
              <List.Item key={p.id}>{t.premioLinea(p.cantidad, p.descripcion, p.restantes)}</List.Item>
            ))}
          </List>
        </div>
        <Group gap="xs" mt={4}>
          <Button variant="default" onClick={() => onAction('editar', c)}>
            {t.editar}
          </Button>
          <Button variant="default" onClick={() => onAction('participantes', c)}>
            {t.verParticipantes}
          </Button>
          {canDrawNow && (
            <Button onClick={() => onAction('sortear', c)} loading={isDrawing}>
              {t.sortearAhora}
            </Button>
          )}
          {!c.instantaneo && (
            <Button variant="light" onClick={() => onAction('resultado', c)}>
              {t.verResultado}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
