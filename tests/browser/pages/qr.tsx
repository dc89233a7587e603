// Test page for joining a two-phone game (src/ui/net/QrCode.tsx, QrScanner.tsx, CodeInput.tsx) with the app's
// theme: ?link=<text> draws that text's QR code; the Scan button opens the scanner on the real camera (the spec
// feeds chromium a video file as that camera) and Hide takes it away without its Cancel; the six-word field. What
// the components report is recorded in window.__join, and every camera stream the page is given is kept there too,
// to check it was stopped.
import { useSignal } from '@preact/signals';
import { render } from 'preact';
import '../../../src/ui/app/app.css';
import { CodeInput } from '../../../src/ui/net/CodeInput';
import { QrCode } from '../../../src/ui/net/QrCode';
import { QrScanner } from '../../../src/ui/net/QrScanner';

interface JoinProbe {
  scans: string[];
  cancels: number;
  joins: string[];
  streams: MediaStream[];
  /** What each getUserMedia call asked for. */
  constraints: (MediaStreamConstraints | undefined)[];
}

declare global {
  interface Window {
    __join?: JoinProbe;
  }
}

const probe: JoinProbe = { scans: [], cancels: 0, joins: [], streams: [], constraints: [] };
window.__join = probe;

// Keep each stream the scanner is given (the real one, passed through) so the spec can see its tracks end.
const media = navigator.mediaDevices;
if (media?.getUserMedia) {
  const real = media.getUserMedia.bind(media);
  media.getUserMedia = async (constraints) => {
    probe.constraints.push(constraints);
    const stream = await real(constraints);
    probe.streams.push(stream);
    return stream;
  };
}

const link = new URLSearchParams(location.search).get('link') ?? 'https://pocket44.example/';

function Page() {
  const scanning = useSignal(false);
  return (
    <div style={{ padding: '1rem', display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      <h1>Join components</h1>
      <div id="qr" style={{ alignSelf: 'center' }}>
        <QrCode text={link} label="Square code of the test link" size={220} />
      </div>
      {scanning.value ? (
        <QrScanner
          onResult={(text) => {
            probe.scans.push(text);
            scanning.value = false;
          }}
          onCancel={() => {
            probe.cancels++;
            scanning.value = false;
          }}
        />
      ) : (
        <button key="scan" type="button" class="button" onClick={() => (scanning.value = true)}>
          Scan
        </button>
      )}
      {scanning.value ? (
        <button key="hide" type="button" class="button" onClick={() => (scanning.value = false)}>
          Hide
        </button>
      ) : null}
      <CodeInput onJoin={(code) => probe.joins.push(code)} />
    </div>
  );
}

const root = document.getElementById('app');
if (root) render(<Page />, root);
