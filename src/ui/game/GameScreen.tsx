/**
 * The game screen: the board filling the screen, both sides' medals, the prompt and its buttons, the hand at the
 * bottom, the last roll, and the battle log. It knows no rules: everything it offers comes from the session's
 * plan (controller.ts), which comes from the engine's legal actions.
 *
 * Pass-and-play: while the device must change hands, only the hand-off screen is rendered — the hand of the side
 * not at the device is never in the DOM (session.hand is null then).
 *
 * Keyboard: focus is never left on <body>. When the control that had it goes away (a card played, a button replaced
 * by the next step's, the hand-off screen gone) it moves to the prompt, which says what to do next. The log panel
 * takes focus when it opens and gives it back to its button when it closes; the pause dialog keeps Tab inside it,
 * closes with Escape, and gives focus back to the menu button. Both close with Escape.
 */
import { useComputed, useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { medals, STANDARD_GEOMETRY, type Hex, type Side } from '../../engine';
import { BoardView } from '../board/BoardView';
import type { Highlight } from '../board/render';
import { hexToPixel, type Turn, type View } from '../board/geometry';
import type { BoardGeometry } from '../../engine/hex';
import { settings } from '../settings/settings';
import { GAME_TEXT as T } from '../text/game';
import { GAMEOVER_TEXT } from '../text/gameover';
import { STRINGS } from '../strings';
import { CardHand, CardView, cardText } from './CardView';
import { CARD_TEXT } from '../text/cards';
import { cardType } from '../../engine';
import { DiceRoll } from './Dice';
import type { GameSession } from './session';
import type { NetPlay } from '../net/netPlay';
import { linkFault } from '../net/fault';
import { NetStatus } from '../net/NetStatus';
import { NET_TEXT } from '../text/net';
import { INSPECT_TEXT } from '../text/inspect';
import type { Scenario } from '../../engine/scenario';
import { battleRulesInForce, NIGHT_STEPS, nightStatus, type HexInspection } from './inspect';
import { RECAP_TEXT as R } from '../text/recap';
import type { Recap } from './recap';
import { DECISION_KINDS, type PickChoice, type TurnPlan } from './controller';
import { keepAwake } from './wakeLock';
import { ComputerButtons, ComputerNote } from './ComputerBar';
import { computerLevel } from './setup';
import { COMPUTER_TEXT } from '../text/computer';
import { sideArmy, type ArmyId } from './army';
import { ArmyMark } from './ArmyMark';
import { battleWords } from '../app/battle';
import { trapTab } from '../trapTab';
import './game.css';

export interface GameScreenProps {
  session: GameSession;
  /** The game is over and the player asked for the result. */
  onOver: () => void;
  onLeave: () => void;
  onRules: () => void;
  onSettings: () => void;
  /** Download this battle as a file (offered when it cannot be saved). */
  onExport: () => void;
  /** Two-phone games: the link to the other phone (its status is always shown). */
  net?: NetPlay | null;
  /** Two-phone games paired by QR codes: the panel that pairs the phones again when the link is lost. */
  netPanel?: ComponentChildren;
  /** Something to tell the player about the saved game just opened (e.g. a repaired save), until dismissed. */
  notice?: string | null;
  onDismissNotice?: () => void;
}

const SIDES: readonly Side[] = ['allies', 'axis'];
/**
 * A board deeper than the standard one (Breakthrough, 13 x 17) opens with hexes at least this wide (CSS px): on a
 * 390 px phone the whole board would fit only at about 29 px, too small for its many units; at 36 px its full depth
 * still fits the board area, and a drag reaches the outer hexes of the flanks (docs/ui.md "Portrait phones and hex
 * size"). The standard board still opens fitted.
 */
const DEEP_BOARD_MIN_HEX_PX = 36;

export function GameScreen(props: GameScreenProps) {
  // The screen stays on for the whole game, hand-offs included (issue 15).
  useEffect(() => keepAwake(), []);
  const handoff = props.session.handoff.value;
  if (handoff) return <HandoffScreen session={props.session} />;
  return <Battle {...props} />;
}

/** Storage full or failing: the battle goes on in memory; say so, and what to do. */
function SaveWarning({ session, onExport }: { session: GameSession; onExport: () => void }) {
  const saver = session.saver;
  if (!saver) return null;
  const status = saver.status.value;
  if (status !== 'full' && status !== 'failed') return null;
  const n = saver.unsaved.value;
  return (
    <div class="save-warning" role="alert">
      <p>
        <strong>{STRINGS.saves.full.title}</strong> {status === 'full' ? STRINGS.saves.full.text(n) : STRINGS.saves.full.failed(n)}
      </p>
      <div class="save-warning-buttons">
        <button type="button" class="btn btn-primary" onClick={() => void saver.retry()}>
          {STRINGS.saves.full.retry}
        </button>
        <button type="button" class="btn" onClick={onExport}>
          {STRINGS.saves.full.export}
        </button>
      </div>
    </div>
  );
}

/** A word about the saved game just opened (src/store/saves.ts LoadNote), until the player taps OK. */
function SaveNote({ text, onDismiss }: { text: string; onDismiss?: () => void }) {
  return (
    <div class="save-warning save-note" role="status">
      <p>{text}</p>
      <div class="save-warning-buttons">
        <button type="button" class="btn" onClick={onDismiss}>
          {STRINGS.saves.loadNote.ok}
        </button>
      </div>
    </div>
  );
}

function HandoffScreen({ session }: { session: GameSession }) {
  const h = session.handoff.value!;
  const seats = session.setup.match[session.setup.match.length - 1]!.seats;
  const name = session.setup.players.names[seats[h.side]];
  const ref = useRef<HTMLButtonElement>(null);
  // A layout effect: the button has focus as soon as the screen is shown, never <body> in between.
  useLayoutEffect(() => ref.current?.focus(), [h.side, h.reason]);
  return (
    <main class={`handoff handoff-${h.side}`} aria-labelledby="handoff-title" data-side={h.side} data-step={session.actionCount.value}>
      <div class="handoff-card">
        <p class="handoff-emblem" aria-hidden="true">
          <span class={`token token-${h.side}`} />
        </p>
        <h1 id="handoff-title">{T.handoff.title(name)}</h1>
        <p class="handoff-who">{T.handoff.who(h.side)}</p>
        <p class="handoff-why">{T.handoff.why[h.reason]}</p>
        <button ref={ref} type="button" class="btn btn-primary handoff-ready" onClick={() => session.acceptHandoff()}>
          {T.handoff.ready(name)}
        </button>
        <p class="handoff-hint">{T.handoff.hint}</p>
      </div>
    </main>
  );
}

/** Why the other phone is not there, in words: the server, this phone's network, or the other player. */
function awayText(net: NetPlay): string {
  const fault = linkFault(net.link.value, net.peerConnected.value);
  return fault === 'server' ? NET_TEXT.away.server : fault === 'network' ? NET_TEXT.away.network : NET_TEXT.away.peer(net.opponent.value);
}

/** Two-phone games: the other player away, a refused move, a stop, the end-of-game check. */
/** After this long without the other phone the board says so (a resumed game connects within it: no flash). */
const AWAY_AFTER_MS = 3000;

/**
 * Two-phone messages, laid over the foot of the board: they come and go with the connection, and the board under
 * the player's finger must not jump when they do.
 */
function NetBanners({ session, net }: { session: GameSession; net: NetPlay }) {
  const over = session.state.value.winner !== null;
  const v = net.verification.value;
  const absent = !net.peerConnected.value;
  const away = useSignal(false);
  useEffect(() => {
    if (!absent) {
      away.value = false;
      return undefined;
    }
    const t = setTimeout(() => (away.value = true), AWAY_AFTER_MS);
    return () => clearTimeout(t);
  }, [absent]);
  return (
    // At the end nothing more is tapped on the board: the banners take their own row, clear of the winner's panel.
    <div class={`net-banners${over ? ' settled' : ''}`}>
      {net.problem.value && (
        <p class="net-banner warn" role="alert">
          {net.problem.value}
        </p>
      )}
      {!over && absent && away.value && net.phase.value === 'playing' && (
        <p class="net-banner" role="status">
          {awayText(net)}
        </p>
      )}
      {session.refusal.value && (
        <p class="net-banner warn" role="alert">
          {session.refusal.value}
        </p>
      )}
      {/* A guest that gave up waiting for the reveal (not-revealed) is told by the problem banner, not "checking". */}
      {over && net.role === 'guest' && (v || net.phase.value !== 'failed') && (
        <p class={`net-banner${v && !v.ok ? ' warn' : ''}`} role="status" data-verified={v ? String(v.ok) : 'pending'}>
          {!v ? NET_TEXT.verify.pending : v.ok ? NET_TEXT.verify.ok : NET_TEXT.verify.failed(NET_TEXT.problem(v.reason))}
        </p>
      )}
    </div>
  );
}

function Battle({ session, onOver, onLeave, onRules, onSettings, onExport, net, netPanel, notice, onDismissNotice }: GameScreenProps) {
  const state = session.state.value;
  /** How the battle was won when not by medals (the banner says so; game over says it too). */
  const endWhy = state.winner ? session.endReason() : undefined;
  /** Every action so far is on disk: leaving loses nothing. */
  const saved = (session.saver !== null && session.saver.status.value === 'saved') || net?.role === 'guest';
  const plan = session.plan.value;
  const hand = session.hand.value;
  const menuOpen = useSignal(false);
  const logOpen = useSignal(false);
  const confirmLeave = useSignal(false);
  const keepPick = useSignal<number | null>(null);
  /** The list of choices in words is open (closed when the kind of decision changes). */
  const picksOpen = useSignal(false);
  const picksButtonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    picksOpen.value = false;
  }, [plan.kind]);
  const viewRef = useRef<HTMLDivElement>(null);
  const promptRef = useRef<HTMLDivElement>(null);
  const overRef = useRef<HTMLButtonElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const resumeRef = useRef<HTMLButtonElement>(null);
  const quitConfirmRef = useRef<HTMLButtonElement>(null);
  const logButtonRef = useRef<HTMLButtonElement>(null);
  const inspectButtonRef = useRef<HTMLButtonElement>(null);
  const logCloseRef = useRef<HTMLButtonElement>(null);
  const logScrollRef = useRef<HTMLDivElement>(null);
  const s = settings.value;
  const steps = session.actionCount.value;
  const choosingNow = session.choosing.value !== null;

  // A step applied (or a choice offered or cancelled) may have removed the focused control: focus falls to <body>
  // and Tab would start again from the top. Put it on the prompt instead (the result button once the game is won).
  // Layout effects: focus moves in the same frame as the change, never leaving a moment on <body>.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    (promptRef.current ?? overRef.current)?.focus({ preventScroll: true });
  }, [steps, choosingNow, session.recap.value === null, session.confirmEnd.value === null]);
  // The turn is over: focus goes to "Done: pass the device" (the one thing left to do); End turn's question, to
  // its confirmation.
  const passRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (session.turnEnd.value) passRef.current?.focus({ preventScroll: true });
  }, [session.turnEnd.value]);
  useLayoutEffect(() => {
    if (session.confirmEnd.value) confirmRef.current?.focus({ preventScroll: true });
  }, [session.confirmEnd.value]);

  // Opening the log moves focus into it; closing it gives focus back to the log button.
  const logWasOpen = useRef(false);
  useLayoutEffect(() => {
    if (logOpen.value === logWasOpen.current) return;
    logWasOpen.current = logOpen.value;
    if (logOpen.value) {
      // The log opens at its latest lines (the turn being played), not at turn 1.
      const scroll = logScrollRef.current;
      if (scroll) scroll.scrollTop = scroll.scrollHeight;
      logCloseRef.current?.focus({ preventScroll: true });
    }
    else if (focusLostFrom(document.getElementById('battle-log'))) logButtonRef.current?.focus();
  }, [logOpen.value]);

  // The pause dialog: focus on its first button when it opens, back on the menu button when it closes.
  const menuWasOpen = useRef(false);
  useLayoutEffect(() => {
    if (menuOpen.value === menuWasOpen.current) return;
    menuWasOpen.current = menuOpen.value;
    if (menuOpen.value) resumeRef.current?.focus();
    else if (focusLostFrom(null)) menuButtonRef.current?.focus();
  }, [menuOpen.value]);
  // "Leave the battle" is replaced by the warning and its confirmation: focus goes to the confirmation.
  useLayoutEffect(() => {
    if (confirmLeave.value) quitConfirmRef.current?.focus();
  }, [confirmLeave.value]);

  const closeMenu = (): void => {
    menuOpen.value = false;
    confirmLeave.value = false;
  };
  const onMenuKey = (e: KeyboardEvent): void => {
    if (e.key === 'Escape') {
      e.preventDefault();
      closeMenu();
    } else if (e.key === 'Tab') {
      trapTab(e, e.currentTarget as HTMLElement);
    }
  };

  const highlights = useComputed<readonly Highlight[]>(() => {
    // The recap's marks replace the plan's while it is open (the plan's come back with the first tap).
    const recap = session.recap.value;
    const recapMarks = recap?.pages[session.recapPage.value]?.highlights;
    const shown = session.sight.value?.highlights ?? recapMarks ?? [...session.trail.value, ...session.plan.value.highlights, ...(session.computer?.hint.value?.highlights ?? [])];
    // The inspected hex wears the cursor's ring, over whatever the plan shows there (the plan itself is untouched).
    const inspected = session.inspecting.value ? session.inspected.value : null;
    return inspected ? [...shown, { hex: inspected, kind: 'cursor' }] : shown;
  });
  const rotate = s.rotation === 'active-side' && state.edges[session.seat.value ?? state.turn.side] === 'top';
  const seats = session.setup.match[session.setup.match.length - 1]!.seats;
  // The computer's name in the language now in force (its stored name is in the language of the day it was set up).
  const nameOf = (side: Side) => {
    const level = computerLevel(session.setup, side);
    return level ? COMPUTER_TEXT.name(level) : session.setup.players.names[seats[side]];
  };

  /** The board's view as last drawn (where the inspected hex is on screen). */
  const lastView = useRef<View | null>(null);
  const lastTurn = useRef<Turn>(0);
  const onViewChange = (view: View, fit: View, turn: Turn): void => {
    lastView.current = view;
    lastTurn.current = turn;
    // The log, recap, picks and inspection name hexes as the board is now seen (log.ts showHexes).
    if (session.boardTurn.peek() !== turn) session.boardTurn.value = turn;
    const el = viewRef.current;
    // For tests and tools: where each hex is (geometry.ts hexToPixel with the view and the turn).
    if (el) {
      el.dataset.view = JSON.stringify({ view, fit, turn });
      el.dataset.turn = String(turn);
    }
  };

  const choosing = session.choosing.value;
  const recap = session.recap.value;
  const inlinePicks = pickInline(plan);
  /** A landscape tablet: the last roll, larger, and the latest events fill the side column under the orders. */
  const wide = useMedia(WIDE_QUERY);
  const turnEnd = session.turnEnd.value;
  const confirmEnd = session.confirmEnd.value;
  const roll = recap ? null : session.lastRoll.value;
  const sight = session.sight.value;
  const lastLines = session.log.value.slice(-4);
  /** The card being read: its full text goes in the prompt (the hand stays uncovered). */
  // The computer's turn: the card it played is read out in the prompt (its text, as the human's own card would be).
  const computerCard = session.computer && plan.actor && computerLevel(session.setup, plan.actor) && state.turn.side === plan.actor ? state.turn.card : null;
  const readCard = computerCard ?? (plan.kind === 'keep' || plan.kind === 'reconDiscard' ? keepPick.value : plan.kind === 'play' ? plan.selection.card : session.selection.value.card);

  return (
    <div
      class={`game${s.leftHanded ? ' left-handed' : ''}`}
      data-kind={plan.kind}
      data-actor={plan.actor ?? ''}
      data-turn={state.turn.number}
      data-step={session.actionCount.value}
      data-turn-end={turnEnd ? '1' : undefined}
      data-recap={recap ? String(session.recapPage.value) : undefined}
    >
      <SaveWarning session={session} onExport={onExport} />
      {notice && !(session.saver && (session.saver.status.value === 'full' || session.saver.status.value === 'failed')) && (
        <SaveNote text={notice} onDismiss={onDismissNotice} />
      )}
      {net && <NetBanners session={session} net={net} />}
      {net && netPanel}
      <header class="game-bar">
        <button
          ref={menuButtonRef}
          type="button"
          class="icon-btn"
          aria-label={T.menu}
          aria-haspopup="dialog"
          aria-expanded={menuOpen.value ? 'true' : 'false'}
          onClick={() => (menuOpen.value = true)}
        >
          <MenuIcon />
        </button>
        <div class="medal-tracks">
          {SIDES.map((side) => (
            <MedalTrack
              key={side}
              side={side}
              have={medals(state, side)}
              need={state.medalsToWin[side]}
              name={nameOf(side)}
              army={sideArmy(state, session.setup.scenario.sides[side].nation, side)}
              active={state.turn.side === side}
              you={net ? net.side === side : false}
            />
          ))}
        </div>
        {net && <NetStatus np={net} compact />}
        <button
          ref={inspectButtonRef}
          type="button"
          class={`icon-btn inspect-btn${session.inspecting.value ? ' on' : ''}`}
          aria-label={INSPECT_TEXT.button}
          aria-pressed={session.inspecting.value ? 'true' : 'false'}
          aria-controls="inspect-panel"
          onClick={() => session.toggleInspect()}
        >
          <InspectIcon />
        </button>
        <button
          ref={logButtonRef}
          type="button"
          class="icon-btn"
          aria-label={T.log}
          aria-expanded={logOpen.value ? 'true' : 'false'}
          aria-controls="battle-log"
          onClick={() => (logOpen.value = !logOpen.value)}
        >
          <LogIcon />
        </button>
      </header>

      <div class="board-area" ref={viewRef} data-rotate={rotate ? '1' : '0'}>
        <BoardView
          state={session.state}
          highlights={highlights}
          rotate180={rotate}
          upright={s.leftHanded ? 'left' : 'right'}
          label={T.boardLabel(battleWords(session.setup.scenario).name)}
          onHexTap={(hex: Hex) => session.tapHex(hex)}
          onHexLongPress={(hex: Hex) => session.longPressHex(hex)}
          onHexInspect={(hex: Hex) => session.inspectHex(hex)}
          onViewChange={onViewChange}
          minHexPx={state.board.geometry.rows > STANDARD_GEOMETRY.rows ? DEEP_BOARD_MIN_HEX_PX : undefined}
        />
        {roll && !wide && <RollPanel key={roll.key} roll={roll} size={30} seen={(t) => session.seen(t)} />}
        {picksOpen.value && !inlinePicks && !turnEnd && !confirmEnd && plan.picks.length > 0 && (
          <PickList
            plan={plan}
            seen={(t) => session.seen(t)}
            onPick={(p) => session.pick(p)}
            onClose={() => {
              picksOpen.value = false;
              picksButtonRef.current?.focus();
            }}
          />
        )}
        {recap && !turnEnd && (
          <RecapPanel
            recap={recap}
            page={session.recapPage.value}
            session={session}
            atBottom={marksNearTop(recap.pages[session.recapPage.value]?.highlights ?? [], state, lastView.current, lastTurn.current, viewRef.current)}
          />
        )}
        <NightIndicator state={state} />
        {session.computer && <ComputerNote cp={session.computer} />}
        {session.inspecting.value && (
          <InspectPanel
            info={session.inspection.value}
            onClose={() => {
              // The panel and its Close button go: focus goes back to the toggle, never to <body>.
              session.toggleInspect();
              inspectButtonRef.current?.focus();
            }}
            atTop={inLowerHalf(session.inspected.value, state, lastView.current, lastTurn.current, viewRef.current)}
            scenario={session.setup.scenario}
          />
        )}
        {sight && (
          <p class="sight-note" role="status">
            {session.seen(sight.text)}
          </p>
        )}
        {state.winner && (
          <div class="winner-banner" role="alert">
            <div class="winner-words">
              <p>{T.prompt.over(state.winner)}</p>
              {/* Not by medals (an objective, the deck, the last unit...): why, or the empty medal tracks puzzle. */}
              {endWhy && <p class="winner-why">{GAMEOVER_TEXT.how[endWhy]}</p>}
            </div>
            <button ref={overRef} type="button" class="btn btn-primary" onClick={onOver}>
              {T.seeResult}
            </button>
          </div>
        )}
      </div>

      {!state.winner && (
        <section class="action-bar" aria-label={T.orders}>
          <div class={`prompt prompt-${plan.actor ?? 'none'}`} id="prompt" ref={promptRef} tabIndex={-1}>
            <span class={`token token-${plan.actor ?? 'none'}`} aria-hidden="true" />
            <p>
              {readCard !== null && (
                <span class="card-read">
                  <strong>{CARD_TEXT.name[cardType(readCard)]}</strong> {cardText(readCard)}{' '}
                </span>
              )}
              <span class="prompt-text" aria-live="polite">{confirmEnd ? R.stillAble(confirmEnd.units, confirmEnd.fire, confirmEnd.endsTurn) : plan.prompt}</span>
            </p>
          </div>
          <div class="buttons">
            {session.computer && <ComputerButtons cp={session.computer} />}
            {session.canUndo.value && (
              <button type="button" class="btn" onClick={() => session.undo()}>
                {T.button.undo}
              </button>
            )}
            {turnEnd && (
              <button ref={passRef} type="button" class="btn btn-primary" data-action="passDevice" onClick={() => session.passDevice()}>
                {R.passDevice}
              </button>
            )}
            {confirmEnd && (
              <>
                <button ref={confirmRef} type="button" class="btn btn-primary" data-action="confirmEnd" onClick={() => session.apply({ type: 'endBattles' })}>
                  {R.confirmEnd(confirmEnd.endsTurn)}
                </button>
                <button type="button" class="btn" data-action="keepPlaying" onClick={() => session.cancelEnd()}>
                  {R.keepPlaying}
                </button>
              </>
            )}
            {confirmEnd
              ? null
              : choosing
              ? choosing.choices.map((c) => (
                  <button key={c.label} type="button" class="btn btn-primary choice-btn" onClick={() => session.apply(c.action)}>
                    {session.seen(c.label)}
                  </button>
                ))
              : plan.kind === 'accessory'
              ? null // funnies-choice: the five accessories are in the sheet below, each with what it does.
              : plan.buttons.map((b) => (
                  <button key={b.id} type="button" data-action={b.id} class={`btn${b.primary ? ' btn-primary' : ''}`} onClick={() => session.press(b.action)}>
                    {b.label}
                  </button>
                ))}
            {!confirmEnd && !choosing && !turnEnd && !inlinePicks && plan.picks.length > 0 && (
              <button
                ref={picksButtonRef}
                type="button"
                class="btn picks-btn"
                data-action="picks"
                aria-expanded={picksOpen.value ? 'true' : 'false'}
                aria-controls="pick-list"
                onClick={() => (picksOpen.value = !picksOpen.value)}
              >
                {T.pick.open(plan.picks.length)}
              </button>
            )}
            {choosing && (
              <button type="button" class="btn" onClick={() => (session.choosing.value = null)}>
                {T.button.cancel}
              </button>
            )}
            {plan.keep && keepPick.value !== null && plan.keep.includes(keepPick.value) && (
              <button
                type="button"
                class="btn btn-primary"
                data-action="keep"
                onClick={() => {
                  const card = keepPick.value!;
                  keepPick.value = null;
                  session.apply({ type: 'keep', card });
                }}
              >
                {plan.kind === 'commissar' ? T.button.commissar : plan.kind === 'reconDiscard' ? T.button.takeDiscard : T.button.keep}
              </button>
            )}
          </div>
        </section>
      )}

      {/* A decision's few choices in words, in the hand's place (no card can be played while a decision waits):
          they come and go without moving the board or covering a hex. */}
      {!state.winner && !confirmEnd && !choosing && !turnEnd && inlinePicks && (
        <div class="pick-strip" role="group" aria-label={T.pick.title}>
          {plan.picks.map((p) => (
            <button key={pickId(p)} type="button" class="btn pick-btn" data-pick={pickId(p)} onClick={() => session.pick(p)}>
              {session.seen(p.label)}
            </button>
          ))}
        </div>
      )}
      {/* funnies-choice (Equipment Pack Hobart's Funnies l.190): the game-start chooser, in the hand's place like the
          picks: each accessory's name and what it does; the Churchill glows on the board. */}
      {!state.winner && plan.kind === 'accessory' && (
        <div class="pick-strip accessory-sheet" role="group" aria-label={T.accessory.title}>
          {plan.buttons.map((b) => (
            <button key={b.id} type="button" class="btn pick-btn accessory-btn" data-action={b.id} onClick={() => session.press(b.action)}>
              <strong>{b.label}</strong>
              <span>{b.action.type === 'chooseAccessory' ? T.accessory.does[b.action.accessory] : ''}</span>
            </button>
          ))}
        </div>
      )}
      {wide && !state.winner && (
        <section class="side-info" aria-label={T.sideInfo}>
          {roll && <RollPanel key={roll.key} roll={roll} size={44} seen={(t) => session.seen(t)} />}
          <h2 class="side-log-title">{T.latest}</h2>
          {/* (newest first: the list is laid out from its foot up, and an entry without room wraps out of sight whole) */}
          <ol class="side-log" aria-hidden="true">
            {session.log.value.slice(-SIDE_LOG_LINES).reverse().map((l) => (
              <li key={l.n} class={l.turn ? 'log-turn' : undefined}>
                {session.seen(l.text)}
              </li>
            ))}
          </ol>
        </section>
      )}
      {!hand && !state.winner && plan.actor && (
        <section class="hand-area hand-hidden" aria-label={T.handHidden}>
          <p>{turnEnd ? R.handWhileOver : T.handHiddenWhile(plan.actor)}</p>
        </section>
      )}
      {hand && !state.winner && (
        <section class="hand-area" aria-label={T.hand(hand)}>
          {plan.keep && plan.actor === hand ? (
            <CardHand label={plan.kind === 'commissar' ? T.prompt.commissar : plan.kind === 'reconDiscard' ? T.prompt.reconDiscard : T.prompt.keep}>
              {plan.keep.map((c) => (
                <CardView key={c} card={c} compact selected={keepPick.value === c} onSelect={(card) => (keepPick.value = card)} />
              ))}
            </CardHand>
          ) : (
            <CardHand label={T.hand(hand)}>
              {[...state.cards.hands[hand], ...(state.hidden?.commissar?.[hand] !== undefined ? [state.hidden.commissar[hand]!] : [])].map((c) => (
                <CardView
                  key={c}
                  card={c}
                  compact
                  selected={plan.selection.card === c || session.selection.value.card === c}
                  disabled={plan.actor !== hand || (plan.kind === 'play' && !plan.playable.has(c))}
                  onSelect={(card) => session.tapCard(card)}
                />
              ))}
            </CardHand>
          )}
          {state.hidden?.commissar?.[hand] !== undefined && !plan.keep && <p class="commissar-chip">{T.commissarChip}</p>}
        </section>
      )}

      <aside
        id="battle-log"
        class={`log-panel${logOpen.value ? ' open' : ''}`}
        aria-label={T.log}
        hidden={!logOpen.value}
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          e.preventDefault();
          logOpen.value = false;
        }}
      >
        <header>
          <h2>{T.log}</h2>
          <button ref={logCloseRef} type="button" class="btn" onClick={() => (logOpen.value = false)}>
            {T.closeLog}
          </button>
        </header>
        <div role="log" class="log-scroll" ref={logScrollRef}>
          <ol class="log-lines">
            {session.log.value.map((l) => (
              <li key={l.n} class={l.turn ? 'log-turn' : undefined}>
                {session.seen(l.text)}
              </li>
            ))}
          </ol>
        </div>
      </aside>
      {/* The latest events, read out as they happen. */}
      <div class="sr-only" aria-live="polite" aria-atomic="false">
        {lastLines.map((l) => (
          <p key={l.n}>{session.seen(l.text)}</p>
        ))}
      </div>

      {menuOpen.value && (
        <div class="modal-backdrop" onClick={(e) => e.target === e.currentTarget && closeMenu()}>
          <div role="dialog" aria-modal="true" aria-labelledby="pause-title" class="modal" onKeyDown={onMenuKey}>
            <h2 id="pause-title">{T.pause.title}</h2>
            <button ref={resumeRef} type="button" class="btn btn-primary" onClick={closeMenu}>
              {T.pause.resume}
            </button>
            <button type="button" class="btn" onClick={onRules}>
              {T.pause.rules}
            </button>
            <button type="button" class="btn" onClick={onSettings}>
              {T.pause.settings}
            </button>
            {confirmLeave.value ? (
              <>
                <p class={saved ? 'leave-note' : 'warn'}>{saved ? STRINGS.saves.leaveSaved : STRINGS.saves.leaveUnsaved}</p>
                <button ref={quitConfirmRef} type="button" data-action="leave" class={`btn${saved ? ' btn-primary' : ' btn-danger'}`} onClick={onLeave}>
                  {saved ? STRINGS.saves.leave : T.pause.quitConfirm}
                </button>
              </>
            ) : (
              <button type="button" class="btn" onClick={() => (confirmLeave.value = true)}>
                {T.pause.quit}
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * A landscape tablet (game.css: the orders in a side column, and room under them): the column holds the last roll
 * and the latest events. A phone on its side has no such room; its roll stays over the board.
 */
const WIDE_QUERY = '(orientation: landscape) and (min-width: 700px) and (min-height: 600px)';
/** How many of the latest log lines the tablet's side column shows. */
const SIDE_LOG_LINES = 8;

function useMedia(query: string): boolean {
  const get = (): boolean => typeof matchMedia === 'function' && matchMedia(query).matches;
  const [on, setOn] = useState(get);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return undefined;
    const mq = matchMedia(query);
    const update = (): void => setOn(mq.matches);
    update();
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, [query]);
  return on;
}

type ShownRoll = NonNullable<GameSession['lastRoll']['value']>;

/**
 * The last roll: its title, the dice tumbling and settling, then its result — said only once the last die has
 * settled, so the words never run ahead of the dice (they keep their room meanwhile: nothing moves).
 */
function RollPanel({ roll, size, seen }: { roll: ShownRoll; size: number; seen: (text: string) => string }) {
  const [settled, setSettled] = useState(false);
  return (
    <section class="roll-panel" aria-label={T.lastRoll(roll.faces.length)} data-settled={settled ? '1' : '0'}>
      <p class="roll-title">{seen(roll.title)}</p>
      <DiceRoll faces={roll.faces} rollKey={roll.key} size={size} onDone={() => setSettled(true)} />
      <p class="roll-result" style={{ visibility: settled ? 'visible' : 'hidden' }}>
        {roll.result}
      </p>
    </section>
  );
}

/** A decision's few choices are a strip of buttons over the board; the turn's stages and long lists open `PickList`. */
function pickInline(plan: TurnPlan): boolean {
  return DECISION_KINDS.has(plan.kind) && plan.picks.length > 0 && plan.picks.length <= MAX_INLINE_PICKS;
}
const MAX_INLINE_PICKS = 4;

/** For tests and styling: the action type (or `select`) and the hex. */
function pickId(p: PickChoice): string {
  const type = 'select' in p ? 'select' : p.action.type === 'retreat' && p.action.ignore ? 'hold' : p.action.type;
  return `${type}-${p.hex.row},${p.hex.col}`;
}

/**
 * Every tap target of the plan in words, over the board: the same choices as the glowing hexes, as buttons (issue
 * 15 scope 3). Open across the steps of one kind of decision (order several units, move one after another), so a
 * player who cannot tap the board plays the whole turn here. Escape or Close shuts it.
 */
function PickList({ plan, onPick, onClose, seen }: { plan: TurnPlan; onPick: (p: PickChoice) => void; onClose: () => void; seen: (text: string) => string }) {
  const ref = useRef<HTMLElement>(null);
  // Focus goes into the list when it opens, and back to its first choice when the choice that had it is gone.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected && !active.classList.contains('picks-btn')) return;
    el.querySelector<HTMLButtonElement>('.pick-choice')?.focus({ preventScroll: true });
  }, [plan]);
  return (
    <section
      id="pick-list"
      ref={ref}
      class="pick-panel"
      aria-label={T.pick.title}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        onClose();
      }}
    >
      <h2 class="pick-title">{T.pick.title}</h2>
      <ul class="pick-items">
        {plan.picks.map((p) => (
          <li key={pickId(p)}>
            <button type="button" class="btn pick-choice" data-pick={pickId(p)} onClick={() => onPick(p)}>
              {seen(p.label)}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" class="btn pick-close" onClick={onClose}>
        {T.pick.close}
      </button>
    </section>
  );
}

/** Focus is on <body>, gone with a removed element, or inside `from` (a panel being hidden). */
function focusLostFrom(from: HTMLElement | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || (from?.contains(active) ?? false);
}

/**
 * A side's chip in the game bar: its side and player's name (marked "you" on a two-phone game), its medals as pips,
 * and whose turn it is (a lit chip; said in words to a screen reader).
 */
function MedalTrack(props: { side: Side; have: number; need: number; name: string; army: ArmyId | null; active: boolean; you: boolean }) {
  const { side, have, need, name, army, active, you } = props;
  const pips = [];
  for (let i = 0; i < need; i++) pips.push(<span key={i} class={`pip${i < have ? ' won' : ''}`} />);
  const words = army ? T.army[army] : null;
  return (
    <div
      class={`medal-track side-${side}${active ? ' active' : ''}${you ? ' you' : ''}${army ? ' has-army' : ''}`}
      role="group"
      aria-label={T.track(side, name, have, need, active, you, words?.full)}
      title={T.track(side, name, have, need, active, you, words?.full)}
      data-medals={have}
      data-army={army ?? undefined}
    >
      <span class="track-text" aria-hidden="true">
        <span class="track-side">
          {army ? <ArmyMark army={army} side={side} size={14} /> : <span class={`token token-${side}`} />}
          <span class="track-side-word">{T.side[side]}</span>
          {words && <span class="track-army">{words.short}</span>}
          {you && <span class="track-you">{T.you}</span>}
        </span>
        <span class="track-name">{name}</span>
        <span class="pips">{pips}</span>
      </span>
    </div>
  );
}

/**
 * Night (battles with night rules): the visibility now, as a chip over the board's top corner, read out when a dawn
 * roll changes it; gone at full daylight.
 */
function NightIndicator({ state }: { state: Parameters<typeof nightStatus>[0] }) {
  const night = nightStatus(state);
  if (!night) return null;
  const pips = [];
  for (let i = 1; i <= NIGHT_STEPS; i++) pips.push(<span key={i} class={`night-pip${i <= night.level ? ' lit' : ''}`} />);
  return (
    <div class="night-indicator" role="status" data-level={night.level} title={night.label}>
      <MoonIcon />
      <span class="visually-hidden">{night.label}</span>
      <span class="night-text" aria-hidden="true">
        {night.text}
        <span class="night-pips">{pips}</span>
      </span>
    </div>
  );
}

/**
 * The hex inspection panel over the foot of the board: what the tapped hex holds, read out politely when it changes.
 * Escape or Close ends the inspection.
 */
function InspectPanel({ info, onClose, atTop, scenario }: { info: HexInspection | null; onClose: () => void; atTop: boolean; scenario: Scenario }) {
  return (
    <section
      id="inspect-panel"
      class={`inspect-panel${atTop ? ' at-top' : ''}`}
      aria-label={INSPECT_TEXT.panelLabel}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        onClose();
      }}
    >
      <div class="inspect-scroll" aria-live="polite" aria-atomic="true">
        {info ? (
          <>
            <h2 class="inspect-title">{info.title}</h2>
            {info.entries.map((entry, i) => (
              <div key={i} class={`inspect-entry inspect-${entry.key}`}>
                <h3>{entry.name}</h3>
                {entry.lines.map((l, j) => (
                  <p key={j}>
                    {l.label && <strong>{INSPECT_TEXT.labelled(l.label)} </strong>}
                    {l.text}
                  </p>
                ))}
              </div>
            ))}
          </>
        ) : (
          <>
            <p class="inspect-hint">{INSPECT_TEXT.hint}</p>
            <BattleRulesInForce scenario={scenario} />
          </>
        )}
      </div>
      <button type="button" class="btn inspect-close" onClick={onClose}>
        {INSPECT_TEXT.close}
      </button>
    </section>
  );
}

/**
 * The other side's turn, page by page, over the top of the board (its marks on the board below): the card and the
 * units ordered, then each move, battle and loss. Previous and Next step through it; Skip (or any tap on the board
 * or a card) closes it. A polite live region, so each page is read out.
 */
function RecapPanel({ recap, page, session, atBottom }: { recap: Recap; page: number; session: GameSession; atBottom: boolean }) {
  const p = recap.pages[page] ?? recap.pages[0]!;
  const last = page >= recap.pages.length - 1;
  return (
    <section class={`recap-panel${atBottom ? ' at-bottom' : ''}`} aria-label={R.label} data-page={page} data-pages={recap.pages.length}>
      <div class="recap-text" aria-live="polite" aria-atomic="true">
        <h2 class="recap-title">
          <span class={`token token-${recap.side}`} aria-hidden="true" /> {R.title(recap.side, recap.turn)}
          <span class="recap-pos">{R.position(page + 1, recap.pages.length)}</span>
        </h2>
        {p.lines.map((l, i) => (
          <p key={i}>{session.seen(l)}</p>
        ))}
        {p.faces && (
          <div class="recap-dice">
            <DiceRoll faces={p.faces} rollKey={page} size={24} reducedMotion />
            {p.result && <span class="roll-result">{p.result}</span>}
          </div>
        )}
      </div>
      <div class="recap-buttons">
        <button type="button" class="btn" data-action="recapPrev" disabled={page === 0} onClick={() => session.recapTo(page - 1)}>
          {R.previous}
        </button>
        <button type="button" class="btn btn-primary" data-action="recapNext" onClick={() => session.recapTo(page + 1)}>
          {last ? R.close : R.next}
        </button>
        {!last && (
          <button type="button" class="btn" data-action="recapSkip" onClick={() => session.closeRecap()}>
            {R.skip}
          </button>
        )}
      </div>
    </section>
  );
}

/** The battle's named rules in force (Blitz, night, smoke screens...), listed under the hint until a hex is picked. */
function BattleRulesInForce({ scenario }: { scenario: Scenario }) {
  const rules = battleRulesInForce(scenario); // not memoised: its words follow a language change
  if (!rules.length) return null;
  return (
    <div class="inspect-entry inspect-rules">
      <h3>{INSPECT_TEXT.rulesInForce}</h3>
      <dl>
        {rules.map((r) => (
          <div key={r.id}>
            <dt>{r.name}</dt>
            <dd>{r.effect}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The hex is drawn in the lower half of the board area: the panel then goes to the top, clear of it. */
/**
 * True when more of a recap page's marks lie in the top 40 % of the board area (where the recap panel opens) than in
 * its bottom 40 %: the panel then goes to the foot of the board, so it does not hide what it tells (on the upright
 * phone one flank runs along the top).
 */
function marksNearTop(marks: readonly Highlight[], state: { board: { geometry: BoardGeometry } }, view: View | null, turn: Turn, area: HTMLElement | null): boolean {
  if (!view || !area || marks.length === 0) return false;
  const h = area.clientHeight;
  let top = 0;
  let bottom = 0;
  for (const m of marks) {
    for (const hex of m.to ? [m.hex, m.to] : [m.hex]) {
      const y = hexToPixel(state.board.geometry, view, hex, turn).y;
      if (y < 0.4 * h) top++;
      else if (y > 0.6 * h) bottom++;
    }
  }
  return top > bottom;
}

function inLowerHalf(hex: Hex | null, state: { board: { geometry: BoardGeometry } }, view: View | null, turn: Turn, area: HTMLElement | null): boolean {
  if (!hex || !view || !area) return false;
  return hexToPixel(state.board.geometry, view, hex, turn).y > area.clientHeight / 2;
}

function InspectIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" stroke-width="2" fill="none" />
      <circle cx="12" cy="7.6" r="1.4" fill="currentColor" />
      <path d="M12 11v6.2" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" class="night-moon">
      <path d="M15.5 3.5a8.5 8.5 0 1 0 5 14.6A7 7 0 0 1 15.5 3.5z" fill="currentColor" />
    </svg>
  );
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" fill="none" />
    </svg>
  );
}

function LogIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <rect x="5" y="3.5" width="14" height="17" rx="2" stroke="currentColor" stroke-width="2" fill="none" />
      <path d="M8.5 8.5h7M8.5 12h7M8.5 15.5h4.5" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" />
    </svg>
  );
}

