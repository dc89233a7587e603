/**
 * The computer's controls in a game against the computer (issue 18 scope 3), in the game screen's action bar: while
 * it plays, "Faster"/"Slower" and "Skip" (the rest of its turn without pauses); when it failed, why and "Try again";
 * on the human's decisions, the hint button ("What would the computer do?") and the hint itself.
 */
import type { ComputerPlayer } from './computer';
import { computerLevel } from './setup';
import { COMPUTER_TEXT as C } from '../text/computer';
import './computer.css';

export function ComputerButtons({ cp }: { cp: ComputerPlayer }) {
  const session = cp.session;
  const state = session.state.value;
  const actor = session.plan.value.actor;
  if (state.winner || !actor) return null;
  if (cp.failed.value) {
    return (
      <button type="button" class="btn btn-primary" data-action="computerRetry" onClick={() => cp.retry()}>
        {C.retry}
      </button>
    );
  }
  if (computerLevel(session.setup, actor)) {
    return (
      <>
        <button type="button" class="btn" data-action="computerPace" aria-pressed={cp.pace.value === 'fast' ? 'true' : 'false'} onClick={() => cp.togglePace()}>
          {cp.pace.value === 'fast' ? C.slower : C.faster}
        </button>
        <button type="button" class="btn" data-action="computerSkip" aria-label={C.skip} disabled={cp.skipping.value} onClick={() => cp.skip()}>
          {C.skipShort}
        </button>
      </>
    );
  }
  if (session.turnEnd.value || session.confirmEnd.value) return null;
  return (
    <button
      type="button"
      class="btn hint-btn"
      data-action="hint"
      aria-label={C.hint}
      title={C.hint}
      aria-expanded={cp.hint.value ? 'true' : 'false'}
      onClick={() => (cp.hint.value ? cp.closeHint() : void cp.askHint())}
    >
      {C.hintShort}
    </button>
  );
}

/** The hint's words, or the computer's failure, over the foot of the board. */
export function ComputerNote({ cp }: { cp: ComputerPlayer }) {
  const failed = cp.failed.value;
  if (failed) {
    return (
      <p class="computer-note warn" role="alert" data-failed={failed}>
        {C.failed}
      </p>
    );
  }
  const hint = cp.hint.value;
  if (!hint) return null;
  return (
    <p class="computer-note" role="status" data-hint={hint.action ? hint.action.type : 'thinking'}>
      {/* Hexes named as the board is seen now (log.ts showHexes), like every other sentence of the game screen. */}
      <span>{cp.session.seen(hint.text)}</span>
      <button type="button" class="icon-btn computer-note-close" aria-label={C.hintClose} onClick={() => cp.closeHint()}>
        ×
      </button>
    </p>
  );
}
