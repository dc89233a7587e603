import type { BattleSummary } from '../../scenario/summary';
import { APP_TEXT as STRINGS } from '../text/app';
import { battleWords, formatDates, frontName } from './battle';
import { Chevron } from './icons';
import { SidePanels } from './SidePanels';

/** One built-in battle: its facts, and its briefing behind a native disclosure (keyboard and screen-reader ready). */
export function BattleCard({ scenario }: { scenario: BattleSummary }) {
  const titleId = `battle-${scenario.id}`;
  const dates = formatDates(scenario.dates);
  const front = frontName(scenario.front);
  const { name, briefing } = battleWords(scenario);

  return (
    <article class={`battle face-${scenario.face}`} aria-labelledby={titleId}>
      <header class="battle-head">
        <h3 id={titleId}>{name}</h3>
        <p class="battle-meta">
          {dates && <time dateTime={scenario.dates?.begin}>{dates}</time>}
          {dates && front && <span aria-hidden="true"> · </span>}
          {front && <span>{front}</span>}
        </p>
      </header>

      <SidePanels scenario={scenario} />

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
