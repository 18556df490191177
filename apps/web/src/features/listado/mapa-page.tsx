// Placeholder until this screen is built (issue 2).
export default function MapaPage() {
  return <main className="page" />;
}
