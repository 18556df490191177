import { NativeSelect, NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type AjustesComercio, ajustesDatosInputSchema, ZONAS_HORARIAS_AR } from '@vidriera/domain/ajustes';
import { lazy, Suspense, useState } from 'react';
import { esBackOfficeAjustes as t } from '../../../i18n/es-back-office-ajustes.ts';
import { LogoField } from './logo-field.tsx';
import { Section, useSectionSave } from './section.tsx';
import ajustesCss from './ajustes.module.css';

type ZonaHoraria = (typeof ZONAS_HORARIAS_AR)[number];

const UbicacionMap = lazy(() => import('./ubicacion-map.tsx'));
const MAP_HEIGHT = 280;
const round = (value: number) => Math.round(value * 1e6) / 1e6;
const num = (value: number | string) => (typeof value === 'number' ? value : null);

/** Name, descriptions, address, position on the map, search engine texts, time zone and logo. */
export function DatosSection({ ajustes }: { ajustes: AjustesComercio }) {
  const [datos, setDatos] = useState(() => {
    const { regionOffset: _offset, logoUrl: _logo, lat: _lat, lng: _lng, ...rest } = ajustes.datos;
    return { ...rest, timeZone: rest.timeZone as ZonaHoraria };
  });
  const [lat, setLat] = useState<number | string>(ajustes.datos.lat ?? '');
  const [lng, setLng] = useState<number | string>(ajustes.datos.lng ?? '');
  const { save, notice, setNotice, isSaving } = useSectionSave(ajustes.configRestoId);
  const text = (
    key: 'nombreComercio' | 'descrCorta' | 'domicilio' | 'metaDescription' | 'metaTags',
    label: string,
    max: number,
  ) => (
    <TextInput
      label={label}
      value={datos[key]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setDatos((d) => ({ ...d, [key]: value }));
      }}
      maxLength={max}
      required={key === 'nombreComercio'}
      size="md"
    />
  );
  const point = num(lat) !== null && num(lng) !== null ? ([num(lat), num(lng)] as [number, number]) : null;
  const body = { ...datos, lat: num(lat), lng: num(lng) };
  return (
    <Stack gap="md">
      <Section
        id="ajustes-datos"
        title={t.datos.titulo}
        saveLabel={t.datos.guardar}
        isSaving={isSaving}
        notice={notice}
        onCloseNotice={() => setNotice(null)}
        onSave={() => void save({ seccion: 'datos', body }, ajustesDatosInputSchema)}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('nombreComercio', t.datos.nombre, 80)}
          {text('descrCorta', t.datos.descrCorta, 200)}
        </SimpleGrid>
        <Textarea
          label={t.datos.descrLarga}
          description={t.datos.descrLargaAyuda}
          value={datos.descrLarga}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setDatos((d) => ({ ...d, descrLarga: value }));
          }}
          autosize
          minRows={3}
          maxLength={4000}
          size="md"
        />
        {text('domicilio', t.datos.domicilio, 200)}
        <fieldset className={ajustesCss.ajsFieldset}>
          <legend className={ajustesCss.ajsLegend}>{t.datos.ubicacion}</legend>
          <Text size="sm" c="dimmed" mb="xs">
            {t.datos.ubicacionAyuda}
          </Text>
          <div className={ajustesCss.ajsMap}>
            <Suspense fallback={<div className={ajustesCss.ajsMapPlaceholder} style={{ height: MAP_HEIGHT }} />}>
              <UbicacionMap
                point={point}
                title={datos.nombreComercio}
                label={t.datos.mapa}
                height={MAP_HEIGHT}
                onPick={([pickedLat, pickedLng]) => {
                  setLat(round(pickedLat));
                  setLng(round(pickedLng));
                }}
              />
            </Suspense>
          </div>
          <SimpleGrid cols={2} mt="xs">
            <NumberInput
              label={t.datos.lat}
              value={lat}
              onChange={setLat}
              min={-90}
              max={90}
              decimalScale={6}
              size="md"
            />
            <NumberInput
              label={t.datos.lng}
              value={lng}
              onChange={setLng}
              min={-180}
              max={180}
              decimalScale={6}
              size="md"
            />
          </SimpleGrid>
        </fieldset>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('metaDescription', t.datos.metaDescription, 300)}
          {text('metaTags', t.datos.metaTags, 300)}
        </SimpleGrid>
        <NativeSelect
          label={t.datos.timeZone}
          description={t.datos.regionOffset(ajustes.datos.regionOffset)}
          value={datos.timeZone}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setDatos((d) => ({ ...d, timeZone: value as ZonaHoraria }));
          }}
          data={ZONAS_HORARIAS_AR.map((zone) => ({
            value: zone,
            label: zone.replace('America/Argentina/', '').replace('_', ' '),
          }))}
          size="md"
          maw={320}
        />
      </Section>
      <LogoField ajustes={ajustes} />
    </Stack>
  );
}
