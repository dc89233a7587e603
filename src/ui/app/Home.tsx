import type { Scenario } from '../../scenario/types';
import { STRINGS } from '../strings';
import { BattleCard } from './BattleCard';
import { Emblem, HexRule } from './icons';

/** The home screen: what the app has today (the built-in battles and their briefings), nothing it does not. */
export function Home({ scenarios }: { scenarios: readonly Scenario[] }) {
  return (
    <>
      <header class="masthead">
        <Emblem />
        <div>
          <h1>{STRINGS.appName}</h1>
          <p class="tagline">{STRINGS.tagline}</p>
        </div>
      </header>
      <main id="main" class="home">
        <p class="intro">{STRINGS.intro}</p>
        <HexRule />
        <section aria-labelledby="battles-heading">
          <h2 id="battles-heading">
            {STRINGS.battlesHeading} <span class="count">{STRINGS.battlesCount(scenarios.length)}</span>
          </h2>
          <ol class="battles">
            {scenarios.map((s) => (
              <li key={s.id}>
                <BattleCard scenario={s} />
              </li>
            ))}
          </ol>
        </section>
      </main>
      <footer class="colophon">
        <p>{STRINGS.footer}</p>
      </footer>
    </>
  );
}
