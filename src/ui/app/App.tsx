/**
 * The app's screens and what moves between them: home, new game (picker), the game, game over (with the match),
 * settings and rules help. One game lives here at a time; settings and rules help open over it and return to it.
 */
import { useSignal, useSignalEffect } from '@preact/signals';
import { finalMedals, type GameEvent, type GameState } from '../../engine';
import type { Scenario } from '../../scenario/types';
import { recordFileName } from '../../store/record';
import { GameScreen } from '../game/GameScreen';
import { GameSession } from '../game/session';
import { nextSeed, swappedSeats, type GameSetup } from '../game/setup';
import { feedback } from '../settings/feedback';
import type { ServiceWorkerState } from '../sw/state';
import { GameOver } from './GameOver';
import { Home } from './Home';
import { Notices } from './Notices';
import { Picker } from './Picker';
import { RulesHelp } from './RulesHelp';
import { Settings } from './Settings';

export interface AppProps {
  scenarios: readonly Scenario[];
  /** Absent where service workers are unavailable (or in tests). */
  sw?: ServiceWorkerState;
}

type Screen = 'home' | 'picker' | 'game' | 'over' | 'settings' | 'rules';

/** Sounds and vibration for what just happened (each behind its setting, see feedback.ts). */
function cue(events: readonly GameEvent[]): void {
  let kind: Parameters<typeof feedback>[0] | null = null;
  for (const e of events) {
    if (e.type === 'gameOver') kind = 'victory';
    else if (e.type === 'eliminated' && kind !== 'victory') kind = 'eliminated';
    else if (e.type === 'roll' && !kind) kind = 'dice';
    else if (e.type === 'turn' && !kind) kind = 'turn';
  }
  if (kind) feedback(kind);
}

/** Offers the game record as a file download. */
function download(session: GameSession): void {
  const record = session.record();
  const blob = new Blob([JSON.stringify(record, null, 1)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = recordFileName(record, new Date().toISOString().slice(0, 10));
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function App({ scenarios, sw }: AppProps) {
  const screen = useSignal<Screen>('home');
  /** Where settings and rules help return to. */
  const back = useSignal<Screen>('home');
  const session = useSignal<GameSession | null>(null);
  const final = useSignal<{ setup: GameSetup; state: GameState } | null>(null);

  // Until saved games exist, closing the tab or going back out of the app would lose a battle under way: ask.
  useSignalEffect(() => {
    const s = session.value;
    if (!s || s.state.value.winner || s.actionCount.value === 0) return;
    const warn = (e: BeforeUnloadEvent): void => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  });

  const go = (to: Screen): void => {
    screen.value = to;
    if (typeof window !== 'undefined') window.scrollTo(0, 0);
  };
  const openAside = (to: 'settings' | 'rules'): void => {
    back.value = screen.value;
    go(to);
  };
  const start = (setup: GameSetup): void => {
    session.value = new GameSession(setup, cue);
    final.value = null;
    go('game');
  };
  const finish = (): void => {
    const s = session.value;
    if (!s || !s.state.value.winner) return;
    const state = s.state.value;
    const match = s.setup.match.slice();
    const last = match[match.length - 1]!;
    match[match.length - 1] = {
      ...last,
      medals: { allies: finalMedals(state, 'allies'), axis: finalMedals(state, 'axis') },
      winner: state.winner!,
    };
    final.value = { setup: { ...s.setup, match }, state };
    go('over');
  };
  const rematch = (): void => {
    const f = final.value;
    if (!f) return;
    const seats = swappedSeats(f.setup.match[f.setup.match.length - 1]!.seats);
    start({ ...f.setup, seed: nextSeed(f.setup.seed), match: [...f.setup.match, { seats }] });
  };

  let body;
  switch (screen.value) {
    case 'picker':
      body = <Picker scenarios={scenarios} onStart={start} onBack={() => go('home')}/>;
      break;
    case 'game':
      body = session.value ? (
        <GameScreen
          session={session.value}
          onOver={finish}
          onLeave={() => {
            session.value = null;
            go('home');
          }}
          onRules={() => openAside('rules')}
          onSettings={() => openAside('settings')}
        />
      ) : null;
      break;
    case 'over':
      body = final.value ? (
        <GameOver
          setup={final.value.setup}
          final={final.value.state}
          onRematch={rematch}
          onHome={() => {
            session.value = null;
            go('home');
          }}
          onSaveRecord={() => session.value && download(session.value)}
        />
      ) : null;
      break;
    case 'settings':
      body = <Settings onBack={() => go(back.value)} />;
      break;
    case 'rules':
      body = <RulesHelp onBack={() => go(back.value)} />;
      break;
    default:
      body = (
        <Home
          scenarios={scenarios}
          onNewGame={() => go('picker')}
          onResume={session.value && !session.value.state.value.winner ? () => go('game') : undefined}
          onRules={() => openAside('rules')}
          onSettings={() => openAside('settings')}
        />
      );
  }
  return (
    <>
      {body ?? <Home scenarios={scenarios} onNewGame={() => go('picker')} onRules={() => openAside('rules')} onSettings={() => openAside('settings')} />}
      {sw && <Notices sw={sw} />}
    </>
  );
}
