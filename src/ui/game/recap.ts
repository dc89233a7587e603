/**
 * The recap of the other side's turn (docs/ui.md "The turn's end and the recap"): its card, the units it ordered,
 * then each step that changed the board — moves drawn as arrows, battles with their dice and hits, losses marked —
 * one at a time. Built only from the engine's events of that turn as the viewing side may see them (`eventsView`:
 * the cards the other side drew or kept are never named), so pass-and-play and two phones show the same recap and
 * nothing hidden (the other hand, a face-down minefield's strength) can reach it. No DOM: tests/ui/recap.test.ts.
 */
import { eventsView } from '../../engine/view';
import { legalActions, type DieFace, type GameEvent, type GameState, type Side } from '../../engine';
import type { Highlight } from '../board/render';
import { GAME_TEXT as T } from '../text/game';
import { RECAP_TEXT as R } from '../text/recap';
import { cardName, describeEvents } from './log';

/** One step of the game as the session keeps it. */
export interface TurnStep {
  before: GameState;
  after: GameState;
  events: readonly GameEvent[];
}

export interface RecapPage {
  /** Sentences of this page (the log's own sentences for its events). */
  lines: string[];
  /** Marks on the board: arrows for moves, the battles' targets, the losses. */
  highlights: Highlight[];
  /** The dice of the page's first roll (null: no roll). */
  faces: DieFace[] | null;
  /** "1 hit, 1 flag." for the roll shown. */
  result: string | null;
}

export interface Recap {
  /** The side whose turn it was. */
  side: Side;
  turn: number;
  /** The side reading it: only what it may see is in the recap. */
  viewer: Side;
  /** First the whole turn (card, units ordered, every mark), then one page per step that changed the board. */
  pages: RecapPage[];
}

/**
 * The units of the side to play that could still act (battle, or move in a stage that moves): "End turn" asks first
 * when there are any. `fire`: every one of them could only battle.
 */
export function unitsStillAble(state: GameState): { units: number; fire: boolean } {
  if (state.winner || state.pending.length > 0) return { units: 0, fire: true };
  const units = new Set<number>();
  let fire = true;
  for (const a of legalActions(state)) {
    if (a.type === 'battle') units.add(a.unit);
    else if (a.type === 'move' || a.type === 'exit') {
      units.add(a.unit);
      fire = false;
    }
  }
  return { units: units.size, fire };
}

/** Events that change the board or tell a result: a step with none of them gets no page of its own. */
const SHOWN: ReadonlySet<GameEvent['type']> = new Set([
  'moved', 'retreated', 'tookGround', 'exited', 'battle', 'cardStrike', 'ambush', 'roll', 'figuresLost', 'eliminated',
  'mine', 'smoke', 'pontoonBuilt', 'bridgeBlown', 'landmarkRuined', 'recovered', 'wireRemoved', 'sandbagsPlaced', 'hqCaptured', 'objective',
  'visibility', 'damTokens', 'damSabotaged', 'damCleared', 'overrun', 'flagIgnored',
  // foot (FAQ §IV Combat Engineers)
  'minesCleared', 'roadblockRemoved',
  // caves (FAQ §II Caves on Hills and Mountains)
  'caveSealed',
  // brandenburgers (FAQ §IV Brandenburgers)
  'disguise',
  // italy (house rules, Terrain Pack Airfield; Equipment Pack §VII France)
  'airLanded',
  'furia',
  // stars (house rules l.343 Sabotage)
  'sabotage',
]);

/** The marks of some events on the board (positions as they were in `before`). */
export function recapMarks(before: GameState, events: readonly GameEvent[]): Highlight[] {
  const out: Highlight[] = [];
  const lost = new Map<number, { hex: { row: number; col: number }; figures: number; gone: boolean }>();
  const where = (id: number) => {
    const u = before.units[id];
    return u && u.row >= 0 ? { row: u.row, col: u.col } : null;
  };
  // Losses are marked where the unit stood when hit (it may retreat afterwards).
  const lastAt = new Map<number, { row: number; col: number }>();
  for (const e of events) {
    if (e.type === 'moved' || e.type === 'retreated' || e.type === 'tookGround') {
      out.push({ hex: e.from, kind: 'path', to: e.to });
      lastAt.set(e.unit, e.to);
    } else if (e.type === 'exited') {
      out.push({ hex: e.from, kind: 'path', to: e.via });
    } else if (e.type === 'battle') {
      out.push({ hex: e.at, kind: 'target', label: String(e.dice) });
    } else if (e.type === 'cardStrike') {
      out.push({ hex: e.at, kind: 'target', label: String(e.dice) });
    } else if (e.type === 'figuresLost' || e.type === 'eliminated') {
      const hex = lastAt.get(e.unit) ?? where(e.unit);
      if (!hex) continue;
      const prev = lost.get(e.unit) ?? { hex, figures: 0, gone: false };
      if (e.type === 'figuresLost') prev.figures += e.figures;
      else prev.gone = true;
      lost.set(e.unit, prev);
    }
  }
  for (const l of lost.values()) out.push({ hex: l.hex, kind: 'loss', label: l.gone ? '✕' : `−${l.figures}` });
  return out;
}

function firstRoll(events: readonly GameEvent[]): { faces: DieFace[]; result: string } | null {
  let faces: DieFace[] | null = null;
  let hits = 0;
  let flags = 0;
  for (const e of events) {
    if (e.type === 'roll' && faces === null) faces = e.faces.slice();
    if (e.type === 'hits' && faces !== null) {
      hits += e.hits;
      flags += e.flags;
    }
  }
  return faces ? { faces, result: T.rollResult(hits, flags) } : null;
}

/**
 * The recap of the turn made of `steps` (the side `side`'s turn, number `turn`), for `viewer`. Events after the
 * turn's end (the next turn's start) are left out. Null when the turn left nothing to show.
 */
export function buildRecap(steps: readonly TurnStep[], side: Side, turn: number, viewer: Side): Recap | null {
  const seen: { before: GameState; after: GameState; events: GameEvent[] }[] = [];
  for (const st of steps) {
    const cut = st.events.findIndex((e) => e.type === 'turn');
    const own = cut >= 0 ? st.events.slice(0, cut) : st.events;
    seen.push({ before: st.before, after: st.after, events: eventsView(own, viewer) });
  }
  if (!seen.length) return null;
  const all = seen.flatMap((s) => s.events);
  let card: string | null = null;
  let ordered = 0;
  let moves = 0;
  let battles = 0;
  let lost = 0;
  for (const e of all) {
    if (e.type === 'played' && card === null) card = cardName(e.card);
    else if (e.type === 'ordered') ordered++;
    else if (e.type === 'moved') moves++;
    else if (e.type === 'battle' || e.type === 'cardStrike') battles++;
    else if (e.type === 'figuresLost') lost += e.figures;
  }
  const overview: RecapPage = {
    // A card that orders no unit (Barrage, Air Power...) is not followed by "no unit ordered".
    lines: [card ? R.card(card) : R.noCard, ...(ordered || !card ? [R.ordered(ordered)] : []), R.summary(moves, battles, lost)],
    highlights: seen.flatMap((s) => recapMarks(s.before, s.events)),
    faces: null,
    result: null,
  };
  const pages: RecapPage[] = [overview];
  // The card and the units it ordered, ringed where they stood when ordered.
  const orders = seen.filter((s) => s.events.some((e) => e.type === 'played' || e.type === 'ordered'));
  if (orders.length) {
    const lines: string[] = [];
    const highlights: Highlight[] = [];
    for (const s of orders) {
      lines.push(...describeEvents(s.before, s.after, s.events.filter((e) => e.type === 'played' || e.type === 'ordered'), viewer).map((l) => l.text));
      for (const e of s.events) {
        const u = e.type === 'ordered' ? s.before.units[e.unit] : undefined;
        if (u && u.row >= 0) highlights.push({ hex: { row: u.row, col: u.col }, kind: 'order' });
      }
    }
    pages.push({ lines, highlights, faces: null, result: null });
  }
  for (const s of seen) {
    if (!s.events.some((e) => SHOWN.has(e.type))) continue;
    const lines = describeEvents(s.before, s.after, s.events, viewer)
      .filter((l) => !l.turn)
      .map((l) => l.text);
    const roll = firstRoll(s.events);
    pages.push({ lines, highlights: recapMarks(s.before, s.events), faces: roll?.faces ?? null, result: roll?.result ?? null });
  }
  return { side, turn, viewer, pages };
}
