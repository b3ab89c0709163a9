export function App() {
  return (
    <main>
      <h1>Stale Pages</h1>
      <p>How a rejected prompt read other users&apos; KV cache pages, replayed step by step.</p>
    </main>
  );
}
