// Placeholder until this screen is built (issue 2).
export default function RegionesPage() {
  return <main className="page" />;
}
