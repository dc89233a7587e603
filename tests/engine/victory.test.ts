/**
 * Scope items 8 (victory) and 9 (options) of the engine issue.
 *
 * Sources (line numbers in /work/shared/rules):
 *   rulebook 000_be0a2ecce2dae66d.txt: l.174-180 Object of the Game (a medal per eliminated unit; objectives),
 *     l.184 play until a side reaches its medal count, l.416 last figure becomes a medal,
 *     l.817-823 Variant for Young Generals, l.484 Take Ground
 *   FAQ 003_f06c3a1d5921cf5a.txt §I: Ending the Game Q1 l.319, Q2 l.323, Q3 l.327; Retreating Q3 l.357;
 *     Temporary Medals Q1 l.419
 *   scenario format (src/scenario/types.ts): unit `medals`, objectives `side`, `hexes`, `hold`, `medals`, `permanent`
 */
import { describe, expect, it } from 'vitest';
import { CARD_DEFS, MAX_TURNS, actor, applyAction, cardType, finalMedals, legalActions, medals, newGame, objectiveHeld, unitOn } from '../../src/engine';
import type { CardType, DieFace, GameEvent, GameOptions, GameState, Hex, Side } from '../../src/engine';
import type { Objective, ScenarioHex, UnitKind } from '../../src/scenario/types';
import { act, hex, idAt, mini, refused, start, type Step } from './helpers';

const unit =
  (side: Side) =>
  (row: number, col: number, kind: UnitKind = 'infantry', extra: { figures?: number; medals?: number } = {}): ScenarioHex => ({
    row,
    col,
    unit: { side, kind, ...extra },
  });
const A = unit('allies');
const X = unit('axis');

function play(s: GameState, type: CardType, dice?: DieFace[]): Step {
  const card = s.cards.hands[s.turn.side].find((c) => cardType(c) === type);
  if (card === undefined) throw new Error(`${s.turn.side} holds no ${type}`);
  return act(s, { type: 'play', card }, dice);
}
const battle = (s: GameState, from: Hex, to: Hex, dice?: DieFace[]): Step => act(s, { type: 'battle', unit: idAt(s, from.row, from.col), target: to }, dice);
const move = (s: GameState, from: Hex, to: Hex): Step => act(s, { type: 'move', unit: idAt(s, from.row, from.col), to });
const types = (ev: GameEvent[]): string[] => ev.map((e) => e.type);
const isSection = (c: number): boolean => CARD_DEFS.find((d) => d.type === cardType(c))!.kind === 'section';
const game = (
  hexes: ScenarioHex[],
  allies: CardType[],
  o: { axis?: CardType[]; objectives?: Objective[]; medalsToWin?: Partial<Record<Side, number>>; options?: GameOptions } = {},
) =>
  start(
    mini({ hexes, ...(o.objectives ? { objectives: o.objectives } : {}), ...(o.medalsToWin ? { medalsToWin: o.medalsToWin } : {}) }),
    { allies, axis: o.axis ?? ['probe-centre'] },
    o.options ? { options: o.options } : undefined,
  );

describe('8. Victory: medals', () => {
  it('[rulebook l.178 Object of the Game] each enemy unit eliminated gives 1 medal', () => {
    let s = act(play(game([A(4, 4), X(3, 5), X(0, 24)], ['recon-left']), 'recon-left').state, { type: 'endMoves' }).state;
    const r = battle(s, hex(4, 4), hex(3, 5), ['grenade', 'infantry', 'infantry']);
    s = r.state;
    expect(figuresAt(s, hex(3, 5))).toBe(1);
    expect(s.medalsWon).toEqual({ axis: 0, allies: 0 });
    const s2 = act(play(game([A(4, 4), X(3, 5, 'infantry', { figures: 1 }), X(0, 24)], ['recon-left']), 'recon-left').state, { type: 'endMoves' }).state;
    const r2 = battle(s2, hex(4, 4), hex(3, 5), ['grenade', 'star', 'star']);
    expect(r2.events.find((e) => e.type === 'eliminated')).toEqual({ type: 'eliminated', unit: idAt(s2, 3, 5), medals: 1, to: 'allies' });
    expect(r2.state.medalsWon).toEqual({ axis: 0, allies: 1 });
    expect(medals(r2.state, 'allies')).toBe(1);
  });

  it('[scenario format: unit medals] a unit worth 2 medals gives 2', () => {
    const s = act(play(game([A(4, 4), X(3, 5, 'infantry', { figures: 1, medals: 2 }), X(0, 24)], ['recon-left']), 'recon-left').state, { type: 'endMoves' }).state;
    const r = battle(s, hex(4, 4), hex(3, 5), ['grenade', 'star', 'star']);
    expect(r.events.find((e) => e.type === 'eliminated')).toMatchObject({ medals: 2, to: 'allies' });
    expect(medals(r.state, 'allies')).toBe(2);
  });

  it('[rulebook l.178] a unit lost by a blocked retreat also gives a medal to the attacker', () => {
    // Axis (1,5) with 1 figure, its retreat blocked by the board edge? Row 0 is free: block it with units.
    const s = act(play(game([A(2, 4), X(1, 5, 'infantry', { figures: 1 }), X(0, 4), X(0, 6), X(0, 24)], ['recon-left']), 'recon-left').state, {
      type: 'endMoves',
    }).state;
    const r = battle(s, hex(2, 4), hex(1, 5), ['flag', 'star', 'star']);
    expect(r.events.find((e) => e.type === 'figuresLost')).toMatchObject({ cause: 'blockedRetreat', figures: 1 });
    expect(r.state.medalsWon.allies).toBe(1);
  });

  it('[cards.md: Barrage] a unit eliminated by a card strike gives the medal to the card player', () => {
    const s = play(game([A(8, 12), X(1, 11, 'infantry', { figures: 1 }), X(0, 24)], ['barrage']), 'barrage').state;
    const r = act(s, { type: 'target', target: hex(1, 11) }, ['grenade', 'star', 'star', 'star']);
    expect(r.state.medalsWon).toEqual({ axis: 0, allies: 1 });
  });
});

describe('8. Victory: objectives', () => {
  const tmp: Objective = { id: 'town', side: 'allies', hexes: [hex(5, 5)], medals: 1 };
  const perm: Objective = { id: 'bridge', side: 'allies', hexes: [hex(5, 5)], medals: 1, permanent: true };

  it('[rulebook l.180; scenario format] a temporary objective counts while its side holds the hex', () => {
    let s = play(game([A(7, 5), X(0, 24)], ['recon-left', 'recon-left'], { objectives: [tmp] }), 'recon-left').state;
    expect(medals(s, 'allies')).toBe(0);
    const r = move(s, hex(7, 5), hex(5, 5));
    expect(r.events.filter((e) => e.type === 'objective')).toEqual([{ type: 'objective', id: 'town', side: 'allies', medals: 1, permanent: false }]);
    s = r.state;
    expect(medals(s, 'allies')).toBe(1);
    expect(s.medalsWon.allies).toBe(0);
    expect(objectiveHeld(s, s.objectives[0]!)).toBe(true);
  });

  it('[FAQ §I Temporary Medals Q1, line 419] a temporary medal is lost when the unit leaves the hex', () => {
    let s = play(game([A(7, 5), X(0, 24)], ['recon-left', 'recon-left'], { objectives: [tmp] }), 'recon-left').state;
    s = move(s, hex(7, 5), hex(5, 5)).state;
    if (s.pending[0]?.kind === 'keep') s = act(s, { type: 'keep', card: s.pending[0].cards[0]! }).state;
    s = play(s, 'probe-centre').state;
    s = play(s, 'recon-left').state;
    const r = move(s, hex(5, 5), hex(4, 4));
    expect(r.events.filter((e) => e.type === 'objective')).toEqual([{ type: 'objective', id: 'town', side: 'allies', medals: -1, permanent: false }]);
    expect(medals(r.state, 'allies')).toBe(0);
  });

  it('[FAQ §I Temporary Medals Q1, line 419] a temporary medal is lost when the unit holding it is eliminated', () => {
    const sc = [A(5, 5, 'infantry', { figures: 1 }), X(4, 6), X(0, 24)];
    let s = game(sc, ['recon-centre'], { objectives: [tmp], axis: ['recon-right'] });
    expect(medals(s, 'allies')).toBe(1);
    s = { ...s, turn: { ...s.turn, side: 'axis' } };
    s = act(play(s, 'recon-right').state, { type: 'endMoves' }).state;
    const r = battle(s, hex(4, 6), hex(5, 5), ['grenade', 'star', 'star']);
    expect(r.events.filter((e) => e.type === 'objective')).toEqual([{ type: 'objective', id: 'town', side: 'allies', medals: -1, permanent: false }]);
    expect(medals(r.state, 'allies')).toBe(0);
    expect(medals(r.state, 'axis')).toBe(1);
  });

  it('[scenario format: permanent] a permanent objective is kept once taken, even after the unit leaves', () => {
    let s = play(game([A(7, 5), X(0, 24)], ['recon-left', 'recon-left'], { objectives: [perm] }), 'recon-left').state;
    const r = move(s, hex(7, 5), hex(5, 5));
    expect(r.events.filter((e) => e.type === 'objective')).toEqual([{ type: 'objective', id: 'bridge', side: 'allies', medals: 1, permanent: true }]);
    s = r.state;
    expect(s.taken).toEqual({ bridge: 'allies' });
    expect(s.medalsWon.allies).toBe(1);
    if (s.pending[0]?.kind === 'keep') s = act(s, { type: 'keep', card: s.pending[0].cards[0]! }).state;
    s = play(s, 'probe-centre').state;
    s = move(play(s, 'recon-left').state, hex(5, 5), hex(4, 4)).state;
    expect(medals(s, 'allies')).toBe(1);
  });

  it('[scenario format: side] an objective scores only for its own side', () => {
    const s = play(game([A(7, 5), X(5, 5), X(0, 24)], ['recon-left'], { objectives: [tmp, { ...perm, id: 'p', hexes: [hex(5, 5)] }] }), 'recon-left').state;
    expect(medals(s, 'axis')).toBe(0);
    expect(medals(s, 'allies')).toBe(0);
    expect(s.taken).toEqual({});
  });

  it('[scenario format: hold] a group objective needs `hold` of its hexes occupied at once', () => {
    const group: Objective = { id: 'village', side: 'allies', hexes: [hex(5, 3), hex(5, 5), hex(5, 7)], hold: 2, medals: 2 };
    let s = play(game([A(7, 3), A(7, 5), X(0, 24)], ['probe-left'], { objectives: [group] }), 'probe-left').state;
    s = move(s, hex(7, 3), hex(5, 3)).state;
    expect(objectiveHeld(s, s.objectives[0]!)).toBe(false);
    expect(medals(s, 'allies')).toBe(0);
    const r = move(s, hex(7, 5), hex(5, 7));
    expect(objectiveHeld(r.state, r.state.objectives[0]!)).toBe(true);
    expect(medals(r.state, 'allies')).toBe(2);
  });

  it('[FAQ §I Retreating Q3, line 357] a unit that retreats onto an objective hex takes it', () => {
    const axisObj: Objective = { id: 'hq', side: 'axis', hexes: [hex(1, 5)], permanent: true };
    const s = act(play(game([A(3, 5), X(2, 4), X(1, 3), X(0, 24)], ['recon-left'], { objectives: [axisObj] }), 'recon-left').state, { type: 'endMoves' }).state;
    // (2,4) retreats toward row 0: (1,3) is occupied, so only (1,5) is open.
    const r = battle(s, hex(3, 5), hex(2, 4), ['flag', 'star', 'star']);
    expect(unitOn(r.state, hex(1, 5))?.side).toBe('axis');
    expect(r.state.taken).toEqual({ hq: 'axis' });
    expect(r.state.medalsWon.axis).toBe(1);
  });
});

describe('8. Victory: the end of the game', () => {
  it('[FAQ §I Ending the Game Q1, line 319] the game ends at once, mid-turn: the other ordered units do not battle', () => {
    const sc = [A(4, 4), A(4, 8), X(3, 5, 'infantry', { figures: 1 }), X(3, 9), X(0, 24)];
    let s = act(play(game(sc, ['probe-left'], { medalsToWin: { allies: 1 } }), 'probe-left').state, { type: 'endMoves' }).state;
    const r = battle(s, hex(4, 4), hex(3, 5), ['grenade', 'star', 'star']);
    s = r.state;
    expect(s.winner).toBe('allies');
    expect(r.events.at(-1)).toEqual({ type: 'gameOver', winner: 'allies', medals: { axis: 0, allies: 1 } });
    expect(legalActions(s)).toEqual([]);
    expect(actor(s)).toBe(null);
    expect(s.pending).toEqual([]);
  });

  it('[FAQ §I Ending the Game Q1, line 319] no Take Ground and no Overrun after the winning hit', () => {
    const s = act(play(game([A(4, 4, 'armor'), X(3, 5, 'infantry', { figures: 1 }), X(2, 6), X(0, 24)], ['recon-left'], { medalsToWin: { allies: 1 } }), 'recon-left').state, {
      type: 'endMoves',
    }).state;
    const r = battle(s, hex(4, 4), hex(3, 5), ['grenade', 'star', 'star']);
    expect(types(r.events)).not.toContain('tookGround');
    expect(r.state.pending).toEqual([]);
    refused(r.state, { type: 'takeGround' }, 'game-over');
  });

  it('[FAQ §I Ending the Game Q1, line 319] every action is refused with "game-over" afterwards', () => {
    const s = act(play(game([A(4, 4), X(3, 5, 'infantry', { figures: 1 }), X(0, 24)], ['recon-left'], { medalsToWin: { allies: 1 } }), 'recon-left').state, {
      type: 'endMoves',
    }).state;
    const over = battle(s, hex(4, 4), hex(3, 5), ['grenade', 'star', 'star']).state;
    for (const a of [{ type: 'endBattles' }, { type: 'play', card: over.cards.hands.axis[0]! }, { type: 'decline' }, { type: 'keep', card: 0 }]) {
      refused(over, a, 'game-over');
    }
    const r = applyAction(over, { type: 'endBattles' });
    expect(r).toEqual({ ok: false, error: { code: 'game-over', message: 'the game is over: allies won' } });
  });

  it('[FAQ §I Ending the Game Q1, line 319] reaching the target by moving onto an objective ends the game before any other move', () => {
    const obj: Objective = { id: 'town', side: 'allies', hexes: [hex(5, 5)] };
    let s = play(game([A(7, 5), A(7, 3), X(0, 24)], ['probe-left'], { objectives: [obj], medalsToWin: { allies: 1 } }), 'probe-left').state;
    const r = move(s, hex(7, 5), hex(5, 5));
    s = r.state;
    expect(s.winner).toBe('allies');
    expect(r.events).toEqual([
      { type: 'moved', unit: idAt(s, 5, 5), from: hex(7, 5), to: hex(5, 5), steps: 2 },
      { type: 'objective', id: 'town', side: 'allies', medals: 1, permanent: false },
      { type: 'gameOver', winner: 'allies', medals: { axis: 0, allies: 1 } },
    ]);
    refused(s, { type: 'move', unit: idAt(s, 7, 3), to: hex(6, 4) }, 'game-over');
  });

  it('[FAQ §I Ending the Game Q1, line 319] the game can end in the middle of Air Power strikes: later hexes are not rolled', () => {
    let s = play(game([A(8, 12), X(2, 10, 'infantry', { figures: 1 }), X(2, 12), X(0, 24)], ['air-power'], { medalsToWin: { allies: 1 } }), 'air-power').state;
    s = act(s, { type: 'target', target: hex(2, 10) }).state;
    // No other enemy touches the two picked hexes: the strikes follow the second pick at once.
    const r = act(s, { type: 'target', target: hex(2, 12) }, ['grenade', 'star', 'grenade', 'grenade']);
    expect(r.events.filter((e) => e.type === 'cardStrike').length).toBe(1);
    expect(r.state.winner).toBe('allies');
    expect(r.state.units.find((u) => u.row === 2 && u.col === 12)?.figures).toBe(4);
  });

  it('[FAQ §I Ending the Game Q1, line 319; digest open question 19] the defender wins on its Ambush, during the other side\'s turn', () => {
    let s = game([A(4, 4, 'infantry', { figures: 1 }), X(4, 6), X(0, 24)], ['recon-left'], { axis: ['ambush', 'probe-left'], medalsToWin: { axis: 1 } });
    s = act(play(s, 'recon-left').state, { type: 'endMoves' }).state;
    s = battle(s, hex(4, 4), hex(4, 6)).state;
    const r = act(s, { type: 'ambush' }, ['grenade', 'star', 'star']);
    expect(r.state.winner).toBe('axis');
    expect(r.events.at(-1)).toEqual({ type: 'gameOver', winner: 'axis', medals: { axis: 1, allies: 0 } });
    expect(types(r.events)).not.toContain('drew');
    expect(legalActions(r.state)).toEqual([]);
  });

  it('[FAQ §I Ending the Game Q2, line 323] the final score is capped at the target (a 2-medal unit at 5 of 6)', () => {
    let s = act(play(game([A(4, 4), X(3, 5, 'infantry', { figures: 1, medals: 2 }), X(0, 24)], ['recon-left']), 'recon-left').state, { type: 'endMoves' }).state;
    s = { ...s, medalsWon: { axis: 2, allies: 5 } };
    const r = battle(s, hex(4, 4), hex(3, 5), ['grenade', 'star', 'star']);
    expect(medals(r.state, 'allies')).toBe(7);
    expect(finalMedals(r.state, 'allies')).toBe(6);
    expect(finalMedals(r.state, 'axis')).toBe(2);
    expect(r.events.at(-1)).toEqual({ type: 'gameOver', winner: 'allies', medals: { axis: 2, allies: 6 } });
  });

  it('[FAQ §I Ending the Game Q3, line 327] a multi-medal objective taken at the end does not pad the score', () => {
    const big: Objective = { id: 'city', side: 'allies', hexes: [hex(5, 5)], medals: 3, permanent: true };
    let s = play(game([A(7, 5), X(0, 24)], ['recon-left'], { objectives: [big] }), 'recon-left').state;
    s = { ...s, medalsWon: { axis: 0, allies: 4 } };
    const r = move(s, hex(7, 5), hex(5, 5));
    expect(r.state.winner).toBe('allies');
    expect(finalMedals(r.state, 'allies')).toBe(6);
  });

  it('[rulebook l.184] short of the target the game goes on', () => {
    const s = act(play(game([A(4, 4), X(3, 5, 'infantry', { figures: 1 }), X(0, 24)], ['recon-left']), 'recon-left').state, { type: 'endMoves' }).state;
    const r = battle(s, hex(4, 4), hex(3, 5), ['grenade', 'star', 'star']);
    expect(r.state.winner).toBe(null);
    expect(types(r.events)).not.toContain('gameOver');
    expect(r.state.pending[0]).toMatchObject({ kind: 'takeGround' });
  });
});

describe('9. Options', () => {
  const sc = mini({ hexes: [A(7, 3), A(7, 11), A(7, 21), X(1, 3), X(1, 11), X(1, 21)] });

  it('[rulebook l.821 Young Generals] section cards only: a 40-card deck', () => {
    const s = newGame(sc, { seed: 3, options: { youngGenerals: true } });
    const all = [...s.cards.deck, ...s.cards.hands.axis, ...s.cards.hands.allies];
    expect(all.length).toBe(40);
    expect(new Set(all).size).toBe(40);
    expect(all.every(isSection)).toBe(true);
  });

  it('[rulebook l.823 Young Generals] no tactic card is ever dealt, even after the deck is reshuffled', () => {
    let s = newGame(sc, { seed: 5, options: { youngGenerals: true } });
    let shuffles = 0;
    const seen = new Set<number>();
    for (let turn = 0; turn < 45 && !s.winner; turn++) {
      const card = s.cards.hands[s.turn.side][0]!;
      let r = act(s, { type: 'play', card });
      // Order nothing more, move nothing, fight nothing.
      for (let g = 0; g < 6 && r.state.turn.number === s.turn.number && !r.state.winner; g++) {
        const st = r.state;
        const p = st.pending[0];
        const a =
          p?.kind === 'keep'
            ? { type: 'keep' as const, card: p.cards[0]! }
            : st.turn.stage === 'order'
              ? { type: 'endOrders' as const }
              : st.turn.stage === 'move' || st.turn.stage === 'move2'
                ? { type: 'endMoves' as const }
                : { type: 'endBattles' as const };
        r = act(st, a);
        r.events.forEach((e) => e.type === 'shuffled' && shuffles++);
      }
      r.events.forEach((e) => e.type === 'shuffled' && shuffles++);
      for (const e of r.events) if (e.type === 'drew') seen.add(e.card);
      s = r.state;
      expect([...s.cards.deck, ...s.cards.discard, ...s.cards.hands.axis, ...s.cards.hands.allies].length).toBe(40);
    }
    expect(shuffles).toBeGreaterThan(0);
    expect([...seen].every(isSection)).toBe(true);
  });

  it('[rulebook l.822 Young Generals; option noTakeGround] no Take Ground after a won close assault', () => {
    const s = act(play(game([A(4, 4), X(3, 5, 'infantry', { figures: 1 }), X(0, 24)], ['probe-left'], { options: { noTakeGround: true } }), 'probe-left').state, {
      type: 'endMoves',
    }).state;
    const r = battle(s, hex(4, 4), hex(3, 5), ['grenade', 'star', 'star']);
    expect(r.state.pending).toEqual([]);
    expect(types(r.events)).not.toContain('tookGround');
    expect(r.state.turn.side).toBe('axis');
  });

  it('[rulebook l.822 Young Generals; option noTakeGround] no Take Ground and so no Armor Overrun after a retreat', () => {
    const s = act(
      play(game([A(4, 4, 'armor'), X(3, 5), X(2, 8), X(0, 24)], ['probe-left'], { options: { youngGenerals: true, noTakeGround: true } }), 'probe-left').state,
      { type: 'endMoves' },
    ).state;
    let r = battle(s, hex(4, 4), hex(3, 5), ['flag', 'star', 'star']);
    if (r.state.pending[0]?.kind === 'retreat') r = act(r.state, { type: 'retreat', to: hex(2, 4), ignore: false });
    expect(r.state.pending.some((p) => p.kind === 'takeGround' || p.kind === 'overrun')).toBe(false);
    expect(unitOn(r.state, hex(4, 4))?.kind).toBe('armor');
  });

  it('[rulebook l.484 Take Ground] without the option, the same assault offers Take Ground', () => {
    const s = act(play(game([A(4, 4), X(3, 5, 'infantry', { figures: 1 }), X(0, 24)], ['recon-left'], { options: { youngGenerals: true } }), 'recon-left').state, {
      type: 'endMoves',
    }).state;
    const r = battle(s, hex(4, 4), hex(3, 5), ['grenade', 'star', 'star']);
    expect(r.state.pending[0]).toEqual({ kind: 'takeGround', actor: 'allies', unit: idAt(s, 4, 4), row: 3, col: 5 });
  });

  it('[engine API] the options object is kept in the state, unchanged by play', () => {
    const options: GameOptions = { youngGenerals: true, noTakeGround: true, ambushAlwaysAsk: true };
    const s = newGame(sc, { seed: 1, options });
    expect(s.options).toEqual(options);
    expect(s.options).not.toBe(options);
    const r = act(s, { type: 'play', card: s.cards.hands.allies[0]! });
    let t = r.state;
    while (t.turn.side === 'allies' && !t.winner) t = act(t, legalActions(t).at(-1)!).state;
    expect(t.options).toEqual(options);
    expect(newGame(sc, { seed: 1 }).options).toEqual({});
  });
});

function figuresAt(s: GameState, h: Hex): number {
  return unitOn(s, h)?.figures ?? 0;
}

/** Turns a game may last (docs/rules-decisions.md S26). */
const TURN_LIMIT = MAX_TURNS;

/** End the turn of a card that ordered units with nothing to battle (keeping the first card of a Recon). */
function endTurnOf(s: GameState): Step {
  let r = act(s, { type: 'endMoves' });
  if (!r.state.winner && !r.state.pending.length && r.state.turn.stage === 'battle') r = act(r.state, { type: 'endBattles' });
  const p = r.state.pending[0];
  if (!r.state.winner && p?.kind === 'keep') r = act(r.state, { type: 'keep', card: p.cards[0]! });
  return r;
}

describe('8. Victory: every game ends', () => {
  it('[rules-decisions S24; rulebook l.174 Object of the Game, l.184] a side with no unit left loses at once, short of the medal count', () => {
    // The Axis' only unit is worth 1 medal; the Allies need 6.
    const s = act(play(game([A(4, 4), X(3, 5, 'infantry', { figures: 1 })], ['recon-left']), 'recon-left').state, { type: 'endMoves' }).state;
    const r = battle(s, hex(4, 4), hex(3, 5), ['grenade', 'star', 'star']);
    expect(r.state.winner).toBe('allies');
    expect(r.events.at(-1)).toEqual({ type: 'gameOver', winner: 'allies', medals: { axis: 0, allies: 1 }, reason: 'noUnits' });
    expect(r.state.pending).toEqual([]);
    expect(legalActions(r.state)).toEqual([]);
  });

  it('[rules-decisions S24; cards.md: Barrage] a Barrage that destroys the last enemy unit ends the game: no card is left without a target', () => {
    let s = play(game([A(8, 12), X(1, 11, 'infantry', { figures: 1 })], ['barrage', 'air-power']), 'barrage').state;
    const r = act(s, { type: 'target', target: hex(1, 11) }, ['grenade', 'star', 'star', 'star']);
    s = r.state;
    expect(s.winner).toBe('allies');
    expect(r.events.at(-1)).toMatchObject({ type: 'gameOver', winner: 'allies', reason: 'noUnits' });
  });

  it('[rules-decisions S24; rulebook l.184] a side wiped out by the defender\'s Ambush loses on the other side\'s turn', () => {
    let s = game([A(4, 4, 'infantry', { figures: 1 }), X(4, 6)], ['recon-left'], { axis: ['ambush', 'probe-left'] });
    s = act(play(s, 'recon-left').state, { type: 'endMoves' }).state;
    s = battle(s, hex(4, 4), hex(4, 6)).state;
    const r = act(s, { type: 'ambush' }, ['grenade', 'star', 'star']);
    expect(r.state.winner).toBe('axis');
    expect(r.events.at(-1)).toMatchObject({ type: 'gameOver', winner: 'axis', reason: 'noUnits' });
  });

  const noReshuffle = (hexes: ScenarioHex[], first: Side = 'allies') => ({ ...mini({ hexes, first }), deck: { reshuffle: false } });

  it('[rules-decisions S25; FAQ §I Unusable Cards Q1, line 425] no reshuffle: a turn that begins with an empty hand ends the game, the side with more medals wins', () => {
    const sc = noReshuffle([A(7, 5), X(0, 24), X(0, 20)]);
    let s = start(sc, { allies: ['recon-left'], axis: [] });
    s = { ...s, cards: { ...s.cards, deck: [] }, medalsWon: { axis: 0, allies: 1 } };
    const r = endTurnOf(play(s, 'recon-left').state);
    expect(r.state.winner).toBe('allies');
    expect(r.events.at(-1)).toEqual({ type: 'gameOver', winner: 'allies', medals: { axis: 0, allies: 1 }, reason: 'noCards' });
  });

  it('[rules-decisions S25] no reshuffle: at equal medals the side that did not move first wins when a hand runs empty', () => {
    const sc = noReshuffle([A(7, 5), X(0, 24), X(0, 20)], 'allies');
    let s = start(sc, { allies: ['recon-left'], axis: [] });
    s = { ...s, cards: { ...s.cards, deck: [] } };
    const r = endTurnOf(play(s, 'recon-left').state);
    expect(r.events.at(-1)).toEqual({ type: 'gameOver', winner: 'axis', medals: { axis: 0, allies: 0 }, reason: 'noCards' });
  });

  it('[rules-decisions S26] a game ends after its last allowed turn: the side with more medals wins, at equal medals the side that did not move first', () => {
    // The Allies move first (odd turns): turn TURN_LIMIT is the Axis'; their Probe orders nothing and ends the turn.
    const base = game([A(7, 5), X(0, 24), X(0, 20)], ['recon-left']);
    const atTurn = (number: number, won: Record<Side, number>): GameState => ({ ...base, turn: { ...base.turn, side: 'axis', number }, medalsWon: { ...won } });
    for (const [won, winner] of [
      [{ axis: 1, allies: 0 }, 'axis'],
      [{ axis: 0, allies: 1 }, 'allies'],
      [{ axis: 2, allies: 2 }, 'axis'],
    ] as const) {
      const r = play(atTurn(TURN_LIMIT, won), 'probe-centre');
      expect(r.state.winner).toBe(winner);
      expect(r.events.at(-1)).toMatchObject({ type: 'gameOver', winner, reason: 'turnLimit' });
    }
    // Two turns earlier the game goes on.
    expect(play(atTurn(TURN_LIMIT - 2, { axis: 0, allies: 0 }), 'probe-centre').state.winner).toBe(null);
  });
});

describe('8. Victory: a game that starts won', () => {
  it('[FAQ §I Ending the Game Q1, line 319] a side that starts holding temporary objectives worth its target has won before the first turn', () => {
    const obj: Objective = { id: 'town', side: 'allies', hexes: [hex(7, 5)], medals: 2 };
    const s = newGame(mini({ hexes: [A(7, 5), X(0, 24)], objectives: [obj], medalsToWin: { allies: 2 } }), { seed: 1 });
    expect(s.winner).toBe('allies');
    expect(s.pending).toEqual([]);
    expect(legalActions(s)).toEqual([]);
    expect(actor(s)).toBe(null);
    expect(applyAction(s, { type: 'play', card: s.cards.hands.allies[0]! })).toMatchObject({ ok: false, error: { code: 'game-over' } });
  });

  it('[FAQ §I Ending the Game Q1, line 319] a permanent objective taken at set-up counts: the Axis, moving second, have won already', () => {
    const obj: Objective = { id: 'bridge', side: 'axis', hexes: [hex(0, 24)], medals: 3, permanent: true };
    const s = newGame(mini({ hexes: [A(7, 5), X(0, 24)], objectives: [obj], medalsToWin: { axis: 3 } }), { seed: 1 });
    expect(s.winner).toBe('axis');
    expect(finalMedals(s, 'axis')).toBe(3);
  });

  it('[rulebook l.184] objectives held at set-up short of the target: the game goes on', () => {
    const obj: Objective = { id: 'town', side: 'allies', hexes: [hex(7, 5)], medals: 1 };
    const s = newGame(mini({ hexes: [A(7, 5), X(0, 24)], objectives: [obj], medalsToWin: { allies: 2 } }), { seed: 1 });
    expect(s.winner).toBe(null);
    expect(legalActions(s).length).toBeGreaterThan(0);
  });
});
