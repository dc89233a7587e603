/**
 * Every choice the rules give is offered in words (issue 15 scope 3): for every kind of decision the engine can wait
 * for, and every stage of a turn, each legal action has a labelled control — a button, a card, or a choice of the
 * list of choices in words (`TurnPlan.picks`) — not only a glowing hex to tap. The fixtures are a Record over the
 * engine's `Pending['kind']`, so a new kind of decision does not compile until it is walked here.
 */
import { describe, expect, it } from 'vitest';
import { DECK, applyAction, legalActions, newGame, type Action, type GameState, type Pending } from '../../src/engine';
import { nextInt, seedRng } from '../../src/engine/rng';
import type { Scenario, ScenarioHex } from '../../src/scenario/types';
import { DECISION_KINDS, planTurn, type DecisionKind, type TurnPlan } from '../../src/ui/game/controller';
import { GAME_TEXT } from '../../src/ui/text/game';
import { showHexes } from '../../src/ui/game/log';

const P = GAME_TEXT.pick;
const river: ScenarioHex[] = [];
for (let col = 0; col <= 24; col += 2) river.push({ row: 4, col, terrain: 'river', ...(col === 12 ? { bridge: true } : {}) });
const sc: Scenario = {
  format: 1,
  id: 'choices-ui',
  name: 'Choices UI',
  board: {
    kind: 'standard',
    face: 'country',
    hexes: [
      ...river,
      { row: 6, col: 12, unit: { side: 'allies', kind: 'infantry' } },
      { row: 6, col: 16, unit: { side: 'allies', kind: 'armor' } },
      { row: 5, col: 13, unit: { side: 'axis', kind: 'infantry' } },
      { row: 5, col: 17, unit: { side: 'axis', kind: 'infantry' } },
      { row: 2, col: 12, unit: { side: 'axis', kind: 'infantry' } },
    ],
  },
  sides: { axis: { cards: 4, medalsToWin: 4, edge: 'top' }, allies: { cards: 4, medalsToWin: 4, edge: 'bottom' } },
  first: 'allies',
  rules: { pontoons: { allies: {} }, blowBridges: { allies: { option: 2 } }, smoke: { allies: 1 } },
};

const base = newGame(sc, { seed: 5 });
const unitAt = (row: number, col: number): number => base.units.find((u) => u.row === row && u.col === col)!.id;
const INF = unitAt(6, 12);
const ARMOR = unitAt(6, 16);
const FOE = unitAt(5, 13);
const card = (type: string): number => DECK.findIndex((t) => t === type);
const waiting = (p: Pending, edit?: (s: GameState) => GameState): GameState => {
  const s: GameState = { ...base, turn: { ...base.turn, stage: 'battle' }, pending: [p] };
  return edit ? edit(s) : s;
};

/** How a state waiting for each kind of decision is made; the automatic steps never wait for a player. */
const DECISIONS: { readonly [K in Pending['kind']]: (() => GameState) | 'automatic' } = {
  ambush: () =>
    waiting({ kind: 'ambush', actor: 'axis', attacker: INF, target: FOE }, (s) => ({
      ...s,
      cards: { ...s.cards, hands: { ...s.cards.hands, axis: [card('ambush'), ...s.cards.hands.axis.filter((c) => c !== card('ambush'))] } },
    })),
  // Behind sandbags (FAQ Sandbags): the flag may be ignored, or the unit retreats.
  retreat: () =>
    waiting({ kind: 'retreat', actor: 'axis', unit: FOE, flags: 1, ignorable: true, by: INF }, (s) => ({
      ...s,
      sandbags: { ...s.sandbags, [String(5 * s.board.geometry.cols + 13)]: true },
    })),
  takeGround: () => waiting({ kind: 'takeGround', actor: 'allies', unit: INF, row: 5, col: 11 }),
  overrun: () => waiting({ kind: 'overrun', actor: 'allies', unit: ARMOR }),
  desertMove: () => waiting({ kind: 'desertMove', actor: 'allies', unit: ARMOR }),
  barrage: () => waiting({ kind: 'barrage', actor: 'allies' }),
  airPower: () => waiting({ kind: 'airPower', actor: 'allies', picked: [] }),
  pontoon: () => waiting({ kind: 'pontoon', actor: 'allies', section: 'left' }),
  blow: () => waiting({ kind: 'blow', actor: 'allies', sections: ['centre'], option: 2 }),
  smoke: () => waiting({ kind: 'smoke', actor: 'allies', picked: [] }),
  keep: () => waiting({ kind: 'keep', actor: 'allies', cards: [card('recon-1-centre'), card('attack-left')] }),
  // nations (FAQ §VII Red Army): a card of the hand to place under the Commissar chip.
  commissar: () => waiting({ kind: 'commissar', actor: 'allies' }),
  // italy (Equipment Pack §VII France): the Furia Francese's choice after a won close assault.
  furia: () => waiting({ kind: 'furia', actor: 'allies', unit: INF, row: 5, col: 11, cleared: -1 }),
  // italy (house rules, Terrain Pack Airfield): a free airfield to land on, after a Direct From HQ.
  airfield: () =>
    waiting({ kind: 'airfield', actor: 'allies' }, (s) => ({
      ...s,
      board: { ...s.board, cells: s.board.cells.map((c, i) => (i === 8 * s.board.geometry.cols + 0 ? { ...c!, terrain: 'airfield' as const } : c)) },
    })),
  // recon (Equipment Pack Kübelwagen): a Recon 1 ordered a command car; the discard pile's cards, or the usual draw.
  reconDiscard: () =>
    waiting({ kind: 'reconDiscard', actor: 'allies' }, (s) => ({ ...s, cards: { ...s.cards, deck: s.cards.deck.slice(2), discard: s.cards.deck.slice(0, 2) } })),
  // funnies-choice (Equipment Pack Hobart's Funnies l.190): the accessory of an undecided Churchill, at game start.
  accessory: () => ({ ...base, units: base.units.map((u) => (u.id === ARMOR ? { ...u, kind: 'funnies' as const } : u)), pending: [{ kind: 'accessory', actor: 'allies', unit: ARMOR }] }),
  attack: 'automatic',
  afterAssault: 'automatic',
  strike: 'automatic',
};

const same = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);
const worded = (label: string): boolean => label.trim().length > 0 && label !== P.other;

/** The legal actions with no labelled control on the screen (a unit chosen from the list is followed one level). */
function unworded(state: GameState, plan: TurnPlan): Action[] {
  const direct = (p: TurnPlan, a: Action): boolean =>
    p.buttons.some((b) => same(b.action, a) && worded(b.label)) ||
    p.picks.some((x) => 'action' in x && same(x.action, a) && worded(x.label));
  return legalActions(state).filter((a) => {
    if (a.type === 'play') return plan.playable.has(a.card); // a card: a button named by the card
    if (a.type === 'keep') return !plan.keep?.includes(a.card) ? true : false;
    if (direct(plan, a)) return false;
    if (DECISION_KINDS.has(plan.kind)) return true; // a decision's choices are all there at once
    return !plan.picks.some((x) => 'select' in x && worded(x.label) && direct(planTurn(state, { unit: x.select, card: null }), a));
  }).filter((a) => a.type !== 'play');
}

describe('every choice in words', () => {
  it('[Issue 15 scope 3] every decision the engine can wait for offers each of its legal answers as a labelled button or choice', () => {
    const seen = new Set<DecisionKind>();
    for (const [kind, make] of Object.entries(DECISIONS)) {
      if (make === 'automatic') continue;
      const s = make();
      const legal = legalActions(s);
      const plan = planTurn(s);
      expect(plan.kind, kind).toBe(kind);
      expect(legal.length, kind).toBeGreaterThan(0);
      expect(unworded(s, plan), kind).toEqual([]);
      seen.add(plan.kind);
    }
    expect([...DECISION_KINDS].filter((k) => !seen.has(k))).toEqual([]);
  });

  it('[Rulebook p.12 Retreats, FAQ Sandbags] holding on sandbags is a button in words, beside each hex to retreat to', () => {
    const state = DECISIONS.retreat === 'automatic' ? base : DECISIONS.retreat();
    const plan = planTurn(state);
    // Hexes named as on the unturned board (log.ts showHexes; the screen names them as the board is turned).
    const labels = plan.picks.map((p) => showHexes(p.label, state.board.geometry));
    expect(labels).toContain(P.hold('row 6, hex 7'));
    expect(labels.some((l) => l.startsWith('Retreat to row 5'))).toBe(true);
  });

  it('[Rulebook p.11 Armor Overrun] an overrun names each target and its dice; Stop is a button', () => {
    const state = DECISIONS.overrun === 'automatic' ? base : DECISIONS.overrun();
    const plan = planTurn(state);
    expect(plan.buttons.map((b) => b.label)).toContain(GAME_TEXT.button.noOverrun);
    expect(plan.picks.map((p) => showHexes(p.label, state.board.geometry))).toContain(P.battle(P.unitAt('Axis infantry', 'row 6, hex 9'), 3));
  });

  it('[Issue 15 scope 3] in every stage of random turns each legal action has words (ordering, moving, battling, exits...)', () => {
    const stages = new Set<DecisionKind>();
    const rng = seedRng('choices');
    for (const id of [0, 1, 2]) {
      let s = newGame(sc, { seed: 10 + id });
      for (let i = 0; i < 200 && !s.winner; i++) {
        const plan = planTurn(s);
        stages.add(plan.kind);
        expect(unworded(s, plan), `${plan.kind} at ${i}`).toEqual([]);
        const legal = legalActions(s);
        const r = applyAction(s, legal[nextInt(rng, legal.length)]!);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    for (const k of ['play', 'order', 'move', 'battle'] as const) expect(stages.has(k), k).toBe(true);
  });
});

describe('two phones: the other phone\'s card and orders', () => {
  it('[Issue 15] the waiting phone is told the card the other side plays and how many units it ordered, numbered on the board', async () => {
    const { waitingPlan } = await import('../../src/ui/game/session');
    const { NET_TEXT } = await import('../../src/ui/text/net');
    const { CARD_TEXT } = await import('../../src/ui/text/cards');
    let s = newGame(sc, { seed: 7 });
    const play = legalActions(s).find((a) => a.type === 'play')!;
    let r = applyAction(s, play);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    const order = legalActions(s).find((a) => a.type === 'order')!;
    r = applyAction(s, order);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    const plan = waitingPlan(planTurn(s), 'Bob', s);
    const cardName = CARD_TEXT.name[DECK[s.turn.card! % DECK.length]!];
    expect(plan.prompt).toBe(NET_TEXT.waitingPlays('Bob', cardName, 1));
    expect(plan.highlights).toEqual([{ hex: { row: s.units[(order as { unit: number }).unit]!.row, col: s.units[(order as { unit: number }).unit]!.col }, kind: 'trail', label: '1' }]);
    // Nothing to act on, in words or on the board.
    expect(plan.picks).toEqual([]);
    expect(plan.taps.size).toBe(0);
  });
});
