/**
 * The computer's side of a game against the computer (issue 18 scope 3): whenever the side to act is a computer
 * player, its decision is asked of the AI (through an `AiClient`: in the app a Worker, src/ui/game/aiClient.ts) with
 * that side's `playerView` only, and applied through the session like a tap, one action at a time, `pace` apart, so
 * its card, each order, move and roll are seen in turn. The computer plans again after every action (one `decide`
 * per action). A decision that is the human's inside the computer's turn (an Ambush reply, a retreat) waits for the
 * human as usual: the loop stops until the computer is to act again.
 *
 * No clock, no timers of its own: the pause between steps comes from an injected `Scheduler` (tests resolve it at
 * once or step it by hand), and runs while the AI thinks, so a slow decision is not paused twice.
 */
import { batch, effect, signal, untracked } from '@preact/signals';
import { actor, cardType, playerView, type Action, type GameState, type Side } from '../../engine';
import { workerClient, type AiClient } from './aiClient';
import { NO_SELECTION, planTurn, type TurnPlan } from './controller';
import { computerLevel, type ComputerLevel } from './setup';
import type { Highlight } from '../board/render';
import { CARD_TEXT } from '../text/cards';
import { COMPUTER_TEXT as C } from '../text/computer';
import type { GameSession } from './session';

/** Waits `ms` (the app: a timeout; tests: at once, or when released). */
export interface Scheduler {
  wait(ms: number): Promise<void>;
}

export const timeoutScheduler: Scheduler = {
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export type Pace = 'normal' | 'fast';

/** Time each computer step stays on screen before the next; a roll stays longer (its dice settle). */
export const PACE_MS: Record<Pace, { step: number; roll: number }> = {
  normal: { step: 900, roll: 1600 },
  fast: { step: 300, roll: 600 },
};

/**
 * Pieces of warm-up (aiClient WARM_CHUNK applied actions each) the computer's Worker rehearses during the human's
 * first turn, by level: Hard's first turn gains most (in Node its median first turn went from 1.2 s cold to 0.3 s
 * after 6,000; Normal's from 0.24 s to 0.08 s after 1,500; docs/ai.md "Warming up").
 */
export const WARM_CHUNKS: Record<ComputerLevel, number> = { easy: 1, normal: 1, hard: 4 };

/**
 * The level the hint asks at: the strongest, since a hint is advice (Hard counts the last medal and blocked retreats,
 * and plays Their Finest Hour with the line in contact, where Normal did not; docs/ai.md "A good player's habits").
 * A Hard decision takes under a second on a phone-class core once the Worker is warm (docs/ai.md bench).
 */
export const HINT_LEVEL: ComputerLevel = 'hard';

export interface Hint {
  /** The action suggested (null while it is worked out). */
  action: Action | null;
  text: string;
  highlights: Highlight[];
}

/** Where an action acts on the board: the unit's hex, an arrow to where it goes, or the hex it aims at. */
export function actionHighlights(state: GameState, action: Action): Highlight[] {
  const out: Highlight[] = [];
  const u = 'unit' in action ? state.units[action.unit] : undefined;
  const from = u && u.row >= 0 ? { row: u.row, col: u.col } : null;
  if (from) out.push({ hex: from, kind: 'selected' });
  const to = action.type === 'move' || action.type === 'retreat' ? action.to : action.type === 'exit' ? action.via : 'target' in action ? action.target : null;
  if (!to) return out;
  if (action.type === 'battle' || action.type === 'target') out.push({ hex: to, kind: 'target', label: '?' });
  else if (from) out.push({ hex: from, kind: 'path', to }, { hex: to, kind: 'cursor' });
  else out.push({ hex: to, kind: 'cursor' });
  return out;
}

const same = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The hint's words for `action`: the card to play, a button's own words, or the hex to tap. */
export function hintText(state: GameState, action: Action): string {
  if (action.type === 'play') return C.hintSays(C.hintCard(CARD_TEXT.name[cardType(action.card)]));
  const unit = 'unit' in action ? action.unit : null;
  const plans: TurnPlan[] = [planTurn(state, NO_SELECTION)];
  if (unit !== null) plans.push(planTurn(state, { unit, card: null }));
  for (const plan of plans) {
    const button = plan.buttons.find((b) => same(b.action, action));
    if (button) return C.hintSays(button.label);
    const pick = plan.picks.find((p) => 'action' in p && same(p.action, action));
    if (pick) return C.hintSays(pick.label);
  }
  return C.hintSays(C.hintHex);
}

export class ComputerPlayer {
  /** The computer is working out its next action. */
  readonly thinking = signal(false);
  readonly pace = signal<Pace>('normal');
  /** "Skip": the rest of the computer's turn is played without pauses (until the human is to act). */
  readonly skipping = signal(false);
  /** The AI failed (a bug): the computer's turn stops until `retry`. */
  readonly failed = signal<string | null>(null);
  /** The human's hint, shown until the next action or closed. */
  readonly hint = signal<Hint | null>(null);
  private running = false;
  private disposed = false;
  private hintFor = -1;
  private warmAsked = false;
  private readonly stop: () => void;
  /** Resolves the pause under way early (skip). */
  private cutPause: (() => void) | null = null;

  constructor(
    readonly session: GameSession,
    private readonly client: AiClient,
    private readonly scheduler: Scheduler = timeoutScheduler,
  ) {
    this.stop = effect(() => {
      // Runs again on every new state and when a save finishes.
      void session.state.value;
      void session.busy.value;
      untracked(() => {
        if (this.hint.value && this.hintFor !== session.actionCount.value) this.hint.value = null;
        this.kick();
      });
    });
  }

  /** The computer side to act now, or null (a human's decision, or the game is over). */
  private computerToAct(): { side: Side; level: ComputerLevel } | null {
    const s = this.session.state.value;
    if (s.winner) return null;
    const side = actor(s);
    const level = side ? computerLevel(this.session.setup, side) : null;
    return side && level ? { side, level } : null;
  }

  /** The computer is to act (its decision under way or its step on screen). */
  isComputerTurn(): boolean {
    return this.computerToAct() !== null;
  }

  private kick(): void {
    if (this.running || this.disposed || this.failed.value) return;
    if (!this.computerToAct()) {
      this.skipping.value = false;
      this.warmUp();
      return;
    }
    this.running = true;
    void this.loop().finally(() => {
      this.running = false;
      this.thinking.value = false;
      // A change that came while the loop was ending (a save completing) is not lost.
      if (!this.disposed && !this.session.busy.value) this.kick();
    });
  }

  /**
   * The human is to act: once per game, the computer's Worker rehearses from the computer's own view (what it would be
   * asked to decide from; src/ai/warm.ts), so that its first turn does not run on cold code. Not once the computer has
   * decided (a game resumed on its turn): its own decisions have warmed the Worker.
   */
  private warmUp(): void {
    if (this.warmAsked) return;
    const s = this.session.state.value;
    if (s.winner) return;
    for (const side of ['allies', 'axis'] as const) {
      const level = computerLevel(this.session.setup, side);
      if (!level) continue;
      this.warmAsked = true;
      this.client.warm(playerView(s, side), level, `${this.session.setup.seed}/warm`, WARM_CHUNKS[level]);
      return;
    }
  }

  private async loop(): Promise<void> {
    const session = this.session;
    while (!this.disposed && !session.busy.value) {
      const who = this.computerToAct();
      if (!who) {
        this.skipping.value = false;
        return;
      }
      const state = session.state.value;
      const index = session.actionCount.value;
      const roll = session.lastRoll.value !== null;
      const pace = PACE_MS[this.pace.value];
      const pause = this.skipping.value ? 0 : roll ? pace.roll : pace.step;
      this.thinking.value = true;
      // Its own decisions warm the Worker: no rehearsal after the first (a game resumed on the computer's turn).
      this.warmAsked = true;
      let action: Action;
      try {
        const view = playerView(state, who.side);
        const decided = this.client.decide(view, who.level, `${session.setup.seed}/${index}`);
        const [a] = await Promise.all([decided, this.pauseFor(pause)]);
        action = a;
      } catch (e) {
        this.failed.value = e instanceof Error ? e.message : String(e);
        return;
      }
      this.thinking.value = false;
      // The game moved on meanwhile (closed, or resumed elsewhere): this decision is for a position that is gone.
      if (this.disposed || session.state.value !== state) return;
      if (!session.apply(action)) {
        this.failed.value = `refused: ${JSON.stringify(action)}`;
        return;
      }
    }
  }

  private pauseFor(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        if (this.cutPause === done) this.cutPause = null;
        resolve();
      };
      this.cutPause = done;
      void this.scheduler.wait(ms).then(done);
    });
  }

  /** Faster or back to the normal pace (kept for the rest of the game). */
  togglePace(): void {
    this.pace.value = this.pace.value === 'normal' ? 'fast' : 'normal';
  }

  /** Plays the rest of the computer's turn without pauses. */
  skip(): void {
    this.skipping.value = true;
    this.cutPause?.();
  }

  /** After a failure: ask again. */
  retry(): void {
    this.failed.value = null;
    this.kick();
  }

  /**
   * "What would the computer do?": the human's decision as the Hard computer would take it (HINT_LEVEL), from the
   * human's own view. A card is selected in the hand; a hex is marked on the board; a button is named.
   */
  async askHint(): Promise<void> {
    const session = this.session;
    const state = session.state.value;
    const side = actor(state);
    if (!side || state.winner || computerLevel(session.setup, side)) return;
    const index = session.actionCount.value;
    this.hintFor = index;
    this.hint.value = { action: null, text: C.hintThinking, highlights: [] };
    let action: Action;
    try {
      action = await this.client.decide(playerView(state, side), HINT_LEVEL, `${session.setup.seed}/hint/${index}`);
    } catch {
      this.hint.value = null;
      return;
    }
    if (this.disposed || session.state.value !== state) return;
    batch(() => {
      this.hint.value = { action, text: hintText(state, action), highlights: actionHighlights(state, action) };
      if (action.type === 'play') session.selection.value = { unit: null, card: action.card };
    });
  }

  closeHint(): void {
    this.hint.value = null;
  }

  dispose(): void {
    this.disposed = true;
    this.stop();
    this.cutPause?.();
    this.client.dispose();
  }
}

/** A game against the computer: its player, with the app's Worker, attached to the session (nothing otherwise). */
export function attachComputer(session: GameSession): void {
  if (session.setup.computer && !session.computer) session.computer = new ComputerPlayer(session, workerClient());
}
