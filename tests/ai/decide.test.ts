/**
 * The computer opponent's decision (src/ai, issue 18): on positions from real games (the built-in battles and imported
 * expansion battles, tests/fixtures/expansion-scenarios), `decide` returns a legal action of the side to act for every
 * kind of decision those games reach, never throws, is a function of (view, level, seed), and cannot see what the view
 * hides (sentinels planted in the hidden fields change nothing). Kept short for CI: random games are cheap; the
 * levels are asked on a few positions of each kind. The long measurements are the tournament's (docs/ai.md).
 */
import { describe, expect, it } from 'vitest';
import { actor, applyAction, cardType, legalActions, newGame, playerView, type Action, type GameState, type Side } from '../../src/engine';
import { nextInt, seedRng } from '../../src/engine/rng';
import { AI_LEVELS, baselineDecide, decide, determinize, unseenCards, type AiLevel } from '../../src/ai';
import { searchRng } from '../../src/ai/determinize';
import { BUILTIN_SCENARIOS } from '../../src/scenario/builtin';
import type { Scenario } from '../../src/scenario/types';
import { breakthroughBattle, importedExpansionScenarios } from '../support/expansion-play';

/** The kinds of decision a state asks for: the pending decision or the stage, and notable actions or cards on offer. */
function tags(s: GameState): string[] {
  const out: string[] = [s.pending[0]?.kind ?? s.turn.stage];
  for (const a of legalActions(s)) {
    if (a.type === 'play') {
      const t = cardType(a.card);
      if (t === 'counter-attack' || t === 'their-finest-hour' || t === 'air-power' || t === 'barrage' || t === 'ambush') out.push(`play:${t}`);
      if (a.as) out.push(`play-as:${a.as}`);
    } else if (a.type === 'recover' || a.type === 'exit' || a.type === 'removeWire' || a.type === 'smoke' || a.type === 'strike') out.push(a.type);
  }
  return out;
}

/** Positions of random games, at most `per` of each tag, from the given battles. */
function positions(battles: { name: string; scenario: Scenario }[], games: number, per: number): Map<string, { name: string; s: GameState }[]> {
  const found = new Map<string, { name: string; s: GameState }[]>();
  battles.forEach(({ name, scenario }, b) => {
    for (let g = 0; g < games; g++) {
      const rng = seedRng(`ai-test/${b}/${g}`);
      let s = newGame(scenario, { seed: `ai-test/${name}/${g}` });
      for (let n = 0; n < 3000 && !s.winner; n++) {
        for (const t of tags(s)) {
          const list = found.get(t) ?? [];
          if (list.length < per && legalActions(s).length > 1) {
            list.push({ name: `${name} game ${g} action ${n}`, s });
            found.set(t, list);
          }
        }
        const legal = legalActions(s);
        const r = applyAction(s, legal[nextInt(rng, legal.length)]!);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
  });
  return found;
}

const isLegal = (s: GameState, a: Action): boolean => legalActions(s).some((b) => JSON.stringify(b) === JSON.stringify(a));

const builtin = BUILTIN_SCENARIOS.map((scenario) => ({ name: scenario.id, scenario }));
const expansion = importedExpansionScenarios().map(({ file, scenario }) => ({ name: file, scenario }));
const found = positions([...builtin, ...expansion], 1, 2);

describe('decide (src/ai)', () => {
  it('[issue 18 scope 1] returns a legal action of the side to act for every decision kind of real games', () => {
    // The kinds random play reaches in one game of each battle: the stages, the decisions and the special cards.
    for (const k of ['play', 'order', 'move', 'battle', 'retreat', 'takeGround', 'keep', 'ambush', 'overrun', 'airPower', 'barrage', 'play:counter-attack', 'play:their-finest-hour', 'removeWire']) {
      expect(found.has(k), `no position of kind ${k}`).toBe(true);
    }
    let asked = 0;
    for (const [tag, list] of found) {
      for (const [i, { name, s }] of list.entries()) {
        const side = actor(s)!;
        // Easy on every position; Normal on the first of each kind; Hard on a few (they search longer).
        const levels: AiLevel[] = i === 0 ? (['play', 'battle', 'retreat'].includes(tag) ? ['easy', 'normal', 'hard'] : ['easy', 'normal']) : ['easy'];
        for (const level of levels) {
          const a = decide(playerView(s, side), level, `${name}/${level}`);
          expect(isLegal(s, a), `${level} on ${name} (${tag}): ${JSON.stringify(a)}`).toBe(true);
          asked++;
        }
      }
    }
    expect(asked).toBeGreaterThan(40);
  }, 120_000);

  it('[issue 18 scope 1] plays whole turns of imported expansion battles with legal actions only', () => {
    for (const { name, scenario } of [expansion[0]!, expansion[expansion.length - 1]!]) {
      let s = newGame(scenario, { seed: `ai-turns/${name}` });
      for (let n = 0; n < 40 && !s.winner; n++) {
        const side = actor(s)!;
        const a = side === 'axis' ? decide(playerView(s, side), 'easy', `${name}/${n}`) : baselineDecide(playerView(s, side), 'random', n);
        const r = applyAction(s, a);
        expect(r.ok, `${name} action ${n}: ${JSON.stringify(a)}`).toBe(true);
        if (r.ok) s = r.state;
      }
    }
  }, 60_000);

  it('[issue 18 scope 1] is a function of (view, level, seed): the same answer again, and from a JSON copy of the view', () => {
    for (const tag of ['play', 'move', 'battle']) {
      const { s } = found.get(tag)![0]!;
      const view = playerView(s, actor(s)!);
      for (const level of AI_LEVELS) {
        const a = decide(view, level, 7);
        expect(decide(JSON.parse(JSON.stringify(view)), level, 7)).toEqual(a);
      }
    }
  }, 60_000);

  it('[issue 18 scope 1] never sees the other hand, the deck order, the dice or face-down mines: planted sentinels change nothing', () => {
    // Every hidden field of the state gets other values: the other hand is swapped with cards of the draw pile, the
    // pile reversed, the PRNG replaced, the other side's face-down minefield values changed.
    const cases = [found.get('play')![0]!, found.get('battle')![0]!, found.get('move')![0]!].map((p) => p.s);
    // A battle with face-down minefields of both sides (Pegasus Bridge with four added on empty hexes).
    const base = BUILTIN_SCENARIOS[0]!;
    const empty = base.board.hexes.filter((h) => !h.unit && !h.terrain).slice(0, 4);
    const mined: Scenario = {
      ...base,
      board: { ...base.board, hexes: [...base.board.hexes.filter((h) => !empty.includes(h)), ...empty.map((h, i) => ({ ...h, minefield: (i % 2 ? 'axis' : 'allies') as Side }))] },
    };
    const s = newGame(mined, { seed: 'ai-privacy' });
    expect(Object.keys(s.hidden?.mines ?? {})).toHaveLength(4);
    cases.push(s);
    for (const s0 of cases) {
      const side = actor(s0)!;
      const foe: Side = side === 'axis' ? 'allies' : 'axis';
      const theirs = s0.cards.hands[foe];
      const deck = s0.cards.deck;
      const swap = Math.min(theirs.length, deck.length);
      const planted: GameState = {
        ...s0,
        cards: {
          ...s0.cards,
          hands: { ...s0.cards.hands, [foe]: [...deck.slice(0, swap), ...theirs.slice(swap)] },
          deck: [...theirs.slice(0, swap), ...deck.slice(swap)].reverse(),
        },
        rng: [0xdeadbeef, 0x5e471e1, 0xbad5eed, 0x1234567],
      };
      if (s0.hidden?.mines) {
        const mines: Record<string, number> = {};
        for (const [k, v] of Object.entries(s0.hidden.mines)) mines[k] = s0.mines?.[k]?.owner === foe ? 3 - v : v;
        planted.hidden = { ...s0.hidden, mines };
      }
      expect(JSON.stringify(planted.cards)).not.toEqual(JSON.stringify(s0.cards));
      expect(JSON.stringify(playerView(planted, side))).not.toContain(String(0xdeadbeef));
      for (const level of ['easy', 'normal'] as const) {
        expect(decide(playerView(planted, side), level, 11)).toEqual(decide(playerView(s0, side), level, 11));
      }
    }
  }, 60_000);

  it('[issue 18 scope 1] samples the unseen cards: never a card in its own hand or the discard, the sizes the view shows', () => {
    const { s } = found.get('move')![0]!;
    const side = actor(s)!;
    const view = playerView(s, side);
    const unseen = new Set(unseenCards(view));
    for (const id of [...view.cards.hand, ...view.cards.discard]) expect(unseen.has(id)).toBe(false);
    const world = determinize(view, searchRng(1, 'test'));
    const foe: Side = side === 'axis' ? 'allies' : 'axis';
    expect(world.cards.hands[side]).toEqual(view.cards.hand);
    expect(world.cards.hands[foe]).toHaveLength(view.cards.handSizes[foe]);
    expect(world.cards.deck).toHaveLength(view.cards.deckSize);
    for (const id of [...world.cards.hands[foe], ...world.cards.deck]) expect(unseen.has(id)).toBe(true);
    expect(new Set([...world.cards.hands[foe], ...world.cards.deck]).size).toBe(world.cards.hands[foe].length + world.cards.deck.length);
    expect(legalActions(world)).toEqual(legalActions(s));
  });

  it("[issue 18 scope 1] counts a Breakthrough battle's two decks: the unseen cards are exactly the draw pile and the other hand", () => {
    const s = newGame(breakthroughBattle(), { seed: 'ai-two-decks' });
    const side = actor(s)!;
    const foe: Side = side === 'axis' ? 'allies' : 'axis';
    expect(unseenCards(playerView(s, side)).sort((x, y) => x - y)).toEqual([...s.cards.deck, ...s.cards.hands[foe]].sort((x, y) => x - y));
  });
});
