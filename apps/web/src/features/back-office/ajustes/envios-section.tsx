import { ActionIcon, Button, Group, NumberInput, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type LatLng, RADIO_MAXIMO_METROS, RADIO_MINIMO_METROS } from '@vidriera/domain/zonas';
import { type AjustesComercio, ajustesEnviosInputSchema } from '@vidriera/domain/ajustes';
import { lazy, Suspense, useState } from 'react';
import { esBackOfficeAjustes as t } from '../../../i18n/es-back-office-ajustes.ts';
import { RemoveIcon } from '../shell/row-icons.tsx';
import { Section, useSectionSave } from './section.tsx';
import { type Borrador, fromAjuste, fromBorrador, toInput, ZONA_COLORS, type ZonaEdit } from './zonas-edit.ts';
import ajustesCss from './ajustes.module.css';

// Leaflet is ~55 KB gzip: it loads with this tab, not with the settings screen.
const ZonasEditorMap = lazy(() => import('./zonas-editor-map.tsx'));

const MAP_HEIGHT = () => (window.innerWidth >= 760 ? 420 : 320);
const DEFAULT_RADIO = 1000;

function describe(zona: ZonaEdit): string {
  return zona.tipo === 'circulo'
    ? t.envios.tipoCirculo(zona.radioMetros ?? 0)
    : t.envios.tipoPoligono(zona.poligono.length);
}

/** The delivery note and the zones drawn on the map (polygons tapped point by point, or circles), each with a price. */
export function EnviosSection({ ajustes }: { ajustes: AjustesComercio }) {
  const [costo, setCosto] = useState(ajustes.envios.costoEnvioText);
  const [zonas, setZonas] = useState<ZonaEdit[]>(() => ajustes.envios.zonas.map(fromAjuste));
  const [borrador, setBorrador] = useState<Borrador | null>(null);
  const [height] = useState(MAP_HEIGHT);
  const { save, notice, setNotice, isSaving } = useSectionSave(ajustes.configRestoId);
  const { lat, lng, nombreComercio } = ajustes.datos;
  const comercioPoint: LatLng | null = lat !== null && lng !== null ? [lat, lng] : null;

  const update = (key: number, change: Partial<ZonaEdit>) =>
    setZonas((list) => list.map((z) => (z.key === key ? { ...z, ...change } : z)));
  const onPick = (point: LatLng) =>
    setBorrador((b) => {
      if (!b) return b;
      return b.tipo === 'poligono' ? { ...b, puntos: [...b.puntos, point] } : { ...b, centro: point };
    });
  const finish = () => {
    if (!borrador) return;
    const zona = fromBorrador(borrador, t.envios.nuevaZona(zonas.length + 1));
    if (!zona) return;
    setZonas((list) => [...list, zona]);
    setBorrador(null);
  };
  const onSave = async () => {
    const saved = await save(
      { seccion: 'envios', body: { costoEnvioText: costo, zonas: zonas.map(toInput) } },
      ajustesEnviosInputSchema,
    );
    if (saved) setZonas(saved.envios.zonas.map(fromAjuste));
  };
  const canFinish =
    borrador !== null && (borrador.tipo === 'poligono' ? borrador.puntos.length >= 3 : borrador.centro !== null);

  return (
    <Section
      id="ajustes-envios"
      title={t.envios.titulo}
      help={t.envios.ayuda}
      saveLabel={t.envios.guardar}
      isSaving={isSaving}
      notice={notice}
      onCloseNotice={() => setNotice(null)}
      onSave={() => void onSave()}
    >
      <Textarea
        label={t.envios.costoTexto}
        description={t.envios.costoTextoAyuda}
        value={costo}
        onChange={(e) => setCosto(e.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={300}
        size="md"
      />
      <div className={ajustesCss.ajsMap}>
        <Suspense fallback={<div className={ajustesCss.ajsMapPlaceholder} style={{ height }} />}>
          <ZonasEditorMap
            zonas={zonas}
            colors={ZONA_COLORS}
            borrador={borrador}
            comercio={{ nombre: nombreComercio, lat, lng }}
            label={t.envios.mapa}
            height={height}
            onPick={onPick}
          />
        </Suspense>
      </div>
      {borrador ? (
        <Paper withBorder p="sm" radius="md">
          <Stack gap="xs">
            <Text size="sm" fw={600} role="status">
              {borrador.tipo === 'poligono'
                ? `${t.envios.instruccionPoligono} ${t.envios.puntos(borrador.puntos.length)}`
                : t.envios.instruccionCirculo}
            </Text>
            {borrador.tipo === 'circulo' && (
              <NumberInput
                label={t.envios.radio}
                value={borrador.radioMetros}
                onChange={(value) =>
                  setBorrador({ ...borrador, radioMetros: typeof value === 'number' ? value : DEFAULT_RADIO })
                }
                min={RADIO_MINIMO_METROS}
                max={RADIO_MAXIMO_METROS}
                step={100}
                size="md"
                maw={220}
              />
            )}
            <Group gap="xs">
              {borrador.tipo === 'poligono' && (
                <Button
                  variant="default"
                  mih={44}
                  disabled={borrador.puntos.length === 0}
                  onClick={() => setBorrador({ ...borrador, puntos: borrador.puntos.slice(0, -1) })}
                >
                  {t.envios.deshacer}
                </Button>
              )}
              <Button mih={44} disabled={!canFinish} onClick={finish}>
                {t.envios.terminar}
              </Button>
              <Button variant="subtle" mih={44} onClick={() => setBorrador(null)}>
                {t.envios.cancelar}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Group gap="xs">
          <Button variant="light" mih={44} onClick={() => setBorrador({ tipo: 'poligono', puntos: [] })}>
            {t.envios.dibujarPoligono}
          </Button>
          <Button
            variant="light"
            mih={44}
            onClick={() => setBorrador({ tipo: 'circulo', centro: comercioPoint, radioMetros: DEFAULT_RADIO })}
          >
            {t.envios.dibujarCirculo}
          </Button>
        </Group>
      )}
      {zonas.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.envios.vacio}
        </Text>
      ) : (
        <ol className={ajustesCss.ajsZonas}>
          {zonas.map((zona, index) => (
            <li
              key={zona.key}
              className={ajustesCss.ajsZona}
              style={{ borderInlineStartColor: ZONA_COLORS[index % ZONA_COLORS.length] }}
            >
              <Group gap="xs" align="flex-end" wrap="wrap">
                <TextInput
                  label={t.envios.nombre}
                  value={zona.nombre}
                  onChange={(e) => update(zona.key, { nombre: e.currentTarget.value })}
                  maxLength={60}
                  size="md"
                  className={ajustesCss.ajsGrow}
                />
                <NumberInput
                  label={t.envios.precio}
                  value={zona.precio}
                  onChange={(value) => update(zona.key, { precio: typeof value === 'number' ? value : '' })}
                  min={0}
                  decimalScale={2}
                  size="md"
                  className={ajustesCss.ajsPrecio}
                />
                {zona.tipo === 'circulo' && (
                  <NumberInput
                    label={t.envios.radio}
                    value={zona.radioMetros ?? DEFAULT_RADIO}
                    onChange={(value) =>
                      update(zona.key, { radioMetros: typeof value === 'number' ? value : DEFAULT_RADIO })
                    }
                    min={RADIO_MINIMO_METROS}
                    max={RADIO_MAXIMO_METROS}
                    step={100}
                    size="md"
                    className={ajustesCss.ajsPrecio}
                  />
                )}
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={44}
                  onClick={() => setZonas((list) => list.filter((z) => z.key !== zona.key))}
                  aria-label={t.envios.quitar(zona.nombre)}
                >
                  <RemoveIcon />
                </ActionIcon>
              </Group>
              <Text size="xs" c="dimmed" mt={4}>
                {describe(zona)}
              </Text>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
