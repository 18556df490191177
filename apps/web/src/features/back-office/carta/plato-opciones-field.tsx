import { ActionIcon, Button, Group, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { OPCIONES_MAX_SLOTS, RECARGO_MAXIMO, type ProductoOpcAdmin } from '@vidriera/domain/carta';
import { useState } from 'react';
import { type Control, Controller, useFieldArray } from 'react-hook-form';
import { esBackOfficeCarta as t } from '../../../i18n/es-back-office-carta.ts';
import { PESOS_INPUT_PROPS } from './pesos-input.ts';
import type { PlatoFormValues } from './plato-form-values.ts';
import cartaAdminCss from './carta-back-office.module.css';

interface PlatoOpcionesFieldProps {
  control: Control<PlatoFormValues>;
  productoOpcs: ProductoOpcAdmin[];
  errorOf: (path: string) => string | undefined;
}

const COUNTS = [
  { name: 'min', label: t.minimo, min: 0 },
  { name: 'max', label: t.maximo, min: 1 },
  { name: 'maxFree', label: t.sinCargo, min: 0 },
] as const;

/** The option sets the dish offers, with how many selects each shows, how many are required and free. */
export function PlatoOpcionesField({ control, productoOpcs, errorOf }: PlatoOpcionesFieldProps) {
  const opciones = useFieldArray({ control, name: 'opciones', keyName: 'key' });
  const [elegido, setElegido] = useState('');
  const nombreDe = (id: number) => productoOpcs.find((o) => o.productoOpcId === id)?.descripcion ?? `#${id}`;
  const disponibles = productoOpcs.filter(
    (o) => !o.anulado && !opciones.fields.some((f) => f.productoOpcId === o.productoOpcId),
  );

  return (
    <fieldset className={cartaAdminCss.cadmFieldset}>
      <legend className={cartaAdminCss.cadmLegend}>{t.opcionesDelPlato}</legend>
      <Text size="xs" c="dimmed" mb="xs">
        {t.opcionesDelPlatoAyuda}
      </Text>
      <Stack gap="xs">
        {opciones.fields.length === 0 && <Text size="sm">{t.sinOpcionesPlato}</Text>}
        {opciones.fields.map((field, index) => {
          const nombre = nombreDe(field.productoOpcId);
          return (
            <Paper key={field.key} withBorder p="xs" radius="md">
              <Group justify="space-between" wrap="nowrap" mb={4}>
                <Text fw={600}>{nombre}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={44}
                  aria-label={t.quitarDelPlato(nombre)}
                  onClick={() => opciones.remove(index)}
                >
                  <span aria-hidden="true">✕</span>
                </ActionIcon>
              </Group>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                {COUNTS.map((count) => (
                  <Controller
                    key={count.name}
                    control={control}
                    name={`opciones.${index}.${count.name}`}
                    render={({ field: input }) => (
                      <NumberInput
                        label={count.label}
                        aria-label={`${count.label} (${nombre})`}
                        min={count.min}
                        max={OPCIONES_MAX_SLOTS}
                        allowDecimal={false}
                        allowNegative={false}
                        value={input.value}
                        onChange={(value) => input.onChange(typeof value === 'number' ? value : count.min)}
                        error={errorOf(`opciones.${index}.${count.name}`)}
                      />
                    )}
                  />
                ))}
                <Controller
                  control={control}
                  name={`opciones.${index}.precioExtra`}
                  render={({ field: input }) => (
                    <NumberInput
                      {...PESOS_INPUT_PROPS}
                      label={t.precioExtra}
                      aria-label={`${t.precioExtra} (${nombre})`}
                      max={RECARGO_MAXIMO}
                      value={input.value}
                      onChange={(value) => input.onChange(typeof value === 'number' ? value : 0)}
                    />
                  )}
                />
              </SimpleGrid>
            </Paper>
          );
        })}
        {disponibles.length > 0 && (
          <Group gap="xs" align="flex-end" wrap="wrap">
            <NativeSelect
              className={cartaAdminCss.cadmGrow}
              label={t.agregarOpcionesAlPlato}
              value={elegido}
              onChange={(event) => setElegido(event.currentTarget.value)}
              data={[
                { value: '', label: t.elegirGrupoOpciones },
                ...disponibles.map((o) => ({ value: String(o.productoOpcId), label: o.descripcion })),
              ]}
            />
            <Button
              variant="light"
              disabled={!elegido}
              onClick={() => {
                opciones.append({ productoOpcId: Number(elegido), min: 0, max: 1, maxFree: 1, precioExtra: 0 });
                setElegido('');
              }}
            >
              {t.agregar}
            </Button>
          </Group>
        )}
      </Stack>
    </fieldset>
  );
}
