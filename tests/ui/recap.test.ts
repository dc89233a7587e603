// The turn's end and the recap (issue 15 scope 2, docs/ui.md "The turn's end and the recap"): the attacker keeps its
// last dice on screen until it passes the device; End turn with units still able to act asks first; after the
// hand-off (or the other phone's turn) the recap of the other side's turn, built from its events as the viewer may
// see them — never the other hand's cards, never a face-down minefield's strength.
import { describe, expect, it } from 'vitest';
import { actor, applyAction, legalActions, type Action, type GameState, type Side } from '../../src/engine';
import { eventsView } from '../../src/engine/view';
import { nextInt, seedRng } from '../../src/engine/rng';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { GameSession, unitsStillAble } from '../../src/ui/game/session';
import { buildRecap, recapMarks } from '../../src/ui/game/recap';
import { cardName, describeEvents, hexName, showHexes } from '../../src/ui/game/log';
import { hexToPixel, seenHex, type Turn } from '../../src/ui/board/geometry';
import { GAME_TEXT } from '../../src/ui/text/game';
import { LOG_TEXT } from '../../src/ui/text/log';
import { RECAP_TEXT } from '../../src/ui/text/recap';
import type { GameSetup } from '../../src/ui/game/setup';

function setupFor(id: string, seed: string, mode: GameSetup['mode']): GameSetup {
  const scenario = getBuiltinScenario(id)!;
  return { scenario, seed, options: {}, mode, players: { names: ['Ann', 'Bob'] }, match: [{ seats: { allies: 0, axis: 1 } }] };
}

/** A player who orders, moves and fires, and ends a stage only when nothing else is left. */
function busyPick(state: GameState, rng: ReturnType<typeof seedRng>): Action {
  const legal = legalActions(state);
  const battle = legal.filter((a) => a.type === 'battle');
  if (battle.length) return battle[nextInt(rng, battle.length)]!;
  const rest = legal.filter((a) => !a.type.startsWith('end'));
  const pool = rest.length ? rest : legal;
  return pool[nextInt(rng, pool.length)]!;
}

/**
 * Plays pass-and-play with `busyPick` until a turn ends with the attacker still at the device, after a turn in
 * which dice were rolled (earlier turn ends are passed on).
 */
function untilTurnEnd(s: GameSession, seed: string): void {
  const rng = seedRng(seed);
  let rolled = false;
  for (let i = 0; i < 3000 && !s.state.value.winner; i++) {
    if (s.turnEnd.value) {
      if (rolled && s.lastRoll.value) return;
      s.passDevice();
    }
    if (s.handoff.value?.reason === 'turn') rolled = false;
    if (s.handoff.value) {
      s.acceptHandoff();
      continue;
    }
    const a = busyPick(s.state.value, rng);
    if (a.type === 'battle') rolled = true;
    s.apply(a);
  }
  throw new Error('no turn end');
}

describe('the turn\'s end (issue 15 scope 2)', () => {
  it('[Issue 15 scope 2] pass-and-play: when the turn passes, the attacker keeps the board and its last dice until it passes the device', () => {
    const s = new GameSession(setupFor('sword-beach', 'turnend-1', 'pass-and-play'));
    s.acceptHandoff();
    const attacker = s.state.value.turn.side;
    untilTurnEnd(s, 'turnend-policy');
    const end = s.turnEnd.value!;
    expect(end.side).toBe(attacker);
    expect(s.state.value.turn.side).not.toBe(attacker);
    // No hand-off yet, no hand on screen (the next side's is secret, the attacker's is put away), nothing to do
    // but pass the device: no taps, no buttons, and apply refuses.
    expect(s.handoff.value).toBeNull();
    expect(s.hand.value).toBeNull();
    expect(s.plan.value.buttons).toEqual([]);
    expect(s.plan.value.taps.size).toBe(0);
    expect(s.plan.value.prompt).toBe(RECAP_TEXT.turnOver('Bob'));
    // The prompt is the attacker's, and its own turn's marks stay on the board.
    expect(s.plan.value.actor).toBe(attacker);
    expect(s.plan.value.highlights).toEqual(end.marks);
    expect(end.marks.some((h) => h.kind === 'target')).toBe(true);
    const before = s.state.value;
    expect(s.apply(legalActions(before)[0]!)).toBe(false);
    expect(s.state.value).toBe(before);
    // A turn ended by a battle keeps that battle's dice on screen.
    expect(s.lastRoll.value).not.toBeNull();
    s.passDevice();
    expect(s.state.value).toBe(before); // nothing random undone, nothing redone
    expect(s.handoff.value).toEqual({ side: before.turn.side, reason: 'turn' });
  });

  it('[Issue 15 scope 2] End turn with units still able to fire asks first, names how many, and Keep playing changes nothing', () => {
    const s = new GameSession(setupFor('sword-beach', 'confirm-1', 'pass-and-play'));
    s.acceptHandoff();
    const rng = seedRng('confirm-policy');
    // Order and move until the battle stage with at least one unit able to fire.
    for (let i = 0; i < 200; i++) {
      const st = s.state.value;
      if (st.turn.stage === 'battle' && !st.pending.length && unitsStillAble(st).units > 0) break;
      if (s.handoff.value) s.acceptHandoff();
      else if (s.turnEnd.value) s.passDevice();
      else {
        const legal = legalActions(st).filter((a) => a.type !== 'battle');
        const pool = legal.filter((a) => a.type !== 'endBattles');
        s.apply((pool.length ? pool : legal)[nextInt(rng, (pool.length ? pool : legal).length)]!);
      }
    }
    const st = s.state.value;
    const able = unitsStillAble(st);
    expect(st.turn.stage).toBe('battle');
    expect(able.units).toBeGreaterThan(0);
    expect(able.fire).toBe(true);
    expect(s.press({ type: 'endBattles' })).toBe(false);
    expect(s.confirmEnd.value).toEqual({ ...able, endsTurn: st.turn.command?.type !== 'behind-enemy-lines' });
    expect(s.state.value).toBe(st);
    expect(RECAP_TEXT.stillAble(2, true)).toBe('2 units can still fire. End the turn anyway?');
    expect(RECAP_TEXT.stillAble(1, true, false)).toBe('1 unit can still fire. Stop battling anyway?');
    expect(RECAP_TEXT.summary(0, 1, 3)).toBe('No move, 1 battle, 3 figures lost.');
    expect(RECAP_TEXT.card('Move Out!')).toBe('Card: Move Out!');
    s.cancelEnd();
    expect(s.confirmEnd.value).toBeNull();
    expect(s.state.value).toBe(st);
    // Asked again and confirmed: the turn ends, and the player's own End turn needs no second "Done".
    s.press({ type: 'endBattles' });
    expect(s.press({ type: 'endBattles' })).toBe(true);
    expect(s.state.value.turn.side).not.toBe(st.turn.side);
    expect(s.turnEnd.value).toBeNull();
    expect(s.handoff.value?.reason).toBe('turn');
  });
});

describe('the recap of the other side\'s turn (issue 15 scope 2)', () => {
  it('[Issue 15 scope 2] after the hand-off: the card, the units ordered, the moves as arrows, battles with dice, losses; steppable and skippable', () => {
    const s = new GameSession(setupFor('sword-beach', 'recap-1', 'pass-and-play'));
    s.acceptHandoff();
    const attacker = s.state.value.turn.side;
    untilTurnEnd(s, 'recap-policy');
    s.passDevice();
    const viewer = s.handoff.value!.side;
    s.acceptHandoff();
    const r = s.recap.value!;
    expect(r).not.toBeNull();
    expect(r.side).toBe(attacker);
    expect(r.viewer).toBe(viewer);
    expect(s.lastRoll.value).toBeNull(); // the recap shows the dice in their place
    const text = r.pages.flatMap((p) => p.lines).join('\n');
    // The card played, by name, on the first page.
    const played = s.actions().filter((a): a is Extract<Action, { type: 'play' }> => a.type === 'play').pop()!;
    expect(r.pages[0]!.lines[0]).toBe(RECAP_TEXT.card(cardName(played.card)));
    expect(text).toContain(LOG_TEXT.played(attacker, cardName(played.card)));
    expect(text).toMatch(/is ordered\./);
    // Every move of the turn is an arrow; every battle shows its dice on a page of its own.
    const overview = r.pages[0]!.highlights;
    expect(overview.some((h) => h.kind === 'path' && h.to)).toBe(true);
    expect(overview.some((h) => h.kind === 'target')).toBe(true);
    expect(r.pages.some((p) => p.faces && p.faces.length > 0 && p.result)).toBe(true);
    // Steppable: Next, Previous, past the end closes; Skip closes.
    s.recapTo(1);
    expect(s.recapPage.value).toBe(1);
    s.recapTo(0);
    expect(s.recapPage.value).toBe(0);
    s.recapTo(r.pages.length);
    expect(s.recap.value).toBeNull();
  });

  it('[Issue 15 scope 2] a recap never names the cards the other side drew, holds no state (no hand, no hidden minefield), and a first tap closes it', () => {
    const s = new GameSession(setupFor('sword-beach', 'recap-2', 'pass-and-play'));
    s.acceptHandoff();
    const attacker = s.state.value.turn.side;
    untilTurnEnd(s, 'recap-policy-2');
    const drawn = s.state.value.cards.hands[attacker];
    s.passDevice();
    s.acceptHandoff();
    const r = s.recap.value!;
    const json = JSON.stringify(r);
    for (const c of drawn) expect(json).not.toContain(LOG_TEXT.drew(attacker, cardName(c)));
    // Only sentences, dice and marks: nothing of a state (a hand, the deck, the hidden part) can travel in it.
    expect(json).not.toMatch(/"hands"|"hidden"|"deck"|"rng"/);
    for (const p of r.pages) expect(Object.keys(p).sort()).toEqual(['faces', 'highlights', 'lines', 'result']);
    s.tapCard(s.state.value.cards.hands[s.seat.value!][0]!);
    expect(s.recap.value).toBeNull();
  });

  it('[Issue 15 scope 2] the recap reads events through the viewer\'s eventsView: a face-down minefield\'s strength and drawn cards stay hidden', () => {
    const base = new GameSession(setupFor('sword-beach', 'recap-3', 'open')).state.value;
    const mined: GameState = { ...base, mines: { '40': { owner: 'axis' } }, hidden: { mines: { '40': 3 } } } as GameState;
    const events = [
      { type: 'drew' as const, side: 'axis' as Side, card: 7 },
      { type: 'turn' as const, side: 'allies' as Side, number: 2 },
    ];
    const r = buildRecap([{ before: mined, after: mined, events }], 'axis', 1, 'allies')!;
    const json = JSON.stringify(r);
    expect(json).not.toContain(cardName(7));
    expect(json).not.toContain('"hidden"');
    expect(eventsView(events, 'allies')[0]).toMatchObject({ card: -1 });
    // Losses are marked where the unit was hit: a cross when eliminated, the figures lost otherwise.
    const u = base.units.find((x) => x.row >= 0)!;
    const marks = recapMarks(base, [
      { type: 'figuresLost', unit: u.id, figures: 2, cause: 'battle' } as never,
    ]);
    expect(marks).toEqual([{ hex: { row: u.row, col: u.col }, kind: 'loss', label: '−2' }]);
  });

  it('[Issue 15 scope 2] two phones: when the other phone\'s turn ends, its recap is shown from the events as this side saw them', () => {
    const setup = setupFor('sword-beach', 'recap-net', 'network');
    const local: Side = 'axis';
    setup.net = { role: 'host', side: local, gameId: '0'.repeat(32) };
    const s = new GameSession(setup);
    s.remote = { side: local, play: async () => ({ ok: true as const }) };
    let st = s.state.value;
    expect(actor(st)).not.toBe(local);
    const rng = seedRng('recap-net-policy');
    for (let i = 0; i < 400 && st.turn.side !== local; i++) {
      const action = busyPick(st, rng);
      const by = actor(st)!;
      const r = applyAction(st, action);
      if (!r.ok) throw new Error(r.error.message);
      s.receive({ action, by, events: eventsView(r.events, local), after: r.state });
      st = r.state;
      if (st.turn.side !== local) expect(s.recap.value).toBeNull();
    }
    const r = s.recap.value!;
    expect(r.side).not.toBe(local);
    expect(r.viewer).toBe(local);
    expect(r.pages[0]!.lines[0]).toMatch(/^Card: /);
  });
});

describe('the log names units and hexes (issue 15)', () => {
  it('[Issue 15 Why, the log] each entry names the unit (side, kind) and its hex; a move says where it ended', () => {
    const s = new GameSession(setupFor('sword-beach', 'log-1', 'open')).state.value;
    const u = s.units.find((x) => x.row >= 0 && x.kind === 'infantry')!;
    const to = { row: u.row - 1 < 0 ? u.row + 1 : u.row - 1, col: u.col + 1 };
    const [line] = describeEvents(s, s, [{ type: 'moved', unit: u.id, from: { row: u.row, col: u.col }, to, steps: 1 }], null);
    const text = showHexes(line!.text, s.board.geometry);
    const name = GAME_TEXT.unitName(u.side, u.kind);
    expect(text.startsWith(`${name} (`)).toBe(true);
    expect(text).toContain(`row ${u.row + 1}, hex ${Math.floor(u.col / 2) + 1}`);
    expect(text).toContain(`to ${showHexes(hexName(to), s.board.geometry)}.`);
    expect(showHexes(hexName({ row: 0, col: 0 }), s.board.geometry)).toBe('row 1, hex 1');
  });

  it('[Issue 15 task 4] a hex is named as the player sees the board: rows from the top of the screen, hexes from its left, on a board turned 180° or a quarter', () => {
    const s = new GameSession(setupFor('sword-beach', 'log-1', 'open')).state.value;
    const g = s.board.geometry; // 9 rows of 13 hexes (25 columns, doubled: a row's hexes are every other column)
    const name = (h: { row: number; col: number }, turn: Turn) => showHexes(hexName(h), g, turn);
    // The top-left hex of the unturned board, and the others' corners.
    expect(name({ row: 0, col: 0 }, 0)).toBe(LOG_TEXT.hex(1, 1));
    expect(name({ row: 0, col: 0 }, 2)).toBe(LOG_TEXT.hex(9, 13)); // turned 180°: the bottom right
    // Turn 1 (upright phone, bottom edge at the left): column 0 is the top screen row, row 8 its first hex.
    expect(name({ row: 8, col: 0 }, 1)).toBe(LOG_TEXT.hex(1, 1));
    expect(name({ row: 0, col: 0 }, 1)).toBe(LOG_TEXT.hex(1, 5));
    expect(name({ row: 7, col: 1 }, 1)).toBe(LOG_TEXT.hex(2, 1));
    // Turn 3 (bottom edge at the right): the last column is the top screen row, row 0 its first hex.
    expect(name({ row: 0, col: 24 }, 3)).toBe(LOG_TEXT.hex(1, 1));
    expect(name({ row: 8, col: 24 }, 3)).toBe(LOG_TEXT.hex(1, 5));
    expect(name({ row: 0, col: 0 }, 3)).toBe(LOG_TEXT.hex(25, 1));
    // Every hex of the board gets its own name under each turn, and names follow the screen: a hex further down the
    // screen has a greater row, one further right in its screen row a greater number.
    for (const turn of [0, 1, 2, 3] as const) {
      const names = new Map<string, { row: number; col: number }>();
      const place = new Map<string, { x: number; y: number }>();
      for (let row = 0; row < g.rows; row++) {
        for (let col = row & 1; col < g.cols; col += 2) {
          const seen = seenHex(g, { row, col }, turn);
          const key = `${seen.row},${seen.hex}`;
          expect(names.has(key), `turn ${turn}: ${key} twice`).toBe(false);
          names.set(key, { row, col });
          place.set(key, hexToPixel(g, { scale: 1, offsetX: 0, offsetY: 0 }, { row, col }, turn));
        }
      }
      for (const [a, pa] of place) {
        for (const [b, pb] of place) {
          const [ra, ha] = a.split(',').map(Number);
          const [rb, hb] = b.split(',').map(Number);
          if (ra! < rb!) expect(pa.y, `turn ${turn}: ${a} above ${b}`).toBeLessThan(pb.y);
          if (ra === rb && ha! < hb!) expect(pa.x, `turn ${turn}: ${a} left of ${b}`).toBeLessThan(pb.x);
        }
      }
    }
    // A unit in a sentence is named the same way (without the article: "Axis infantry (row 1, hex 1)").
    const u = s.units.find((x) => x.row >= 0)!;
    const [line] = describeEvents(s, s, [{ type: 'moved', unit: u.id, from: { row: u.row, col: u.col }, to: u, steps: 1 }], null);
    const seen = seenHex(g, u, 1);
    expect(showHexes(line!.text, g, 1)).toContain(`(${LOG_TEXT.at(seen.row, seen.hex)})`);
  });
});
