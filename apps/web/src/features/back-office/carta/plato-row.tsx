import { Badge, Button, Group, Switch, Text } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Text.css';
import type { PlatoAdmin } from '@vidriera/domain/carta';
import { useState } from 'react';
import { esBackOfficeCarta as t } from '../../../i18n/es-back-office-carta.ts';
import { MoveButtons } from './move-buttons.tsx';
import { PrecioInline } from './precio-inline.tsx';
import { cx } from '../../../ui/cx.ts';
import cartaAdminCss from './carta-back-office.module.css';

interface PlatoRowProps {
  plato: PlatoAdmin;
  index: number;
  count: number;
  isBusy: boolean;
  onMove: (delta: -1 | 1) => void;
  onPrecio: (precio: number) => Promise<unknown>;
  onPublicado: (publicado: boolean) => void;
  onEdit: () => void;
}

function Thumbnail({ plato }: { plato: PlatoAdmin }) {
  const [isBroken, setBroken] = useState(false);
  if (!plato.imagenUrl || isBroken)
    return <span className={cx(cartaAdminCss.cadmThumb, cartaAdminCss.cadmThumbEmpty)} aria-hidden="true" />;
  // Decorative: the dish's title is right beside it.
  return (
    <img
      className={cartaAdminCss.cadmThumb}
      src={plato.imagenUrl}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      onError={() => setBroken(true)}
    />
  );
}

/** One dish of a group in the editor: photo, title, state, its price edited in place, publish, order, edit. */
export function PlatoRow({ plato, index, count, isBusy, onMove, onPrecio, onPublicado, onEdit }: PlatoRowProps) {
  return (
    <li className={cartaAdminCss.cadmPlato} data-inactivo={!plato.publicado || !plato.disponible || undefined}>
      <Thumbnail plato={plato} />
      <div className={cartaAdminCss.cadmPlatoMain}>
        <Text fw={600} className={cartaAdminCss.cadmPlatoTitulo}>
          {plato.titulo}
        </Text>
        <Group gap={6}>
          {!plato.publicado && (
            <Badge color="gray" variant="light">
              {t.borrador}
            </Badge>
          )}
          {!plato.disponible && (
            <Badge color="red" variant="light">
              {t.noDisponible}
            </Badge>
          )}
        </Group>
      </div>
      <div className={cartaAdminCss.cadmPlatoControls}>
        <PrecioInline titulo={plato.titulo} precio={plato.precio} onSave={onPrecio} />
        <Switch
          size="md"
          label={t.publicado}
          aria-label={t.publicarPlato(plato.titulo)}
          checked={plato.publicado}
          disabled={isBusy}
          onChange={(event) => onPublicado(event.currentTarget.checked)}
        />
        <MoveButtons nombre={plato.titulo} index={index} count={count} disabled={isBusy} onMove={onMove} />
        <Button variant="light" size="md" onClick={onEdit} aria-label={t.editarPlato(plato.titulo)}>
          {t.editar}
        </Button>
      </div>
    </li>
  );
}
