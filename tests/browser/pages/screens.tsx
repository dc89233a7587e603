// Test page for the new-game and game-over screens (src/ui/app/Picker.tsx, GameOver.tsx) with the app's theme.
// ?screen=picker shows the picker (its callbacks are recorded in window.__screens); ?screen=gameover&games=1|2 plays
// seeded random games of Sword Beach to the end with the engine and shows the game-over screen of the last one:
// games=1 is the first game of a match, games=2 a whole match (the second game with sides swapped).
import { render } from 'preact';
import { applyAction, finalMedals, legalActions, newGame, type GameState } from '../../../src/engine';
import { nextInt, seedRng } from '../../../src/engine/rng';
import { BUILTIN_SCENARIOS, getBuiltinScenario } from '../../../src/scenario/builtin';
import type { Scenario } from '../../../src/scenario/types';
import { GameOver } from '../../../src/ui/app/GameOver';
import { Picker } from '../../../src/ui/app/Picker';
import { updateSettings } from '../../../src/ui/settings/settings';
import '../../../src/ui/app/app.css';
import { swappedSeats, type GameSetup, type MatchGame } from '../../../src/ui/game/setup';

interface ScreensProbe {
  /** Callbacks the screen made, in order: 'start', 'back', 'rematch', 'home', 'save'. */
  calls: string[];
  /** The setup passed to onStart. */
  started: GameSetup | null;
  /** The game-over screen's final state and setup. */
  final?: GameState;
  setup?: GameSetup;
}

declare global {
  interface Window {
    __screens?: ScreensProbe;
  }
}

const probe: ScreensProbe = { calls: [], started: null };
window.__screens = probe;

/** A whole game with a uniform random policy over the legal actions, seeded (never Math.random). */
function playToTheEnd(scenario: Scenario, seed: string): GameState {
  const policy = seedRng(`policy/${seed}`);
  let state = newGame(scenario, { seed, options: {} });
  for (let i = 0; !state.winner; i++) {
    if (i > 20_000) throw new Error(`no winner after 20,000 actions (seed ${seed})`);
    const legal = legalActions(state);
    const r = applyAction(state, legal[nextInt(policy, legal.length)]!);
    if (!r.ok) throw new Error(`legal action refused: ${r.error.message}`);
    state = r.state;
  }
  return state;
}

function result(seats: MatchGame['seats'], final: GameState): MatchGame {
  return {
    seats,
    medals: { allies: finalMedals(final, 'allies'), axis: finalMedals(final, 'axis') },
    winner: final.winner!,
  };
}

const params = new URLSearchParams(location.search);
const root = document.getElementById('app')!;

if (params.get('screen') === 'gameover') {
  const scenario = getBuiltinScenario('sword-beach')!;
  const games = params.get('games') === '2' ? 2 : 1;
  const first = { allies: 0, axis: 1 } as const;
  let final = playToTheEnd(scenario, 'screens-1');
  const match: MatchGame[] = [result(first, final)];
  if (games === 2) {
    final = playToTheEnd(scenario, 'screens-2');
    match.push(result(swappedSeats(first), final));
  }
  const setup: GameSetup = {
    scenario,
    seed: games === 2 ? 'screens-2' : 'screens-1',
    options: {},
    mode: 'pass-and-play',
    players: { names: ['Alice', 'Bertrand'] },
    match,
  };
  probe.final = final;
  probe.setup = setup;
  render(
    <GameOver
      setup={setup}
      final={final}
      onRematch={() => probe.calls.push('rematch')}
      onHome={() => probe.calls.push('home')}
      onSaveRecord={() => probe.calls.push('save')}
    />,
    root,
  );
} else {
  // The picker reads the Ambush setting from the app's settings store (saved in localStorage).
  if (params.get('ambush') === '1') updateSettings({ ambushAlwaysAsk: true });
  render(
    <Picker
      scenarios={BUILTIN_SCENARIOS}
      onStart={(setup) => {
        probe.calls.push('start');
        probe.started = setup;
      }}
      onBack={() => probe.calls.push('back')}
    />,
    root,
  );
}
document.body.dataset.ready = '1';
