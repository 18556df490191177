import { ConcursosSection } from '../features/concursos/concursos-section.tsx';
import { HomePage } from '../features/home/home-page.tsx';

/**
 * The business home route: the home feature's page with the draws feature's section in it. Features never import
 * each other (biome.json), so the screen that shows two of them is composed here.
 */
export default function HomeScreen() {
  return <HomePage renderConcursos={(comercio) => <ConcursosSection comercio={comercio} />} />;
}
