// Placeholder until this screen is built (issue 2).
export default function FeedPage() {
  return <main className="page" />;
}
