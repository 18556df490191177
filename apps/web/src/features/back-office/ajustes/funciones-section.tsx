import { Stack, Switch } from '@mantine/core';
import { type AjustesComercio, type AjustesFunciones, ajustesFuncionesSchema } from '@vidriera/domain/ajustes';
import { useState } from 'react';
import { esBackOfficeAjustes as t } from '../../../i18n/es-back-office-ajustes.ts';
import { Section, useSectionSave } from './section.tsx';

const FLAGS: ReadonlyArray<keyof AjustesFunciones> = [
  'permitePedidosOnline',
  'permiteQRCartaOnline',
  'permiteReservas',
  'permiteEventos',
  'permiteCursos',
  'permiteConcursos',
  'permiteLinks',
  'soloTakeAway',
  'comercioDigital',
];

/** The feature flags: which buttons and screens the business has. */
export function FuncionesSection({ ajustes }: { ajustes: AjustesComercio }) {
  const [funciones, setFunciones] = useState(ajustes.funciones);
  const { save, notice, setNotice, isSaving } = useSectionSave(ajustes.configRestoId);
  return (
    <Section
      id="ajustes-funciones"
      title={t.funciones.titulo}
      help={t.funciones.ayuda}
      saveLabel={t.funciones.guardar}
      isSaving={isSaving}
      notice={notice}
      onCloseNotice={() => setNotice(null)}
      onSave={() => void save({ seccion: 'funciones', body: funciones }, ajustesFuncionesSchema)}
    >
      <Stack gap="sm">
        {FLAGS.map((flag) => (
          <Switch
            key={flag}
            size="md"
            label={t.funciones[flag]}
            checked={funciones[flag]}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setFunciones((f) => ({ ...f, [flag]: checked }));
            }}
          />
        ))}
      </Stack>
    </Section>
  );
}
