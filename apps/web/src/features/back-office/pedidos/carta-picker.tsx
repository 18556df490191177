import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type PlatoOpcionElegida, hasOpciones, formatPesos, isPrecioVisible } from '@vidriera/domain/pedidos';
import type { Carta, Plato } from '@vidriera/domain/carta';
import { matchesSearch } from '@vidriera/domain/common';
import { useMemo, useState } from 'react';
import { esBackOfficePedidos as t } from '../../../i18n/es-back-office-pedidos.ts';
import { OpcionesPlatoModal } from './opciones-plato-modal.tsx';
import pedidosAdminCss from './pedidos-back-office.module.css';

interface CartaPickerProps {
  carta: Carta;
  onAdd: (plato: Plato, opciones: PlatoOpcionElegida[]) => void;
}

/** The business's menu to pick dishes from: a search over titles and groups; dishes with options ask for them. */
export function CartaPicker({ carta, onAdd }: CartaPickerProps) {
  const [busqueda, setBusqueda] = useState('');
  const [conOpciones, setConOpciones] = useState<Plato | null>(null);
  const grupos = useMemo(() => {
    return carta.grupos
      .map((grupo) => ({
        ...grupo,
        platos: grupo.platos.filter((p) => matchesSearch([p.titulo, p.descripcion, grupo.descripcion], busqueda)),
      }))
      .filter((grupo) => grupo.platos.length > 0);
  }, [carta, busqueda]);

  const add = (plato: Plato) => {
    if (hasOpciones(plato.platoProductoOpcs)) setConOpciones(plato);
    else onAdd(plato, []);
  };

  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        size="md"
        label={t.nuevo.buscar}
        value={busqueda}
        onChange={(event) => setBusqueda(event.currentTarget.value)}
      />
      {grupos.length === 0 && <Text c="gray.7">{t.nuevo.sinResultados}</Text>}
      {grupos.map((grupo) => (
        <section key={grupo.grupoId} aria-label={grupo.descripcion}>
          <Text component="h3" fw={700} size="sm" tt="uppercase" c="gray.7" m={0} mb={4}>
            {grupo.descripcion}
          </Text>
          <ul className={pedidosAdminCss.admCartaLista}>
            {grupo.platos.map((plato) => (
              <li key={plato.platoId}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <div className={pedidosAdminCss.admCartaPlato}>
                    <Text fw={600} size="sm">
                      {plato.titulo}
                    </Text>
                    {isPrecioVisible(plato.precio) && (
                      <Text size="xs" c="gray.7">
                        {formatPesos(plato.precio)}
                      </Text>
                    )}
                  </div>
                  <Button
                    size="md"
                    variant="light"
                    className={pedidosAdminCss.admCartaAgregar}
                    onClick={() => add(plato)}
                    aria-label={t.nuevo.agregarPlato(plato.titulo)}
                  >
                    {t.nuevo.agregar}
                  </Button>
                </Group>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {conOpciones && (
        <OpcionesPlatoModal
          plato={conOpciones}
          onClose={() => setConOpciones(null)}
          onAdd={(opciones) => {
            onAdd(conOpciones, opciones);
            setConOpciones(null);
          }}
        />
      )}
    </Stack>
  );
}
