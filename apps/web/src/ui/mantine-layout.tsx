import '@mantine/core/styles/default-css-variables.css';
import './mantine-overrides.css';
import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from '../hash-router.tsx';
import { theme } from './theme.ts';

/**
 * Mantine's "dimmed" text (descriptions, hints) is gray-6, 3.3:1 on white: under WCAG AA's 4.5:1. Gray-7 keeps it
 * quieter than body text and readable (7:1 on white, 6.6:1 on the app's cream background).
 */
const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057' },
  dark: {},
});

/**
 * Mantine's provider for the screens built with Mantine components (forms, calendars). The directory and
 * business screens use plain components, so the provider's JavaScript and Mantine's variables stay out of their
 * first load; Mantine's baseline CSS is global (app.tsx, with the few variables it reads set in app.css).
 */
export default function MantineLayout() {
  return (
    <MantineScope>
      <Outlet />
    </MantineScope>
  );
}

/**
 * The same provider around one part of a plain screen built with Mantine, loaded with that part: the booking form's
 * calendar (features/reservas/calendar-date-input.tsx).
 */
export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}
