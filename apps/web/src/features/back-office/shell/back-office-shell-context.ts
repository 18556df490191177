import { createContext, useContext } from 'react';
import type { MerchantComercio } from '@vidriera/domain/back-office';

/** What the back office layout knows about the signed-in user, for every screen under #/admin. */
export interface BackOfficeShell {
  /** The businesses the user runs (the first page of them for a platform admin). */
  comercios: MerchantComercio[];
  isPlatformAdmin: boolean;
  /** The business the navigation shows: the one in the URL, else the last one opened. */
  current: MerchantComercio | null;
  /** Remembers the business opened last, so the navigation keeps it on the home and platform screens. */
  rememberComercio: (comercio: MerchantComercio) => void;
}

export const BackOfficeShellContext = createContext<BackOfficeShell | null>(null);

export function useBackOfficeShell(): BackOfficeShell {
  const shell = useContext(BackOfficeShellContext);
  if (!shell) throw new Error('useBackOfficeShell is only available under the back office layout');
  return shell;
}

/** The business of the route `comercio/:comercioId/...`, checked and loaded by ComercioGate. */
export const CurrentComercioContext = createContext<MerchantComercio | null>(null);

/**
 * The business the screen works on (name, carpeta, the user's role, feature flags). Only for screens mounted
 * under `comercio/:comercioId` in back-office-routes.tsx, which the gate renders after checking the user runs it.
 */
export function useCurrentComercio(): MerchantComercio {
  const comercio = useContext(CurrentComercioContext);
  if (!comercio) throw new Error('useCurrentComercio is only available under comercio/:comercioId routes');
  return comercio;
}
