/**
 * The base battles' special rules, carried by scenario data (docs/scenario-format.md) and general engine
 * mechanisms, never by a scenario id. Sources: the official FAQ §XII (which rules on the base versions of the
 * battles and wins), then ../shared/reference/scenarios/NOTES.md. Decisions: docs/rules-decisions.md (B1-B11).
 */
import { describe, expect, it } from 'vitest';
import { DECK, battleDice, legalActions, legalMoves, medals, newGame, retreatOptions, unitOn } from '../../src/engine';
import type { CardType, GameEvent, GameState, Side } from '../../src/engine';
import { validateScenario } from '../../src/scenario/validate';
import type { Scenario, ScenarioHex, ScenarioUnit } from '../../src/scenario/types';
import { act, cardId, hex, idAt, mini, refused, start } from './helpers';

const A = (row: number, col: number, kind: ScenarioUnit['kind'] = 'infantry', extra: Partial<ScenarioHex> = {}): ScenarioHex => ({
  row,
  col,
  unit: { side: 'allies', kind },
  ...extra,
});
const X = (row: number, col: number, kind: ScenarioUnit['kind'] = 'infantry', extra: Partial<ScenarioHex> = {}): ScenarioHex => ({
  row,
  col,
  unit: { side: 'axis', kind },
  ...extra,
});

/** The scenario must pass the validator: the tests use the format as a battle file would. */
function valid(sc: Scenario): Scenario {
  const r = validateScenario(sc);
  if (!r.ok) throw new Error(`invalid test scenario: ${JSON.stringify(r.problems)}`);
  return r.scenario;
}

/** The first card of this type in the hand of the side to play (the helper deals copies in its own order). */
function card(s: GameState, type: CardType): number {
  const c = s.cards.hands[s.turn.side].find((x) => DECK[x] === type);
  if (c === undefined) throw new Error(`no ${type} in ${s.turn.side}'s hand`);
  return c;
}

/** Play the first card of this type in the hand of the side to play, drawing `draws` first at the end of the turn. */
function playType(s: GameState, type: CardType, draws?: number[]) {
  const card = s.cards.hands[s.turn.side].find((c) => DECK[c] === type);
  if (card === undefined) throw new Error(`no ${type} in ${s.turn.side}'s hand`);
  return act(s, { type: 'play', card }, undefined, draws);
}

const drewBy = (events: GameEvent[], side: Side): number => events.filter((e) => e.type === 'drew' && e.side === side).length;

// Units kept out of every section card below: the Allies' unit on their left flank, the Axis' on their right
// flank (the top player's flanks are mirrored), so "-right" cards order nothing for the Allies and "-left" cards
// nothing for the Axis: the turn ends as soon as the card is played.
const QUIET = [A(8, 0), X(0, 0)];

describe('10. Special rules: Pegasus Bridge (extra draws)', () => {
  const pegasus = (first: Side): Scenario => {
    const sc = mini({ hexes: QUIET, first, cards: { axis: 2, allies: 4 } });
    sc.sides.axis.extraDraws = { turns: 2, cards: 1 };
    return valid(sc);
  };
  const axisHand: CardType[] = ['probe-left', 'probe-left'];
  const alliesHand: CardType[] = ['probe-right', 'probe-right', 'probe-right', 'probe-right'];
  const axisDraws = [cardId('attack-left', 0), cardId('attack-left', 1), cardId('attack-left', 2), cardId('assault-left', 0)];

  it('[FAQ §XII Pegasus Bridge, line 4499; NOTES.md 2 Pegasus Bridge] the Axis, starting with 2 cards, draw 2 at the end of their first two turns, then 1', () => {
    let s = start(pegasus('allies'), { axis: axisHand, allies: alliesHand });
    expect(s.cards.hands.axis.length).toBe(2);
    const sizes: number[] = [];
    const axisDrew: number[] = [];
    const alliesDrew: number[] = [];
    let d = 0;
    for (let turn = 1; turn <= 6; turn++) {
      const side = s.turn.side;
      const r = side === 'allies' ? playType(s, 'probe-right') : playType(s, turn < 6 ? 'probe-left' : 'attack-left', axisDraws.slice(d));
      if (side === 'axis') {
        d += drewBy(r.events, 'axis');
        axisDrew.push(drewBy(r.events, 'axis'));
        sizes.push(r.state.cards.hands.axis.length);
      } else alliesDrew.push(drewBy(r.events, 'allies'));
      s = r.state;
    }
    expect(axisDrew).toEqual([2, 2, 1]);
    expect(sizes).toEqual([3, 4, 4]);
    expect(alliesDrew).toEqual([1, 1, 1]);
  });

  it('[scenario format: extraDraws counts each side’s own turns] with the Axis first, their turns 1 and 3 draw 2, turn 5 draws 1', () => {
    let s = start(pegasus('axis'), { axis: axisHand, allies: alliesHand });
    const axisDrew: number[] = [];
    let d = 0;
    for (let turn = 1; turn <= 5; turn++) {
      const r = s.turn.side === 'allies' ? playType(s, 'probe-right') : playType(s, turn < 5 ? 'probe-left' : 'attack-left', axisDraws.slice(d));
      if (s.turn.side === 'axis') {
        d += drewBy(r.events, 'axis');
        axisDrew.push(drewBy(r.events, 'axis'));
      }
      s = r.state;
    }
    expect(axisDrew).toEqual([2, 2, 1]);
  });

  it('[FAQ §XII Pegasus Bridge, line 4499] a Recon on a first turn: draw 2, keep 1, then the extra card', () => {
    const s0 = start(pegasus('axis'), { axis: ['recon-left', 'probe-left'], allies: alliesHand });
    const [c1, c2, c3] = [cardId('attack-centre'), cardId('barrage'), cardId('dig-in')];
    const r = playType(s0, 'recon-left', [c1, c2]);
    expect(r.state.pending).toEqual([{ kind: 'keep', actor: 'axis', cards: [c1, c2] }]);
    const k = act(r.state, { type: 'keep', card: c2 }, undefined, [c3]);
    expect(k.events).toEqual([
      { type: 'kept', side: 'axis', card: c2, discarded: c1 },
      { type: 'drew', side: 'axis', card: c3 },
      { type: 'turn', side: 'allies', number: 2 },
    ]);
    expect(k.state.cards.hands.axis).toEqual([cardId('probe-left'), c2, c3]);
  });

  it('[scenario format: extraDraws] a battle without the rule draws one card a turn (unchanged)', () => {
    const s0 = start(valid(mini({ hexes: QUIET, first: 'axis', cards: { axis: 2 } })), { axis: axisHand, allies: alliesHand });
    expect(drewBy(playType(s0, 'probe-left').events, 'axis')).toBe(1);
    expect(s0.special).toBeUndefined();
  });
});

describe('10. Special rules: Counter-attack on Mortain (Recon as Air Power)', () => {
  // Hill 317 at (4,22) and (5,21); an Axis group at (2,10), (2,12) to strike.
  const mortain = (onHill: boolean, first: Side = 'allies'): Scenario => {
    const sc = mini({
      hexes: [
        { row: 4, col: 22, terrain: 'hill', ...(onHill ? { unit: { side: 'allies', kind: 'infantry' } } : {}) },
        { row: 5, col: 21, terrain: 'hill' },
        A(8, 0),
        X(2, 10),
        X(2, 12),
      ],
      first,
    });
    sc.sides.allies.playAs = [{ cards: ['recon-left', 'recon-centre', 'recon-right'], as: 'air-power', holding: [hex(4, 22), hex(5, 21)] }];
    return valid(sc);
  };
  const recon = cardId('recon-left');

  it('[FAQ §XII Operation Lüttich Q1, line 4465; NOTES.md 16] while holding Hill 317, a Recon 1 may be played exactly like Air Power: 2 dice a hex, one card drawn', () => {
    const s0 = start(mortain(true), { allies: ['recon-left', 'probe-left'], axis: ['probe-left'] });
    expect(legalActions(s0)).toContainEqual({ type: 'play', card: recon });
    expect(legalActions(s0)).toContainEqual({ type: 'play', card: recon, as: 'air-power' });
    const p = act(s0, { type: 'play', card: recon, as: 'air-power' });
    expect(p.events[0]).toEqual({ type: 'played', side: 'allies', card: recon, cardType: 'recon-left', command: { type: 'air-power' } });
    expect(p.state.pending[0]).toEqual({ kind: 'airPower', actor: 'allies', picked: [] });
    let s = act(p.state, { type: 'target', target: hex(2, 10) }).state;
    const r = act(s, { type: 'target', target: hex(2, 12) }, ['grenade', 'grenade', 'armor', 'armor'], [cardId('attack-left')]);
    expect(r.events.filter((e) => e.type === 'cardStrike').map((e) => (e as { dice: number }).dice)).toEqual([2, 2]);
    // No draw 2 keep 1: one card, then the Axis turn.
    expect(r.state.pending).toEqual([]);
    expect(drewBy(r.events, 'allies')).toBe(1);
    expect(r.state.turn.side).toBe('axis');
    s = r.state;
    expect(s.cards.discard).toContain(recon);
  });

  it('[NOTES.md 16 Mortain: "while an Allied unit occupies either hex"] without a unit on Hill 317 the Recon is only a Recon', () => {
    const s0 = start(mortain(false), { allies: ['recon-left'], axis: ['probe-left'] });
    expect(legalActions(s0).filter((a) => a.type === 'play' && a.as)).toEqual([]);
    refused(s0, { type: 'play', card: recon, as: 'air-power' }, 'not-allowed');
  });

  it('[FAQ §XII Operation Lüttich Q2, line 4469] Recon in Force may not be played as Air Power (it is not in the scenario’s list)', () => {
    const s0 = start(mortain(true), { allies: ['recon-in-force'], axis: ['probe-left'] });
    refused(s0, { type: 'play', card: card(s0, 'recon-in-force'), as: 'air-power' }, 'not-allowed');
    expect(legalActions(s0)).toEqual([{ type: 'play', card: cardId('recon-in-force') }]);
  });

  it('[FAQ §XII Operation Lüttich Q3, line 4473] an Axis Counter-Attack of it is only a Recon (orders one unit, draws 2 keeps 1)', () => {
    const s0 = start(mortain(true), { allies: ['recon-left'], axis: ['counter-attack', 'recon-left'] });
    let s = act(s0, { type: 'play', card: card(s0, 'recon-left'), as: 'air-power' }).state;
    s = act(s, { type: 'target', target: hex(2, 10) }).state;
    s = act(s, { type: 'target', target: hex(2, 12) }, ['armor', 'armor', 'armor', 'armor']).state;
    expect(s.turn.side).toBe('axis');
    // The Axis have no playAs: their Recon is only a Recon, and so is their copy.
    expect(legalActions(s).filter((a) => a.type === 'play' && a.as)).toEqual([]);
    const ca = act(s, { type: 'play', card: card(s, 'counter-attack') });
    expect(ca.events[0]).toMatchObject({ type: 'played', cardType: 'counter-attack', command: { type: 'recon-right' } });
    // It orders nothing here (no Axis unit on their right flank) and ends with the Recon's draw 2 keep 1.
    expect(ca.state.pending[0]?.kind).toBe('keep');
  });

  it('[FAQ §VIII Recon 1 Q1, line 3447] a side allowed to may play its Counter-Attack of a Recon as Air Power', () => {
    const s0 = start(mortain(true, 'axis'), { allies: ['counter-attack'], axis: ['recon-left', 'probe-left'] });
    const r = playType(s0, 'recon-left');
    const s = act(r.state, { type: 'keep', card: (r.state.pending[0] as { cards: number[] }).cards[0]! }).state;
    expect(s.turn.side).toBe('allies');
    const ca = cardId('counter-attack');
    expect(legalActions(s)).toEqual([
      { type: 'play', card: ca },
      { type: 'play', card: ca, as: 'air-power' },
    ]);
    const p = act(s, { type: 'play', card: ca, as: 'air-power' }).state;
    expect(p.pending[0]).toEqual({ kind: 'airPower', actor: 'allies', picked: [] });
    // What the Axis could copy back is the Recon.
    expect(p.lastCommand.allies).toEqual({ type: 'recon-right' });
  });

  it('[FAQ §XII Operation Lüttich Q1, line 4465] with nothing to copy, a Counter-Attack has no Air Power option', () => {
    const s0 = start(mortain(true), { allies: ['counter-attack'], axis: ['probe-left'] });
    expect(legalActions(s0)).toEqual([{ type: 'play', card: cardId('counter-attack') }]);
  });
});

describe('10. Special rules: Toulon and Saverne Gap (sudden death)', () => {
  const towns = [hex(0, 12), hex(2, 12), hex(1, 15), hex(1, 17)];
  const toulon = (alliedOn: number, first: Side = 'allies'): Scenario => {
    const hexes: ScenarioHex[] = [X(0, 0), A(8, 0)];
    towns.forEach((h, i) => hexes.push({ ...h, terrain: 'town', ...(i < alliedOn ? { unit: { side: 'allies', kind: 'infantry' } } : {}) }));
    const sc = mini({ hexes, first });
    sc.suddenDeath = [{ side: 'allies', hexes: towns, hold: 3 }];
    return valid(sc);
  };

  it('[NOTES.md 23 Toulon: group_sudden_death] an Allied turn ending on 3 of the 4 town hexes wins at once, before any draw', () => {
    const s0 = start(toulon(3), { allies: ['probe-left'], axis: ['probe-left'] });
    // Probe Left orders the (8,0) unit only: the town units stay put and the turn ends.
    let s = act(s0, { type: 'play', card: card(s0, 'probe-left') }).state;
    const r = act(s, { type: 'endMoves' });
    s = r.state;
    expect(s.winner).toBe('allies');
    expect(r.events.at(-1)).toEqual({ type: 'gameOver', winner: 'allies', medals: { axis: 0, allies: 0 }, reason: 'suddenDeath' });
    expect(drewBy(r.events, 'allies')).toBe(0);
    expect(legalActions(s)).toEqual([]);
  });

  it('[NOTES.md 23 Toulon] 2 of the 4 hexes are not enough: the game goes on', () => {
    const s0 = start(toulon(2), { allies: ['probe-right'], axis: ['probe-left'] });
    const r = act(s0, { type: 'play', card: card(s0, 'probe-right') });
    expect(r.state.winner).toBeNull();
    expect(r.state.turn.side).toBe('axis');
  });

  it('[NOTES.md 29 Saverne Gap: "when an Allied turn ends"] holding the hexes at the end of the other side’s turn does not win', () => {
    const s0 = start(toulon(3, 'axis'), { allies: ['probe-right'], axis: ['probe-left'] });
    const r = act(s0, { type: 'play', card: card(s0, 'probe-left') });
    expect(r.state.winner).toBeNull();
    expect(r.state.turn.side).toBe('allies');
    expect(act(r.state, { type: 'play', card: card(r.state, 'probe-right') }).state.winner).toBe('allies');
  });
});

describe('10. Special rules: Vassieux (no reshuffle)', () => {
  const vassieux = (rule: boolean): Scenario => {
    const sc = mini({ hexes: QUIET, first: 'axis' });
    if (rule) sc.deck = { reshuffle: false, emptyWinner: 'axis' };
    return valid(sc);
  };
  /** The state with only `left` cards in the draw pile (the rest discarded). */
  const nearlyEmpty = (s: GameState, left: number): GameState => ({
    ...s,
    cards: { ...s.cards, deck: s.cards.deck.slice(0, left), discard: s.cards.deck.slice(left) },
  });

  it('[NOTES.md 19 Vassieux: "If the draw pile runs out before the Allies have won, the Axis wins"] the turn that draws the last card ends the game', () => {
    const s0 = nearlyEmpty(start(vassieux(true), { axis: ['probe-left'], allies: ['probe-right', 'probe-right'] }), 2);
    const t1 = act(s0, { type: 'play', card: card(s0, 'probe-left') });
    expect(t1.state.winner).toBeNull();
    expect(t1.state.cards.deck.length).toBe(1);
    const t2 = act(t1.state, { type: 'play', card: card(t1.state, 'probe-right') });
    expect(t2.state.cards.deck.length).toBe(0);
    expect(t2.events.some((e) => e.type === 'shuffled')).toBe(false);
    expect(t2.state.winner).toBe('axis');
    expect(t2.events.at(-1)).toEqual({ type: 'gameOver', winner: 'axis', medals: { axis: 0, allies: 0 }, reason: 'deckEmpty' });
  });

  it('[rulebook l.531 reshuffle] without the rule the discards are reshuffled and play goes on', () => {
    const s0 = nearlyEmpty(start(vassieux(false), { axis: ['probe-left'], allies: ['probe-right', 'probe-right'] }), 1);
    const r = act(s0, { type: 'play', card: card(s0, 'probe-left') });
    const t2 = act(r.state, { type: 'play', card: card(r.state, 'probe-right') });
    expect(t2.events.some((e) => e.type === 'shuffled')).toBe(true);
    expect(t2.state.winner).toBeNull();
  });

  it('[NOTES.md 19 Vassieux: "playing Their Finest Hour does not reshuffle the Command deck"] Their Finest Hour reshuffles nothing', () => {
    const s0 = start(vassieux(true), { axis: ['their-finest-hour'], allies: ['probe-right'] });
    const deck = s0.cards.deck.length;
    // One die (the hand is empty once it is played): a flag orders nothing and the turn ends.
    const r = act(s0, { type: 'play', card: card(s0, 'their-finest-hour') }, ['flag']);
    expect(r.state.turn.side).toBe('allies');
    expect(r.events.some((e) => e.type === 'shuffled')).toBe(false);
    expect(r.state.cards.deck.length).toBe(deck - 1);
    expect(r.state.cards.discard).toEqual([cardId('their-finest-hour')]);
  });
});

describe('10. Special rules: Sainte-Mère-Église (airdrop)', () => {
  const sme = (over: Partial<NonNullable<Scenario['airdrop']>> = {}, hexes: ScenarioHex[] = [X(4, 12), X(0, 0), A(8, 0)]): Scenario => {
    const sc = mini({ hexes });
    sc.airdrop = { side: 'allies', units: 4, unit: { kind: 'infantry' }, centre: hex(4, 12), radius: 5, ...over };
    return valid(sc);
  };

  it('[FAQ §XII Sainte-Mère-Église Q2-Q3, lines 4585-4591; FAQ Paradrop card, line 2079] every drop is placed or lost for its reason, never two units on a hex', () => {
    const sc = sme({}, [X(4, 12), X(3, 13), X(0, 0), A(8, 0), { row: 5, col: 11, terrain: 'river' }]);
    const seen = new Set<string>();
    for (let seed = 1; seed <= 300; seed++) {
      const s = newGame(sc, { seed });
      const drops = s.special!.drops!;
      expect(drops.length).toBe(4);
      const placed = drops.filter((d) => d.unit !== null);
      expect(s.units.length).toBe(4 + placed.length);
      for (const d of drops) {
        const at = `${d.row},${d.col}`;
        const same = drops.filter((o) => o.row === d.row && o.col === d.col).length;
        const onBoardHex = d.row >= 0 && d.row <= 8 && d.col >= 0 && d.col <= 24;
        expect(Math.abs(d.row - 4) + Math.max(0, (Math.abs(d.col - 12) - Math.abs(d.row - 4)) / 2)).toBeLessThanOrEqual(5);
        const expected = !onBoardHex ? 'offBoard' : at === '5,11' ? 'impassable' : ['4,12', '3,13', '0,0', '8,0'].includes(at) ? 'occupied' : same > 1 ? 'together' : undefined;
        expect(d.lost, `seed ${seed} drop at ${at}`).toBe(expected);
        if (d.unit !== null) {
          const u = s.units[d.unit]!;
          expect(u).toMatchObject({ side: 'allies', kind: 'infantry', row: d.row, col: d.col, figures: 4, maxFigures: 4, medals: 1 });
          expect(unitOn(s, d)?.id).toBe(d.unit);
        }
        seen.add(d.lost ?? 'placed');
      }
      // A lost paratrooper gives no medal to anyone.
      expect(s.medalsWon).toEqual({ axis: 0, allies: 0 });
    }
    expect([...seen].sort()).toEqual(['impassable', 'occupied', 'offBoard', 'placed', 'together']);
  });

  it('[FAQ §VI Paradrop Q, line 2097] both sides draw their cards before the drop: the hands are those of the same battle without it', () => {
    const plain = mini({ hexes: [X(4, 12), X(0, 0), A(8, 0)] });
    for (const seed of [1, 2, 3, 'abc']) {
      const a = newGame(sme(), { seed });
      const b = newGame(valid(plain), { seed });
      expect(a.cards).toEqual(b.cards);
    }
  });

  it('[engine: determinism] the drop comes from the seed: same seed, same landings; the seeds spread them', () => {
    const sc = sme();
    const key = (seed: number) => JSON.stringify(newGame(sc, { seed }).special!.drops);
    expect(key(7)).toBe(key(7));
    expect(new Set(Array.from({ length: 20 }, (_, i) => key(i + 1))).size).toBeGreaterThan(15);
    const s = newGame(sc, { seed: 7 });
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  it('[FAQ §XII Sainte-Mère-Église Q2, line 4587] two paratroopers landing in one hex are both lost', () => {
    const s = newGame(sme({ units: 2, radius: 0, centre: hex(6, 12) }), { seed: 1 });
    expect(s.special!.drops).toEqual([
      { row: 6, col: 12, unit: null, lost: 'together' },
      { row: 6, col: 12, unit: null, lost: 'together' },
    ]);
    expect(s.units.length).toBe(3);
  });

  it('[FAQ §XII Sainte-Mère-Église Q3, line 4591] a paratrooper landing on a unit is lost; one alone on a free hex becomes a full unit', () => {
    expect(newGame(sme({ units: 1, radius: 0, centre: hex(4, 12) }), { seed: 1 }).special!.drops).toEqual([{ row: 4, col: 12, unit: null, lost: 'occupied' }]);
    const s = newGame(sme({ units: 1, radius: 0, centre: hex(6, 12), unit: { kind: 'infantry', badge: 'badge2' } }), { seed: 1 });
    expect(s.special!.drops).toEqual([{ row: 6, col: 12, unit: 3 }]);
    expect(s.units[3]).toEqual({ id: 3, side: 'allies', kind: 'infantry', row: 6, col: 12, figures: 4, maxFigures: 4, medals: 1, badge: 'badge2' });
  });

  it('[engine: airdrop units play] a dropped unit is ordered and moves like any other', () => {
    const s0 = start(sme({ units: 1, radius: 0, centre: hex(6, 4) }), { allies: ['probe-left'], axis: ['probe-left'] });
    const s = act(s0, { type: 'play', card: card(s0, 'probe-left') }).state;
    expect(s.turn.ordered).toContain(idAt(s, 6, 4));
    expect(legalMoves(s, idAt(s, 6, 4)).length).toBeGreaterThan(0);
  });
});

describe('10. Special rules: impassable hexes (St Vith, Montélimar, Saverne Gap)', () => {
  const wall = (extra: ScenarioHex[] = []): Scenario =>
    valid(
      mini({
        hexes: [
          { row: 5, col: 11, terrain: 'hill', impassable: true },
          { row: 5, col: 13, terrain: 'hill', impassable: true },
          ...extra,
        ],
      }),
    );

  it('[NOTES.md 18 Montélimar, 20 St Vith, 29 Saverne: "hills no unit may enter"] no move ends on or passes through an impassable hex', () => {
    const s0 = start(wall([A(6, 12, 'armor'), X(0, 0)]), { allies: ['probe-centre'] });
    const s = act(s0, { type: 'play', card: card(s0, 'probe-centre') }).state;
    const to = legalMoves(s, idAt(s, 6, 12)).map((h) => `${h.row},${h.col}`);
    expect(to).not.toContain('5,11');
    expect(to).not.toContain('5,13');
    // Around the wall: (6,12) -> (6,14) -> (5,15) -> (4,14) is 3 hexes; (4,12), behind the wall, would take 4.
    expect(to).toContain('4,14');
    expect(to).not.toContain('4,12');
  });

  it('[FAQ Paradrop card "impassable hex", line 2079; NOTES.md 20 St Vith] a retreat may not enter an impassable hex', () => {
    // An Axis unit at (4,12) backs away from the wall, toward row 0: both hexes behind it are free.
    const s = start(wall([X(4, 12), A(8, 0)]));
    expect(retreatOptions(s, hex(4, 12), 1, false).length).toBe(2);
    // An Allied unit there backs toward row 8, into the wall: it cannot, and loses a figure.
    const s2 = start(wall([A(4, 12), X(0, 0)]));
    expect(retreatOptions(s2, hex(4, 12), 1, false)).toEqual([{ to: hex(4, 12), ignore: false, steps: 0, losses: 1 }]);
  });

  it('[NOTES.md 20 St Vith: "they still block line of sight as hills"] an impassable hill still blocks sight as a hill', () => {
    const s = start(wall([A(6, 12), X(4, 12)]));
    expect(battleDice(s, hex(6, 12), hex(4, 12))).toBe(0);
  });
});

describe('10. Special rules: fire-blocking hexes (Arnhem wide river, Saverne Gap hills)', () => {
  it('[NOTES.md 25 Arnhem: "Infantry may not target a unit on the other side of it"] infantry cannot fire across the wide river; armor can', () => {
    const river = { row: 5, col: 13, terrain: 'river' as const, blocksFire: ['infantry' as const] };
    const s = start(valid(mini({ hexes: [river, A(6, 12), A(6, 14, 'armor'), X(4, 14), X(0, 0)] })));
    expect(battleDice(s, hex(6, 12), hex(4, 14))).toBe(0);
    expect(battleDice(s, hex(6, 14), hex(4, 14))).toBe(3);
    // Special forces are infantry too.
    const sf = start(valid(mini({ hexes: [river, A(6, 12, 'special-forces'), X(4, 14), X(0, 0)] })));
    expect(battleDice(sf, hex(6, 12), hex(4, 14))).toBe(0);
    // Without the flag, the same river hex lets infantry fire (2 dice at range 2).
    const plain = start(valid(mini({ hexes: [{ row: 5, col: 13, terrain: 'river' }, A(6, 12), X(4, 14), X(0, 0)] })));
    expect(battleDice(plain, hex(6, 12), hex(4, 14))).toBe(2);
  });

  it('[NOTES.md 25 Arnhem] the battle is not offered to ordered infantry across the wide river', () => {
    const river = { row: 5, col: 13, terrain: 'river' as const, blocksFire: ['infantry' as const] };
    const s0 = start(valid(mini({ hexes: [river, A(6, 12), X(4, 14), X(0, 0)] })), { allies: ['probe-centre'] });
    const s = act(act(s0, { type: 'play', card: card(s0, 'probe-centre') }).state, { type: 'endMoves' }).state;
    expect(legalActions(s).filter((a) => a.type === 'battle')).toEqual([]);
  });

  it('[NOTES.md 29 Saverne Gap: "artillery cannot fire over them"] artillery cannot fire through a hill that blocks every class', () => {
    const hill = { row: 5, col: 13, terrain: 'hill' as const, impassable: true, blocksFire: ['infantry' as const, 'armor' as const, 'artillery' as const] };
    const s = start(valid(mini({ hexes: [hill, A(6, 12, 'artillery'), X(4, 14), X(3, 11), X(0, 0)] })));
    expect(battleDice(s, hex(6, 12), hex(4, 14))).toBe(0);
    // A line that does not cross the hill is open: (6,12) -> (3,11) passes (5,11)/(5,12)... not (5,13).
    expect(battleDice(s, hex(6, 12), hex(3, 11))).toBe(2);
    // Without the flag artillery ignores the hill (rulebook: artillery needs no line of sight).
    const plain = start(valid(mini({ hexes: [{ row: 5, col: 13, terrain: 'hill' }, A(6, 12, 'artillery'), X(4, 14), X(0, 0)] })));
    expect(battleDice(plain, hex(6, 12), hex(4, 14))).toBe(3);
  });

  it('[rulebook p.9 Line of Sight, last paragraph; scenario format: blocksFire] a line along the side of one blocking hex is open (both sides must be obstructed)', () => {
    // (6,12) -> (4,12) runs along the side between (5,11) and (5,13).
    const one = start(valid(mini({ hexes: [{ row: 5, col: 13, blocksFire: ['artillery'] }, A(6, 12, 'artillery'), X(4, 12), X(0, 0)] })));
    expect(battleDice(one, hex(6, 12), hex(4, 12))).toBe(3);
    const both = start(
      valid(mini({ hexes: [{ row: 5, col: 13, blocksFire: ['artillery'] }, { row: 5, col: 11, blocksFire: ['artillery'] }, A(6, 12, 'artillery'), X(4, 12), X(0, 0)] })),
    );
    expect(battleDice(both, hex(6, 12), hex(4, 12))).toBe(0);
  });
});

describe('10. Special rules: Arnhem Bridge (bridge span)', () => {
  const span = [hex(3, 15), hex(4, 14), hex(5, 13)];
  const arnhem = (units: ScenarioHex[], withSpan = true): Scenario => {
    const onSpan = (h: { row: number; col: number }) => span.some((x) => x.row === h.row && x.col === h.col);
    const bridges = span.map((h): ScenarioHex => ({ ...h, terrain: 'river', bridge: true, ...units.find((u) => u.row === h.row && u.col === h.col) }));
    const sc = mini({ hexes: [...bridges, ...units.filter((u) => !onSpan(u))] });
    if (withSpan) {
      sc.board.spans = [
        {
          hexes: span,
          exits: [
            { span: hex(3, 15), land: hex(2, 16) },
            { span: hex(5, 13), land: hex(6, 12) },
          ],
        },
      ];
    }
    return valid(sc);
  };
  const movesOf = (sc: Scenario, at: { row: number; col: number }, card: CardType = 'probe-centre'): string[] => {
    const s0 = start(sc, { allies: [card] });
    const s = act(s0, { type: 'play', card: cardId(card) }).state;
    return legalMoves(s, idAt(s, at.row, at.col)).map((h) => `${h.row},${h.col}`);
  };

  it('[NOTES.md 25 Arnhem: "moving along the span is normal"] units step from one span hex to the next', () => {
    expect(movesOf(arnhem([A(6, 12), X(0, 0)]), hex(6, 12))).toEqual(expect.arrayContaining(['5,13', '4,14']));
    expect(movesOf(arnhem([A(6, 12), X(0, 0)], false), hex(6, 12))).not.toContain('4,14');
  });

  it('[NOTES.md 25 Arnhem: "get on or off the span only" at its ends] no unit gets on or off the span elsewhere', () => {
    // (4,12) touches (4,14) and (5,13) but is no exit.
    const from = movesOf(arnhem([A(4, 12), X(0, 0)]), hex(4, 12));
    expect(from).not.toContain('4,14');
    expect(from).not.toContain('5,13');
    const off = movesOf(arnhem([A(4, 14), X(0, 0)]), hex(4, 14));
    expect(off.sort()).toEqual(['2,16', '3,15', '5,13', '6,12'].sort());
  });

  it('[NOTES.md 25 Arnhem; FAQ §I Retreating] a retreat leaves the span only by an exit', () => {
    // Allied unit on (4,14) retreats toward row 8: (5,13) is on the span; (5,15) is not an exit.
    const s = start(arnhem([A(4, 14), X(0, 0)]));
    expect(retreatOptions(s, hex(4, 14), 1, false).map((o) => `${o.to.row},${o.to.col}`)).toEqual(['5,13']);
    expect(retreatOptions(s, hex(4, 14), 2, false).map((o) => `${o.to.row},${o.to.col}`)).toEqual(['6,12']);
  });

  it('[NOTES.md 25 Arnhem] Take Ground goes along the span after a close assault on it', () => {
    const s0 = start(arnhem([A(5, 13), X(4, 14, 'infantry', { unit: { side: 'axis', kind: 'infantry', figures: 1 } }), X(0, 0)]), { allies: ['probe-centre'] });
    let s = act(s0, { type: 'play', card: card(s0, 'probe-centre') }).state;
    s = act(s, { type: 'endMoves' }).state;
    const r = act(s, { type: 'battle', unit: idAt(s, 5, 13), target: hex(4, 14) }, ['infantry', 'infantry', 'infantry']);
    expect(r.state.pending[0]).toMatchObject({ kind: 'takeGround', row: 4, col: 14 });
    expect(unitOn(act(r.state, { type: 'takeGround' }).state, hex(4, 14))?.side).toBe('allies');
  });
});

describe('10. Special rules: other rules of the base battles (FAQ §XII base versions)', () => {
  it('[NOTES.md 5 Mont Mouchet; scenario format: unit medals] an elite tank worth 2 medals gives 2 when eliminated', () => {
    const sc = valid(mini({ hexes: [A(5, 13), { row: 4, col: 12, unit: { side: 'axis', kind: 'elite-armor', medals: 2, figures: 1 } }, X(0, 0)] }));
    const s0 = start(sc, { allies: ['probe-centre'] });
    let s = act(s0, { type: 'play', card: card(s0, 'probe-centre') }).state;
    s = act(s, { type: 'endMoves' }).state;
    const r = act(s, { type: 'battle', unit: idAt(s, 5, 13), target: hex(4, 12) }, ['grenade', 'flag', 'flag']);
    expect(r.events).toContainEqual({ type: 'eliminated', unit: 1, medals: 2, to: 'allies' });
    expect(r.state.medalsWon.allies).toBe(2);
  });

  it('[NOTES.md 18 Montélimar: 3-figure infantry, one medal for any Rhone-side hex] reduced units start short; several group hexes still give 1 medal', () => {
    const rhone = [hex(0, 10), hex(1, 11), hex(1, 13)];
    const sc = valid(
      mini({
        hexes: [A(0, 10), A(1, 13), { row: 3, col: 3, unit: { side: 'axis', kind: 'infantry', figures: 3 } }],
        objectives: [{ id: 'rhone', side: 'allies', hexes: rhone, hold: 1 }],
      }),
    );
    const s = start(sc);
    expect(s.units[2]).toMatchObject({ figures: 3, maxFigures: 3 });
    // Two of the group's hexes held: still one medal.
    expect(medals(s, 'allies')).toBe(1);
    const none = start(valid(mini({ hexes: [A(2, 10), X(3, 3)], objectives: [{ id: 'rhone', side: 'allies', hexes: rhone, hold: 1 }] })));
    expect(medals(none, 'allies')).toBe(0);
  });

  it('[FAQ §XII Pointe-du-Hoc, line 4519 "unlike in the original base game version"] infantry may Take Ground up a cliff hill from the beach (plain hills)', () => {
    const sc = valid(
      mini({
        face: 'beach',
        hexes: [
          { row: 5, col: 13, terrain: 'beach', unit: { side: 'allies', kind: 'special-forces' } },
          { row: 4, col: 12, terrain: 'hill', unit: { side: 'axis', kind: 'infantry', figures: 1 } },
          X(0, 0),
        ],
      }),
    );
    const s0 = start(sc, { allies: ['probe-centre'] });
    let s = act(s0, { type: 'play', card: card(s0, 'probe-centre') }).state;
    s = act(s, { type: 'endMoves' }).state;
    const r = act(s, { type: 'battle', unit: idAt(s, 5, 13), target: hex(4, 12) }, ['infantry', 'infantry']);
    expect(r.state.pending[0]).toMatchObject({ kind: 'takeGround', row: 4, col: 12 });
    expect(act(r.state, { type: 'takeGround' }).state.units[0]).toMatchObject({ row: 4, col: 12 });
  });
});
