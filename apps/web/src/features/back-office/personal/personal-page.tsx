import { useCurrentComercio } from '../shell/back-office-shell-context.ts';
import { StaffManager } from '../shell/staff-manager.tsx';

/** comercio/:comercioId/personal: the owner manages who runs the business. */
export default function PersonalPage() {
  const comercio = useCurrentComercio();
  return <StaffManager scope="merchant" configRestoId={comercio.configRestoId} titleOrder={1} />;
}
