import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import { Alert, Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../../../api/client.ts';
import { esPlataforma as t } from '../../../i18n/es-plataforma.ts';
import { BackOfficeLoading } from './back-office-gates.tsx';

/** While a screen's data loads: a loader, or the error with a way to try again. Null once there is data. */
export function QueryState({ query }: { query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch' | 'data'> }) {
  if (query.data !== undefined) return null;
  if (query.isError) {
    const message =
      query.error instanceof ApiError && query.error.status > 0 ? query.error.message : t.comun.errorCarga;
    return (
      <Alert color="red" title={message} role="alert">
        <Button size="sm" variant="light" color="red" onClick={() => void query.refetch()}>
          {t.comun.reintentar}
        </Button>
      </Alert>
    );
  }
  return <BackOfficeLoading />;
}

/** The Spanish message of a failed call (the server's, or a generic one). */
export function errorMessage(err: unknown): string {
  return err instanceof ApiError ? err.message : t.comun.errorCarga;
}
