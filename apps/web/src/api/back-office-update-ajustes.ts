import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ajustesContactoRoute,
  ajustesDatosRoute,
  ajustesDemoraRoute,
  ajustesEnlacesRoute,
  ajustesEnviosRoute,
  ajustesEstadoRoute,
  ajustesFuncionesRoute,
  ajustesHorariosRoute,
  ajustesLogoRoute,
  ajustesMercadoPagoRoute,
  ajustesPagosRoute,
} from '@vidriera/domain/contracts/ajustes-routes';
import type {
  ajustesContactoOperation,
  ajustesDatosOperation,
  ajustesDemoraOperation,
  ajustesEnlacesOperation,
  ajustesEnviosOperation,
  ajustesEstadoOperation,
  ajustesFuncionesOperation,
  ajustesHorariosOperation,
  ajustesLogoOperation,
  ajustesMercadoPagoOperation,
  ajustesPagosOperation,
} from '@vidriera/domain/contracts/ajustes';
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
import { backOfficeAjustesKey } from './back-office-get-ajustes.ts';
import { callOperation } from './client.ts';

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

/** Each section's PUT, by section. */
interface SectionOperations {
  estado: typeof ajustesEstadoOperation;
  demora: typeof ajustesDemoraOperation;
  horarios: typeof ajustesHorariosOperation;
  pagos: typeof ajustesPagosOperation;
  mercadopago: typeof ajustesMercadoPagoOperation;
  envios: typeof ajustesEnviosOperation;
  funciones: typeof ajustesFuncionesOperation;
  contacto: typeof ajustesContactoOperation;
  enlaces: typeof ajustesEnlacesOperation;
  datos: typeof ajustesDatosOperation;
  logo: typeof ajustesLogoOperation;
}

const sectionRoutes = {
  estado: ajustesEstadoRoute,
  demora: ajustesDemoraRoute,
  horarios: ajustesHorariosRoute,
  pagos: ajustesPagosRoute,
  mercadopago: ajustesMercadoPagoRoute,
  envios: ajustesEnviosRoute,
  funciones: ajustesFuncionesRoute,
  contacto: ajustesContactoRoute,
  enlaces: ajustesEnlacesRoute,
  datos: ajustesDatosRoute,
  logo: ajustesLogoRoute,
} satisfies { [S in keyof SectionOperations]: unknown };

export type AjustesUpdate = {
  [S in keyof AjustesSecciones]: { seccion: S; body: AjustesSecciones[S] };
}[keyof AjustesSecciones];

/**
 * PUT merchant/ajustes/{configRestoId}/{seccion}: replaces one section; answers the whole settings, which become
 * the screen's data. Flags and names also live in the back office's list of businesses: it is reloaded.
 */
export function backOfficeUpdateAjustes(configRestoId: number, update: AjustesUpdate): Promise<AjustesComercio> {
  return callOperation<SectionOperations[keyof SectionOperations]>(sectionRoutes[update.seccion], {
    params: { configRestoId },
    body: update.body,
  });
}

export function useBackOfficeUpdateAjustes(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: AjustesUpdate) => backOfficeUpdateAjustes(configRestoId, update),
    onSuccess: (ajustes, update) => {
      queryClient.setQueryData(backOfficeAjustesKey(configRestoId), ajustes);
      if (update.seccion === 'funciones' || update.seccion === 'datos') {
        void queryClient.invalidateQueries({ queryKey: ['admin', 'comercios'] });
      }
    },
  });
}
