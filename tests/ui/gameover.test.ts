import { describe, expect, it } from 'vitest';
import { finalMedals, newGame } from '../../src/engine';
import type { GameEvent, GameState, Side } from '../../src/engine/types';
import { BUILTIN_SCENARIOS } from '../../src/scenario/builtin';
import { figuresLost, matchSummary, unitCount, unitsLost } from '../../src/ui/app/gameOver';
import { matchScore, swappedSeats, type MatchGame } from '../../src/ui/game/setup';
import { playRandomGame } from '../support/random-play';

const SIDES: readonly Side[] = ['allies', 'axis'];

/** Losses counted the other way: from the events of the whole game, not from the units' figures. */
interface Tally {
  figures: Record<Side, number>;
  eliminated: Record<Side, number>;
}

function tallyEvents(start: GameState, events: readonly GameEvent[]): Tally {
  const sideOf = new Map(start.units.map((u) => [u.id, u.side]));
  const t: Tally = { figures: { allies: 0, axis: 0 }, eliminated: { allies: 0, axis: 0 } };
  for (const e of events) {
    if (e.type === 'figuresLost') t.figures[sideOf.get(e.unit)!] += e.figures;
    else if (e.type === 'recovered') t.figures[sideOf.get(e.unit)!] -= e.figures;
    else if (e.type === 'eliminated') t.eliminated[sideOf.get(e.unit)!] += 1;
  }
  return t;
}

/** A seeded random game, with the state and the events so far after action `midway` and at the end. */
function play(scenarioIndex: number, seed: string, midway: number) {
  const scenario = BUILTIN_SCENARIOS[scenarioIndex]!;
  const start = newGame(scenario, { seed });
  const events: GameEvent[] = [];
  let mid: { state: GameState; events: GameEvent[] } | null = null;
  const result = playRandomGame(scenario, seed, {
    check: false,
    onAction: (state, index, _action, evs) => {
      events.push(...evs);
      if (index === midway) mid = { state, events: [...events] };
    },
  });
  return { scenario, start, final: result.final, events, mid: mid! };
}

describe('game over: losses per side', () => {
  it('are nothing at the start of a battle', () => {
    for (const scenario of BUILTIN_SCENARIOS) {
      const s = newGame(scenario, { seed: 'start' });
      for (const side of SIDES) {
        expect(figuresLost(s, side)).toBe(0);
        expect(unitsLost(s, side)).toBe(0);
        // The board's units, plus any dropped from the air before play (Sainte-Mère-Église).
        expect(unitCount(s, side)).toBe(s.units.filter((u) => u.side === side).length);
        expect(unitCount(s, side)).toBeGreaterThanOrEqual(scenario.board.hexes.filter((h) => h.unit?.side === side).length);
      }
    }
  });

  it('agree with the figures lost, recovered and eliminated events of random games, midway and at the end', () => {
    let sawLosses = 0;
    for (const [i, seed] of ['a', 'b', 'c', 'd', 'e', 'f'].entries()) {
      const game = play(i % BUILTIN_SCENARIOS.length, `gameover-${seed}`, 120);
      for (const [state, events] of [
        [game.mid.state, game.mid.events],
        [game.final, game.events],
      ] as const) {
        const t = tallyEvents(game.start, events);
        for (const side of SIDES) {
          expect(figuresLost(state, side), `${game.scenario.id} ${seed} ${side} figures`).toBe(t.figures[side]);
          expect(unitsLost(state, side), `${game.scenario.id} ${seed} ${side} units`).toBe(t.eliminated[side]);
          expect(unitsLost(state, side)).toBeLessThanOrEqual(unitCount(state, side));
          sawLosses += figuresLost(state, side);
        }
      }
      // The loser lost something: the winner's medals come from eliminations or objectives, never from nothing.
      const loser = game.final.winner === 'allies' ? 'axis' : 'allies';
      // A win is at the medal target, unless the battle ends another way (sudden death, an empty deck).
      const byRule = (game.scenario.suddenDeath?.length ?? 0) > 0 || game.scenario.deck?.emptyWinner !== undefined;
      if (!byRule) expect(finalMedals(game.final, game.final.winner!)).toBe(game.final.medalsToWin[game.final.winner!]);
      expect(figuresLost(game.final, loser) + figuresLost(game.final, game.final.winner!)).toBeGreaterThan(0);
    }
    expect(sawLosses).toBeGreaterThan(0);
  });
});

describe('game over: match summary', () => {
  const names = ['Alice', 'Bertrand'] as const;

  it('after the first game: that game only, no match winner yet', () => {
    const match: MatchGame[] = [{ seats: { allies: 0, axis: 1 }, medals: { allies: 5, axis: 3 }, winner: 'allies' }];
    const m = matchSummary(match, names);
    expect(m.games).toEqual([{ number: 1, sides: ['allies', 'axis'], medals: [5, 3], winner: 0 }]);
    expect(m.score).toEqual([5, 3]);
    expect(m).toMatchObject({ complete: false, winner: null, draw: false, winnerName: null });
  });

  it('ignores a game not finished yet', () => {
    const m = matchSummary([{ seats: { allies: 0, axis: 1 } }], names);
    expect(m).toMatchObject({ games: [], score: [0, 0], complete: false, winner: null, draw: false });
  });

  it('after two games with sides swapped: each player totals their own medals, the higher total wins', () => {
    const match: MatchGame[] = [
      { seats: { allies: 0, axis: 1 }, medals: { allies: 5, axis: 3 }, winner: 'allies' },
      // Game 2: player 2 has the Allies and wins 5 to 4, but player 1 keeps the match on the total (9 to 8).
      { seats: { allies: 1, axis: 0 }, medals: { allies: 5, axis: 4 }, winner: 'allies' },
    ];
    const m = matchSummary(match, names);
    expect(m.games[1]).toEqual({ number: 2, sides: ['axis', 'allies'], medals: [4, 5], winner: 1 });
    expect(m.score).toEqual([9, 8]);
    expect(m).toMatchObject({ complete: true, winner: 0, draw: false, winnerName: 'Alice' });
  });

  it('after two games with equal totals: a draw', () => {
    const match: MatchGame[] = [
      { seats: { allies: 0, axis: 1 }, medals: { allies: 4, axis: 6 }, winner: 'axis' },
      { seats: { allies: 1, axis: 0 }, medals: { allies: 4, axis: 6 }, winner: 'axis' },
    ];
    const m = matchSummary(match, names);
    expect(m.score).toEqual([10, 10]);
    expect(m).toMatchObject({ complete: true, winner: null, draw: true, winnerName: null });
  });

  it('sums a real two-game match as matchScore does, and names the player with more medals', () => {
    const scenario = BUILTIN_SCENARIOS[0]!;
    const first = { allies: 0, axis: 1 } as const;
    const match: MatchGame[] = [];
    for (const [seed, seats] of [
      ['match-1', first],
      ['match-2', swappedSeats(first)],
    ] as const) {
      const final = playRandomGame(scenario, seed, { check: false }).final;
      match.push({
        seats,
        medals: { allies: finalMedals(final, 'allies'), axis: finalMedals(final, 'axis') },
        winner: final.winner!,
      });
    }
    const m = matchSummary(match, names);
    expect(m.score).toEqual(matchScore(match));
    expect(m.games.map((g) => g.winner)).toEqual(match.map((g) => g.seats[g.winner!]));
    const [a, b] = m.score;
    expect(m.winner).toBe(a === b ? null : a > b ? 0 : 1);
    expect(m.draw).toBe(a === b);
  });
});
