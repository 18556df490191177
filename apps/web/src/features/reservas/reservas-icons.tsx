import { SvgIcon } from '../../ui/icons.tsx';

/** Icons only these screens use (the shared set in ui/icons.tsx has no people or table). */
const PATHS = {
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
    </>
  ),
  table: <path d="M3 9h18M5 9v11M19 9v11M8 9V5h8v4M7 14h10" />,
};

export function ReservasIcon({ name, size = 16 }: { name: keyof typeof PATHS; size?: number }) {
  return <SvgIcon size={size}>{PATHS[name]}</SvgIcon>;
}
