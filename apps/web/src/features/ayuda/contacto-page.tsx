// Placeholder until this screen is built (issue 2).
export default function ContactoPage() {
  return <main className="page" />;
}
