/**
 * The computer plays like a good player (issue 18 scope 2): small hand-made positions, each with a choice a seasoned
 * Memoir '44 player would make without thinking twice, asked of Normal and Hard. Each behaviour of the issue's list
 * has its position: keeping cards for the sections where they pay, fighting from cover, focusing fire to turn hits
 * into medals, pulling back a one-figure unit, blocking retreats, counting medals (a risk for the last one), and
 * Ambush, Counter-Attack and Their Finest Hour at their moment (and kept when it is not). Fast for CI: one decision
 * per level per position (a Hard decision on these small boards costs well under a second).
 */
import { describe, expect, it } from 'vitest';
import { actor, cardType, hexDistance, playerView, unitOn, type Action, type CardType, type GameState, type Side } from '../../src/engine';
import { decide, LEVELS as LEVEL_PARAMS, type AiLevel } from '../../src/ai';
import { DEFAULT_WEIGHTS, evaluate } from '../../src/ai/evaluate';
import type { ScenarioHex } from '../../src/scenario/types';
import { A, act, idAt, mini, start, T, X } from '../engine/helpers';

const LEVELS: AiLevel[] = ['normal', 'hard'];
/**
 * The levels whose evaluation counts the last medal and blocked retreats (evaluate.ts lastMedal, retreatBlock): Hard
 * alone since 2026-11-28 (docs/ai.md "A good player's habits": Normal with them too narrowed Hard's edge). Normal
 * pulls its one-figure unit back even for the last medal, and sees a blocked retreat only through its dice samples.
 */
const REFINED: AiLevel[] = ['hard'];

function choose(s: GameState, level: AiLevel, seed = 1): Action {
  return decide(playerView(s, actor(s)!), level, `behaviour/${seed}`);
}

/** The card type a play action plays. */
function played(a: Action): CardType | null {
  return a.type === 'play' ? cardType(a.card) : null;
}

/** A unit's figures set by hand (the state is plain JSON). */
function weaken(s: GameState, row: number, col: number, figures: number): GameState {
  const id = idAt(s, row, col);
  return { ...s, units: s.units.map((u) => (u.id === id ? { ...u, figures } : u)) };
}

/** Play the first card of the side's hand, order the units on the given hexes, end the orders. */
function orderedWith(s0: GameState, card: CardType, hexes: [number, number][]): GameState {
  const side = s0.turn.side;
  const id = s0.cards.hands[side].find((c) => cardType(c) === card)!;
  let s = act(s0, { type: 'play', card: id }).state;
  for (const [r, c] of hexes) if (s.turn.stage === 'order') s = act(s, { type: 'order', unit: idAt(s, r, c) }).state;
  if (s.turn.stage === 'order') s = act(s, { type: 'endOrders' }).state;
  return s;
}

/** Let `level` play the side's move stage to its end; where the unit first on (row, col) stands then. */
function movesBy(s0: GameState, level: AiLevel, row: number, col: number): { row: number; col: number } {
  const id = idAt(s0, row, col);
  let s = s0;
  for (let i = 0; i < 6 && s.turn.stage === 'move' && !s.winner; i++) s = act(s, choose(s, level, i)).state;
  const u = s.units.find((x) => x.id === id)!;
  return { row: u.row, col: u.col };
}

const nearestFoe = (s: GameState, side: Side, at: { row: number; col: number }): number =>
  Math.min(...s.units.filter((u) => u.side !== side && u.figures > 0 && u.row >= 0).map((u) => hexDistance(u, at)));

/** Some units far away on both sides so that no position is a whole battle's last unit. */
const RESERVES: ScenarioHex[] = [A(8, 0, 'infantry'), X(0, 0), A(8, 24, 'infantry'), X(0, 24)];

describe('the computer plays like a good player (issue 18 scope 2)', () => {
  it('[issue 18 scope 2, cards for sections where they pay] plays the flank card whose unit can fire, keeps the big card for the idle flank', () => {
    // Allies: one infantry on the left next to an enemy; three on the right with no enemy within reach.
    const sc = mini({ hexes: [A(4, 4, 'infantry'), X(3, 5), A(8, 18, 'infantry'), A(8, 20, 'infantry'), A(8, 22, 'infantry'), X(0, 20), X(0, 12)] });
    const s = start(sc, { allies: ['probe-left', 'attack-right', 'recon-centre', 'probe-centre'], axis: ['recon-centre'] });
    for (const level of LEVELS) expect.soft(played(choose(s, level)), level).toBe('probe-left');
  }, 30_000);

  it('[issue 18 scope 2, fights from cover] steps next to the enemy onto the hill, not onto the open hex beside it', () => {
    const sc = mini({ hexes: [A(6, 10, 'infantry'), X(4, 10), T(5, 9, 'hill'), ...RESERVES] });
    const s = orderedWith(start(sc, { allies: ['recon-centre'], axis: ['recon-centre'] }), 'recon-centre', [[6, 10]]);
    for (const level of LEVELS) expect.soft(movesBy(s, level, 6, 10), level).toEqual({ row: 5, col: 9 });
  }, 30_000);

  it('[issue 18 scope 2, focus fire] shoots the one-figure unit (a medal) before the full one beside it', () => {
    const sc = mini({ hexes: [A(6, 10, 'infantry'), X(5, 9), X(5, 11), ...RESERVES] });
    let s = orderedWith(start(sc, { allies: ['recon-centre'], axis: ['recon-centre'] }), 'recon-centre', [[6, 10]]);
    s = weaken(s, 5, 9, 1);
    if (s.turn.stage === 'move') s = act(s, { type: 'endMoves' }).state;
    for (const level of LEVELS) {
      const a = choose(s, level);
      expect.soft(a.type === 'battle' ? a.target : a, level).toEqual({ row: 5, col: 9 });
    }
  }, 30_000);

  it('[issue 18 scope 2, focus fire] after a hit, the second unit fires at the same, now weaker, target', () => {
    // Two two-figure enemies; the first shot has taken one of them down to one figure: the second finishes it.
    const sc = mini({ hexes: [A(6, 10, 'infantry'), A(7, 13, 'infantry'), X(5, 9), X(5, 11), ...RESERVES] });
    let s = orderedWith(start(sc, { allies: ['probe-centre'], axis: ['recon-centre'] }), 'probe-centre', [[6, 10], [7, 13]]);
    s = weaken(weaken(s, 5, 9, 2), 5, 11, 2);
    if (s.turn.stage === 'move') s = act(s, { type: 'endMoves' }).state;
    // The unit on (7,13) fires at (5,11), two hexes away, and hits once (an infantry face and a miss).
    s = act(s, { type: 'battle', unit: idAt(s, 7, 13), target: { row: 5, col: 11 } }, ['infantry', 'armor']).state;
    expect(unitOn(s, { row: 5, col: 11 })?.figures).toBe(1);
    for (const level of LEVELS) {
      const a = choose(s, level);
      expect.soft(a.type === 'battle' ? a.target : a, level).toEqual({ row: 5, col: 11 });
    }
  }, 30_000);

  it('[issue 18 scope 2, focus fire] the evaluation\'s focus option shares out the shots still to fire: two on a one-figure unit win one medal, not two; two on a two-figure unit are worth more together than apart', () => {
    // Two ordered infantry, both next to one enemy infantry in the open (3 dice each, half of them hits).
    const sc = mini({ hexes: [A(6, 10, 'infantry'), A(6, 12, 'infantry'), X(5, 11), ...RESERVES] });
    let s = orderedWith(start(sc, { allies: ['probe-centre'], axis: ['recon-centre'] }), 'probe-centre', [[6, 10], [6, 12]]);
    if (s.turn.stage === 'move') s = act(s, { type: 'endMoves' }).state;
    expect(s.turn.stage).toBe('battle');
    /** What sharing the shots out changes in the position's worth to the Allies (focus on minus focus off). */
    const focusGain = (st: GameState) => evaluate(st, 'allies', { ...DEFAULT_WEIGHTS, focus: 1 }) - evaluate(st, 'allies', { ...DEFAULT_WEIGHTS, focus: 0 });
    // Each shot alone nearly kills a one-figure unit: counted apart, the position held two medals' worth of fire.
    expect(focusGain(weaken(s, 5, 11, 1))).toBeLessThan(0);
    // Each shot alone rarely kills a two-figure unit; the two together often do.
    expect(focusGain(weaken(s, 5, 11, 2))).toBeGreaterThan(0);
    // A lone shooter's shot is worth what it was (the share-out changes nothing with one shot).
    const alone = act(s, { type: 'battle', unit: idAt(s, 6, 12), target: { row: 5, col: 11 } }, ['armor', 'armor', 'armor']).state;
    expect(focusGain(alone)).toBe(0);
  }, 30_000);

  it('[issue 18 scope 2, pulls back one-figure units] a one-figure unit facing units in towns walks out of their reach', () => {
    const sc = mini({ hexes: [A(5, 11, 'infantry'), X(3, 9, 'infantry', { terrain: 'town' }), X(3, 11, 'infantry', { terrain: 'town' }), X(3, 13, 'infantry', { terrain: 'town' }), ...RESERVES] });
    const s = weaken(orderedWith(start(sc, { allies: ['recon-centre'], axis: ['recon-centre'] }), 'recon-centre', [[5, 11]]), 5, 11, 1);
    for (const level of LEVELS) expect.soft(nearestFoe(s, 'allies', movesBy(s, level, 5, 11)), level).toBeGreaterThanOrEqual(4);
  }, 30_000);

  it('[issue 18 scope 2, counts medals] the same one-figure unit goes for the last medal when the enemy in front is as weak', () => {
    // One medal wins; the enemies are one-figure units in the open: standing or stepping in, it fires for the win.
    const sc = mini({ hexes: [A(5, 11, 'infantry'), X(3, 9), X(3, 11), X(3, 13), ...RESERVES], medalsToWin: { allies: 1 } });
    let s = weaken(orderedWith(start(sc, { allies: ['recon-centre'], axis: ['recon-centre'] }), 'recon-centre', [[5, 11]]), 5, 11, 1);
    for (const [r, c] of [[3, 9], [3, 11], [3, 13]] as const) s = weaken(s, r, c, 1);
    for (const level of REFINED) expect.soft(nearestFoe(s, 'allies', movesBy(s, level, 5, 11)), level).toBeLessThanOrEqual(2);
  }, 30_000);

  it('[issue 18 scope 2, counts medals] with one medal to win, shoots the one-figure unit in the forest (1 die) rather than the full unit in the open (2 dice)', () => {
    const sc = mini({ hexes: [A(6, 10, 'infantry'), X(4, 12), X(4, 8, 'infantry', { terrain: 'forest' }), ...RESERVES], medalsToWin: { allies: 1 } });
    let s = orderedWith(start(sc, { allies: ['recon-centre'], axis: ['recon-centre'] }), 'recon-centre', [[6, 10]]);
    s = weaken(s, 4, 8, 1);
    if (s.turn.stage === 'move') s = act(s, { type: 'endMoves' }).state;
    for (const level of REFINED) {
      const a = choose(s, level);
      expect.soft(a.type === 'battle' ? a.target : a, level).toEqual({ row: 4, col: 8 });
    }
  }, 30_000);

  it('[issue 18 scope 2, blocks retreats] of two equal targets, shoots the one that cannot retreat (its flags are hits)', () => {
    // Axis retreats to row 0: the unit on (0,10) has nowhere to go, the one on (1,13) has.
    const sc = mini({ hexes: [A(1, 11, 'infantry'), X(0, 10), X(1, 13), A(8, 0, 'infantry'), A(8, 24, 'infantry'), X(0, 24)] });
    let s = orderedWith(start(sc, { allies: ['recon-centre'], axis: ['recon-centre'] }), 'recon-centre', [[1, 11]]);
    s = weaken(weaken(s, 0, 10, 2), 1, 13, 2);
    if (s.turn.stage === 'move') s = act(s, { type: 'endMoves' }).state;
    // A battle is chosen on a few sets of dice (common to the targets), so a seed may see no flag and a retreat onto the
    // baseline is no bad result either: measured, Hard takes the blocked target on 4 of these 5 seeds, Normal on 3.
    for (const level of LEVELS) {
      let blocked = 0;
      for (let seed = 1; seed <= 5; seed++) {
        const a = choose(s, level, seed);
        if (a.type === 'battle' && a.target.row === 0 && a.target.col === 10) blocked++;
      }
      expect.soft(blocked, level).toBeGreaterThanOrEqual(level === 'hard' ? 4 : 3);
    }
  }, 30_000);

  it('[issue 18 scope 2, blocks retreats] a tank drives behind a weak unit whose other retreat hex is a lake, so its flags become hits', () => {
    const sc = mini({ hexes: [A(3, 13, 'armor'), X(1, 11), T(0, 10, 'lake'), ...RESERVES] });
    const s = weaken(orderedWith(start(sc, { allies: ['recon-centre'], axis: ['recon-centre'] }), 'recon-centre', [[3, 13]]), 1, 11, 2);
    for (const level of REFINED) expect.soft(movesBy(s, level, 3, 13), level).toEqual({ row: 0, col: 12 });
  }, 30_000);

  it('[issue 18 scope 2, Ambush at its moment] a close assault by a weakened unit is ambushed', () => {
    const sc = mini({ hexes: [A(5, 11, 'infantry'), X(4, 10), ...RESERVES] });
    let s = orderedWith(start(sc, { allies: ['recon-centre'], axis: ['ambush', 'recon-left', 'probe-right'] }), 'recon-centre', [[5, 11]]);
    s = weaken(s, 5, 11, 2);
    if (s.turn.stage === 'move') s = act(s, { type: 'endMoves' }).state;
    s = act(s, { type: 'battle', unit: idAt(s, 5, 11), target: { row: 4, col: 10 } }).state;
    expect(s.pending[0]?.kind).toBe('ambush');
    for (const level of LEVELS) expect.soft(choose(s, level).type, level).toBe('ambush');
  }, 30_000);

  // Axis to play: four Axis infantry in the centre face four Allied ones, next to each other.
  const FRONT: ScenarioHex[] = [X(2, 8), X(2, 10), X(2, 12), X(2, 14), A(3, 9, 'infantry'), A(3, 11, 'infantry'), A(3, 13, 'infantry'), A(3, 15, 'infantry'), ...RESERVES];
  const axisToPlay = (hand: CardType[], last: CardType): GameState => {
    const s = start(mini({ hexes: FRONT, first: 'axis' }), { axis: hand, allies: ['recon-centre'] });
    return { ...s, lastCommand: { ...s.lastCommand, allies: { type: last } } };
  };

  it('[issue 18 scope 2, Counter-Attack at its moment] copies the enemy\'s Assault Centre when its own centre faces the enemy', () => {
    const s = axisToPlay(['counter-attack', 'recon-left', 'probe-right'], 'assault-centre');
    for (const level of LEVELS) expect.soft(played(choose(s, level)), level).toBe('counter-attack');
  }, 30_000);

  it('[issue 18 scope 2, Counter-Attack at its moment] keeps it after a Recon on an empty flank, playing its own Attack Centre', () => {
    const s = axisToPlay(['counter-attack', 'attack-centre', 'recon-left'], 'recon-left');
    for (const level of LEVELS) expect.soft(played(choose(s, level)), level).toBe('attack-centre');
  }, 30_000);

  it('[issue 18 scope 2, Their Finest Hour at its moment] played when the whole line is in contact and the other cards order no one (Hard)', () => {
    // Hard only: Normal's play-outs end the battles unless their one look's dice beat the expected fire (no quickFire),
    // so a card that orders many units to fire scores no better than one that orders none (docs/ai.md, Not done yet).
    const s = start(mini({ hexes: FRONT }), { allies: ['their-finest-hour', 'recon-left', 'recon-right', 'probe-left'], axis: ['recon-centre'] });
    expect(played(choose(s, 'hard'))).toBe('their-finest-hour');
  }, 30_000);

  it('[issue 18 scope 2, Their Finest Hour at its moment] kept while the armies are far apart (another card is played)', () => {
    const far: ScenarioHex[] = [X(0, 8), X(0, 10), X(0, 12), X(0, 14), A(8, 8, 'infantry'), A(8, 10, 'infantry'), A(8, 12, 'infantry'), A(8, 14, 'infantry')];
    const s = start(mini({ hexes: far }), { allies: ['their-finest-hour', 'attack-centre', 'recon-left', 'recon-right'], axis: ['recon-centre'] });
    for (const level of LEVELS) expect.soft(played(choose(s, level)), level).not.toBe('their-finest-hour');
  }, 30_000);

  it("[issue 18 scope 2, each battle's objectives; reference NOTES.md 23 Toulon \"the Allies win immediately\"] with the evaluation's sudden-death weight (an option, off for every level), Hard walks towards the hexes of its sudden-death win though no enemy draws it there", () => {
    // Behind and beside the unit: walking there takes it away from the nearest enemy (the approach term pulls the other way).
    const goal = [{ row: 8, col: 16 }, { row: 8, col: 18 }, { row: 7, col: 17 }];
    const sc = { ...mini({ hexes: [A(6, 10, 'infantry'), ...RESERVES] }), suddenDeath: [{ side: 'allies' as const, hexes: goal, hold: 2 }] };
    const s0 = orderedWith(start(sc, { allies: ['recon-centre'], axis: ['recon-centre'] }), 'recon-centre', [[6, 10]]);
    const toGoal = (at: { row: number; col: number }) => Math.min(...goal.map((h) => hexDistance(h, at)));
    expect(toGoal({ row: 6, col: 10 })).toBe(4);
    const params = { ...LEVEL_PARAMS.hard, weights: { ...LEVEL_PARAMS.hard.weights, suddenDeath: 0.4 } };
    let s = s0;
    for (let i = 0; i < 6 && s.turn.stage === 'move' && !s.winner; i++) s = act(s, decide(playerView(s, actor(s)!), 'hard', `behaviour/${i}`, params)).state;
    const u = s.units.find((x) => x.side === 'allies' && x.kind === 'infantry' && x.id === idAt(s0, 6, 10))!;
    // (Without the weight the unit walks the other way, to 6 hexes from the goal: seen when the test was written.)
    expect(toGoal(u)).toBeLessThanOrEqual(2);
  }, 30_000);
});
