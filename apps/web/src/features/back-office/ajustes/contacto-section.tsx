import { SimpleGrid, TextInput } from '@mantine/core';
import { type AjustesComercio, ajustesContactoInputSchema } from '@vidriera/domain/ajustes';
import { useState } from 'react';
import { esBackOfficeAjustes as t } from '../../../i18n/es-back-office-ajustes.ts';
import { Section, useSectionSave } from './section.tsx';

type Campo = 'facebook' | 'instagram' | 'whatsapp' | 'telefono' | 'email';

/** The business's phone and the contact data of its home and help pages. */
export function ContactoSection({ ajustes }: { ajustes: AjustesComercio }) {
  const [telefono, setTelefono] = useState(ajustes.contacto.telefono ?? '');
  const [contacto, setContacto] = useState(() => ({
    facebook: ajustes.contacto.contacto.facebook ?? '',
    instagram: ajustes.contacto.contacto.instagram ?? '',
    whatsapp: ajustes.contacto.contacto.whatsapp ?? '',
    telefono: ajustes.contacto.contacto.telefono ?? '',
    email: ajustes.contacto.contacto.email ?? '',
  }));
  const { save, notice, setNotice, isSaving } = useSectionSave(ajustes.configRestoId);
  const input = (campo: Campo, label: string, extra: { type?: string; description?: string } = {}) => (
    <TextInput
      label={label}
      value={contacto[campo]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setContacto((c) => ({ ...c, [campo]: value }));
      }}
      size="md"
      maxLength={campo === 'email' ? 120 : 200}
      {...extra}
    />
  );
  return (
    <Section
      id="ajustes-contacto"
      title={t.contacto.titulo}
      saveLabel={t.contacto.guardar}
      isSaving={isSaving}
      notice={notice}
      onCloseNotice={() => setNotice(null)}
      onSave={() => void save({ seccion: 'contacto', body: { telefono, contacto } }, ajustesContactoInputSchema)}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t.contacto.telefonoComercio}
          type="tel"
          value={telefono}
          onChange={(e) => setTelefono(e.currentTarget.value)}
          maxLength={40}
          size="md"
        />
        {input('telefono', t.contacto.telefono, { type: 'tel' })}
        {input('whatsapp', t.contacto.whatsapp, { type: 'tel' })}
        {input('email', t.contacto.email, { type: 'email' })}
        {input('instagram', t.contacto.instagram, { description: t.contacto.redAyuda })}
        {input('facebook', t.contacto.facebook, { description: t.contacto.redAyuda })}
      </SimpleGrid>
    </Section>
  );
}
