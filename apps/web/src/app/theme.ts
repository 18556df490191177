import { createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * A deep orange whose filled shade (index 8, #c2410c) keeps white text at 5.2:1 (WCAG AA); Mantine's stock
 * orange[8] is only 3.6:1.
 */
const brand: MantineColorsTuple = [
  '#fff7ed',
  '#ffedd5',
  '#fed7aa',
  '#fdba74',
  '#fb923c',
  '#f97316',
  '#ea580c',
  '#d9530f',
  '#c2410c',
  '#9a3412',
];

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
});
