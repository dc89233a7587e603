import type { Scenario } from '../../scenario/types';
import { STRINGS } from '../strings';
import { formatDates, frontName, summarizeSides } from './battle';
import { Chevron } from './icons';

/** One built-in battle: its facts, and its briefing behind a native disclosure (keyboard and screen-reader ready). */
export function BattleCard({ scenario }: { scenario: Scenario }) {
  const titleId = `battle-${scenario.id}`;
  const dates = formatDates(scenario.dates);
  const front = frontName(scenario.front);
  const sides = summarizeSides(scenario);
  const briefing = scenario.briefing;

  return (
    <article class={`battle face-${scenario.board.face}`} aria-labelledby={titleId}>
      <header class="battle-head">
        <h3 id={titleId}>{scenario.name}</h3>
        <p class="battle-meta">
          {dates && <time dateTime={scenario.dates?.begin}>{dates}</time>}
          {dates && front && <span aria-hidden="true"> · </span>}
          {front && <span>{front}</span>}
        </p>
      </header>

      <ul class="sides" aria-label={STRINGS.sidesLabel}>
        {sides.map((s) => (
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

      {briefing && (
        <details class="briefing">
          <summary>
            <Chevron />
            {STRINGS.briefing}
          </summary>
          <div class="briefing-body">
            <p class="history">{briefing.history}</p>
            {briefing.notes.length > 0 && (
              <>
                <h4>{STRINGS.briefingNotes}</h4>
                <ul class="notes">
                  {briefing.notes.map((note, i) => (
                    <li key={i}>{note}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </details>
      )}
    </article>
  );
}
