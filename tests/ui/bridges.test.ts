/**
 * The game screen offers the bridge plays a battle's rules allow (docs/ui.md "Bridges"): the card's ways of play as
 * buttons in words, the river hexes or bridges to tap, the log's sentences and the hex words.
 */
import { describe, expect, it } from 'vitest';
import { DECK, applyAction, hexKey, legalActions, newGame, type GameState } from '../../src/engine';
import type { Scenario, ScenarioHex } from '../../src/scenario/types';
import { planTurn } from '../../src/ui/game/controller';
import { describeEvents } from '../../src/ui/game/log';
import { describeHex } from '../../src/ui/board/input';
import { GAME_TEXT } from '../../src/ui/text/game';
import { nextInt, seedRng } from '../../src/engine/rng';
import { bridgeGround } from '../support/expansion-play';

const river: ScenarioHex[] = [];
for (let col = 0; col <= 24; col += 2) river.push({ row: 4, col, terrain: 'river', ...(col === 12 ? { bridge: true } : {}) });
const sc: Scenario = {
  format: 1,
  id: 'bridges-ui',
  name: 'Bridges UI',
  board: { kind: 'standard', face: 'country', hexes: [...river, { row: 6, col: 12, unit: { side: 'allies', kind: 'infantry' } }, { row: 1, col: 13, unit: { side: 'axis', kind: 'infantry' } }] },
  sides: { axis: { cards: 4, medalsToWin: 4, edge: 'top' }, allies: { cards: 4, medalsToWin: 4, edge: 'bottom' } },
  first: 'allies',
  rules: { pontoons: { allies: {} }, blowBridges: { allies: { option: 2 } } },
};

function withHand(types: string[]): GameState {
  const s = newGame(sc, { seed: 3 });
  const hand = types.map((t) => DECK.findIndex((x) => x === t));
  const deck = [...s.cards.deck, ...s.cards.hands.allies].filter((c) => !hand.includes(c));
  return { ...s, cards: { ...s.cards, deck, hands: { ...s.cards.hands, allies: hand } } };
}

const apply = (s: GameState, a: unknown): { state: GameState; events: import('../../src/engine').GameEvent[] } => {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(r.error.message);
  return { state: r.state, events: r.events };
};

describe('bridge plays on the game screen', () => {
  it('an Attack card offers to order, to build a pontoon bridge, or to blow a bridge, in words; the river hexes glow to be tapped', () => {
    const s = withHand(['attack-centre']);
    const card = s.cards.hands.allies[0]!;
    const plan = planTurn(s, { unit: null, card });
    expect(plan.prompt).toBe(GAME_TEXT.prompt.playAs);
    expect(plan.buttons.map((b) => [b.id, b.label])).toEqual([
      ['play', 'Play this card'],
      ['as-pontoon', 'Build a pontoon bridge'],
      ['as-blow', 'Blow up a bridge'],
    ]);
    const built = apply(s, plan.buttons[1]!.action).state;
    const choose = planTurn(built);
    expect(choose.kind).toBe('pontoon');
    expect(choose.prompt).toBe(GAME_TEXT.prompt.pontoon);
    // The centre's river hexes without a bridge: cols 8, 10, 14, 16 (7-17 is the centre).
    expect([...choose.taps.keys()].sort()).toEqual(['4,10', '4,14', '4,16', '4,8'].sort());
    const tap = choose.taps.get(hexKey({ row: 4, col: 10 }));
    const { state, events } = apply(built, tap?.kind === 'apply' ? tap.choices[0]!.action : null);
    const text = describeEvents(built, state, events, 'allies').map((l) => l.text);
    expect(text).toContain('The Allies lay a pontoon bridge across the river.');
    expect(describeHex(state, { row: 4, col: 10 })).toContain('Pontoon bridge');
  });

  it('blowing a bridge: the bridges of the section glow; the log tells the roll and the outcome', () => {
    const s = withHand(['probe-centre']);
    const card = s.cards.hands.allies[0]!;
    const chose = apply(s, { type: 'play', card, as: 'blow' });
    expect(describeEvents(s, chose.state, chose.events, 'allies').map((l) => l.text)).toContain('No unit is ordered: the sappers go for a bridge.');
    const plan = planTurn(chose.state);
    expect(plan.kind).toBe('blow');
    expect(plan.prompt).toBe(GAME_TEXT.prompt.blow(2));
    expect([...plan.taps.keys()]).toEqual(['4,12']);
    const r = applyAction(chose.state, { type: 'target', target: { row: 4, col: 12 } }, { dice: ['star', 'flag'] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const text = describeEvents(chose.state, r.state, r.events, 'allies').map((l) => l.text);
    expect(text).toContain('The Allies blow the bridge: only the river is left.');
    expect(describeHex(r.state, { row: 4, col: 12 })).not.toContain('Bridge');
  });

  it('in random games of the bridge proving ground, every bridge play is a button of its card and every hex to pick is a tap', () => {
    const sc = bridgeGround();
    let plays = 0;
    let picks = 0;
    for (const seed of [1, 2]) {
      let s = newGame(sc, { seed });
      const rng = seedRng(`ui-bridges/${seed}`);
      for (let i = 0; i < 400 && !s.winner; i++) {
        const legal = legalActions(s);
        for (const a of legal) {
          if (a.type === 'play' && a.as) {
            const buttons = planTurn(s, { unit: null, card: a.card }).buttons.map((b) => JSON.stringify(b.action));
            expect(buttons).toContain(JSON.stringify(a));
            plays++;
          }
        }
        const p = s.pending[0];
        if (p && (p.kind === 'pontoon' || p.kind === 'blow')) {
          const plan = planTurn(s);
          const tapped = [...plan.taps.values()].flatMap((t) => (t.kind === 'apply' ? t.choices.map((c) => JSON.stringify(c.action)) : []));
          expect(tapped.sort()).toEqual(legal.map((a) => JSON.stringify(a)).sort());
          picks++;
        }
        s = apply(s, legal[nextInt(rng, legal.length)]).state;
      }
    }
    expect(plays).toBeGreaterThan(0);
    expect(picks).toBeGreaterThan(0);
  });
});
