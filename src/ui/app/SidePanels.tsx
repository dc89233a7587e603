import type { BattleSummary } from '../../scenario/summary';
import type { Scenario } from '../../scenario/types';
import { APP_TEXT as STRINGS } from '../text/app';
import { summarizeSides } from './battle';

/** Both sides of a battle: nation, medals to win, cards, units, who moves first (home cards and the picker). */
export function SidePanels({ scenario }: { scenario: Scenario | BattleSummary }) {
  return (
    <>
      <ul class="sides" aria-label={STRINGS.sidesLabel}>
        {summarizeSides(scenario).map((s) => (
          <li key={s.side} class={`side side-${s.side}`}>
            <p class="side-name">
              <strong>{s.name}</strong>
              {s.nation && <span class="nation">{s.nation}</span>}
            </p>
            <ul class="side-facts">
              <li class="fact-medals">
                <span class="n">{s.medalsToWin}</span> {STRINGS.medalsToWin(s.medalsToWin)}
              </li>
              <li>
                <span class="n">{s.cards}</span> {STRINGS.commandCards(s.cards)}
              </li>
              <li>
                <span class="n">{s.units}</span> {STRINGS.units(s.units)}
              </li>
            </ul>
            {s.first && <p class="first-badge">{STRINGS.movesFirst}</p>}
          </li>
        ))}
      </ul>
      <p class="visually-hidden">{STRINGS.firstToMove[scenario.first]}</p>
    </>
  );
}
