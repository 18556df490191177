import { createServer } from 'node:net';

/** Fails clearly when something already listens on the port (its answers would be measured instead of ours). */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`el puerto ${port} está ocupado por otro proceso`)));
    probe.listen({ port, host: '0.0.0.0', exclusive: true }, () => probe.close(() => resolve()));
  });
}
