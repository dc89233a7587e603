// Test page for BoardView's input: Sword Beach's initial state (fixed seed) in a BoardView that fills the screen
// above a visible log. Taps and long presses are only logged, in the list and in window.__log; nothing is played.
// For the spec: the view (CSS px, canvas-relative) and the fitted view are kept in #board's data-view attribute,
// and a copy of the state (read-only data, not the game) is in window.__state.
import { signal } from '@preact/signals';
import { h, render } from 'preact';
import { newGame, type GameState, type Hex } from '../../../src/engine';
import { getBuiltinScenario } from '../../../src/scenario/builtin';
import { BoardView } from '../../../src/ui/board/BoardView';
import type { View } from '../../../src/ui/board/geometry';

interface LogEntry {
  type: 'tap' | 'longPress';
  row: number;
  col: number;
}

declare global {
  interface Window {
    __log?: LogEntry[];
    __state?: GameState;
  }
}

function main(): void {
  const scenario = getBuiltinScenario('sword-beach');
  if (!scenario) throw new Error('no sword-beach scenario');
  const params = new URLSearchParams(location.search);
  const state = signal(newGame(scenario, { seed: 'board-input-1' }));
  window.__state = JSON.parse(JSON.stringify(state.value)) as GameState;
  const log = signal<LogEntry[]>([]);
  window.__log = [];
  const add = (type: LogEntry['type'], hex: Hex): void => {
    const entry = { type, row: hex.row, col: hex.col };
    window.__log!.push(entry);
    log.value = [...log.value, entry];
  };
  const onViewChange = (view: View, fit: View): void => {
    const el = document.getElementById('board');
    if (el) el.dataset.view = JSON.stringify({ view, fit });
  };

  const Page = () =>
    h(
      'div',
      { id: 'root-inner', style: { display: 'contents' } },
      h(
        'div',
        { id: 'board' },
        h(BoardView, {
          state,
          rotate180: params.get('rotate') === '1',
          label: 'Sword Beach battlefield',
          onHexTap: (hex: Hex) => add('tap', hex),
          onHexLongPress: (hex: Hex) => add('longPress', hex),
          onViewChange,
        }),
      ),
      h(
        'ol',
        { id: 'log', 'aria-label': 'Input log' },
        log.value
          .slice(-5)
          .reverse()
          .map((e, i) => h('li', { key: log.value.length - i }, `${e.type} row ${e.row}, col ${e.col}`)),
      ),
    );
  render(h(Page, null), document.getElementById('root')!);
  const ready = (): void => {
    if (document.getElementById('board')?.dataset.view) document.body.dataset.ready = '1';
    else requestAnimationFrame(ready);
  };
  ready();
}

try {
  main();
} catch (err) {
  console.error(err);
  document.body.dataset.error = String(err);
}
