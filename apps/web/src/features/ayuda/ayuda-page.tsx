// Placeholder until this screen is built (issue 2).
export default function AyudaPage() {
  return <main className="page" />;
}
