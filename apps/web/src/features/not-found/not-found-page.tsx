import { Button, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Button.css';
import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <main className="page">
      <Stack align="center" gap="md" mt="xl">
        <Title order={1}>Página no encontrada</Title>
        <Text>La dirección que abriste no existe o cambió.</Text>
        <Button component={Link} to="/">
          Ir al inicio
        </Button>
      </Stack>
    </main>
  );
}
