/**
 * Where the link to the other phone stands, in a few words: in the lobby and, compact, in the game bar. Kept apart
 * from the lobby so the game screen does not load the lobby's QR code and scanner.
 */
import { NET_TEXT as T } from '../text/net';
import type { NetPlay } from './netPlay';
import './lobby.css';

/** Where the link to the other phone stands, in a few words (and why, when it is down). */
export function NetStatus({ np, compact = false }: { np: NetPlay; compact?: boolean }) {
  const link = np.link.value;
  const up = np.peerConnected.value;
  const status = up ? 'connected' : link.status === 'connected' ? 'connecting' : link.status;
  const reason = !up && link.reason ? T.statusReason(link.reason) : null;
  return (
    <div
      class={`net-status net-${status}${compact ? ' compact' : ''}`}
      role="status"
      aria-label={T.connectionLabel}
      data-status={status}
      title={compact ? T.status[status] : undefined}
    >
      <span class="net-dot" aria-hidden="true" />
      <span class="net-status-text">{T.status[status]}</span>
      {reason && !compact && <span class="net-status-reason">{reason}</span>}
    </div>
  );
}
