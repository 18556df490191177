import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { type AjustesComercio, ajustesEnlacesInputSchema, TIPOS_ENLACE } from '@vidriera/domain/ajustes';
import { useState } from 'react';
import { esBackOfficeAjustes as t } from '../../../i18n/es-back-office-ajustes.ts';
import { MoveArrowIcon } from '../shell/row-icons.tsx';
import { Section, useSectionSave } from './section.tsx';
import ajustesCss from './ajustes.module.css';

interface EnlaceEdit {
  key: number;
  tipo: 1 | 2 | 3;
  titulo: string;
  enlace: string;
}

let nextKey = 1;
const toTipo = (value: number): 1 | 2 | 3 => (value === 1 || value === 3 ? value : 2);

/** The business's external links, in order; the home page shows those of type 2 (Inicio). */
export function EnlacesSection({ ajustes }: { ajustes: AjustesComercio }) {
  const [enlaces, setEnlaces] = useState<EnlaceEdit[]>(() =>
    ajustes.enlaces.map((e) => ({ key: nextKey++, tipo: toTipo(e.tipo), titulo: e.titulo, enlace: e.enlace })),
  );
  const { save, notice, setNotice, isSaving } = useSectionSave(ajustes.configRestoId);
  const update = (key: number, change: Partial<EnlaceEdit>) =>
    setEnlaces((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));
  const move = (index: number, delta: -1 | 1) =>
    setEnlaces((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + delta, 0, item);
      return next;
    });
  const body = { enlaces: enlaces.map(({ tipo, titulo, enlace }) => ({ tipo, titulo, enlace })) };
  return (
    <Section
      id="ajustes-enlaces"
      title={t.enlaces.titulo}
      help={t.enlaces.ayuda}
      saveLabel={t.enlaces.guardar}
      isSaving={isSaving}
      notice={notice}
      onCloseNotice={() => setNotice(null)}
      onSave={() => void save({ seccion: 'enlaces', body }, ajustesEnlacesInputSchema)}
    >
      {enlaces.length === 0 && (
        <Text size="sm" c="dimmed">
          {t.enlaces.vacio}
        </Text>
      )}
      <Stack gap="sm">
        {enlaces.map((e, index) => {
          const nombre = e.titulo || t.enlaces.sinTitulo;
          return (
            <Group key={e.key} gap="xs" align="flex-end" wrap="wrap" className={ajustesCss.ajsEnlace}>
              <NativeSelect
                label={t.enlaces.tipo}
                value={String(e.tipo)}
                onChange={(ev) => update(e.key, { tipo: toTipo(Number(ev.currentTarget.value)) })}
                data={TIPOS_ENLACE.map((tipo) => ({
                  value: String(tipo),
                  label: t.enlaces.tipos[tipo] ?? String(tipo),
                }))}
                size="md"
                className={ajustesCss.ajsTipo}
              />
              <TextInput
                label={t.enlaces.tituloEnlace}
                value={e.titulo}
                onChange={(ev) => update(e.key, { titulo: ev.currentTarget.value })}
                maxLength={80}
                size="md"
                className={ajustesCss.ajsGrow}
              />
              <TextInput
                label={t.enlaces.enlace}
                type="url"
                value={e.enlace}
                onChange={(ev) => update(e.key, { enlace: ev.currentTarget.value })}
                maxLength={500}
                size="md"
                className={ajustesCss.ajsGrow2}
              />
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="default"
                  size={44}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={t.enlaces.subir(nombre)}
                >
                  <MoveArrowIcon up />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  size={44}
                  disabled={index === enlaces.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t.enlaces.bajar(nombre)}
                >
                  <MoveArrowIcon up={false} />
                </ActionIcon>
                <Button
                  variant="subtle"
                  color="red"
                  mih={44}
                  onClick={() => setEnlaces((list) => list.filter((x) => x.key !== e.key))}
                  aria-label={t.enlaces.quitar(nombre)}
                >
                  ✕
                </Button>
              </Group>
            </Group>
          );
        })}
      </Stack>
      <Group>
        <Button
          variant="light"
          mih={44}
          onClick={() => setEnlaces((list) => [...list, { key: nextKey++, tipo: 2, titulo: '', enlace: 'https://' }])}
        >
          {t.enlaces.agregar}
        </Button>
      </Group>
    </Section>
  );
}
