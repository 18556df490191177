import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface BackOfficeTableProps {
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The column headings, in order. */
  columns: readonly string[];
  /** Rows that open something when clicked light up under the pointer. */
  highlightOnHover?: boolean;
  /** The rows (`Table.Tr`). */
  children: ReactNode;
}

/** A striped list of records on a platform screen, with its headings. */
export function BackOfficeTable({ minWidth, columns, highlightOnHover, children }: BackOfficeTableProps) {
  return (
    // A table wider than the screen scrolls sideways: its viewport takes keyboard focus, so arrow keys scroll it too.
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table striped highlightOnHover={highlightOnHover} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
