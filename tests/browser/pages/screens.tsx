// Test page for the new-game and game-over screens (src/ui/app/Picker.tsx, GameOver.tsx) with the app's theme.
// ?screen=picker shows the picker (its callbacks are recorded in window.__screens); ?screen=gameover&games=1|2 plays
// seeded random games of Sword Beach to the end with the engine and shows the game-over screen of the last one:
// games=1 is the first game of a match, games=2 a whole match (the second game with sides swapped). ?screen=inspect
// shows the game screen of a small night battle with obstacles and a minefield (hex inspection, the night chip;
// window.__screens.hexPoint gives a hex's centre on the board canvas), whose pause menu opens the rules help on the same
// page (its legend); those modules load only for that screen, so the other screens' pages stay as quick to serve.
import { render } from 'preact';
import { applyAction, finalMedals, legalActions, newGame, type GameState } from '../../../src/engine';
import { nextInt, seedRng } from '../../../src/engine/rng';
import { BUILTIN_SCENARIOS, getBuiltinScenario } from '../../../src/scenario/builtin';
import type { Scenario } from '../../../src/scenario/types';
import { GameOver } from '../../../src/ui/app/GameOver';
import { applyBattleRules } from '../../../src/scenario/battleRules';
import type { Turn, View } from '../../../src/ui/board/geometry';
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
  /** ?screen=inspect: the centre of a hex on the board canvas, in CSS px from the canvas's top left. */
  hexPoint?: (row: number, col: number) => { x: number; y: number };
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
// &lang=fr: the screens in French (the French walk of screens.spec.mjs), the whole table in before the first render.
if (params.get('lang') === 'fr') {
  const { setLanguage, textReady } = await import('../../../src/ui/i18n');
  await setLanguage('fr');
  await textReady();
}
const root = document.getElementById('app')!;

/** A small night battle with something of each kind on the hexes near the centre (the inspection screenshots). */
function inspectBattle(): Scenario {
  const scenario: Scenario = {
    format: 1,
    id: 'inspect-test',
    name: 'Inspection test',
    board: {
      kind: 'standard',
      face: 'country',
      hexes: [
        { row: 4, col: 12, terrain: 'forest', obstacle: 'sandbags', unit: { side: 'allies', kind: 'infantry', figures: 3 } },
        { row: 3, col: 13, minefield: 'axis' },
        { row: 3, col: 11, terrain: 'hill', unit: { side: 'axis', kind: 'infantry' } },
        { row: 2, col: 12, terrain: 'town', label: 'Vierville', unit: { side: 'axis', kind: 'armor' } },
        { row: 2, col: 14, bunker: 'axis' },
        { row: 4, col: 14, obstacle: 'wire' },
        { row: 5, col: 11, terrain: 'wadi' },
        { row: 6, col: 12, unit: { side: 'allies', kind: 'armor' } },
        { row: 7, col: 9, unit: { side: 'allies', kind: 'artillery' } },
        { row: 0, col: 22, unit: { side: 'axis', kind: 'infantry' } },
      ],
    },
    sides: { axis: { cards: 4, medalsToWin: 4, edge: 'top' }, allies: { cards: 4, medalsToWin: 4, edge: 'bottom' } },
    first: 'allies',
    objectives: [{ id: 'town', side: 'allies', hexes: [{ row: 2, col: 12 }], medals: 1 }],
  };
  return applyBattleRules(scenario, ['night']);
}

if (params.get('screen') === 'inspect') {
  const [{ GameScreen }, { GameSession }, { RulesHelp }, { hexToPixel }] = await Promise.all([
    import('../../../src/ui/game/GameScreen'),
    import('../../../src/ui/game/session'),
    import('../../../src/ui/app/RulesHelp'),
    import('../../../src/ui/board/geometry'),
  ]);
  const scenario = inspectBattle();
  // &names=A|B, &nations=JP,US (axis, allies), &rules=gungHo,... : the top bar with long names and the armies' marks.
  const names = (params.get('names')?.split('|') ?? ['Alice', 'Bertrand']) as [string, string];
  const nations = params.get('nations')?.split(',');
  if (nations?.[0]) scenario.sides.axis.nation = nations[0];
  if (nations?.[1]) scenario.sides.allies.nation = nations[1];
  const extraRules = (params.get('rules')?.split(',') ?? []) as Parameters<typeof applyBattleRules>[1];
  const played = extraRules.length > 0 ? applyBattleRules(scenario, extraRules) : scenario;
  const setup: GameSetup = { scenario: played, seed: 'inspect-1', options: {}, mode: 'open', players: { names }, match: [{ seats: { allies: 0, axis: 1 } }] };
  const session = new GameSession(setup);
  probe.hexPoint = (row, col) => {
    const area = document.querySelector<HTMLElement>('.board-area')!;
    // (the board's turn too: a quarter on the upright phone)
    const { view, turn } = JSON.parse(area.dataset.view!) as { view: View; turn: Turn };
    return hexToPixel(session.state.value.board.geometry, view, { row, col }, turn);
  };
  const noop = (): void => {};
  const game = () => <GameScreen session={session} onOver={noop} onLeave={noop} onRules={() => render(<RulesHelp onBack={() => render(game(), root)} />, root)} onSettings={noop} onExport={noop} />;
  render(game(), root);
} else if (params.get('screen') === 'gameover') {
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
