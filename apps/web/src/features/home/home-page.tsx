// Placeholder until this screen is built (issue 2).
export default function HomePage() {
  return <main className="page" />;
}
