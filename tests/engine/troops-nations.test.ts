/**
 * The armies' own rules (src/engine/troops/nations.ts): FAQ 003_f06c3a1d5921cf5a.txt §VII Nations (Imperial Japanese
 * Army l.3327-3365, US Marine Corps l.3367-3404) and Equipment Pack 002_07e461a9f2ec49d7.txt §VII Minor WWII Nations
 * (Italy l.656-688). Decisions C170-C189 of docs/rules-decisions.md.
 */
import { describe, expect, it } from 'vitest';
import { battleDice, cardType, hexKey, legalActions, legalMoves, playerView, retreatOptions } from '../../src/engine';
import { battleTargets } from '../../src/engine/battle';
import type { CardType, GameState, Side, UnitKind } from '../../src/engine';
import type { Scenario, ScenarioHex, ScenarioUnit } from '../../src/scenario/types';
import { applyBattleRules } from '../../src/scenario/battleRules';
import { act, hex, idAt, mini, start } from './helpers';

const U = (row: number, col: number, side: Side, kind: UnitKind = 'infantry', more: Partial<ScenarioUnit> = {}): ScenarioHex => ({ row, col, unit: { side, kind, ...more } });
const JP = { army: 'japanese' } as const;
const IT = { army: 'italian' } as const;

/** The Allies play `card` and attack the Axis unit at `target` from `from` with these dice. */
function alliedAttack(sc: Scenario, from: [number, number], target: [number, number], dice: Parameters<typeof act>[2], card: CardType = 'direct-from-hq'): GameState {
  const s0 = start(sc, { allies: [card], axis: ['direct-from-hq'] });
  let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
  if (s.turn.stage === 'order') s = act(s, { type: 'order', unit: idAt(s, ...from) }).state;
  if (s.turn.stage === 'order') s = act(s, { type: 'endOrders' }).state;
  s = act(s, { type: 'endMoves' }).state;
  return act(s, { type: 'battle', unit: idAt(s, ...from), target: hex(...target) }, dice).state;
}

describe('Imperial Japanese Army', () => {
  it('[FAQ §VII Imperial Japanese Army, Yamato Damashi spirit, l.3337-3339] Japanese infantry must ignore 1 flag: 2 flags push it back 1 hex, and staying put is no option', () => {
    const sc = mini({ hexes: [U(4, 12, 'allies'), U(3, 13, 'axis', 'infantry', JP)] });
    const s = alliedAttack(sc, [4, 12], [3, 13], ['flag', 'flag', 'star']);
    const retreats = legalActions(s).filter((a) => a.type === 'retreat');
    expect(retreats.length).toBeGreaterThan(0);
    for (const r of retreats) expect(r.type === 'retreat' && r.ignore).toBe(true);
    for (const o of retreatOptions(s, hex(3, 13), 2)) expect(o.steps).toBe(1);
  });

  it('[FAQ §VII Yamato Damashi, l.3338] on ground that lets it ignore a flag (sandbags) it must ignore 2: two flags move it not at all', () => {
    const sc = mini({ hexes: [U(4, 12, 'allies'), { ...U(3, 13, 'axis', 'infantry', JP), obstacle: 'sandbags' }] });
    const s = alliedAttack(sc, [4, 12], [3, 13], ['flag', 'flag', 'star']);
    expect(s.pending.some((p) => p.kind === 'retreat')).toBe(false);
    expect(hexKey(s.units[1]!)).toBe('3,13');
  });

  it('[FAQ §VII Imperial Japanese Army Q1, l.3351-3353] flags that may not be ignored (Barrage, Air Power) push Japanese infantry back in full', () => {
    const s = start(mini({ hexes: [U(4, 12, 'allies'), U(3, 13, 'axis', 'infantry', JP)] }));
    const opts = retreatOptions(s, hex(3, 13), 2, false);
    expect(opts.every((o) => !o.ignore && o.steps === 2)).toBe(true);
  });

  it('[FAQ §VII Yamato Damashi: "Infantry"] Japanese armor and artillery choose as any unit: they need not ignore a flag', () => {
    const s = start(mini({ hexes: [U(4, 12, 'allies'), U(3, 13, 'axis', 'armor', JP)] }));
    expect(retreatOptions(s, hex(3, 13), 1).every((o) => !o.ignore && o.steps === 1)).toBe(true);
  });

  it('[FAQ §VII Seishin Kyoiku doctrine, l.3343-3345] full-strength Japanese infantry rolls 1 more die in close assault only; at 3 figures it does not', () => {
    const hexes = [U(2, 12, 'axis', 'infantry', JP), U(3, 13, 'allies'), U(4, 12, 'allies'), U(2, 20, 'axis', 'infantry', JP), U(3, 21, 'allies')];
    const s1 = start(mini({ hexes, first: 'axis' }), { axis: ['direct-from-hq'], allies: ['direct-from-hq'] });
    // The unit at (2,20) has lost a figure: 3 of 4.
    const s0: GameState = { ...s1, units: s1.units.map((u) => (hexKey(u) === '2,20' ? { ...u, figures: 3 } : u)) };
    let s = act(s0, { type: 'play', card: s0.cards.hands.axis[0]! }).state;
    if (s.turn.stage === 'order') s = act(s, { type: 'endOrders' }).state;
    s = act(s, { type: 'endMoves' }).state;
    expect(battleDice(s, hex(2, 12), hex(3, 13))).toBe(4);
    expect(battleDice(s, hex(2, 20), hex(3, 21))).toBe(3);
    const u = s.units[idAt(s, 2, 12)]!;
    expect(battleTargets(s, u, s.turn.units[u.id], false).find((b) => hexKey(b.target) === '3,13')?.dice).toBe(4);
  });

  it('[FAQ §VII Banzai War cry, l.3347-3349; Q4 l.3363-3365] Japanese infantry may move 2 hexes and still battle, but only an adjacent enemy', () => {
    // Japanese infantry at (2,12); an Allied unit at (5,13): 2 hexes down it stands next to it; another at (5,19).
    const hexes = [U(2, 12, 'axis', 'infantry', JP), U(5, 13, 'allies'), U(2, 18, 'axis'), U(5, 19, 'allies')];
    const s0 = start(mini({ hexes, first: 'axis' }), { axis: ['direct-from-hq'], allies: ['direct-from-hq'] });
    let s = act(s0, { type: 'play', card: s0.cards.hands.axis[0]! }).state;
    if (s.turn.stage === 'order') s = act(s, { type: 'endOrders' }).state;
    s = act(s, { type: 'move', unit: idAt(s, 2, 12), to: hex(4, 12) }).state;
    s = act(s, { type: 'move', unit: idAt(s, 2, 18), to: hex(4, 18) }).state;
    if (s.turn.stage === 'move') s = act(s, { type: 'endMoves' }).state;
    const jp = legalActions(s).filter((a) => a.type === 'battle' && a.unit === idAt(s, 4, 12));
    expect(jp.map((a) => (a.type === 'battle' ? hexKey(a.target) : ''))).toEqual(['5,13']);
    // Ordinary infantry that moved 2 may not battle at all.
    expect(legalActions(s).some((a) => a.type === 'battle' && a.unit === idAt(s, 4, 18))).toBe(false);
  });

  it('[FAQ §VII Banzai War cry] after a 2-hex move with no enemy adjacent, Japanese infantry has no target even in range', () => {
    const hexes = [U(2, 12, 'axis', 'infantry', JP), U(6, 12, 'allies')];
    const s0 = start(mini({ hexes, first: 'axis' }), { axis: ['direct-from-hq'], allies: ['direct-from-hq'] });
    let s = act(s0, { type: 'play', card: s0.cards.hands.axis[0]! }).state;
    if (s.turn.stage === 'order') s = act(s, { type: 'endOrders' }).state;
    expect(legalMoves(s, 0).some((h) => hexKey(h) === '4,12')).toBe(true);
    const r = act(s, { type: 'move', unit: 0, to: hex(4, 12) });
    // With nothing to battle, the turn goes on to the Allies without a battle step.
    expect(r.events.some((e) => e.type === 'battle')).toBe(false);
    expect(r.state.turn.side).toBe('allies');
  });
});

describe('Italian Royal Army', () => {
  it('[Equipment Pack §VII Italy, Motorized Divisions, l.674] an Italian ground unit may retreat 1, 2 or 3 hexes for one flag', () => {
    const s = start(mini({ hexes: [U(4, 12, 'allies'), U(3, 13, 'axis', 'armor', IT), U(3, 19, 'axis', 'armor')] }));
    expect([...new Set(retreatOptions(s, hex(3, 13), 1).map((o) => o.steps))].sort()).toEqual([1, 2, 3]);
    expect([...new Set(retreatOptions(s, hex(3, 19), 1).map((o) => o.steps))]).toEqual([1]);
  });

  it('[Equipment Pack §VII Italy, Artillery Bravery, l.680; FAQ Ground Support Q l.3074] Italian artillery may ignore 1 flag, not against a card that forbids it', () => {
    const s = start(mini({ hexes: [U(4, 12, 'allies'), U(2, 12, 'axis', 'artillery', IT), U(2, 18, 'axis', 'artillery')] }));
    expect(retreatOptions(s, hex(2, 12), 1).some((o) => o.ignore && o.steps === 0)).toBe(true);
    expect(retreatOptions(s, hex(2, 12), 1, false).some((o) => o.ignore)).toBe(false);
    expect(retreatOptions(s, hex(2, 18), 1).some((o) => o.ignore)).toBe(false);
  });

  it('[Equipment Pack §VII Italian High Command, l.668] the Italian army starts with 6 cards; each unit it loses costs a random card of its hand, never below 3', () => {
    const hexes = [U(4, 12, 'allies', 'armor'), U(3, 13, 'axis', 'infantry', { ...IT, figures: 1 }), U(0, 0, 'axis'), U(0, 4, 'axis'), U(0, 8, 'axis')];
    const sc = applyBattleRules(mini({ hexes }), ['italian-high-command']);
    const fresh = start(sc);
    expect(fresh.cards.hands.axis.length).toBe(6);
    expect(fresh.special?.highCommand).toBe('axis');
    const s0 = start(sc, { allies: ['direct-from-hq'], axis: ['recon-left', 'recon-centre', 'recon-right', 'probe-left', 'probe-right', 'attack-left'] });
    let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    if (s.turn.stage === 'order') s = act(s, { type: 'endOrders' }).state;
    s = act(s, { type: 'endMoves' }).state;
    const r = act(s, { type: 'battle', unit: 0, target: hex(3, 13) }, ['infantry', 'flag', 'flag']);
    const e = r.events.find((x) => x.type === 'highCommandDiscard');
    expect(e).toBeDefined();
    expect(r.state.cards.hands.axis.length).toBe(5);
    expect(r.state.cards.discard).toContain(e!.type === 'highCommandDiscard' ? e!.card : -1);
    // At 3 cards, a loss costs nothing.
    const low: GameState = { ...s, cards: { ...s.cards, hands: { ...s.cards.hands, axis: s.cards.hands.axis.slice(0, 3) } } };
    const r2 = act(low, { type: 'battle', unit: 0, target: hex(3, 13) }, ['infantry', 'flag', 'flag']);
    expect(r2.events.some((x) => x.type === 'highCommandDiscard')).toBe(false);
    expect(r2.state.cards.hands.axis.length).toBe(3);
  });

  it('[Equipment Pack §VII Italian High Command: "when in effect"] without the rule a side keeps its card count and loses no card with a unit', () => {
    const s = start(mini({ hexes: [U(4, 12, 'allies'), U(3, 13, 'axis', 'infantry', IT)] }));
    expect(s.cards.hands.axis.length).toBe(4);
    expect(s.special).toBeUndefined();
  });
});

describe('US Marine Corps: Gung Ho', () => {
  // Six Allied infantry on the left flank (cols 0-6), two in the centre, an Axis unit far away.
  const hexes = [U(8, 0, 'allies'), U(8, 2, 'allies'), U(8, 4, 'allies'), U(8, 6, 'allies'), U(7, 1, 'allies'), U(7, 3, 'allies'), U(8, 10, 'allies'), U(8, 12, 'allies'), U(0, 0, 'axis')];
  const marines = applyBattleRules(mini({ hexes }), ['gung-ho']);
  /** How many units the Allies may order with `card` (ordering every unit offered until none is left). */
  const orders = (sc: Scenario, card: CardType, section?: 'left'): number => {
    const s0 = start(sc, { allies: [card], axis: ['direct-from-hq'] });
    let r = act(s0, { type: 'play', card: s0.cards.hands.allies[0]!, ...(section ? { section } : {}) });
    let n = r.events.filter((e) => e.type === 'ordered').length;
    for (;;) {
      const o = r.state.turn.stage === 'order' && r.state.turn.side === 'allies' ? legalActions(r.state).find((a) => a.type === 'order') : undefined;
      if (!o) return n;
      r = act(r.state, o);
      n += r.events.filter((e) => e.type === 'ordered').length;
    }
  };

  it('[FAQ §VII US Marine Corps, Gung-Ho!, l.3379] a Section card orders 1 more unit than printed', () => {
    expect(orders(mini({ hexes }), 'probe-left')).toBe(2);
    expect(orders(marines, 'probe-left')).toBe(3);
    expect(orders(marines, 'attack-left')).toBe(4);
    expect(orders(marines, 'recon-left')).toBe(2);
  });

  it('[FAQ §VII Gung-Ho!, l.3380] Tactic cards that order 1 to 4 units order 2 to 5', () => {
    expect(orders(mini({ hexes }), 'direct-from-hq')).toBe(4);
    expect(orders(marines, 'direct-from-hq')).toBe(5);
    expect(orders(marines, 'move-out')).toBe(5);
    expect(orders(marines, 'behind-enemy-lines')).toBe(2);
  });

  it('[FAQ §VII Gung-Ho!, l.3382] no effect on Infantry Assault; an Assault card (every unit of a section) stays as printed', () => {
    expect(orders(marines, 'infantry-assault', 'left')).toBe(orders(mini({ hexes }), 'infantry-assault', 'left'));
    expect(orders(marines, 'assault-left')).toBe(6);
  });

  it('[FAQ §VII US Marine Corps Q2, l.3388-3390] a card with no unit of its type orders 2 units of the Marines\' choice', () => {
    expect(orders(mini({ hexes }), 'armor-assault')).toBe(1);
    expect(orders(marines, 'armor-assault')).toBe(2);
  });

  it('[FAQ §VII Gung-Ho! "Opposite not true", l.3381] the other side orders as printed', () => {
    const axisHexes = [U(0, 0, 'axis'), U(0, 2, 'axis'), U(0, 4, 'axis'), U(1, 1, 'axis'), U(8, 20, 'allies')];
    const sc = applyBattleRules(mini({ hexes: axisHexes, first: 'axis' }), ['gung-ho']);
    const s0 = start(sc, { axis: ['probe-right'], allies: ['direct-from-hq'] });
    let s = act(s0, { type: 'play', card: s0.cards.hands.axis[0]! }).state;
    while (s.turn.stage === 'order' && legalActions(s).some((a) => a.type === 'order')) s = act(s, legalActions(s).find((a) => a.type === 'order')!).state;
    // (the four Axis units are on the right flank as the Axis see it: the top player's left is mirrored)
    expect(Object.keys(s.turn.units).length).toBe(2);
  });
});

describe('British Commonwealth Forces: Stiff Upper Lip', () => {
  /** Axis infantry at (3,13) close-assaults Allied infantry of 2 figures at (4,12) (Allies under Stiff Upper Lip). */
  const board = (more: Partial<ScenarioHex> = {}, rule = true): GameState => {
    const sc = mini({ hexes: [U(3, 13, 'axis'), { ...U(4, 12, 'allies', 'infantry', { figures: 2 }), ...more }, U(8, 24, 'allies')], first: 'axis' });
    const s0 = start(rule ? applyBattleRules(sc, ['stiff-upper-lip']) : sc, { axis: ['direct-from-hq'], allies: ['direct-from-hq'] });
    let s = act(s0, { type: 'play', card: s0.cards.hands.axis[0]! }).state;
    if (s.turn.stage === 'order') s = act(s, { type: 'endOrders' }).state;
    if (s.turn.stage === 'move') s = act(s, { type: 'endMoves' }).state;
    return s;
  };

  it('[FAQ §VII British Commonwealth Forces, Stiff Upper Lip, l.3412-3413] down to its last figure without retreating, the unit battles its attacker back with 1 die', () => {
    const r = act(board(), { type: 'battle', unit: 0, target: hex(4, 12) }, ['infantry', 'star', 'star', 'infantry']);
    expect(r.events.some((e) => e.type === 'battleBack' && e.unit === 1 && e.target === 0)).toBe(true);
    expect(r.state.units[0]!.figures).toBe(3);
    expect(r.state.units[1]!.figures).toBe(1);
  });

  it('[FAQ §VII Stiff Upper Lip, l.3414] the battle back ignores the terrain: against infantry in a forest it still rolls its 1 die', () => {
    const sc = mini({ hexes: [{ ...U(3, 13, 'axis'), terrain: 'forest' }, U(4, 12, 'allies', 'infantry', { figures: 2 }), U(8, 24, 'allies')], first: 'axis' });
    const s0 = start(applyBattleRules(sc, ['stiff-upper-lip']), { axis: ['direct-from-hq'], allies: ['direct-from-hq'] });
    let s = act(s0, { type: 'play', card: s0.cards.hands.axis[0]! }).state;
    if (s.turn.stage === 'order') s = act(s, { type: 'endOrders' }).state;
    if (s.turn.stage === 'move') s = act(s, { type: 'endMoves' }).state;
    const r = act(s, { type: 'battle', unit: 0, target: hex(4, 12) }, ['infantry', 'star', 'star', 'infantry']);
    expect(r.events.filter((e) => e.type === 'roll').at(-1)).toEqual({ type: 'roll', faces: ['infantry'] });
    expect(r.state.units[0]!.figures).toBe(3);
  });

  it('[FAQ §VII Stiff Upper Lip: "without retreating"] a unit that falls back, or is hit from 2 hexes, does not battle back; every flag ignored (sandbags), it does', () => {
    const fled = act(board(), { type: 'battle', unit: 0, target: hex(4, 12) }, ['infantry', 'flag', 'star', 'infantry']);
    expect(fled.events.some((e) => e.type === 'battleBack')).toBe(false);
    const held = act(board({ obstacle: 'sandbags' }), { type: 'battle', unit: 0, target: hex(4, 12) }, ['infantry', 'flag', 'star']).state;
    const stay = legalActions(held).find((a) => a.type === 'retreat' && a.ignore);
    expect(stay).toBeDefined();
    const r = act(held, stay!, ['grenade']);
    expect(r.events.some((e) => e.type === 'battleBack')).toBe(true);
    expect(r.state.units[0]!.figures).toBe(3);
  });

  it('[FAQ §VII Stiff Upper Lip, l.3416 "cannot battle back during an Ambush"] after its own Ambush, a unit left at its last figure does not battle back', () => {
    const sc = applyBattleRules(mini({ hexes: [U(3, 13, 'axis'), U(4, 12, 'allies', 'infantry', { figures: 2 }), U(8, 24, 'allies')], first: 'axis' }), ['stiff-upper-lip']);
    const s0 = start(sc, { axis: ['direct-from-hq'], allies: ['ambush'] });
    let s = act(s0, { type: 'play', card: s0.cards.hands.axis[0]! }).state;
    if (s.turn.stage === 'order') s = act(s, { type: 'endOrders' }).state;
    if (s.turn.stage === 'move') s = act(s, { type: 'endMoves' }).state;
    s = act(s, { type: 'battle', unit: 0, target: hex(4, 12) }).state;
    expect(s.pending[0]?.kind).toBe('ambush');
    const r = act(s, { type: 'ambush' }, ['star', 'star', 'star', 'infantry', 'star', 'star']);
    expect(r.state.units[1]!.figures).toBe(1);
    expect(r.events.some((e) => e.type === 'battleBack')).toBe(false);
  });

  it('[FAQ §VII Stiff Upper Lip: a BCF ground unit; "when in effect"] without the rule, or for the other side, nothing happens', () => {
    const r = act(board({}, false), { type: 'battle', unit: 0, target: hex(4, 12) }, ['infantry', 'star', 'star']);
    expect(r.events.some((e) => e.type === 'battleBack')).toBe(false);
    expect(r.state.units[0]!.figures).toBe(4);
  });
});

describe('Red Army: the Political Commissar', () => {
  const hexes = [U(6, 12, 'allies'), U(6, 16, 'allies'), U(2, 12, 'axis'), U(2, 16, 'axis')];
  const red = applyBattleRules(mini({ hexes, cards: { allies: 5 } }), ['allied-commissar']);
  const hands = { allies: ['probe-centre', 'attack-centre', 'recon-left', 'counter-attack', 'probe-left'] as CardType[], axis: ['probe-centre', 'probe-left', 'probe-right', 'attack-left'] as CardType[] };
  /** Plays the turn's card, places `under` under the chip when asked, and ends the Allied turn. */
  const turn = (s: GameState, card: number, under?: number): GameState => {
    let t = act(s, { type: 'play', card }).state;
    if (t.pending[0]?.kind === 'commissar') t = act(t, { type: 'keep', card: under ?? t.cards.hands.allies[0]! }).state;
    while (t.turn.side === 'allies' && !t.winner) {
      const a = legalActions(t).find((x) => x.type === 'endOrders' || x.type === 'endMoves' || x.type === 'endBattles' || x.type === 'keep' || x.type === 'order');
      if (!a) break;
      t = act(t, a).state;
    }
    return t;
  };

  it('[FAQ §VII Red Army Q, l.3321-3323] on its first turn the side plays from its hand, then places another card face down under the chip', () => {
    const s0 = start(red, hands);
    const attack = s0.cards.hands.allies[1]!;
    let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    expect(s.pending[0]).toEqual({ kind: 'commissar', actor: 'allies' });
    expect(legalActions(s).every((a) => a.type === 'keep')).toBe(true);
    s = act(s, { type: 'keep', card: attack }).state;
    expect(s.hidden?.commissar?.allies).toBe(attack);
    expect(s.cards.hands.allies).not.toContain(attack);
  });

  it('[FAQ §VII Red Army, l.3301-3303] the next turn its card is the chip\'s; only Recon 1 and Counter-Attack may be played from the hand', () => {
    const s0 = start(red, hands, { seed: 3 });
    const attack = s0.cards.hands.allies[1]!;
    let s = turn(s0, s0.cards.hands.allies[0]!, attack);
    // The Axis turn: play a card, end everything.
    s = act(s, { type: 'play', card: s.cards.hands.axis[0]! }).state;
    while (s.turn.side === 'axis' && !s.winner) s = act(s, legalActions(s).find((x) => x.type === 'endOrders' || x.type === 'endMoves' || x.type === 'endBattles' || x.type === 'order' || x.type === 'retreat')!).state;
    const plays = legalActions(s).filter((a) => a.type === 'play').map((a) => (a.type === 'play' ? cardType(a.card) : ''));
    expect(new Set(plays)).toEqual(new Set(['attack-centre', 'recon-left', 'counter-attack']));
    // Played from the chip: the chip empties and waits for a card of the hand.
    const fromChip = act(s, { type: 'play', card: attack }).state;
    expect(fromChip.hidden?.commissar?.allies).toBeUndefined();
    expect(fromChip.pending[0]?.kind).toBe('commissar');
    // A Recon 1 from the hand: the chip's card stays, nothing to place.
    const recon = s.cards.hands.allies.find((c) => cardType(c) === 'recon-left')!;
    const r = act(s, { type: 'play', card: recon }).state;
    expect(r.hidden?.commissar?.allies).toBe(attack);
    expect(r.pending.some((p) => p.kind === 'commissar')).toBe(false);
  });

  it('[FAQ §VII Red Army; view.ts] the chip\'s card is hidden from the opponent, who sees only that one lies there', () => {
    const s0 = start(red, hands);
    const s = turn(s0, s0.cards.hands.allies[0]!, s0.cards.hands.allies[1]!);
    expect(playerView(s, 'allies').hidden?.commissar?.allies).toBe(s0.cards.hands.allies[1]);
    expect(playerView(s, 'axis').hidden?.commissar?.allies).toBe(-1);
    expect(JSON.stringify(playerView(s, 'axis').hidden)).not.toContain(String(s0.cards.hands.allies[1]));
  });

  it('[FAQ §VII Red Army: the rule names one side] without the rule, and for the other side, cards are played from the hand', () => {
    const s0 = start(mini({ hexes }), hands);
    const s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    expect(s.pending.some((p) => p.kind === 'commissar')).toBe(false);
    expect(s.hidden).toBeUndefined();
  });
});
