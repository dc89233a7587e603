import type { Scenario } from '../../scenario/types';
import { STRINGS } from '../strings';
import { NET_TEXT } from '../text/net';
import { BattleCard } from './BattleCard';
import { Emblem, HexRule } from './icons';

export interface HomeProps {
  scenarios: readonly Scenario[];
  onNewGame: () => void;
  /** Present while a battle is under way (left through the menu): return to it. */
  onResume?: (() => void) | undefined;
  /** The most recent unfinished saved game: its name, and how to continue it. */
  continueName?: string | undefined;
  onContinue?: (() => void) | undefined;
  /** Present when saves work in this browser. */
  onSaved?: (() => void) | undefined;
  /** Something the player must know (a game open in another tab, a save that cannot be opened...). */
  notice?: string | null;
  onRules: () => void;
  onSettings: () => void;
  /** Join a game another phone created. */
  onJoin?: (() => void) | undefined;
  /** Unfinished two-phone games on this phone, newest first. */
  netGames?: readonly { key: string; battle: string; opponent: string; role: 'host' | 'guest'; onContinue: () => void }[];
}

/** The home screen: start or resume a battle, rules help, settings, and the battles with their briefings. */
export function Home({ scenarios, onNewGame, onResume, continueName, onContinue, onSaved, notice, onRules, onSettings, onJoin, netGames }: HomeProps) {
  const first = onResume ?? onContinue;
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
        {notice && (
          <p class="app-notice" role="alert">
            {notice}
          </p>
        )}
        <nav class="home-actions" aria-label={STRINGS.homeActions}>
          {onResume && (
            <button type="button" class="home-btn primary" onClick={onResume}>
              {STRINGS.resume}
            </button>
          )}
          {!onResume && onContinue && continueName && (
            <button type="button" class="home-btn primary continue" onClick={onContinue} aria-label={STRINGS.saves.continueNamed(continueName)}>
              <span>{STRINGS.saves.continueGame}</span>
              <span class="continue-name">{continueName}</span>
            </button>
          )}
          {!onResume &&
            netGames?.map((g) => (
              <button key={g.key} type="button" class="home-btn continue net-continue" onClick={g.onContinue} data-net={g.role}>
                <span>{NET_TEXT.continueNet(g.battle || '…', g.opponent || '…')}</span>
                <span class="continue-name">{NET_TEXT.continueNetRole[g.role]}</span>
              </button>
            ))}
          <button type="button" class={`home-btn${first ? '' : ' primary'}`} onClick={onNewGame}>
            {STRINGS.newGame}
          </button>
          {onJoin && (
            <button type="button" class="home-btn" onClick={onJoin}>
              {NET_TEXT.join}
            </button>
          )}
          {onSaved && (
            <button type="button" class="home-btn" onClick={onSaved}>
              {STRINGS.saves.savedGames}
            </button>
          )}
          <div class="home-row">
            <button type="button" class="home-btn" onClick={onRules}>
              {STRINGS.rulesHelp}
            </button>
            <button type="button" class="home-btn" onClick={onSettings}>
              {STRINGS.settingsLabel}
            </button>
          </div>
        </nav>
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
