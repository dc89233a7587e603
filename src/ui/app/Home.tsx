import { Component, type ComponentChildren } from 'preact';
import type { BattleSummary } from '../../scenario/summary';
import { mirror } from '../i18n';
import { APP_TEXT } from '../text/app';
import { NET_TEXT } from '../text/net';
import { STORE_TEXT } from '../text/store';
import { BattleCard } from './BattleCard';
import { Emblem, HexRule } from './icons';

/** Home's words: the app's own, and the saved games' (only these load with the first screen). */
const STRINGS = { ...APP_TEXT, saves: STORE_TEXT };
// The copy of the app's words follows a language change (src/ui/i18n.ts).
mirror('app', STRINGS);

export interface HomeProps {
  /** The built-in battles, as summaries (src/scenario/builtin-summary.json: no boards, no validation at start). */
  scenarios: readonly BattleSummary[];
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
  /** The "ready to play offline" line (Notices.tsx OfflineNote), drawn at the foot of home where it covers nothing. */
  offlineNote?: ComponentChildren;
  /** Unfinished two-phone games on this phone, newest first. */
  netGames?: readonly { key: string; battle: string; opponent: string; role: 'host' | 'guest'; onContinue: () => void }[];
}

/**
 * The battle cards, drawn once: home re-renders when a saved game or a two-phone game turns up, and the cards (the
 * bulk of its work) do not change then (issue 15: home rendered three times at start).
 */
class BattleList extends Component<{ battles: readonly BattleSummary[] }> {
  override shouldComponentUpdate(next: { battles: readonly BattleSummary[] }): boolean {
    return next.battles !== this.props.battles;
  }
  override render() {
    return (
      <ol class="battles">
        {this.props.battles.map((s) => (
          <li key={s.id}>
            <BattleCard scenario={s} />
          </li>
        ))}
      </ol>
    );
  }
}

/** The home screen: start or resume a battle, rules help, settings, and the battles with their briefings. */
export function Home({ scenarios, onNewGame, onResume, continueName, onContinue, onSaved, notice, onRules, onSettings, onJoin, netGames, offlineNote }: HomeProps) {
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
          <BattleList battles={scenarios} />
        </section>
      </main>
      <footer class="colophon">
        {offlineNote}
        <p>{STRINGS.footer}</p>
      </footer>
    </>
  );
}
