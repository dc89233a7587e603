import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import { BUILTIN_SCENARIOS } from '../../src/scenario/builtin';
import { COMPUTER_CHOICE_KEY, DEFAULT_CHOICES, buildSetup, loadComputerChoice, playerName, randomSeed, saveComputerChoice, seedFromSearch } from '../../src/ui/app/picker';

describe('picker: the seed of a new game', () => {
  it('takes ?seed= from the page address only when it is 1 to 64 of [A-Za-z0-9_-]', () => {
    expect(seedFromSearch('?seed=abc123')).toBe('abc123');
    expect(seedFromSearch('?screen=picker&seed=A_b-9')).toBe('A_b-9');
    expect(seedFromSearch('seed=plain')).toBe('plain');
    expect(seedFromSearch('?seed=' + 'x'.repeat(64))).toBe('x'.repeat(64));
    expect(seedFromSearch('?seed=' + 'x'.repeat(65))).toBeNull();
    expect(seedFromSearch('?seed=')).toBeNull();
    expect(seedFromSearch('?seed=a%20b')).toBeNull();
    expect(seedFromSearch('?seed=a.b')).toBeNull();
    expect(seedFromSearch('?seed=%3Cscript%3E')).toBeNull();
    expect(seedFromSearch('?seed=caf%C3%A9')).toBeNull();
    expect(seedFromSearch('')).toBeNull();
    expect(seedFromSearch('?other=1')).toBeNull();
    // The first one counts when the parameter is repeated.
    expect(seedFromSearch('?seed=one&seed=two')).toBe('one');
  });

  it('is otherwise 16 hex characters from the random bytes', () => {
    expect(randomSeed((b) => b.set([0, 1, 0x0f, 0x10, 0xab, 0xcd, 0xef, 0xff]))).toBe('00010f10abcdefff');
    const a = randomSeed();
    const b = randomSeed();
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(b).toMatch(/^[0-9a-f]{16}$/);
    expect(a).not.toBe(b);
  });
});

describe('picker: the game setup', () => {
  const sword = BUILTIN_SCENARIOS.find((s) => s.id === 'sword-beach')!;

  it('by default: pass and play, Player 1 with the Allies in game 1, no variant', () => {
    const setup = buildSetup(sword, DEFAULT_CHOICES, 'seed1', false);
    expect(setup).toEqual({
      scenario: sword,
      seed: 'seed1',
      options: { ambushAlwaysAsk: false },
      mode: 'pass-and-play',
      players: { names: ['Player 1', 'Player 2'] },
      match: [{ seats: { allies: 0, axis: 1 } }],
    });
  });

  it('keeps "no Take Ground or Overrun" only with Young Generals', () => {
    const without = buildSetup(sword, { ...DEFAULT_CHOICES, noTakeGround: true }, 's', true);
    expect(without.options).toEqual({ ambushAlwaysAsk: true });
    const yg = buildSetup(sword, { ...DEFAULT_CHOICES, youngGenerals: true }, 's', false);
    expect(yg.options).toEqual({ ambushAlwaysAsk: false, youngGenerals: true });
    const both = buildSetup(sword, { ...DEFAULT_CHOICES, youngGenerals: true, noTakeGround: true }, 's', false);
    expect(both.options).toEqual({ ambushAlwaysAsk: false, youngGenerals: true, noTakeGround: true });
  });

  it('tidies the names and falls back to the default for a blank one', () => {
    expect(playerName('  Alice   Smith ', 0)).toBe('Alice Smith');
    expect(playerName(' \t ', 1)).toBe('Player 2');
    const setup = buildSetup(sword, { ...DEFAULT_CHOICES, mode: 'open', names: ['', 'Bertrand'] }, 's', false);
    expect(setup.players.names).toEqual(['Player 1', 'Bertrand']);
    expect(setup.mode).toBe('open');
  });

  it('starts a game the engine accepts, with the chosen options in its state', () => {
    for (const scenario of BUILTIN_SCENARIOS) {
      const setup = buildSetup(scenario, { ...DEFAULT_CHOICES, youngGenerals: true, noTakeGround: true }, 'abc', true);
      const state = newGame(setup.scenario, { seed: setup.seed, options: setup.options });
      expect(state.scenarioId).toBe(scenario.id);
      expect(state.options).toEqual({ ambushAlwaysAsk: true, youngGenerals: true, noTakeGround: true });
      // Young Generals: a deck of section cards only (40 cards), dealt from the seed.
      const cards = state.cards.deck.length + state.cards.hands.allies.length + state.cards.hands.axis.length;
      expect(cards).toBe(40);
    }
  });
});

describe('picker: a game against the computer (issue 18)', () => {
  const scenario = BUILTIN_SCENARIOS[0]!;
  it('records each player\'s level by player, names the computer by its level, and adds nothing to a game between humans', () => {
    const human = buildSetup(scenario, DEFAULT_CHOICES, 's', false);
    expect(human).not.toHaveProperty('computer');
    const vs = buildSetup(scenario, { ...DEFAULT_CHOICES, names: ['Ann', ''], computer: [null, 'hard'] }, 's', false);
    expect(vs.computer).toEqual([null, 'hard']);
    expect(vs.players.names).toEqual(['Ann', 'Computer (Hard)']);
    // Two phones: never a computer.
    const net = buildSetup(scenario, { ...DEFAULT_CHOICES, mode: 'network', computer: [null, 'easy'] }, 's', false);
    expect(net).not.toHaveProperty('computer');
  });

  it('remembers the last choice, and reads back only a well-formed one', () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) };
    expect(loadComputerChoice(storage)).toEqual([null, null]);
    saveComputerChoice(storage, ['easy', null]);
    expect(loadComputerChoice(storage)).toEqual(['easy', null]);
    for (const bad of ['{', '["hard"]', '["expert", null]', '[1, 2]', '"normal"']) {
      kept.set(COMPUTER_CHOICE_KEY, bad);
      expect(loadComputerChoice(storage)).toEqual([null, null]);
    }
    expect(loadComputerChoice(null)).toEqual([null, null]);
    expect(() => saveComputerChoice({ setItem: () => { throw new Error('blocked'); } }, [null, 'normal'])).not.toThrow();
  });
});
