import { ConcursosSection } from '../features/concursos/concursos-section.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { CalificarAviso } from '../features/pedidos/calificar-aviso.tsx';

/**
 * The business home route: the home feature's page with the draws feature's section in it, and the orders
 * feature's prompt to rate a recent order above it. Features never import each other (biome.json), so the screen
 * that shows several of them is composed here.
 */
export default function HomeScreen() {
  return (
    <>
      <CalificarAviso />
      <HomePage renderConcursos={(comercio) => <ConcursosSection comercio={comercio} />} />
    </>
  );
}
