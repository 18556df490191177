import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AjustesComercio } from '@vidriera/domain/schemas/ajustes/comercio';
import type { AjustesContactoInput } from '@vidriera/domain/schemas/ajustes/contacto';
import type { AjustesDatosInput, AjustesLogoInput } from '@vidriera/domain/schemas/ajustes/datos';
import type { AjustesEnlacesInput } from '@vidriera/domain/schemas/ajustes/enlaces';
import type { AjustesEnviosInput } from '@vidriera/domain/schemas/ajustes/envios';
import type {
  AjustesDemoraInput,
  AjustesEstadoInput,
  AjustesHorariosInput,
} from '@vidriera/domain/schemas/ajustes/estado';
import type { AjustesFunciones } from '@vidriera/domain/schemas/ajustes/funciones';
import type { AjustesMercadoPagoInput, AjustesPagosInput } from '@vidriera/domain/schemas/ajustes/pagos';
import { adminAjustesKey } from './admin-get-ajustes.ts';
import { apiFetch } from './client.ts';

/** The body of each PUT merchant/ajustes/{configRestoId}/{seccion}. */
export interface AjustesSecciones {
  estado: AjustesEstadoInput;
  demora: AjustesDemoraInput;
  horarios: AjustesHorariosInput;
  pagos: AjustesPagosInput;
  mercadopago: AjustesMercadoPagoInput;
  envios: AjustesEnviosInput;
  funciones: AjustesFunciones;
  contacto: AjustesContactoInput;
  enlaces: AjustesEnlacesInput;
  datos: AjustesDatosInput;
  logo: AjustesLogoInput;
}

export type AjustesUpdate = {
  [S in keyof AjustesSecciones]: { seccion: S; body: AjustesSecciones[S] };
}[keyof AjustesSecciones];

/**
 * PUT merchant/ajustes/{configRestoId}/{seccion}: replaces one section; answers the whole settings, which become
 * the screen's data. Flags and names also live in the back office's list of businesses: it is reloaded.
 */
export function adminUpdateAjustes(configRestoId: number, update: AjustesUpdate): Promise<AjustesComercio> {
  return apiFetch<AjustesComercio>(`merchant/ajustes/${configRestoId}/${update.seccion}`, {
    method: 'PUT',
    body: update.body,
  });
}

export function useAdminUpdateAjustes(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: AjustesUpdate) => adminUpdateAjustes(configRestoId, update),
    onSuccess: (ajustes, update) => {
      queryClient.setQueryData(adminAjustesKey(configRestoId), ajustes);
      if (update.seccion === 'funciones' || update.seccion === 'datos') {
        void queryClient.invalidateQueries({ queryKey: ['admin', 'comercios'] });
      }
    },
  });
}
