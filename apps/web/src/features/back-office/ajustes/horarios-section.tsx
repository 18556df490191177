import { ActionIcon, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type AjustesComercio, ajustesHorariosInputSchema } from '@vidriera/domain/ajustes';
import type { Horario } from '@vidriera/domain/comercios';
import { useState } from 'react';
import { esBackOfficeAjustes as t } from '../../../i18n/es-back-office-ajustes.ts';
import { RemoveIcon } from '../shell/row-icons.tsx';
import { Section, useSectionSave } from './section.tsx';
import ajustesCss from './ajustes.module.css';

interface Franja extends Horario {
  /** A stable key while editing (windows of a day reorder as they are added and removed). */
  key: number;
}

let nextKey = 1;
const withKeys = (horarios: readonly Horario[]): Franja[] => horarios.map((h) => ({ ...h, key: nextKey++ }));

/** The weekly schedule, day by day (Monday first), and the text customers read. The owner's. */
export function HorariosSection({ ajustes }: { ajustes: AjustesComercio }) {
  const [franjas, setFranjas] = useState<Franja[]>(() => withKeys(ajustes.horarios));
  const [texto, setTexto] = useState(ajustes.horariosText);
  const { save, notice, setNotice, isSaving } = useSectionSave(ajustes.configRestoId);

  const update = (key: number, change: Partial<Horario>) =>
    setFranjas((list) => list.map((f) => (f.key === key ? { ...f, ...change } : f)));
  const add = (dia: number) => setFranjas((list) => [...list, { dia, desde: '12:00', hasta: '15:00', key: nextKey++ }]);
  const remove = (key: number) => setFranjas((list) => list.filter((f) => f.key !== key));

  const onSave = async () => {
    const horarios = franjas.map(({ dia, desde, hasta }) => ({ dia, desde, hasta }));
    const saved = await save(
      { seccion: 'horarios', body: { horarios, horariosText: texto } },
      ajustesHorariosInputSchema,
    );
    if (saved) setFranjas(withKeys(saved.horarios));
  };

  return (
    <Section
      id="ajustes-horarios"
      title={t.horarios.titulo}
      help={t.horarios.ayuda}
      saveLabel={t.horarios.guardar}
      isSaving={isSaving}
      notice={notice}
      onCloseNotice={() => setNotice(null)}
      onSave={() => void onSave()}
    >
      <Stack gap="sm" className={ajustesCss.ajsDias}>
        {t.horarios.ordenDias.map((dia) => {
          const nombre = t.horarios.dias[dia] ?? '';
          const delDia = franjas.filter((f) => f.dia === dia);
          return (
            <fieldset key={dia} className={ajustesCss.ajsDia} aria-labelledby={`ajs-dia-${dia}`}>
              <span id={`ajs-dia-${dia}`} className={ajustesCss.ajsDiaNombre}>
                {nombre}
              </span>
              <Stack gap="xs">
                {delDia.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t.horarios.cerradoTodoElDia}
                  </Text>
                )}
                {delDia.map((f, index) => (
                  <Group
                    key={f.key}
                    gap="xs"
                    wrap="nowrap"
                    align="flex-end"
                    aria-label={t.horarios.franja(nombre, index + 1)}
                    role="group"
                  >
                    <TextInput
                      type="time"
                      label={t.horarios.desde}
                      value={f.desde}
                      onChange={(event) => update(f.key, { desde: event.currentTarget.value })}
                      size="md"
                      className={ajustesCss.ajsHora}
                    />
                    <TextInput
                      type="time"
                      label={t.horarios.hasta}
                      value={f.hasta}
                      onChange={(event) => update(f.key, { hasta: event.currentTarget.value })}
                      size="md"
                      className={ajustesCss.ajsHora}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size={44}
                      onClick={() => remove(f.key)}
                      aria-label={t.horarios.quitar(nombre, index + 1)}
                    >
                      <RemoveIcon />
                    </ActionIcon>
                  </Group>
                ))}
                <Group>
                  <Button
                    variant="light"
                    size="sm"
                    mih={44}
                    onClick={() => add(dia)}
                    aria-label={t.horarios.agregarA(nombre)}
                  >
                    {t.horarios.agregar}
                  </Button>
                </Group>
              </Stack>
            </fieldset>
          );
        })}
      </Stack>
      <Textarea
        label={t.horarios.texto}
        description={t.horarios.textoAyuda}
        value={texto}
        onChange={(event) => setTexto(event.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={500}
        size="md"
      />
    </Section>
  );
}
