/**
 * The two-phone lobby: the host's waiting screen (the join code as words, its QR code, the link to send), the
 * guest's join screen (type the words, scan the code, or arrive from the link) and its waiting screen, and the
 * connection status shown in all of them and in the game bar.
 */
import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { joinLink, parseJoinLink } from '../../net/joinLink';
import { NET_TEXT as T } from '../text/net';
import { CodeInput } from './CodeInput';
import { QrCode } from './QrCode';
import { QrScanner } from './QrScanner';
import type { NetPlay } from './netPlay';
import { NetStatus } from './NetStatus';
import { QrJoin, QrPairPanel } from './QrPair';
import { NET_QR_TEXT as TQ } from '../text/netQr';
import type { PairingOffer } from '../../net/qrSignal';
import './lobby.css';

/** The app's own address, which the join link opens. */
export function appBase(): string {
  // BASE_URL is './' in the built app: resolve it against the page, without its query (a ?join link).
  return new URL(import.meta.env.BASE_URL, `${window.location.origin}${window.location.pathname}`).href;
}

/** The host waits for the other phone: the code to read aloud, the QR code to scan, the link to send. */
export function HostLobby({ np, onCancel }: { np: NetPlay; onCancel: () => void }) {
  const copied = useSignal(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus({ preventScroll: true }), []);
  const link = joinLink(appBase(), { gameId: np.gameId!, code: np.code });
  const words = np.code.split(' ');
  const seated = np.phase.value !== 'joining';
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(link);
      copied.value = true;
    } catch {
      copied.value = false;
    }
  };
  return (
    <main id="main" class="lobby host-lobby" data-phase={np.phase.value}>
      <h1 ref={titleRef} tabIndex={-1}>
        {T.hostTitle}
      </h1>
      <p class="lobby-intro">{T.hostIntro(np.battle, np.side!)}</p>
      <NetStatus np={np} />
      {np.problem.value && (
        <p class="app-notice" role="alert">
          {np.problem.value}
        </p>
      )}
      {seated ? (
        <p class="lobby-seated" role="status">
          {T.seated(np.opponent.value)}
        </p>
      ) : np.qr.value ? (
        <QrPairPanel np={np} />
      ) : (
        <>
          <section class="qr-pair" aria-labelledby="qr-offer-title">
            <h2 id="qr-offer-title" class="eyebrow">
              {TQ.title}
            </h2>
            <p class="lobby-hint">{TQ.setupHint}</p>
            <div class="lobby-buttons">
              <button type="button" class="button" onClick={() => void np.pairByQr()}>
                {TQ.offerButton}
              </button>
            </div>
          </section>
          <section class="join-code" aria-labelledby="join-code-title">
            <h2 id="join-code-title" class="eyebrow">
              {T.codeHeading}
            </h2>
            <ol class="code-words" data-code={np.code}>
              {words.map((w, i) => (
                <li key={i}>
                  <span class="word-n" aria-hidden="true">
                    {i + 1}
                  </span>
                  {w}
                </li>
              ))}
            </ol>
            <p class="lobby-hint">{T.codeHint}</p>
          </section>
          <div class="lobby-qr">
            <QrCode text={link} label={T.qrLabel} size={220} />
          </div>
          <section class="lobby-link" aria-labelledby="join-link-title">
            <h2 id="join-link-title" class="eyebrow">
              {T.linkHeading}
            </h2>
            <p class="link-text">
              <a href={link} data-link={link}>
                {link}
              </a>
            </p>
            <div class="lobby-buttons">
              <button type="button" class="button" onClick={() => void copy()}>
                {copied.value ? T.copied : T.copyLink}
              </button>
              {canShare && (
                <button type="button" class="button" onClick={() => void navigator.share({ title: T.shareTitle, url: link }).catch(() => undefined)}>
                  {T.shareLink}
                </button>
              )}
            </div>
          </section>
        </>
      )}
      <div class="lobby-buttons">
        <button type="button" class="button" onClick={onCancel}>
          {T.cancelHost}
        </button>
      </div>
    </main>
  );
}

export interface JoinScreenProps {
  /** From a link: the code and game it names. */
  initial?: { code: string; gameId: string | null } | null;
  onJoin: (code: string, gameId: string | null, name: string) => void;
  /** Joins by the host's offer code, with no server (issue 16). */
  onJoinQr?: (offer: PairingOffer, name: string) => void;
  onBack: () => void;
}

/** The guest's way in: the six words typed, or the host's QR code scanned. */
export function JoinScreen({ initial, onJoin, onJoinQr, onBack }: JoinScreenProps) {
  const name = useSignal('');
  const scanning = useSignal(false);
  const fromLink = useSignal<{ code: string; gameId: string | null } | null>(initial ?? null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus({ preventScroll: true }), []);
  const join = (code: string): void => {
    const g = fromLink.value && fromLink.value.code === code ? fromLink.value.gameId : null;
    onJoin(code, g, name.value.replace(/\s+/g, ' ').trim() || T.nameDefault);
  };
  return (
    <main id="main" class="lobby join-screen">
      <h1 ref={titleRef} tabIndex={-1}>
        {T.joinTitle}
      </h1>
      <p class="lobby-intro">{T.joinHint}</p>
      {fromLink.value && <p class="lobby-hint">{T.fromLink}</p>}
      <div class="name-field">
        <label for="join-name">{T.nameLabel}</label>
        <input
          id="join-name"
          type="text"
          value={name.value}
          placeholder={T.nameDefault}
          maxLength={24}
          autocomplete="off"
          spellcheck={false}
          onInput={(e) => (name.value = e.currentTarget.value)}
        />
      </div>
      {scanning.value ? (
        <QrScanner
          onResult={(text) => {
            scanning.value = false;
            const parsed = parseJoinLink(text);
            if (parsed) fromLink.value = parsed;
          }}
          onCancel={() => (scanning.value = false)}
        />
      ) : (
        <>
          <CodeInput key={fromLink.value?.code ?? ''} initial={fromLink.value?.code} onJoin={join} />
          <div class="lobby-buttons">
            <button type="button" class="button" onClick={() => (scanning.value = true)}>
              {T.scan}
            </button>
          </div>
        </>
      )}
      {onJoinQr && !scanning.value && <QrJoin onOffer={(offer) => onJoinQr(offer, name.value.replace(/\s+/g, ' ').trim() || T.nameDefault)} />}
      <div class="lobby-buttons">
        <button type="button" class="button" onClick={onBack}>
          {T.backFromJoin}
        </button>
      </div>
    </main>
  );
}

/** The guest waits for the host's answer and the deal. */
export function GuestLobby({ np, onBack }: { np: NetPlay; onBack: () => void }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus({ preventScroll: true }), []);
  return (
    <main id="main" class="lobby guest-lobby" data-phase={np.phase.value}>
      <h1 ref={titleRef} tabIndex={-1}>
        {T.joining}
      </h1>
      <p class="lobby-intro">{np.qr.value ? TQ.guestLobby : T.joiningHint}</p>
      <NetStatus np={np} />
      {np.problem.value && (
        <p class="app-notice" role="alert">
          {np.problem.value}
        </p>
      )}
      {np.qr.value && <QrPairPanel np={np} />}
      <div class="lobby-buttons">
        <button type="button" class="button" onClick={onBack}>
          {T.cancelJoin}
        </button>
      </div>
    </main>
  );
}
