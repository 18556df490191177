import { config, locales } from 'zod';

/** Zod's own messages (missing field, wrong type, ...) in Spanish, for API answers and forms alike. */
export function useSpanishZodMessages(): void {
  config(locales.es());
}
