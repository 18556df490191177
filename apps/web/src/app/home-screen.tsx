import { lazy, Suspense } from 'react';
import { useSession } from '../api/session.ts';
import { ConcursosSection } from '../features/concursos/concursos-section.tsx';
import { HomePage } from '../features/home/home-page.tsx';

// Only a signed-in customer can have an order to rate: the prompt's code stays out of the landing screens' chunk.
const CalificarAviso = lazy(() =>
  import('../features/pedidos/calificar-aviso.tsx').then((m) => ({ default: m.CalificarAviso })),
);

/**
 * The business home route: the home feature's page with the draws feature's section in it, and the orders
 * feature's prompt to rate a recent order above it. Features never import each other (biome.json), so the screen
 * that shows several of them is composed here.
 */
export default function HomeScreen() {
  const { isLoggedIn } = useSession();
  return (
    <>
      {isLoggedIn && (
        <Suspense fallback={null}>
          <CalificarAviso />
        </Suspense>
      )}
      <HomePage
        renderConcursos={(comercio, titleClassName) => (
          <ConcursosSection comercio={comercio} titleClassName={titleClassName} />
        )}
      />
    </>
  );
}
