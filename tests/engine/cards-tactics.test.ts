/**
 * Scope item 7 (command cards), part 2: the tactic cards with their own effects: Artillery Bombard, Barrage,
 * Air Power, Ambush, Behind Enemy Lines, Close Assault, Dig-In, Firefight, Medics & Mechanics, Their Finest
 * Hour. (Deck, section cards, Counter-Attack, Recon and the order-type tactic cards are in cards.test.ts.)
 *
 * Sources (line numbers in /work/shared/rules):
 *   cards.md = card effects and "rulings that are easy to miss"
 *   FAQ 003_f06c3a1d5921cf5a.txt §VIII: Ambush l.3564-3584, Artillery Bombard l.3592-3618, Behind Enemy Lines
 *     l.3627-3723 (terrain summary l.3650), Close Assault l.3737-3749, Dig-In l.3759-3785, Firefight l.3799-3807,
 *     Their Finest Hour l.3828-3841, Air Power l.3851-3862; §I Dice Q1 l.303, Retreating Q5 l.365;
 *     §II Bunkers Q3 l.513, Sandbags Q5 l.759; §IV Standard Units Q4 l.2205
 */
import { describe, expect, it } from 'vitest';
import { battleDice, cardType, legalActions, moveTargets, orderableUnits, unitOn } from '../../src/engine';
import type { CardType, DieFace, GameEvent, GameOptions, GameState, Hex, Section } from '../../src/engine';
import type { ScenarioHex, UnitKind } from '../../src/scenario/types';
import { act, cardId, hex, idAt, mini, refused, start, type Step } from './helpers';

type Extra = Omit<ScenarioHex, 'row' | 'col' | 'unit'> & { figures?: number };
const unit =
  (side: 'allies' | 'axis') =>
  (row: number, col: number, kind: UnitKind = 'infantry', extra: Extra = {}): ScenarioHex => {
    const { figures, ...cell } = extra;
    return { row, col, ...cell, unit: { side, kind, ...(figures ? { figures } : {}) } };
  };
const A = unit('allies');
const X = unit('axis');

function play(s: GameState, type: CardType, dice?: DieFace[], section?: Section): Step {
  const card = s.cards.hands[s.turn.side].find((c) => cardType(c) === type);
  if (card === undefined) throw new Error(`${s.turn.side} holds no ${type}`);
  return act(s, { type: 'play', card, ...(section ? { section } : {}) }, dice);
}

const ordered = (s: GameState): string[] => s.turn.ordered.map((id) => `${s.units[id]!.row},${s.units[id]!.col}`).sort();
const orderable = (s: GameState): string[] =>
  orderableUnits(s)
    .map((u) => `${u.row},${u.col}`)
    .sort();
const keys = (hs: Hex[]): string[] => hs.map((h) => `${h.row},${h.col}`).sort();
const types = (ev: GameEvent[]): string[] => ev.map((e) => e.type);
const battle = (s: GameState, from: Hex, to: Hex, dice?: DieFace[]): Step => act(s, { type: 'battle', unit: idAt(s, from.row, from.col), target: to }, dice);
const move = (s: GameState, from: Hex, to: Hex): Step => act(s, { type: 'move', unit: idAt(s, from.row, from.col), to });
const figures = (s: GameState, h: Hex): number => unitOn(s, h)?.figures ?? 0;
const battlesOf = (s: GameState): string[] =>
  legalActions(s).flatMap((a) => (a.type === 'battle' ? [`${s.units[a.unit]!.row},${s.units[a.unit]!.col}>${a.target.row},${a.target.col}`] : []));
const NO = (n: number): DieFace[] => Array.from({ length: n }, () => 'star');
const game = (hexes: ScenarioHex[], allies: CardType[], axis: CardType[] = ['probe-centre'], options?: GameOptions, first?: 'axis') =>
  start(mini({ hexes, ...(first ? { first } : {}) }), { allies, axis }, options ? { options } : undefined);

describe('7. Command cards: Artillery Bombard', () => {
  const hexes = [A(8, 4, 'artillery'), A(8, 14, 'artillery'), A(7, 21), X(5, 5), X(4, 4), X(5, 15), X(0, 24)];

  it('[cards.md: Artillery Bombard] orders all artillery and nothing else', () => {
    const s = play(game(hexes, ['artillery-bombard']), 'artillery-bombard').state;
    expect(ordered(s)).toEqual(['8,14', '8,4']);
  });

  it('[cards.md: Artillery Bombard; FAQ Q3, line 3600] artillery may move up to 3 hexes, obeying terrain limits', () => {
    const s = play(game(hexes, ['artillery-bombard']), 'artillery-bombard').state;
    const t = keys(moveTargets(s, hex(8, 14)));
    expect(t).toContain('5,13');
    expect(t).not.toContain('4,14');
    const forest = { terrain: 'forest' as const };
    const boxed = [A(8, 4, 'artillery'), { row: 8, col: 2, ...forest }, { row: 8, col: 6, ...forest }, { row: 7, col: 3, ...forest }, { row: 7, col: 5, ...forest }, X(0, 24)];
    const b = play(game(boxed, ['artillery-bombard']), 'artillery-bombard').state;
    expect(keys(moveTargets(b, hex(8, 4)))).toEqual(['7,3', '7,5', '8,2', '8,6']);
  });

  it('[FAQ §VIII Artillery Bombard Q5, line 3608] artillery moving into wire must stop', () => {
    const wire = { obstacle: 'wire' as const };
    const boxed = [A(8, 4, 'artillery'), { row: 8, col: 2, ...wire }, { row: 8, col: 6, ...wire }, { row: 7, col: 3, ...wire }, { row: 7, col: 5, ...wire }, X(0, 24)];
    const s = play(game(boxed, ['artillery-bombard']), 'artillery-bombard').state;
    expect(keys(moveTargets(s, hex(8, 4)))).toEqual(['7,3', '7,5', '8,2', '8,6']);
  });

  it('[cards.md: Artillery Bombard; FAQ Q4, line 3604] or battle twice, at the same or a different target', () => {
    let s = act(play(game(hexes, ['artillery-bombard']), 'artillery-bombard').state, { type: 'endMoves' }).state;
    const r1 = battle(s, hex(8, 4), hex(5, 5), NO(2));
    s = r1.state;
    expect(battlesOf(s)).toContain('8,4>4,4');
    const r2 = battle(s, hex(8, 4), hex(4, 4), ['grenade', 'star']);
    expect(figures(r2.state, hex(4, 4))).toBe(3);
    expect(battlesOf(r2.state).filter((b) => b.startsWith('8,4>'))).toEqual([]);
  });

  it('[FAQ §VIII Artillery Bombard Q4, line 3604] a unit\'s two battles come together: once the next unit battles, the first loses its second', () => {
    let s = act(play(game(hexes, ['artillery-bombard']), 'artillery-bombard').state, { type: 'endMoves' }).state;
    s = battle(s, hex(8, 4), hex(5, 5), NO(2)).state;
    expect(battlesOf(s)).toContain('8,4>4,4');
    s = battle(s, hex(8, 14), hex(5, 15), NO(3)).state;
    expect(battlesOf(s)).toEqual(['8,14>5,5', '8,14>5,15']);
    refused(s, { type: 'battle', unit: idAt(s, 8, 4), target: hex(4, 4) }, 'not-allowed');
  });

  it('[FAQ §VIII Artillery Bombard Q7, line 3616] move or battle twice, never both', () => {
    let s = play(game(hexes, ['artillery-bombard']), 'artillery-bombard').state;
    s = move(s, hex(8, 4), hex(7, 5)).state;
    s = act(s, { type: 'endMoves' }).state;
    expect(battlesOf(s).filter((b) => b.startsWith('7,5>'))).toEqual([]);
  });

  it('[FAQ §VIII Artillery Bombard Q6, line 3614] artillery battling from wire rolls 1 die fewer', () => {
    const s = act(play(game([A(8, 4, 'artillery', { obstacle: 'wire' }), X(5, 5), X(0, 24)], ['artillery-bombard']), 'artillery-bombard').state, {
      type: 'endMoves',
    }).state;
    expect(battleDice(s, hex(8, 4), hex(5, 5))).toBe(1);
  });

  it('[FAQ §VIII Artillery Bombard Q1, line 3592] no artillery: 1 unit of your choice, normal order (infantry moves 2, not 3)', () => {
    const s = play(game([A(7, 3), A(7, 21), X(0, 24)], ['artillery-bombard']), 'artillery-bombard').state;
    expect(s.turn.fallback).toBe(true);
    expect(orderable(s)).toEqual(['7,21', '7,3']);
    const s1 = act(s, { type: 'order', unit: idAt(s, 7, 3) }).state;
    expect(keys(moveTargets(s1, hex(7, 3)))).toContain('5,3');
    expect(keys(moveTargets(s1, hex(7, 3)))).not.toContain('4,4');
    expect(s1.turn.units[String(idAt(s1, 7, 3))]!.maxBattles).toBe(1);
  });

  it('[FAQ §VIII Artillery Bombard Q8, line 3618] artillery forced to retreat by an Ambush loses its second battle', () => {
    let s = act(play(game([A(5, 5, 'artillery'), X(4, 6), X(0, 24)], ['artillery-bombard'], ['ambush', 'probe-left']), 'artillery-bombard').state, {
      type: 'endMoves',
    }).state;
    s = battle(s, hex(5, 5), hex(4, 6)).state;
    expect(s.pending[0]).toMatchObject({ kind: 'ambush', actor: 'axis' });
    s = act(s, { type: 'ambush' }, ['flag', 'star', 'star']).state;
    const r = act(s, { type: 'retreat', to: hex(6, 6), ignore: false });
    expect(types(r.events)).toContain('attackCancelled');
    // No second battle: the turn is over.
    expect(r.state.turn.side).toBe('axis');
  });
});

describe('7. Command cards: Barrage', () => {
  const hexes = [A(8, 12), X(1, 11, 'infantry', { terrain: 'forest' }), X(0, 2, 'armor'), X(0, 22, 'artillery')];

  it('[cards.md: Barrage] any enemy unit may be targeted (no range, no line of sight); no unit is ordered', () => {
    const r = play(game(hexes, ['barrage']), 'barrage');
    expect(types(r.events)).toEqual(['played']);
    expect(r.state.pending).toEqual([{ kind: 'barrage', actor: 'allies' }]);
    expect(legalActions(r.state)).toEqual([
      { type: 'target', target: hex(1, 11) },
      { type: 'target', target: hex(0, 2) },
      { type: 'target', target: hex(0, 22) },
    ]);
    refused(r.state, { type: 'target', target: hex(8, 12) });
  });

  it('[cards.md: Barrage] 4 dice, no terrain reduction; its symbol and grenades hit, stars do not', () => {
    const s = play(game(hexes, ['barrage']), 'barrage').state;
    const r = act(s, { type: 'target', target: hex(1, 11) }, ['infantry', 'grenade', 'star', 'armor']);
    expect(r.events.find((e) => e.type === 'cardStrike')).toEqual({ type: 'cardStrike', card: 'barrage', target: idAt(s, 1, 11), at: hex(1, 11), dice: 4 });
    expect(r.events.find((e) => e.type === 'hits')).toMatchObject({ hits: 2, flags: 0 });
    expect(figures(r.state, hex(1, 11))).toBe(2);
    expect(r.state.turn.side).toBe('axis');
  });

  it('[cards.md: Dice] against armor the armor symbol hits; against artillery only grenades', () => {
    const s = play(game(hexes, ['barrage']), 'barrage').state;
    expect(figures(act(s, { type: 'target', target: hex(0, 2) }, ['armor', 'armor', 'infantry', 'star']).state, hex(0, 2))).toBe(1);
    expect(figures(act(s, { type: 'target', target: hex(0, 22) }, ['armor', 'infantry', 'star', 'grenade']).state, hex(0, 22))).toBe(1);
  });

  it('[FAQ §I Retreating Q5, line 365; cards.md: Barrage] its flags may not be ignored, even in sandbags', () => {
    const s = play(game([A(8, 12), X(2, 10, 'infantry', { obstacle: 'sandbags' }), X(0, 24)], ['barrage']), 'barrage').state;
    const r = act(s, { type: 'target', target: hex(2, 10) }, ['flag', 'star', 'star', 'star']);
    expect(r.state.pending[0]).toMatchObject({ kind: 'retreat', actor: 'axis', flags: 1, ignorable: false });
    expect(legalActions(r.state)).toEqual([
      { type: 'retreat', to: hex(1, 9), ignore: false },
      { type: 'retreat', to: hex(1, 11), ignore: false },
    ]);
  });

  it('[FAQ §II Bunkers Q3, line 513] a Barrage flag on a unit in its bunker cannot be ignored', () => {
    const s = play(game([A(8, 12), X(1, 11, 'infantry', { bunker: 'axis' }), X(0, 24)], ['barrage']), 'barrage').state;
    const r = act(s, { type: 'target', target: hex(1, 11) }, ['flag', 'star', 'star', 'star']);
    expect(types(r.events)).not.toContain('flagIgnored');
    expect(r.state.pending[0]).toMatchObject({ kind: 'retreat', ignorable: false });
  });
});

describe('7. Command cards: Air Power', () => {
  // A group of four touching Axis units, a fifth apart.
  const hexes = [A(8, 12), X(2, 10), X(2, 12), X(1, 11), X(1, 13), X(2, 20, 'artillery'), X(0, 0)];

  it('[cards.md: Air Power; FAQ Q4, line 3862] pick 1 to 4 enemy hexes, each next to one already picked', () => {
    let s = play(game(hexes, ['air-power']), 'air-power').state;
    expect(s.pending[0]).toEqual({ kind: 'airPower', actor: 'allies', picked: [] });
    expect(legalActions(s).length).toBe(6);
    s = act(s, { type: 'target', target: hex(2, 10) }).state;
    expect(legalActions(s)).toEqual([
      { type: 'target', target: hex(2, 12) },
      { type: 'target', target: hex(1, 11) },
      { type: 'strike' },
    ]);
    refused(s, { type: 'target', target: hex(2, 20) });
  });

  it('[FAQ §VIII Air Power Q1, line 3851] Allies roll 2 dice per hex, hex by hex; symbol, grenade and star hit', () => {
    let s = play(game(hexes, ['air-power']), 'air-power').state;
    s = act(s, { type: 'target', target: hex(2, 10) }).state;
    s = act(s, { type: 'target', target: hex(2, 12) }).state;
    const r = act(s, { type: 'strike' }, ['infantry', 'star', 'grenade', 'armor']);
    expect(r.events.filter((e) => e.type === 'cardStrike' || e.type === 'roll' || e.type === 'hits')).toEqual([
      { type: 'cardStrike', card: 'air-power', target: idAt(s, 2, 10), at: hex(2, 10), dice: 2 },
      { type: 'roll', faces: ['infantry', 'star'] },
      { type: 'hits', unit: idAt(s, 2, 10), hits: 2, flags: 0 },
      { type: 'cardStrike', card: 'air-power', target: idAt(s, 2, 12), at: hex(2, 12), dice: 2 },
      { type: 'roll', faces: ['grenade', 'armor'] },
      { type: 'hits', unit: idAt(s, 2, 12), hits: 1, flags: 0 },
    ]);
    expect(figures(r.state, hex(2, 10))).toBe(2);
    expect(figures(r.state, hex(2, 12))).toBe(3);
  });

  it('[cards.md: Air Power] Axis rolls 1 die per hex', () => {
    const axisFirst = [X(2, 10), A(7, 11), A(7, 13), A(6, 12), A(0, 24)];
    let s = play(game(axisFirst, ['probe-centre'], ['air-power'], undefined, 'axis'), 'air-power').state;
    s = act(s, { type: 'target', target: hex(7, 11) }).state;
    s = act(s, { type: 'target', target: hex(6, 12) }).state;
    const r = act(s, { type: 'strike' }, ['infantry', 'star']);
    expect(r.events.filter((e) => e.type === 'cardStrike').map((e) => (e as { dice: number }).dice)).toEqual([1, 1]);
    expect(figures(r.state, hex(7, 11))).toBe(3);
    expect(figures(r.state, hex(6, 12))).toBe(3);
  });

  it('[FAQ §VIII Air Power Q4, line 3862] the fourth pick strikes at once (never more than 4 hexes)', () => {
    let s = play(game(hexes, ['air-power']), 'air-power').state;
    for (const h of [hex(2, 10), hex(2, 12), hex(1, 11)]) s = act(s, { type: 'target', target: h }).state;
    const r = act(s, { type: 'target', target: hex(1, 13) }, Array.from({ length: 8 }, () => 'armor' as const));
    expect(r.events.filter((e) => e.type === 'cardStrike').length).toBe(4);
  });

  it('[FAQ §I Dice Q1, line 303] an Air Power star hits even artillery', () => {
    const s = play(game(hexes, ['air-power']), 'air-power').state;
    // No enemy touches (2,20): the strike follows at once.
    expect(figures(act(s, { type: 'target', target: hex(2, 20) }, ['star', 'infantry']).state, hex(2, 20))).toBe(1);
  });

  it('[FAQ §I Retreating Q5, line 365; §II Bunkers Q3, line 513] Air Power flags may not be ignored', () => {
    const s = play(game([A(8, 12), X(2, 10, 'infantry', { obstacle: 'sandbags' }), X(0, 0)], ['air-power']), 'air-power').state;
    const r = act(s, { type: 'target', target: hex(2, 10) }, ['flag', 'flag']);
    expect(r.state.pending[0]).toMatchObject({ kind: 'retreat', flags: 2, ignorable: false });
    expect(legalActions(r.state).every((a) => a.type === 'retreat' && !a.ignore)).toBe(true);
  });
});

describe('7. Command cards: Ambush', () => {
  // Allied infantry (4,4) close-assaults Axis infantry (4,6); Axis holds Ambush.
  const base = (extra: ScenarioHex[] = [], attacker: Extra = {}, options?: GameOptions, axisHand: CardType[] = ['ambush', 'probe-left']) =>
    game([A(4, 4, 'infantry', attacker), X(4, 6), X(0, 24), ...extra], ['direct-from-hq'], axisHand, options);
  const declare = (s0: GameState): GameState => {
    let s = play(s0, 'direct-from-hq').state;
    s = act(s, { type: 'endMoves' }).state;
    return battle(s, hex(4, 4), hex(4, 6)).state;
  };

  it('[cards.md: Ambush] a declared close assault opens the Ambush window for the defender', () => {
    const s = declare(base());
    expect(s.pending[0]).toEqual({ kind: 'ambush', actor: 'axis', attacker: idAt(s, 4, 4), target: idAt(s, 4, 6) });
    expect(legalActions(s)).toEqual([{ type: 'ambush' }, { type: 'decline' }]);
  });

  it('[cards.md: Ambush] declined: the attack is rolled normally and the card stays in hand', () => {
    const r = act(declare(base()), { type: 'decline' }, ['infantry', 'star', 'star']);
    expect(figures(r.state, hex(4, 6))).toBe(3);
    expect(r.state.cards.hands.axis).toContain(cardId('ambush'));
  });

  it('[cards.md: Ambush] the ambushing unit battles first; an eliminated attacker never attacks', () => {
    const r = act(declare(base([], { figures: 1 })), { type: 'ambush' }, ['infantry', 'star', 'star']);
    expect(types(r.events).slice(0, 5)).toEqual(['ambush', 'roll', 'hits', 'figuresLost', 'eliminated']);
    expect(r.events.filter((e) => e.type === 'roll').length).toBe(1);
    expect(figures(r.state, hex(4, 6))).toBe(4);
    expect(r.state.medalsWon.axis).toBe(1);
  });

  it('[FAQ §VIII Ambush Q1, line 3564] an attacker forced out of its hex cannot attack, even if it ends next to the ambusher', () => {
    let s = act(declare(base()), { type: 'ambush' }, ['flag', 'star', 'star']).state;
    expect(legalActions(s)).toEqual([
      { type: 'retreat', to: hex(5, 3), ignore: false },
      { type: 'retreat', to: hex(5, 5), ignore: false },
    ]);
    const r = act(s, { type: 'retreat', to: hex(5, 5), ignore: false });
    s = r.state;
    expect(types(r.events)).toContain('attackCancelled');
    expect(r.events.filter((e) => e.type === 'roll').length).toBe(0);
    expect(figures(s, hex(4, 6))).toBe(4);
  });

  it('[FAQ §VIII Ambush Q1, line 3564] a blocked retreat costs figures but the attacker stays and attacks', () => {
    // Allied units behind the attacker block its retreat.
    const s = declare(base([A(5, 3), A(5, 5)]));
    const r = act(s, { type: 'ambush' }, ['flag', 'star', 'star', 'infantry', 'infantry', 'star']);
    expect(r.events.find((e) => e.type === 'figuresLost')).toEqual({ type: 'figuresLost', unit: idAt(s, 4, 4), figures: 1, cause: 'blockedRetreat' });
    expect(figures(r.state, hex(4, 4))).toBe(3);
    expect(figures(r.state, hex(4, 6))).toBe(2);
  });

  it('[FAQ §VIII Ambush Q4, line 3576] the ambushing unit never Takes Ground', () => {
    const r = act(declare(base([], { figures: 1 })), { type: 'ambush' }, ['grenade', 'star', 'star']);
    expect(r.state.pending.some((p) => p.kind === 'takeGround')).toBe(false);
    expect(types(r.events)).not.toContain('tookGround');
    expect(unitOn(r.state, hex(4, 6))?.side).toBe('axis');
  });

  it('[cards.md: Ambush "the Ambush player draws first"; FAQ Q5, line 3580] at the end of the turn the ambusher draws before the active player', () => {
    const r = act(declare(base()), { type: 'ambush' }, ['star', 'star', 'star', 'star', 'star', 'star']);
    expect(r.events.filter((e) => e.type === 'drew').map((e) => (e as { side: string }).side)).toEqual(['axis', 'allies']);
    expect(r.state.cards.hands.axis.length).toBe(2);
    expect(r.state.cards.discard).toEqual([cardId('ambush'), cardId('direct-from-hq')]);
  });

  it('[FAQ §VIII Ambush Q2, line 3568] one Ambush answers one close assault only', () => {
    let s = declare(base([A(5, 7)]));
    s = act(s, { type: 'ambush' }, NO(6)).state;
    const r = battle(s, hex(5, 7), hex(4, 6), ['infantry', 'star', 'star']);
    expect(r.state.pending.some((p) => p.kind === 'ambush')).toBe(false);
    expect(figures(r.state, hex(4, 6))).toBe(3);
  });

  it('[cards.md: Ambush] the ambusher rolls its own close assault dice with the attacker\'s terrain reduction', () => {
    const s = declare(base([], { terrain: 'forest' }));
    const r = act(s, { type: 'ambush' }, NO(5));
    expect((r.events.find((e) => e.type === 'roll') as { faces: DieFace[] }).faces.length).toBe(2);
  });

  it('[cards.md: Ambush "played in the opponent\'s turn"; rule decision] Ambush is not playable on one\'s own turn while other cards are held', () => {
    const s = game([A(7, 3), X(0, 24)], ['ambush', 'probe-left']);
    expect(legalActions(s)).toEqual([{ type: 'play', card: s.cards.hands.allies[1]! }]);
    refused(s, { type: 'play', card: cardId('ambush') }, 'not-allowed');
  });

  it('[option ambushAlwaysAsk] the window opens without the card, and then only "decline" is possible', () => {
    const s = declare(base([], {}, { ambushAlwaysAsk: true }, ['probe-left']));
    expect(s.pending[0]).toMatchObject({ kind: 'ambush', actor: 'axis' });
    expect(legalActions(s)).toEqual([{ type: 'decline' }]);
    refused(s, { type: 'ambush' });
    const r = act(s, { type: 'decline' }, ['grenade', 'star', 'star']);
    expect(figures(r.state, hex(4, 6))).toBe(3);
    expect(r.state.cards.hands.axis.length).toBe(1);
  });

  it('[option ambushAlwaysAsk off] without the card no window opens', () => {
    const r = battle(act(play(base([], {}, undefined, ['probe-left']), 'direct-from-hq').state, { type: 'endMoves' }).state, hex(4, 4), hex(4, 6), ['grenade', 'star', 'star']);
    expect(types(r.events)).not.toContain('ambush');
    expect(figures(r.state, hex(4, 6))).toBe(3);
  });
});

describe('7. Command cards: Behind Enemy Lines', () => {
  // (8,4) -> (5,7) is 3 steps with a single shortest path: (7,5), (6,6), (5,7).
  const path = (t: ScenarioHex['terrain'] | 'wire', extra: ScenarioHex[] = []) => [
    A(8, 4),
    ...[hex(7, 5), hex(6, 6)].map((h) => (t === 'wire' ? { ...h, obstacle: 'wire' as const } : { ...h, terrain: t })),
    X(0, 24),
    ...extra,
  ];
  const bel = (hexes: ScenarioHex[], axis?: CardType[]) => play(game(hexes, ['behind-enemy-lines'], axis), 'behind-enemy-lines').state;

  it('[FAQ §VIII Behind Enemy Lines, line 3650] forest and town do not stop the unit (3 hexes through them)', () => {
    expect(keys(moveTargets(bel(path('forest')), hex(8, 4)))).toContain('5,7');
    expect(keys(moveTargets(bel(path('town')), hex(8, 4)))).toContain('5,7');
    const normal = play(game(path('forest'), ['recon-left']), 'recon-left').state;
    expect(keys(moveTargets(normal, hex(8, 4)))).not.toContain('6,6');
  });

  it('[FAQ §VIII Behind Enemy Lines, line 3650; Q6, line 3638] wire and hedgerows do not stop it; a hedgerow may be entered mid-move', () => {
    expect(keys(moveTargets(bel(path('wire')), hex(8, 4)))).toContain('5,7');
    expect(keys(moveTargets(bel(path('hedgerow')), hex(8, 4)))).toContain('5,7');
  });

  it('[FAQ §VIII Behind Enemy Lines, line 3650] beach does not cap the move at 2 hexes', () => {
    const beach = [A(8, 4, 'infantry', { terrain: 'beach' }), { row: 7, col: 5, terrain: 'beach' as const }, { row: 6, col: 6, terrain: 'beach' as const }, { row: 5, col: 7, terrain: 'beach' as const }, X(0, 24)];
    const s = play(start(mini({ hexes: beach, face: 'beach' }), { allies: ['behind-enemy-lines'], axis: ['probe-centre'] }), 'behind-enemy-lines').state;
    expect(keys(moveTargets(s, hex(8, 4)))).toContain('5,7');
  });

  it('[FAQ §VIII Behind Enemy Lines, line 3650] rivers and units still block', () => {
    expect(keys(moveTargets(bel(path('river')), hex(8, 4)))).not.toContain('5,7');
    expect(keys(moveTargets(bel([A(8, 4), A(7, 5), X(0, 24)]), hex(8, 4)))).not.toContain('5,7');
  });

  it('[cards.md: Behind Enemy Lines] orders 1 infantry unit (armor is not eligible)', () => {
    const s = bel([A(8, 4), A(7, 21), A(8, 12, 'armor'), X(0, 24)]);
    expect(orderable(s)).toEqual(['7,21', '8,4']);
    const s1 = act(s, { type: 'order', unit: idAt(s, 8, 4) }).state;
    expect(s1.turn.stage).toBe('move');
  });

  it('[FAQ §VIII Behind Enemy Lines Q12, line 3693] any infantry-type unit may be ordered: Special Forces and French Resistance too', () => {
    const s = bel([A(8, 4, 'special-forces'), A(8, 12, 'resistance'), A(8, 20, 'armor'), X(0, 24)]);
    expect(orderable(s)).toEqual(['8,12', '8,4']);
    const s1 = act(s, { type: 'order', unit: idAt(s, 8, 12) }).state;
    expect(keys(moveTargets(s1, hex(8, 12)))).toContain('5,15');
  });

  it('[cards.md: Behind Enemy Lines] move 3, battle with +1 die, then move again up to 3', () => {
    let s = bel([A(8, 4), X(3, 7), X(0, 24)]);
    s = move(s, hex(8, 4), hex(5, 7)).state;
    expect(battleDice(s, hex(5, 7), hex(3, 7))).toBe(3);
    const r = battle(s, hex(5, 7), hex(3, 7), ['star', 'star', 'star']);
    expect(r.events.find((e) => e.type === 'battle')).toMatchObject({ dice: 3, close: false });
    expect(r.state.turn.stage).toBe('move2');
    const t = keys(moveTargets(r.state, hex(5, 7)));
    expect(t).toContain('8,4');
    expect(t).not.toContain('8,2');
    const end = move(r.state, hex(5, 7), hex(8, 6));
    expect(end.state.turn.side).toBe('axis');
  });

  it('[FAQ §VIII Behind Enemy Lines Q4, line 3634] after a won close assault the unit Takes Ground, then makes its second move', () => {
    let s = bel([A(8, 4), X(4, 8, 'infantry', { figures: 1 }), X(0, 24)]);
    s = move(s, hex(8, 4), hex(5, 7)).state;
    expect(battleDice(s, hex(5, 7), hex(4, 8))).toBe(4);
    s = battle(s, hex(5, 7), hex(4, 8), ['grenade', 'star', 'star', 'star']).state;
    s = act(s, { type: 'takeGround' }).state;
    expect(s.turn.stage).toBe('move2');
    expect(keys(moveTargets(s, hex(4, 8)))).toContain('1,9');
  });

  it('[FAQ §VIII Behind Enemy Lines Q3, line 3632; Q19, line 3723] ending the first move in a forest forbids the battle, not the second move', () => {
    let s = bel(path('forest', [X(5, 7)]));
    s = move(s, hex(8, 4), hex(6, 6)).state;
    expect(battlesOf(s)).toEqual([]);
    expect(s.turn.stage).toBe('move2');
  });

  it('[FAQ §VIII Behind Enemy Lines Q3, line 3632] ending the first move on wire: battle at -1 (3 + 1 - 1 = 3 dice)', () => {
    let s = bel(path('wire', [X(5, 7)]));
    s = move(s, hex(8, 4), hex(6, 6)).state;
    expect(battleDice(s, hex(6, 6), hex(5, 7))).toBe(3);
  });

  it('[FAQ §VIII Behind Enemy Lines Q8, line 3677] battling between the two moves is optional', () => {
    let s = bel([A(8, 4), X(3, 7), X(0, 24)]);
    s = move(s, hex(8, 4), hex(5, 7)).state;
    s = act(s, { type: 'endBattles' }).state;
    expect(s.turn.stage).toBe('move2');
  });

  it('[FAQ §VIII Ambush Q6, line 3584; BEL Q18, line 3719] forced back by an Ambush, the unit still makes its second move', () => {
    let s = bel([A(8, 4), X(4, 8), X(0, 24)], ['ambush', 'probe-left']);
    s = move(s, hex(8, 4), hex(5, 7)).state;
    s = battle(s, hex(5, 7), hex(4, 8)).state;
    s = act(s, { type: 'ambush' }, ['flag', 'star', 'star']).state;
    const r = act(s, { type: 'retreat', to: hex(6, 6), ignore: false });
    expect(types(r.events)).toContain('attackCancelled');
    expect(r.state.turn.stage).toBe('move2');
    expect(keys(moveTargets(r.state, hex(6, 6)))).toContain('3,5');
  });

  it('[FAQ §VIII Behind Enemy Lines Q9, line 3681] no infantry: 1 unit of your choice with a normal order (forest stops armor)', () => {
    let s = bel([A(8, 4, 'armor'), { row: 7, col: 5, terrain: 'forest' }, X(0, 24)]);
    expect(s.turn.fallback).toBe(true);
    const t = keys(moveTargets(s, hex(8, 4)));
    expect(t).toContain('7,5');
    // (5,7)'s only 3-hex path crosses the forest at (7,5).
    expect(t).not.toContain('5,7');
    s = move(s, hex(8, 4), hex(7, 5)).state;
    // No second move: the turn is over.
    expect(s.turn.side).toBe('axis');
  });
});

describe('7. Command cards: Close Assault', () => {
  const hexes = [A(4, 4), A(4, 10, 'armor'), A(4, 16, 'artillery'), A(7, 3), A(2, 0), X(3, 5), X(3, 11), X(2, 12), X(3, 17), X(0, 24)];

  it('[cards.md: Close Assault] orders all infantry and armor adjacent to an enemy (not artillery, not the others)', () => {
    const r = play(game(hexes, ['close-assault']), 'close-assault');
    expect(ordered(r.state)).toEqual(['4,10', '4,4']);
    expect(r.state.turn.stage).toBe('battle');
  });

  it('[cards.md: Close Assault] no move; +1 die in close assault', () => {
    const s = play(game(hexes, ['close-assault']), 'close-assault').state;
    expect(moveTargets(s, hex(4, 4))).toEqual([]);
    expect(battleDice(s, hex(4, 4), hex(3, 5))).toBe(4);
    expect(battleDice(s, hex(4, 10), hex(3, 11))).toBe(4);
  });

  it('[cards.md: Close Assault] no unit next to an enemy: nothing is ordered and the turn ends', () => {
    const r = play(game([A(7, 3), A(8, 12, 'armor'), X(0, 24)], ['close-assault']), 'close-assault');
    expect(types(r.events)).toEqual(['played', 'drew', 'turn']);
  });

  it('[FAQ §VIII Close Assault Q3, line 3745] the Overrun after it gets no extra die', () => {
    let s = play(game(hexes, ['close-assault']), 'close-assault').state;
    s = battle(s, hex(4, 10), hex(3, 11), ['grenade', 'grenade', 'grenade', 'grenade']).state;
    s = act(s, { type: 'takeGround' }).state;
    expect(s.pending[0]).toMatchObject({ kind: 'overrun' });
    const r = battle(s, hex(3, 11), hex(2, 12), NO(3));
    expect(r.events.find((e) => e.type === 'battle')).toMatchObject({ dice: 3, close: true });
  });

  it('[FAQ §VIII Close Assault Q3, line 3745] the Overrun may be a ranged fire when no enemy is adjacent', () => {
    let s = play(game([A(4, 10, 'armor'), X(3, 11), X(1, 13), X(0, 24)], ['close-assault']), 'close-assault').state;
    s = battle(s, hex(4, 10), hex(3, 11), ['grenade', 'grenade', 'grenade', 'grenade']).state;
    s = act(s, { type: 'takeGround' }).state;
    expect(legalActions(s)).toEqual([{ type: 'battle', unit: idAt(s, 3, 11), target: hex(1, 13) }, { type: 'decline' }]);
  });

  it('[FAQ §VIII Close Assault Q2, line 3741] ordered units only close assault: no fire once the enemy has gone', () => {
    // Both units are next to (3,5); the armor pushes it back 1 hex, 2 hexes from the infantry.
    let s = play(game([A(4, 4), A(4, 6, 'armor'), X(3, 5), X(0, 24)], ['close-assault']), 'close-assault').state;
    s = battle(s, hex(4, 6), hex(3, 5), ['flag', 'star', 'star', 'star']).state;
    s = act(s, { type: 'retreat', to: hex(2, 4), ignore: false }).state;
    if (s.pending[0]?.kind === 'takeGround') s = act(s, { type: 'decline' }).state;
    expect(battlesOf(s)).toEqual([]);
    expect(s.turn.side).toBe('axis');
  });

  it('[FAQ §VIII Close Assault Q1, line 3737; Q4, line 3749] a unit made adjacent later is not ordered; an ordered one may assault the newcomer', () => {
    // Armor (4,8) pushes (3,9) to (2,8): next to ordered infantry (2,6)... and to nobody else.
    let s = play(game([A(4, 8, 'armor'), A(2, 6), A(1, 9), X(3, 9), X(1, 5), X(0, 24)], ['close-assault']), 'close-assault').state;
    expect(ordered(s)).toEqual(['2,6', '4,8']);
    s = battle(s, hex(4, 8), hex(3, 9), ['flag', 'star', 'star', 'star']).state;
    s = act(s, { type: 'retreat', to: hex(2, 8), ignore: false }).state;
    if (s.pending[0]?.kind === 'takeGround') s = act(s, { type: 'decline' }).state;
    expect(battlesOf(s).sort()).toEqual(['2,6>1,5', '2,6>2,8']);
  });
});

describe('7. Command cards: Dig-In', () => {
  it('[cards.md: Dig-In; FAQ §VIII Dig-In Q3, line 3773] 4 infantry place sandbags on their hexes: no move, no battle', () => {
    const hexes = [A(7, 3), A(7, 9), A(6, 12), A(7, 21), A(8, 14, 'armor'), X(5, 9), X(0, 24)];
    const r = play(game(hexes, ['dig-in']), 'dig-in');
    expect(types(r.events)).toEqual(['played', 'ordered', 'ordered', 'ordered', 'ordered', 'sandbagsPlaced', 'sandbagsPlaced', 'sandbagsPlaced', 'sandbagsPlaced', 'drew', 'turn']);
    expect(Object.keys(r.state.sandbags).length).toBe(4);
    expect(r.state.units.map((u) => `${u.row},${u.col}`)).toEqual(hexes.map((h) => `${h.row},${h.col}`));
  });

  it('[cards.md: Dig-In] with more than 4 infantry, 4 are chosen', () => {
    const s = play(game([A(7, 1), A(7, 3), A(7, 9), A(6, 12), A(7, 21), X(0, 24)], ['dig-in']), 'dig-in').state;
    expect(s.turn.stage).toBe('order');
    expect(orderable(s).length).toBe(5);
  });

  it('[FAQ §VIII Dig-In Q1, line 3759; Q2, line 3769] sandbags only on land hexes: none on ocean', () => {
    const hexes = [A(8, 4, 'infantry', { terrain: 'ocean' }), A(7, 11), X(0, 24)];
    const r = play(start(mini({ hexes, face: 'beach' }), { allies: ['dig-in'], axis: ['probe-centre'] }), 'dig-in');
    expect(r.events.filter((e) => e.type === 'sandbagsPlaced')).toEqual([{ type: 'sandbagsPlaced', unit: 1, at: hex(7, 11) }]);
  });

  it('[FAQ §VIII Dig-In Q4, line 3777; §II Sandbags Q5, line 759] only 12 sandbag pieces in all: none placed once 12 are on the board', () => {
    const bags: ScenarioHex[] = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20].map((col) => ({ row: 4, col, obstacle: 'sandbags' as const }));
    const r = play(game([...bags, A(7, 3), A(7, 11), X(0, 24)], ['dig-in']), 'dig-in');
    expect(r.events.filter((e) => e.type === 'sandbagsPlaced').length).toBe(1);
    expect(Object.keys(r.state.sandbags).length).toBe(12);
  });

  it('[FAQ §VIII Dig-In Q5, line 3781] on a forest the sandbags add no dice reduction, only the first-flag ignore', () => {
    let s = play(game([A(5, 5, 'infantry', { terrain: 'forest' }), X(0, 24), X(3, 5, 'armor')], ['dig-in'], ['recon-right']), 'dig-in').state;
    expect(Object.keys(s.sandbags).length).toBe(1);
    s = act(play(s, 'recon-right').state, { type: 'endMoves' }).state;
    // Armor against infantry in a forest: 3 - 2, the sandbags' -1 is not added.
    expect(battleDice(s, hex(3, 5), hex(5, 5))).toBe(1);
    const r = battle(s, hex(3, 5), hex(5, 5), ['flag']);
    expect(legalActions(r.state)).toContainEqual({ type: 'retreat', to: hex(5, 5), ignore: true });
  });

  it('[FAQ §VIII Dig-In Q6, line 3785] the sandbags go when their unit leaves the hex', () => {
    let s = play(game([A(7, 3), X(0, 24)], ['dig-in', 'recon-left'], ['probe-centre']), 'dig-in').state;
    expect(Object.keys(s.sandbags).length).toBe(1);
    s = play(s, 'probe-centre').state;
    s = play(s, 'recon-left').state;
    const r = move(s, hex(7, 3), hex(6, 4));
    expect(r.events.find((e) => e.type === 'sandbagsRemoved')).toEqual({ type: 'sandbagsRemoved', at: hex(7, 3) });
    expect(Object.keys(r.state.sandbags).length).toBe(0);
  });

  it('[rule decision: Dig-In fallback, as Move Out Q1] no infantry: 1 unit of your choice with a normal order', () => {
    const s = play(game([A(8, 4, 'armor'), A(8, 20, 'armor'), X(0, 24)], ['dig-in']), 'dig-in').state;
    expect(s.turn.fallback).toBe(true);
    const s1 = act(s, { type: 'order', unit: idAt(s, 8, 4) }).state;
    expect(keys(moveTargets(s1, hex(8, 4)))).toContain('5,7');
  });
});

describe('7. Command cards: Firefight', () => {
  const hexes = [A(4, 4), A(6, 10), A(6, 14, 'armor'), A(8, 20, 'artillery'), X(3, 5), X(4, 10), X(3, 13), X(3, 19), X(0, 24)];

  it('[cards.md: Firefight] orders up to 4 units not adjacent to an enemy; no move', () => {
    const s = play(game(hexes, ['firefight']), 'firefight').state;
    expect(ordered(s)).toEqual(['6,10', '6,14', '8,20']);
    expect(s.turn.stage).toBe('battle');
    expect(moveTargets(s, hex(6, 10))).toEqual([]);
  });

  it('[FAQ §VIII Firefight Q1, line 3799] +1 die without extra range: infantry 3 at 2 hexes, 2 at 3; armor 4; artillery +1', () => {
    const s = play(game(hexes, ['firefight']), 'firefight').state;
    expect(battleDice(s, hex(6, 10), hex(4, 10))).toBe(3);
    expect(battleDice(s, hex(6, 10), hex(3, 13))).toBe(2);
    expect(battleDice(s, hex(6, 14), hex(3, 13))).toBe(4);
    // Artillery (8,20) to (3,19): 5 hexes = 1 die, +1.
    expect(battleDice(s, hex(8, 20), hex(3, 19))).toBe(2);
  });

  it('[FAQ §VIII Firefight Q2, line 3803] never an adjacent target, even one that retreated next to it', () => {
    // Armor (5,9) pushes (3,9) back to (2,8), next to the ordered infantry (2,6), whose other target (0,4) is 2 hexes away.
    let s = play(game([A(5, 9, 'armor'), A(2, 6), X(3, 9), X(0, 4), X(0, 24)], ['firefight']), 'firefight').state;
    expect(ordered(s)).toEqual(['2,6', '5,9']);
    expect(battlesOf(s)).toContain('2,6>0,4');
    s = battle(s, hex(5, 9), hex(3, 9), ['flag', 'star', 'star', 'star']).state;
    s = act(s, { type: 'retreat', to: hex(2, 8), ignore: false }).state;
    expect(battlesOf(s)).toEqual([]);
    expect(s.turn.side).toBe('axis');
  });

  it('[cards.md: Firefight] with more than 4 eligible units, 4 are chosen', () => {
    const s = play(game([A(8, 2), A(8, 6), A(8, 10), A(8, 14), A(8, 18), X(0, 24)], ['firefight']), 'firefight').state;
    expect(orderable(s).length).toBe(5);
    let t = s;
    for (const col of [2, 6, 10]) t = act(t, { type: 'order', unit: idAt(t, 8, col) }).state;
    expect(orderable(t)).toEqual(['8,14', '8,18']);
    // The 4th order closes the orders (and, with nothing in range, the turn).
    const r = act(t, { type: 'order', unit: idAt(t, 8, 14) });
    expect(types(r.events).filter((e) => e === 'ordered').length).toBe(1);
    expect(r.state.turn.side).toBe('axis');
  });

  it('[FAQ §VIII Firefight Q3, line 3807] a unit with no target in range may still be ordered', () => {
    const r = play(game([A(8, 2), A(8, 22), X(0, 12), X(0, 24)], ['firefight']), 'firefight');
    expect(r.events.filter((e) => e.type === 'ordered')).toEqual([
      { type: 'ordered', unit: 0 },
      { type: 'ordered', unit: 1 },
    ]);
    // Nothing in range: the turn ends without a battle.
    expect(r.state.turn.side).toBe('axis');
  });
});

describe('7. Command cards: Medics & Mechanics', () => {
  /** Start, then wound units (figures below their starting strength). */
  const wounded = (hexes: ScenarioHex[], hurt: Array<[number, number, number]>, allies: CardType[] = ['medics-mechanics', 'probe-left', 'probe-right', 'attack-left']) => {
    const s = game(hexes, allies);
    return { ...s, units: s.units.map((u) => ({ ...u, figures: hurt.find(([r, c]) => u.row === r && u.col === c)?.[2] ?? u.figures })) };
  };

  it('[cards.md: Medics & Mechanics] only a unit that lost figures may be ordered; 1 die per card in hand, this one included', () => {
    const s0 = wounded([A(7, 3), A(7, 11), A(8, 20, 'armor'), X(0, 24)], [[7, 3, 2], [8, 20, 1]]);
    const s = play(s0, 'medics-mechanics').state;
    expect(orderable(s)).toEqual(['7,3', '8,20']);
    const r = act(s, { type: 'order', unit: idAt(s, 7, 3) }, ['infantry', 'star', 'armor', 'grenade']);
    expect(r.events.find((e) => e.type === 'roll')).toEqual({ type: 'roll', faces: ['infantry', 'star', 'armor', 'grenade'] });
    expect(r.events.find((e) => e.type === 'recovered')).toEqual({ type: 'recovered', unit: idAt(s, 7, 3), figures: 2 });
    expect(figures(r.state, hex(7, 3))).toBe(4);
  });

  it('[cards.md: Medics & Mechanics] with no unit below strength it orders nothing and rolls no die', () => {
    const r = play(game([A(7, 3), X(0, 24)], ['medics-mechanics', 'probe-left']), 'medics-mechanics');
    expect(types(r.events)).toEqual(['played', 'drew', 'turn']);
  });

  it('[cards.md: Medics & Mechanics] never above the starting strength', () => {
    const s = play(wounded([A(7, 3), X(0, 24)], [[7, 3, 3]]), 'medics-mechanics', ['infantry', 'infantry', 'star', 'star']).state;
    expect(figures(s, hex(7, 3))).toBe(4);
  });

  it('[FAQ §VIII Medics & Mechanics Q1, line 3821] a unit that got a figure back is ordered normally: it moves and battles', () => {
    const s = play(wounded([A(7, 3), X(4, 4), X(0, 24)], [[7, 3, 1]]), 'medics-mechanics', ['infantry', 'flag', 'flag', 'flag']).state;
    expect(figures(s, hex(7, 3))).toBe(2);
    expect(keys(moveTargets(s, hex(7, 3)))).toContain('5,3');
    const s1 = move(s, hex(7, 3), hex(6, 4)).state;
    expect(battlesOf(s1)).toEqual(['6,4>4,4']);
  });

  it('[cards.md: Medics & Mechanics] no figure back: the unit does nothing', () => {
    const r = play(wounded([A(7, 3), X(5, 3), X(0, 24)], [[7, 3, 1]]), 'medics-mechanics', ['armor', 'flag', 'grenade', 'flag']);
    expect(types(r.events)).not.toContain('recovered');
    expect(r.state.turn.side).toBe('axis');
  });

  it('[cards.md: "artillery has no die symbol, so only stars return its figures"] artillery heals on stars only', () => {
    const hexes = [A(8, 4, 'artillery'), X(0, 24)];
    const none = play(wounded(hexes, [[8, 4, 1]]), 'medics-mechanics', ['grenade', 'infantry', 'armor', 'flag']);
    expect(figures(none.state, hex(8, 4))).toBe(1);
    const star = play(wounded(hexes, [[8, 4, 1]]), 'medics-mechanics', ['grenade', 'star', 'armor', 'flag']);
    expect(figures(star.state, hex(8, 4))).toBe(2);
  });

  it('[cards.md: Medics & Mechanics] armor heals on the armor symbol; dice = hand size (2 cards = 2 dice)', () => {
    const r = play(wounded([A(8, 4, 'armor'), X(0, 24)], [[8, 4, 1]], ['medics-mechanics', 'probe-left']), 'medics-mechanics', ['armor', 'infantry', 'star']);
    expect(r.events.find((e) => e.type === 'roll')).toEqual({ type: 'roll', faces: ['armor', 'infantry'] });
    expect(figures(r.state, hex(8, 4))).toBe(2);
  });
});

describe('7. Command cards: Their Finest Hour', () => {
  const hexes = [A(5, 5), A(7, 11), A(5, 9, 'armor'), A(8, 20, 'artillery'), X(4, 6), X(3, 9), X(2, 10), X(0, 24)];
  const hand: CardType[] = ['their-finest-hour', 'probe-left', 'probe-right'];

  it('[cards.md: Their Finest Hour] 1 die per card in hand incl. this one; each symbol orders 1 unit of that type', () => {
    const r = play(game(hexes, hand), 'their-finest-hour', ['infantry', 'armor', 'flag']);
    expect(r.events.find((e) => e.type === 'roll')).toEqual({ type: 'roll', faces: ['infantry', 'armor', 'flag'] });
    expect(r.state.turn.slots).toEqual(['infantry', 'armor']);
    expect(orderable(r.state)).toEqual(['5,5', '5,9', '7,11']);
    const s1 = act(r.state, { type: 'order', unit: idAt(r.state, 5, 9) }).state;
    expect(orderable(s1)).toEqual(['5,5', '7,11']);
  });

  it('[FAQ §VIII Their Finest Hour Q1, line 3828] grenades and flags order nothing; only a star orders artillery', () => {
    const none = play(game(hexes, hand), 'their-finest-hour', ['grenade', 'flag', 'grenade']);
    expect(none.state.turn.side).toBe('axis');
    expect(types(none.events)).not.toContain('ordered');
    const star = play(game(hexes, hand), 'their-finest-hour', ['star', 'flag', 'grenade']).state;
    expect(orderable(star)).toEqual(['5,5', '5,9', '7,11', '8,20']);
    const inf = play(game(hexes, hand), 'their-finest-hour', ['infantry', 'infantry', 'grenade']).state;
    expect(ordered(inf)).toEqual(['5,5', '7,11']);
  });

  it('[cards.md: Their Finest Hour] ordered units battle with 1 extra die', () => {
    let s = play(game([...hexes, X(3, 19)], hand), 'their-finest-hour', ['infantry', 'armor', 'star']).state;
    s = act(s, { type: 'order', unit: idAt(s, 5, 5) }).state;
    s = act(s, { type: 'order', unit: idAt(s, 5, 9) }).state;
    s = act(s, { type: 'order', unit: idAt(s, 8, 20) }).state;
    s = act(s, { type: 'endMoves' }).state;
    expect(battleDice(s, hex(5, 5), hex(4, 6))).toBe(4);
    expect(battleDice(s, hex(5, 9), hex(3, 9))).toBe(4);
    // Artillery at 5 hexes: 1 die, +1.
    expect(battleDice(s, hex(8, 20), hex(3, 19))).toBe(2);
  });

  it('[FAQ §VIII Their Finest Hour Q5, line 3841; §IV Standard Units Q4, line 2205] armor keeps the extra die in its Overrun, even at range', () => {
    let s = play(game([A(5, 9, 'armor'), X(4, 10, 'infantry', { figures: 1 }), X(2, 12), X(0, 24)], ['their-finest-hour', 'probe-left']), 'their-finest-hour', ['armor', 'flag']).state;
    s = act(s, { type: 'endMoves' }).state;
    s = battle(s, hex(5, 9), hex(4, 10), ['grenade', 'star', 'star', 'star']).state;
    s = act(s, { type: 'takeGround' }).state;
    const r = battle(s, hex(4, 10), hex(2, 12), NO(4));
    expect(r.events.find((e) => e.type === 'battle')).toMatchObject({ dice: 4, close: false });
  });

  it('[FAQ §VIII Their Finest Hour Q2, line 3830] discards (this card included) and deck are shuffled together before the draw', () => {
    const s0 = game([A(7, 3), X(0, 24)], ['their-finest-hour', 'probe-left']);
    const withDiscards: GameState = { ...s0, cards: { ...s0.cards, discard: s0.cards.deck.slice(0, 10), deck: s0.cards.deck.slice(10) } };
    const r = play(withDiscards, 'their-finest-hour', ['flag', 'flag']);
    expect(types(r.events).slice(-3)).toEqual(['shuffled', 'drew', 'turn']);
    // 47 in the deck + 10 discards + Their Finest Hour.
    expect(r.events.find((e) => e.type === 'shuffled')).toEqual({ type: 'shuffled', cards: 58 });
    expect(r.state.cards.discard).toEqual([]);
    expect(r.state.cards.deck.length).toBe(57);
  });

  it('[rule decision: Ambush + Their Finest Hour, FAQ TFH Q3 line 3833 / Ambush Q5 line 3580] the ambusher draws first, then the reshuffle, then the active draw', () => {
    let s = play(game([A(4, 4), X(4, 6), X(0, 24)], ['their-finest-hour', 'probe-left'], ['ambush', 'probe-left']), 'their-finest-hour', ['infantry', 'flag']).state;
    s = act(s, { type: 'endMoves' }).state;
    s = battle(s, hex(4, 4), hex(4, 6)).state;
    const r = act(s, { type: 'ambush' }, NO(7));
    expect(r.events.filter((e) => ['drew', 'shuffled'].includes(e.type)).map((e) => (e.type === 'drew' ? `drew:${e.side}` : e.type))).toEqual([
      'drew:axis',
      'shuffled',
      'drew:allies',
    ]);
  });
});
