/**
 * The Terrain Pack's battle-star rules played as battle switches (house rules 001 l.330-344: Forward Spotting
 * Artillery l.340, Sabotage l.343; App. 2 Supply Depot l.575; FAQ 003 §III Destroy Supplies, card 14, l.1934-1938;
 * docs/rules-decisions.md C360-C363): src/engine/battleStars/.
 */
import { describe, expect, it } from 'vitest';
import { battleDice, legalActions, legalMoves } from '../../src/engine';
import type { CardType, GameState, Side } from '../../src/engine';
import type { Scenario, ScenarioHex } from '../../src/scenario/types';
import { appliedBattleRules, applyBattleRules, setBattleRules } from '../../src/scenario/battleRules';
import { validateScenario } from '../../src/scenario/validate';
import { A, X, act, hex, idAt, mini, start } from './helpers';

/** The Allies play `card` (Direct from HQ: 4 units, any section) in `sc`; the Axis hold a Recon. */
function orderedIn(sc: Scenario, card: CardType = 'direct-from-hq'): GameState {
  const s = start(sc, { allies: [card], axis: ['recon-centre'] });
  return act(s, { type: 'play', card: s.cards.hands.allies[0]! }).state;
}
const battleStep = (s: GameState): GameState => (s.turn.stage === 'move' ? act(s, { type: 'endMoves' }).state : s);
const withRules = (hexes: ScenarioHex[], rules: NonNullable<Scenario['rules']>): Scenario => ({ ...mini({ hexes }), rules });

describe('Forward Spotting Artillery (house rules l.340; C360)', () => {
  const SPOT = { allies: { hexes: [hex(6, 12)] } };
  /** Allied artillery on (8,0), its target `d` hexes along row 8, and the spotting hex (6,12) held or not. */
  function diceAt(d: number, spotter: ScenarioHex | null, rules: NonNullable<Scenario['rules']> = { forwardSpotting: SPOT }, kind: 'artillery' | 'heavy-anti-tank-gun' = 'artillery'): number {
    const hexes = [A(8, 0, kind), X(8, 2 * d), ...(spotter ? [spotter] : [])];
    return battleDice(orderedIn(withRules(hexes, rules)), hex(8, 0), hex(8, 2 * d));
  }
  const row = (spotter: ScenarioHex | null, rules?: NonNullable<Scenario['rules']>, kind?: 'artillery' | 'heavy-anti-tank-gun') =>
    [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => diceAt(d, spotter, rules, kind));

  it('[House rules l.340 "Big Guns rules are in effect for all Artillery Units for as long as a specified Unit occupies a specified hex"; Equipment Pack, Long Tom, l.98] with an Allied unit on the spotting hex, Allied artillery fires over 8 hexes at 3,3,2,2,1,1,1,1; without it, its own 6', () => {
    expect(row(A(6, 12, 'infantry'))).toEqual([3, 3, 2, 2, 1, 1, 1, 1, 0]);
    expect(row(null)).toEqual([3, 3, 2, 2, 1, 1, 0, 0, 0]);
    // An enemy on the spotting hex spots nothing for the Allies.
    expect(row(X(6, 12, 'infantry'))).toEqual([3, 3, 2, 2, 1, 1, 0, 0, 0]);
  });

  it('[House rules l.340 "a specified Unit"; rules-decisions C360] a rule naming the spotter\'s kind is met only by a unit of that kind', () => {
    const rules = { forwardSpotting: { allies: { hexes: [hex(6, 12)], kind: 'armor' as const } } };
    expect(diceAt(8, A(6, 12, 'infantry'), rules)).toBe(0);
    expect(diceAt(8, A(6, 12, 'armor'), rules)).toBe(1);
  });

  it('[House rules l.340 "all Artillery Units"; rules-decisions C360] a kind with fixed dice of its own (a Flak 88) keeps them, and the other side\'s artillery is not spotted for', () => {
    expect(row(A(6, 12, 'infantry'), undefined, 'heavy-anti-tank-gun')).toEqual(row(null, undefined, 'heavy-anti-tank-gun'));
    const axis = orderedIn(withRules([A(6, 12, 'infantry'), X(0, 0, 'artillery'), A(0, 16, 'infantry')], { forwardSpotting: SPOT }));
    expect(battleDice(axis, hex(0, 0), hex(0, 16))).toBe(0);
  });

  it('[House rules l.340; Equipment Pack, Long Tom, l.104-106 "place one Big Gun Cross-hair marker"] spotted artillery zeroes in: its hit marks the target, and it rolls 1 more die against it while spotted', () => {
    const sc = withRules([A(8, 12, 'artillery'), A(6, 20, 'infantry'), X(4, 12, 'infantry', { terrain: 'forest' })], { forwardSpotting: { allies: { hexes: [hex(6, 20)] } } });
    let s = battleStep(orderedIn(sc));
    const gun = idAt(s, 8, 12);
    expect(battleDice(s, hex(8, 12), hex(4, 12))).toBe(2);
    const r = act(s, { type: 'battle', unit: gun, target: hex(4, 12) }, ['infantry', 'armor']);
    s = r.state;
    expect(r.events).toContainEqual({ type: 'zeroedIn', unit: idAt(s, 4, 12), gun });
    const again = battleStep(orderedIn(sc));
    expect(battleDice({ ...again, zeroed: s.zeroed! }, hex(8, 12), hex(4, 12))).toBe(3);
    // The spotter gone, the artillery is no Big Gun: no extra die, though the marker stays on its target.
    const alone = battleStep(orderedIn(withRules([A(8, 12, 'artillery'), X(4, 12, 'infantry', { terrain: 'forest' })], { forwardSpotting: { allies: { hexes: [hex(6, 20)] } } })));
    expect(battleDice({ ...alone, zeroed: s.zeroed! }, hex(8, 12), hex(4, 12))).toBe(2);
  });

  it('[rules-decisions C360] an unspotted artillery hit places no marker (the Big Guns rule is off)', () => {
    const s = battleStep(orderedIn(withRules([A(8, 12, 'artillery'), X(4, 12)], { forwardSpotting: SPOT })));
    const r = act(s, { type: 'battle', unit: idAt(s, 8, 12), target: hex(4, 12) }, ['infantry', 'armor']);
    expect(r.events.some((e) => e.type === 'zeroedIn')).toBe(false);
    expect(r.state.zeroed).toBeUndefined();
  });

  it('[rules-decisions C360] the switches allied-forward-spotting / axis-forward-spotting take the board\'s battle stars as the spotting hexes, are seen as applied, and come off; an entry with a kind is the battle\'s own', () => {
    const sc = mini({ hexes: [A(8, 0, 'artillery'), { row: 4, col: 12, terrain: 'hill', marker: 'battle-star' }, X(0, 0)] });
    const on = applyBattleRules(sc, ['allied-forward-spotting']);
    expect(on.rules).toEqual({ forwardSpotting: { allies: { hexes: [hex(4, 12)] } } });
    expect(appliedBattleRules(on)).toContain('allied-forward-spotting');
    expect(appliedBattleRules(on)).not.toContain('axis-forward-spotting');
    expect(setBattleRules(on, []).rules).toBeUndefined();
    expect(validateScenario(on).ok).toBe(true);
    // No star: an empty list, nothing to hold.
    expect(applyBattleRules(mini({ hexes: [X(0, 0)] }), ['axis-forward-spotting']).rules).toEqual({ forwardSpotting: { axis: { hexes: [] } } });
    const own = { ...sc, rules: { forwardSpotting: { allies: { hexes: [hex(4, 12)], kind: 'infantry' as const } } } };
    expect(setBattleRules(own, []).rules).toEqual(own.rules);
    expect(validateScenario({ ...sc, rules: { forwardSpotting: { allies: { hexes: [hex(4, 13)] } } } }).ok).toBe(false);
    expect(validateScenario({ ...sc, rules: { forwardSpotting: { allies: { hexes: [hex(4, 12)], kind: 'tank' } } } } as unknown as Scenario).ok).toBe(false);
  });
});

describe('Sabotage and Destroy Supplies (house rules l.343, App. 2 Supply Depot l.575; FAQ §III Destroy Supplies; C361-C363)', () => {
  const DEPOT = hex(4, 12);
  const SAB = { sabotage: { allies: { hexes: [DEPOT] } } };
  const key = (h: { row: number; col: number }) => String(h.row * 25 + h.col);
  /** An Allied infantry unit on the Axis supply depot (4,12), Axis armor at (0,0); the Allies' turn, in the battle step. */
  const onDepot = (more: ScenarioHex[] = [], side: Side = 'allies'): GameState =>
    battleStep(orderedIn(withRules([A(4, 12, 'infantry', { terrain: 'supply-depot', marker: 'battle-star' }), X(0, 0, 'armor'), A(8, 24, 'armor'), ...more], { sabotage: { [side]: { hexes: [DEPOT] } } })));

  it('[House rules l.343 "the Unit must be on the corresponding hex and roll its Close Assault combat dice"] an ordered unit on its side\'s objective may sabotage instead of battling; a unit elsewhere, or on the enemy\'s objective, may not', () => {
    const s = onDepot();
    const id = idAt(s, 4, 12);
    expect(legalActions(s)).toContainEqual({ type: 'sabotage', unit: id });
    expect(legalActions(s).filter((a) => a.type === 'sabotage')).toHaveLength(1);
    const axisRule = onDepot([], 'axis');
    expect(legalActions(axisRule).some((a) => a.type === 'sabotage')).toBe(false);
  });

  it('[House rules l.343 "If a Star is rolled, the objective is destroyed. Take the Battle Star as a Victory Marker, and remove the destroyed Tile"] a star destroys it: 1 medal, the tile and its star gone, the unit stays, its battle spent', () => {
    const s = onDepot();
    const id = idAt(s, 4, 12);
    const r = act(s, { type: 'sabotage', unit: id }, ['infantry', 'star', 'flag']);
    expect(r.events.find((e) => e.type === 'roll')).toEqual({ type: 'roll', faces: ['infantry', 'star', 'flag'] });
    expect(r.events).toContainEqual({ type: 'sabotage', unit: id, side: 'allies', at: DEPOT, destroyed: true, was: 'supply-depot' });
    expect(r.state.medalsWon.allies).toBe(s.medalsWon.allies + 1);
    expect(r.state.board.cells[Number(key(DEPOT))]).toEqual({ terrain: 'countryside' });
    expect(r.state.sabotaged).toEqual({ [key(DEPOT)]: { by: 'allies', was: 'supply-depot' } });
    expect(idAt(r.state, 4, 12)).toBe(id);
    expect(legalActions(r.state).some((a) => 'unit' in a && a.unit === id)).toBe(false);
    // Destroyed once: no second attempt on a later turn.
    expect(legalActions({ ...s, sabotaged: r.state.sabotaged! }).some((a) => a.type === 'sabotage')).toBe(false);
  });

  it('[House rules l.343 "If a Star is rolled"] no star: the objective stands, no medal, the unit\'s battle is spent', () => {
    const s = onDepot();
    const id = idAt(s, 4, 12);
    const r = act(s, { type: 'sabotage', unit: id }, ['infantry', 'grenade', 'flag']);
    expect(r.events).toContainEqual({ type: 'sabotage', unit: id, side: 'allies', at: DEPOT, destroyed: false, was: 'supply-depot' });
    expect(r.state.medalsWon).toEqual(s.medalsWon);
    expect(r.state.board).toBe(s.board);
    expect(r.state.sabotaged).toBeUndefined();
    expect(legalActions(r.state).some((a) => 'unit' in a && a.unit === id)).toBe(false);
  });

  it('[House rules App. 2 Supply Depot l.575 "destroying an enemy Supply Depot reduces the Movement of all enemy Armoured Units by one hex"; FAQ §III Destroy Supplies l.1934-1938] a destroyed depot cuts every enemy armor move by 1, not the saboteur\'s own', () => {
    const s = onDepot();
    const blown = act(s, { type: 'sabotage', unit: idAt(s, 4, 12) }, ['star', 'star', 'star']).state;
    expect(blown.sabotaged).toEqual({ [key(DEPOT)]: { by: 'allies', was: 'supply-depot' } });
    const hq = start({ ...mini({ hexes: [X(0, 12, 'armor'), A(8, 24, 'armor')], first: 'axis' }), ...SAB }, { axis: ['direct-from-hq'], allies: ['recon-centre'] });
    const axisOrdered = (st: GameState) => act(st, { type: 'play', card: st.cards.hands.axis[0]! }).state;
    const far = (st: GameState) => Math.max(...legalMoves(st, idAt(st, 0, 12)).map((h) => h.row));
    expect(far(axisOrdered(hq))).toBe(3);
    expect(far(axisOrdered({ ...hq, sabotaged: { [key(DEPOT)]: { by: 'allies', was: 'supply-depot' } } }))).toBe(2);
    // The saboteurs' own armor keeps its 3.
    const allied = orderedIn(withRules([A(8, 12, 'armor'), X(0, 0)], SAB));
    const alliedCut = { ...allied, sabotaged: { [key(DEPOT)]: { by: 'allies' as const, was: 'supply-depot' as const } } };
    expect(Math.min(...legalMoves(alliedCut, idAt(allied, 8, 12)).map((h) => h.row))).toBe(5);
    // Another objective (a factory) destroyed cuts nothing.
    const factory = { ...hq, sabotaged: { [key(DEPOT)]: { by: 'allies' as const, was: 'factory' as const } } };
    expect(far(axisOrdered(factory))).toBe(3);
  });

  it('[House rules l.343 "roll its Close Assault combat dice"; rules-decisions C362] the dice are the unit\'s close-assault dice with the card\'s bonus; a unit that may not battle this turn (it entered a factory) may not sabotage', () => {
    const sc = withRules([A(4, 12, 'armor', { terrain: 'supply-depot' }), X(0, 0)], SAB);
    const s = battleStep(orderedIn(sc));
    const r = act(s, { type: 'sabotage', unit: idAt(s, 4, 12) }, ['flag', 'flag', 'flag']);
    expect((r.events.find((e) => e.type === 'roll') as { faces: unknown[] }).faces).toHaveLength(3);
    const fac = withRules([A(5, 11, 'infantry'), T4(), X(0, 0)], { sabotage: { allies: { hexes: [hex(4, 12)] } } });
    let m = orderedIn(fac);
    m = act(m, { type: 'move', unit: idAt(m, 5, 11), to: hex(4, 12) }).state;
    expect(legalActions(battleStep(m)).some((a) => a.type === 'sabotage')).toBe(false);
  });

  it('[rules-decisions C361] the switches take the starred tiles as objectives, else every depot, factory, radar station and power plant; seen as applied; off again; validated', () => {
    const starred = mini({ hexes: [{ row: 4, col: 12, terrain: 'factory', marker: 'battle-star' }, { row: 2, col: 2, terrain: 'supply-depot' }, { row: 3, col: 3, marker: 'battle-star' }, X(0, 0), A(8, 8, 'infantry')] });
    const on = applyBattleRules(starred, ['allied-sabotage']);
    expect(on.rules).toEqual({ sabotage: { allies: { hexes: [hex(4, 12)] } } });
    expect(appliedBattleRules(on)).toContain('allied-sabotage');
    expect(setBattleRules(on, []).rules).toBeUndefined();
    expect(validateScenario(on).ok).toBe(true);
    const plain = mini({ hexes: [{ row: 2, col: 2, terrain: 'supply-depot' }, { row: 4, col: 12, terrain: 'power-plant' }, { row: 6, col: 6, terrain: 'town' }, X(0, 0), A(8, 8, 'infantry')] });
    expect(applyBattleRules(plain, ['axis-sabotage']).rules).toEqual({ sabotage: { axis: { hexes: [hex(2, 2), hex(4, 12)] } } });
    expect(validateScenario({ ...plain, rules: { sabotage: { axis: { hexes: [hex(2, 2), hex(2, 2)] } } } }).ok).toBe(false);
  });
});

/** A factory on (4,12): town-like, a unit that enters it may not battle that turn. */
function T4(): ScenarioHex {
  return { row: 4, col: 12, terrain: 'factory' };
}
