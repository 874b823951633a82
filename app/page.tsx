export default function HomePage() {
  return <main>Ana Sayfa</main>;
}
