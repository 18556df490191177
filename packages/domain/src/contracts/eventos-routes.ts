import { defineRoute } from './operation.ts';

export const getCarteleraRoute = defineRoute('GET', '/eventos/cartelera/:commerceId');
