import { render } from 'preact';

function Home() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', textAlign: 'center' }}>
      <h1>Pocket '44</h1>
      <p>The battlefield is being prepared.</p>
    </main>
  );
}

const root = document.getElementById('app');
if (root) render(<Home />, root);
