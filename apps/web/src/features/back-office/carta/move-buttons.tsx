import { ActionIcon, Group } from '@mantine/core';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Group.css';
import { esBackOfficeCarta as t } from '../../../i18n/es-back-office-carta.ts';

interface MoveButtonsProps {
  /** What moves, for the buttons' names ("Subir Entradas"). */
  nombre: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (delta: -1 | 1) => void;
}

function Arrow({ up }: { up: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={up ? 'M12 5l-7 7h4.5v7h5v-7H19z' : 'M12 19l7-7h-4.5V5h-5v7H5z'} fill="currentColor" />
    </svg>
  );
}

/**
 * Up and down buttons to reorder a list: keyboard and screen-reader friendly where dragging is not, and big
 * enough for a thumb (44 px). The first cannot go up, the last cannot go down.
 */
export function MoveButtons({ nombre, index, count, disabled, onMove }: MoveButtonsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size={44}
        aria-label={t.subir(nombre)}
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
      >
        <Arrow up />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size={44}
        aria-label={t.bajar(nombre)}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
      >
        <Arrow up={false} />
      </ActionIcon>
    </Group>
  );
}
