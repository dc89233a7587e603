/**
 * The game-over screen: who won (side and player), both sides' medals against their targets, what each side lost,
 * and the match: a rematch with sides swapped after the first game, the match result after the second.
 * It only shows: the app's router does what the buttons ask.
 */
import { useEffect, useId, useRef } from 'preact/hooks';
import { finalMedals, type EndReason } from '../../engine';
import type { GameState, Side } from '../../engine/types';
import type { GameSetup } from '../game/setup';
import { STRINGS } from '../strings';
import { GAMEOVER_TEXT } from '../text/gameover';
import { SIDE_ORDER, battleWords, nationName } from './battle';
import { figuresLost, matchSummary, unitCount, unitsLost, type MatchSummary } from './gameOver';
import './gameover.css';

export interface GameOverProps {
  setup: GameSetup;
  /** The last state of the game (state.winner set). */
  final: GameState;
  /** How it was won when not by medals (the last action's gameOver event); said under the verdict. */
  reason?: EndReason | undefined;
  /** Play the second game of the match, sides swapped (offered after the first game only; not for two phones). */
  onRematch?: (() => void) | undefined;
  onHome: () => void;
  /** Download the game's record (scenario, options, seed, actions). */
  /** Absent for a two-phone guest: it never held the actions as played (the host's record is the game's). */
  onSaveRecord?: (() => void) | undefined;
}

export function GameOver({ setup, final, reason, onRematch, onHome, onSaveRecord }: GameOverProps) {
  const uid = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const names = setup.players.names;
  const current = setup.match[setup.match.length - 1];
  const seats = current?.seats ?? { allies: 0, axis: 1 };
  const winner = final.winner;
  const summary = matchSummary(setup.match, names);

  // The screen replaces the board: start reading (and the view) at the verdict.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <main id="main" class={`gameover${winner ? ` won-${winner}` : ''}`}>
      <section class="verdict" aria-labelledby={`${uid}-verdict`}>
        <p class="verdict-eyebrow">{GAMEOVER_TEXT.eyebrow(battleWords(setup.scenario).name)}</p>
        <VictoryMedal side={winner} />
        <h1 id={`${uid}-verdict`} ref={headingRef} tabIndex={-1}>
          {winner ? GAMEOVER_TEXT.victory[winner] : GAMEOVER_TEXT.noWinner}
        </h1>
        {winner && (
          <p class="verdict-line">{GAMEOVER_TEXT.winnerLine(names[seats[winner]], STRINGS.side[winner])}</p>
        )}
        {winner && reason && <p class="verdict-how">{GAMEOVER_TEXT.how[reason]}</p>}
        <p class="verdict-turn">{GAMEOVER_TEXT.onTurn(final.turn.number)}</p>
      </section>

      <section class="tally" aria-labelledby={`${uid}-numbers`}>
        <h2 id={`${uid}-numbers`} class="eyebrow">
          {GAMEOVER_TEXT.numbersHeading}
        </h2>
        <ul class="tally-sides">
          {SIDE_ORDER.map((side) => (
            <SideTally
              key={side}
              side={side}
              state={final}
              player={names[seats[side]]}
              nation={nationName(setup.scenario.sides[side].nation)}
              won={winner === side}
            />
          ))}
        </ul>
      </section>

      {summary.complete ? (
        <MatchResult uid={uid} summary={summary} names={names} />
      ) : !onRematch ? null : (
        <section class="match" aria-labelledby={`${uid}-match`}>
          <h2 id={`${uid}-match`} class="eyebrow">
            {GAMEOVER_TEXT.matchHeading}
          </h2>
          <p class="match-hint">{GAMEOVER_TEXT.rematchHint}</p>
          <button type="button" class="button primary wide" onClick={onRematch}>
            <SwapIcon />
            {GAMEOVER_TEXT.rematch}
          </button>
        </section>
      )}

      <div class="gameover-actions">
        <button
          type="button"
          class={`button wide${summary.complete ? ' primary' : ''}`}
          onClick={onHome}
        >
          {GAMEOVER_TEXT.home}
        </button>
        {onSaveRecord && (
          <>
            <button type="button" class="button wide" onClick={onSaveRecord} aria-describedby={`${uid}-save`}>
              <DownloadIcon />
              {GAMEOVER_TEXT.save}
            </button>
            <p id={`${uid}-save`} class="save-hint">
              {GAMEOVER_TEXT.saveHint}
            </p>
          </>
        )}
      </div>
    </main>
  );
}

interface SideTallyProps {
  side: Side;
  state: GameState;
  player: string;
  nation: string;
  won: boolean;
}

/** One side's medals (as pips against its target) and losses. */
function SideTally({ side, state, player, nation, won }: SideTallyProps) {
  const medals = finalMedals(state, side);
  const target = state.medalsToWin[side];
  const units = unitCount(state, side);
  return (
    <li class={`tally-side side-${side}${won ? ' is-winner' : ''}`}>
      <div class="tally-head">
        <p class="tally-name">
          <strong>{STRINGS.side[side]}</strong>
          {nation && <span class="nation">{nation}</span>}
        </p>
        <p class="tally-player">{player}</p>
        {won && <p class="winner-badge">{GAMEOVER_TEXT.winnerBadge}</p>}
      </div>
      <div class="tally-medals">
        <MedalPips won={medals} target={target} />
        <p class="medal-count" aria-hidden="true">
          <span class="n">{GAMEOVER_TEXT.medalsCount(medals, target)}</span> {GAMEOVER_TEXT.medalsWord}
        </p>
      </div>
      <dl class="losses">
        <div>
          <dt>{GAMEOVER_TEXT.figuresLost}</dt>
          <dd>{figuresLost(state, side)}</dd>
        </div>
        <div>
          <dt>{GAMEOVER_TEXT.unitsLost}</dt>
          <dd>{GAMEOVER_TEXT.ofTotal(unitsLost(state, side), units)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** A row of medals, `won` of them filled, one per medal of the target. */
function MedalPips({ won, target }: { won: number; target: number }) {
  return (
    <ul class="medal-pips" role="img" aria-label={GAMEOVER_TEXT.medalsLabel(won, target)}>
      {Array.from({ length: target }, (_, i) => (
        <li key={i} class={i < won ? 'medal-pip won' : 'medal-pip'}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="10" />
            {i < won && <path d="M12 5.6l1.9 3.9 4.3.6-3.1 3 .7 4.3L12 15.4l-3.8 2 .7-4.3-3.1-3 4.3-.6z" />}
          </svg>
        </li>
      ))}
    </ul>
  );
}

/** After the second game: each player's medals per game, the totals and who won the match. */
function MatchResult({ uid, summary, names }: { uid: string; summary: MatchSummary; names: readonly [string, string] }) {
  const players = [0, 1] as const;
  return (
    <section class="match match-done" aria-labelledby={`${uid}-match`}>
      <h2 id={`${uid}-match`} class="eyebrow">
        {GAMEOVER_TEXT.matchResultHeading}
      </h2>
      <p class="match-verdict">
        {summary.winnerName !== null ? GAMEOVER_TEXT.matchWinner(summary.winnerName) : GAMEOVER_TEXT.matchDraw}
      </p>
      <p class="match-score">
        {GAMEOVER_TEXT.matchScore(names[0], summary.score[0], names[1], summary.score[1])}
      </p>
      <table class="match-table">
        <caption class="visually-hidden">{GAMEOVER_TEXT.matchTableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{GAMEOVER_TEXT.playerColumn}</th>
            {summary.games.map((g) => (
              <th key={g.number} scope="col">
                {GAMEOVER_TEXT.gameColumn(g.number)}
              </th>
            ))}
            <th scope="col">{GAMEOVER_TEXT.totalColumn}</th>
          </tr>
        </thead>
        <tbody>
          {players.map((p) => (
            <tr key={p} class={summary.winner === p ? 'is-winner' : undefined}>
              <th scope="row">{names[p]}</th>
              {summary.games.map((g) => (
                <td key={g.number}>
                  <span class="n">{g.medals[p]}</span>
                  <span class={`side-chip side-${g.sides[p]}`}>{STRINGS.side[g.sides[p]]}</span>
                </td>
              ))}
              <td class="total">{summary.score[p]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The winner's medal: laurel-free, a ribbon in the side's colour and a star. */
function VictoryMedal({ side }: { side: Side | null }) {
  return (
    <svg class={`victory-medal${side ? ` side-${side}` : ''}`} viewBox="0 0 96 112" aria-hidden="true" focusable="false">
      <path class="ribbon" d="M30 0h36l-6 40H36z" />
      <path class="ribbon-stripe" d="M44 0h8l-2 40h-4z" />
      <circle class="disc-rim" cx="48" cy="72" r="36" />
      <circle class="disc" cx="48" cy="72" r="29" />
      <path class="star" d="M48 52l5.9 12 13.2 1.9-9.6 9.3 2.3 13.1L48 82.1l-11.8 6.2 2.3-13.1-9.6-9.3 13.2-1.9z" />
    </svg>
  );
}

function SwapIcon() {
  return (
    <svg class="button-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M4 7h11l-3-3M16 13H5l3 3"
        fill="none"
        stroke="currentColor"
        stroke-width="2"
        stroke-linecap="round"
        stroke-linejoin="round"
      />
    </svg>
  );
}

function DownloadIcon() {
  return (
    <svg class="button-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M10 3v9m-4-4l4 4 4-4M4 16h12"
        fill="none"
        stroke="currentColor"
        stroke-width="2"
        stroke-linecap="round"
        stroke-linejoin="round"
      />
    </svg>
  );
}
