import { MantineProvider } from '@mantine/core';
import { Outlet } from 'react-router';
import { theme } from './theme.ts';

/**
 * Mantine's provider for the screens built with Mantine components (forms, calendars). The directory and
 * business screens use plain components, so the provider's JavaScript stays out of their first load; Mantine's
 * base CSS is global (app.tsx).
 */
export default function MantineLayout() {
  return (
    <MantineProvider theme={theme}>
      <Outlet />
    </MantineProvider>
  );
}
