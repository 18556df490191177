import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import { Button, Fieldset, Group, MultiSelect, Stack, TextInput } from '@mantine/core';
import type { SiteInput, SiteInputDraft } from '@vidriera/domain/plataforma';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { esPlataforma as t } from '../../../i18n/es-plataforma.ts';
import { fieldErrorReader } from '../shell/form-errors.ts';

interface Props {
  control: Control<SiteInputDraft, unknown, SiteInput>;
  register: UseFormRegister<SiteInputDraft>;
  errors: FieldErrors<SiteInputDraft>;
  /** The portal's businesses (value: id as text), the only ones a category may hold. */
  comercioOptions: Array<{ value: string; label: string }>;
}

/** The categories of a portal with categories: title, description and their businesses. */
export function SitioCategoriasField({ control, register, errors, comercioOptions }: Props) {
  const categorias = useFieldArray({ control, name: 'categorias' });
  const errorOf = fieldErrorReader(errors);
  return (
    <Fieldset legend={t.sitios.categorias}>
      <Stack gap="md">
        {categorias.fields.map((field, index) => (
          <Fieldset key={field.id} legend={t.sitios.categoria(index + 1)} variant="filled">
            <Stack gap="sm">
              <TextInput
                label={t.sitios.tituloCategoria}
                required
                error={errorOf(`categorias.${index}.titulo`)}
                {...register(`categorias.${index}.titulo`)}
              />
              <TextInput
                label={t.sitios.descripcionCategoria}
                error={errorOf(`categorias.${index}.descripcion`)}
                {...register(`categorias.${index}.descripcion`)}
              />
              <Controller
                control={control}
                name={`categorias.${index}.comercioIds`}
                render={({ field: members }) => (
                  <MultiSelect
                    label={t.sitios.comerciosCategoria}
                    data={comercioOptions}
                    searchable
                    value={(members.value ?? []).map(String)}
                    onChange={(values) => members.onChange(values.map(Number))}
                    error={errorOf(`categorias.${index}.comercioIds`)}
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => categorias.remove(index)}
                  aria-label={t.sitios.quitarCategoria(field.titulo ?? '')}
                >
                  {t.personal.quitar}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        ))}
        <Group>
          <Button variant="light" onClick={() => categorias.append({ titulo: '', descripcion: '', comercioIds: [] })}>
            {t.sitios.agregarCategoria}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
