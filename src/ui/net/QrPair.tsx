/**
 * Pairing by two QR codes with no internet (issue 16): the panel that shows this phone's code and scans the other's,
 * in the host's lobby, the guest's lobby, and on the board when the link is lost (a re-pairing that resumes the
 * game). The way in for a guest is `QrJoin`, on the join screen. Words in src/ui/text/netQr.ts.
 */
import { useSignal } from '@preact/signals';
import { NET_QR_TEXT as T } from '../text/netQr';
import type { PairingOffer } from '../../net/qrSignal';
import type { NetPlay } from './netPlay';
import { QrCode } from './QrCode';
import { QrPairing } from './qrPair';
import { QrScanner } from './QrScanner';
import './lobby.css';

/** The host's or guest's pairing, as far as it has gone. `repair`: on the board, after the link was lost. */
export function QrPairPanel({ np, repair = false }: { np: NetPlay; repair?: boolean }) {
  const scanning = useSignal(false);
  const qr = np.qr.value;
  if (!qr) return null;
  const step = qr.step.value;
  const code = qr.code.value;
  const host = np.role === 'host';
  if (repair && (np.peerConnected.value || step === 'connected')) return null;
  const scanner = (
    <QrScanner
      onResult={(text) => {
        scanning.value = false;
        if (host) void qr.takeAnswer(text);
        else {
          const r = QrPairing.readOffer(text, np.gameId);
          if (r.ok) void qr.answer(r.offer);
          else qr.refuse(r.words);
        }
      }}
      onCancel={() => (scanning.value = false)}
    />
  );
  return (
    <section class={`qr-pair${repair ? ' qr-repair' : ''}`} aria-labelledby="qr-pair-title" data-step={step}>
      <h2 id="qr-pair-title" class="eyebrow">
        {repair ? T.repairTitle : T.title}
      </h2>
      {repair && <p class="lobby-hint">{host ? T.repairHost : T.repairGuest}</p>}
      {qr.notice.value && (
        <p class="app-notice" role="alert">
          {qr.notice.value}
        </p>
      )}
      {step === 'camera' && <p role="status">{T.camera}</p>}
      {step === 'preparing' && <p role="status">{T.preparing}</p>}
      {step === 'connecting' && <p role="status">{T.connecting}</p>}
      {step === 'connected' && <p role="status">{T.paired}</p>}
      {scanning.value ? (
        scanner
      ) : (
        <>
          {step === 'showing' && code && (
            <>
              {host && !repair && <p class="lobby-hint">{T.hostStep1}</p>}
              <div class="lobby-qr" data-chars={code.length}>
                <QrCode text={code} label={host ? T.offerLabel : T.answerLabel} size={300} />
              </div>
              <p class="lobby-hint">{host ? T.hostStep2 : T.guestStep2}</p>
            </>
          )}
          {!host && (step === 'idle' || step === 'lost') && !repair && <p class="lobby-hint">{T.guestHint}</p>}
          <div class="lobby-buttons">
            {host && step === 'showing' && (
              <button type="button" class="button primary" onClick={() => (scanning.value = true)}>
                {T.scanAnswer}
              </button>
            )}
            {host && (step === 'lost' || step === 'idle') && (
              <button type="button" class="button primary" onClick={() => void np.pairByQr()}>
                {T.newCode}
              </button>
            )}
            {!host && step !== 'connected' && step !== 'preparing' && (
              <button type="button" class={`button${step === 'showing' ? '' : ' primary'}`} onClick={() => (scanning.value = true)}>
                {T.scanOffer}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/** The guest's way in without a server: scan the host's offer; a code refused is said in words, nothing else happens. */
export function QrJoin({ onOffer }: { onOffer: (offer: PairingOffer) => void }) {
  const scanning = useSignal(false);
  const refused = useSignal<string | null>(null);
  return (
    <section class="qr-pair" aria-labelledby="qr-join-title">
      <h2 id="qr-join-title" class="eyebrow">
        {T.offerButton}
      </h2>
      <p class="lobby-hint">{T.setupHint}</p>
      {refused.value && (
        <p class="app-notice" role="alert">
          {refused.value}
        </p>
      )}
      {scanning.value ? (
        <QrScanner
          onResult={(text) => {
            scanning.value = false;
            const r = QrPairing.readOffer(text, null);
            if (r.ok) {
              refused.value = null;
              onOffer(r.offer);
            } else refused.value = r.words;
          }}
          onCancel={() => (scanning.value = false)}
        />
      ) : (
        <div class="lobby-buttons">
          <button type="button" class="button" onClick={() => (scanning.value = true)}>
            {T.scanOffer}
          </button>
        </div>
      )}
    </section>
  );
}
