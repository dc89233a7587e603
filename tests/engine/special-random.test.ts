/**
 * Random play over a battle that uses every special rule at once (extra draws, cards played as Air Power and as
 * Barrage, sudden death, a deck never reshuffled, impassable and fire-blocking hexes, a bridge span, an airdrop):
 * every game ends, and after every action the cards are all accounted for, no two units share a hex, no unit
 * stands on an impassable hex or off its span's exits, and the state survives JSON.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame } from '../../src/engine';
import { nextInt, seedRng } from '../../src/engine/rng';
import type { GameState } from '../../src/engine';
import { validateScenario } from '../../src/scenario/validate';
import type { Scenario, ScenarioHex } from '../../src/scenario/types';

function battle(deckRule: boolean): Scenario {
  const hexes: ScenarioHex[] = [
    { row: 4, col: 2, terrain: 'hill', impassable: true, blocksFire: ['infantry', 'armor', 'artillery'] },
    { row: 4, col: 4, terrain: 'hill', impassable: true },
    { row: 4, col: 20, terrain: 'river', blocksFire: ['infantry'] },
    { row: 3, col: 11, terrain: 'river', bridge: true },
    { row: 4, col: 12, terrain: 'river', bridge: true },
    { row: 5, col: 13, terrain: 'river', bridge: true },
    { row: 0, col: 2, terrain: 'town', unit: { side: 'axis', kind: 'infantry' } },
    { row: 0, col: 10, terrain: 'town', unit: { side: 'axis', kind: 'infantry' } },
    { row: 1, col: 5, unit: { side: 'axis', kind: 'armor' } },
    { row: 1, col: 15, unit: { side: 'axis', kind: 'artillery' } },
    { row: 2, col: 20, unit: { side: 'axis', kind: 'infantry' } },
    { row: 6, col: 12, unit: { side: 'allies', kind: 'infantry' } },
    { row: 7, col: 3, unit: { side: 'allies', kind: 'armor' } },
    { row: 7, col: 19, unit: { side: 'allies', kind: 'special-forces' } },
    { row: 8, col: 10, unit: { side: 'allies', kind: 'artillery' } },
  ];
  const sc: Scenario = {
    format: 1,
    id: 'every-rule',
    name: 'Every rule',
    board: {
      kind: 'standard',
      face: 'country',
      hexes,
      spans: [
        {
          hexes: [
            { row: 3, col: 11 },
            { row: 4, col: 12 },
            { row: 5, col: 13 },
          ],
          exits: [
            { span: { row: 3, col: 11 }, land: { row: 2, col: 10 } },
            { span: { row: 5, col: 13 }, land: { row: 6, col: 14 } },
          ],
        },
      ],
    },
    sides: {
      axis: { cards: 2, medalsToWin: 5, edge: 'top', extraDraws: { turns: 2, cards: 1 }, playAs: [{ cards: ['probe-left', 'probe-right'], as: 'barrage' }] },
      allies: {
        cards: 5,
        medalsToWin: 5,
        edge: 'bottom',
        playAs: [{ cards: ['recon-left', 'recon-centre', 'recon-right'], as: 'air-power', holding: [{ row: 6, col: 12 }, { row: 6, col: 10 }] }],
      },
    },
    first: 'allies',
    suddenDeath: [{ side: 'allies', hexes: [{ row: 0, col: 2 }, { row: 0, col: 10 }, { row: 1, col: 5 }], hold: 2 }],
    airdrop: { side: 'allies', units: 3, unit: { kind: 'infantry' }, centre: { row: 5, col: 7 }, radius: 3 },
  };
  if (deckRule) sc.deck = { reshuffle: false, emptyWinner: 'axis' };
  const r = validateScenario(sc);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.scenario;
}

const IMPASSABLE = new Set(['4,2', '4,4']);

function problems(s: GameState): string[] {
  const out: string[] = [];
  const cards = [...s.cards.deck, ...s.cards.discard, ...s.cards.hands.axis, ...s.cards.hands.allies];
  for (const p of s.pending) if (p.kind === 'keep') cards.push(...p.cards);
  if (s.turn.card !== null && !s.pending.some((p) => p.kind === 'keep')) cards.push(s.turn.card);
  if (new Set(cards).size !== 60 || cards.length !== 60) out.push(`${cards.length} cards, ${new Set(cards).size} distinct`);
  const seen = new Set<string>();
  for (const u of s.units) {
    if (u.figures === 0) continue;
    const k = `${u.row},${u.col}`;
    if (seen.has(k)) out.push(`two units on ${k}`);
    if (IMPASSABLE.has(k)) out.push(`unit ${u.id} on the impassable hex ${k}`);
    seen.add(k);
  }
  if (JSON.stringify(JSON.parse(JSON.stringify(s))) !== JSON.stringify(s)) out.push('not plain JSON');
  return out;
}

describe('10. Special rules: all together', () => {
  it.each([true, false])('[engine: random play] every game ends and stays consistent (deck rule %s)', (deckRule) => {
    const sc = battle(deckRule);
    const ends = new Set<string>();
    let played = 0;
    for (let seed = 1; seed <= 40; seed++) {
      let s = newGame(sc, { seed });
      const policy = seedRng(`policy/${seed}`);
      let n = 0;
      for (; !s.winner && n < 5000; n++) {
        const legal = legalActions(s);
        expect(legal.length, `seed ${seed}: no legal action at ${n}`).toBeGreaterThan(0);
        const a = legal[nextInt(policy, legal.length)]!;
        if (a.type === 'play' && a.as) played++;
        const r = applyAction(s, a);
        if (!r.ok) throw new Error(`seed ${seed}: ${JSON.stringify(a)} refused: ${r.error.message}`);
        const bad = problems(r.state);
        if (bad.length) throw new Error(`seed ${seed} action ${n} ${JSON.stringify(a)}: ${bad.join('; ')}`);
        const over = r.events.find((e) => e.type === 'gameOver');
        if (over && over.type === 'gameOver') ends.add(over.reason ?? 'medals');
        s = r.state;
      }
      expect(s.winner, `seed ${seed} did not end`).not.toBeNull();
    }
    expect(played).toBeGreaterThan(0);
    // Without the deck rule the discards are reshuffled and the deck never ends a game.
    expect(ends.has('deckEmpty')).toBe(deckRule);
    expect(ends.has('suddenDeath') || ends.has('medals')).toBe(true);
  });
});
