// Placeholder until this screen is built (issue 2).
export default function SucursalesPage() {
  return <main className="page" />;
}
