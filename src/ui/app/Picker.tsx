/**
 * The new-game screen: choose a battle, read its briefing with a map of the opening position, say how the device is
 * shared and who plays, then start. It only gathers choices: the app's router receives the GameSetup.
 *
 * Campaign files the player imported are listed under the battles as playlists: choosing one shows its battles in
 * order, each with Play (a new battle of it, with the players chosen) or a word that its file is needed first.
 *
 * Phones show one step at a time (the list, then the chosen battle with a control back to the list); wider screens
 * show both side by side. Both are the same DOM, switched by CSS on `data-step`, so nothing is rebuilt on rotation.
 */
import type { RefObject } from 'preact';
import { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import { newGame } from '../../engine';
import type { Scenario } from '../../scenario/types';
import { boardBounds, fitView } from '../board/geometry';
import { drawBoard } from '../board/render';
import { COMPUTER_LEVELS, type ComputerLevel, type GameSetup, type SeatMode } from '../game/setup';
import { COMPUTER_TEXT } from '../text/computer';
import { STRINGS } from '../strings';
import { settings } from '../settings/settings';
import { PICKER_TEXT } from '../text/picker';
import { battleWords, formatDates, frontName, summarizeSides } from './battle';
import { Chevron } from './icons';
import { SidePanels } from './SidePanels';
import { ScenarioImport, type ImportOutcome } from './ScenarioImport';
import type { BattleRuleId } from '../../scenario/battleRules';
import { DEFAULT_CHOICES, buildSetup, loadComputerChoice, randomSeed, saveComputerChoice, seedFromSearch, type PickerChoices } from './picker';
import type { PlaylistView } from './playlist';
import type { NotApplied } from '../../scenario/notApplied';
import { PLAYLIST_TEXT } from '../text/playlist';
import './picker.css';

export interface PickerProps {
  /** The battles to offer (the built-in ones), in the order to list them. */
  scenarios: readonly Scenario[];
  onStart: (setup: GameSetup) => void;
  /** Leave the screen (back to home). */
  onBack: () => void;
  /** Ask about Ambush on every close assault; when absent, the player's setting (src/ui/settings) at start time. */
  ambushAlwaysAsk?: boolean;
  /** Ids of battles imported by the player (tagged in the list). */
  importedIds?: ReadonlySet<string>;
  /** Present when imported battles can be kept (saves work): the import control is shown. */
  onImportFile?: ((file: File) => Promise<ImportOutcome>) | undefined;
  /** Store the battle-wide rules the player switched on an imported battle. */
  onImportRules?: ((id: string, rules: BattleRuleId[]) => Promise<BattleRuleId[]>) | undefined;
  /** A file opened with the app or shared to it, already imported: its outcome is shown, its battle selected. */
  externalImport?: ImportOutcome | null;
  /** Campaign files kept as playlists, each battle matched against `scenarios`. */
  playlists?: readonly PlaylistView[];
  /** Forget a playlist (its battles stay). */
  onRemovePlaylist?: ((id: string) => void) | undefined;
  /** What each imported battle names that the app does not play, by battle id: shown with its details. */
  notAppliedOf?: ReadonlyMap<string, readonly NotApplied[]>;
}

type Step = 'list' | 'details';

const SEAT_MODES: readonly SeatMode[] = ['pass-and-play', 'open', 'network'];

export function Picker({ scenarios, onStart, onBack, ambushAlwaysAsk, importedIds, onImportFile, onImportRules, externalImport, playlists = [], onRemovePlaylist, notAppliedOf }: PickerProps) {
  const [selectedId, setSelectedId] = useState<string | null>(externalImport?.ok ? externalImport.id : (scenarios[0]?.id ?? null));
  /** A campaign shown instead of a battle's details. */
  const [playlistId, setPlaylistId] = useState<string | null>(externalImport && !externalImport.ok ? (externalImport.playlistId ?? null) : null);
  const playlist = playlists.find((p) => p.id === playlistId) ?? null;
  const [step, setStep] = useState<Step>('list');
  // Who plays each side is the player's last choice (a game against the computer stays one, issue 18).
  const [choices, setChoices] = useState<PickerChoices>(() => ({ ...DEFAULT_CHOICES, computer: loadComputerChoice(pageStorage()) }));
  const selected = scenarios.find((s) => s.id === selectedId) ?? scenarios[0] ?? null;
  const uid = useId();
  const listRef = useRef<HTMLElement>(null);
  const detailsRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const screenTitleRef = useRef<HTMLHeadingElement>(null);
  /** Set by a step change the player asked for, so focus follows it (not on the first render). */
  const moved = useRef(false);

  // A new screen: its title takes focus, so a screen reader says where the player is and Tab starts from the top.
  useEffect(() => {
    screenTitleRef.current?.focus({ preventScroll: true });
  }, []);

  // On a phone, only one step is on screen: put focus (and the view) on the one just shown.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const listShown = (listRef.current?.getClientRects().length ?? 0) > 0;
    const detailsShown = (detailsRef.current?.getClientRects().length ?? 0) > 0;
    if (listShown && detailsShown) return; // side by side: focus stays where the player is
    window.scrollTo({ top: 0 });
    if (step === 'details') titleRef.current?.focus({ preventScroll: true });
    else listRef.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
  }, [step, selectedId]);

  const choose = (id: string): void => {
    setSelectedId(id);
    setPlaylistId(null);
    setStep('details');
    moved.current = true;
  };
  const backToList = (): void => {
    setStep('list');
    moved.current = true;
  };
  const update = (patch: Partial<PickerChoices>): void => setChoices((c) => ({ ...c, ...patch }));
  const setName = (index: 0 | 1, name: string): void =>
    setChoices((c) => ({ ...c, names: index === 0 ? [name, c.names[1]] : [c.names[0], name] }));

  const chooseCampaign = (id: string): void => {
    setPlaylistId(id);
    setStep('details');
    moved.current = true;
  };
  const startWith = (scenario: Scenario | null): void => {
    if (!scenario) return;
    // `?seed=...` in the page address fixes the seed (browser tests, bug reports); otherwise a fresh random one.
    const seed = seedFromSearch(window.location.search) ?? randomSeed();
    if (choices.mode !== 'network') saveComputerChoice(pageStorage(), choices.computer);
    // The Ambush setting is read when the game starts: it is part of the game's options from then on.
    onStart(buildSetup(scenario, choices, seed, ambushAlwaysAsk ?? settings.value.ambushAlwaysAsk));
  };
  const start = (): void => startWith(selected);

  return (
    <div class="picker" data-step={step}>
      <header class="picker-bar">
        {/* One back control at a time: home from the list (and side by side), the list from a phone's details. */}
        <button type="button" class="button back-button to-home" onClick={onBack} aria-label={PICKER_TEXT.backLabel}>
          <Chevron />
          <span>{PICKER_TEXT.back}</span>
        </button>
        <button type="button" class="button back-button to-list" onClick={backToList}>
          <Chevron />
          <span>{PICKER_TEXT.allBattles}</span>
        </button>
        <h1 ref={screenTitleRef} tabIndex={-1}>
          {PICKER_TEXT.title}
        </h1>
      </header>
      <main id="main" class="picker-body">
        <section ref={listRef} class="picker-list" aria-labelledby={`${uid}-list`}>
          <p class="picker-intro">{PICKER_TEXT.intro}</p>
          <h2 id={`${uid}-list`} class="eyebrow">
            {PICKER_TEXT.listHeading} <span class="count">{STRINGS.battlesCount(scenarios.length)}</span>
          </h2>
          <ul class="choices">
            {scenarios.map((s) => (
              <li key={s.id}>
                <BattleChoice scenario={s} current={!playlist && s.id === selected?.id} imported={importedIds?.has(s.id) ?? false} onChoose={() => choose(s.id)} />
              </li>
            ))}
          </ul>
          {playlists.length > 0 && (
            <>
              <h2 class="eyebrow playlist-heading">{PLAYLIST_TEXT.listHeading}</h2>
              <ul class="playlist-choices">
                {playlists.map((p) => (
                  <li key={p.id}>
                    <button type="button" class="playlist-choice" aria-current={p.id === playlist?.id ? 'true' : undefined} onClick={() => chooseCampaign(p.id)}>
                      <span class="choice-text">
                        <span class="choice-name">{p.name}</span>
                        <span class="choice-meta">{PLAYLIST_TEXT.listAvailable(p.available, p.entries.length)}</span>
                      </span>
                      <Chevron />
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
          {/* An imported battle is selected but the list stays in view, so its warnings can be read. */}
          {onImportFile && (
            <ScenarioImport
              onFile={onImportFile}
              onRules={onImportRules}
              onImported={(id) => {
                setSelectedId(id);
                setPlaylistId(null);
              }}
              onCampaign={(id) => setPlaylistId(id)}
              initial={externalImport}
            >
              {null}
            </ScenarioImport>
          )}
        </section>

        {playlist && (
          <section ref={detailsRef} class="picker-details playlist" aria-labelledby={`${uid}-title`}>
            <PlaylistDetails
              playlist={playlist}
              names={new Map(scenarios.map((s) => [s.id, s.name]))}
              titleId={`${uid}-title`}
              titleRef={titleRef}
              onPlay={(id) => startWith(scenarios.find((s) => s.id === id) ?? null)}
              onRemove={
                onRemovePlaylist
                  ? () => {
                      onRemovePlaylist(playlist.id);
                      setPlaylistId(null);
                      backToList();
                    }
                  : undefined
              }
            />
            <Options uid={uid} choices={choices} update={update} setName={setName} />
          </section>
        )}
        {!playlist && selected && (
          <section ref={detailsRef} class="picker-details" aria-labelledby={`${uid}-title`}>
            <BattleDetails scenario={selected} titleId={`${uid}-title`} titleRef={titleRef} notApplied={notAppliedOf?.get(selected.id) ?? []} />
            <Options uid={uid} choices={choices} update={update} setName={setName} />
            <div class="start-bar">
              <button type="button" class="button primary start-button" onClick={start}>
                {choices.mode === 'network' ? PICKER_TEXT.createNet : PICKER_TEXT.start}
              </button>
            </div>
          </section>
        )}
      </main>
    </div>
  );
}

/** One battle in the list: a small map, its name, date and front, and the size of both armies. */
function BattleChoice({ scenario, current, imported, onChoose }: { scenario: Scenario; current: boolean; imported: boolean; onChoose: () => void }) {
  const dates = formatDates(scenario.dates);
  const front = frontName(scenario.front);
  const [allies, axis] = summarizeSides(scenario);
  return (
    <button
      type="button"
      class={`choice face-${scenario.board.face}`}
      aria-current={current ? 'true' : undefined}
      onClick={onChoose}
    >
      <MapPreview scenario={scenario} class="choice-map" padding={2} />
      <span class="choice-text">
        <span class="choice-name">
          {battleWords(scenario).name}
          {imported && <span class="imported-tag">{STRINGS.scenarioImport.importedTag}</span>}
        </span>
        <span class="choice-meta">{[dates, front].filter(Boolean).join(' · ')}</span>
        <span class="choice-forces">{PICKER_TEXT.listForces(allies?.units ?? 0, axis?.units ?? 0)}</span>
      </span>
      <Chevron />
    </button>
  );
}

interface PlaylistDetailsProps {
  playlist: PlaylistView;
  /** The name of each battle the player has, by id (the battle a Play button starts). */
  names: ReadonlyMap<string, string>;
  titleId: string;
  titleRef: RefObject<HTMLHeadingElement | null>;
  onPlay: (scenarioId: string) => void;
  onRemove?: (() => void) | undefined;
}

/** A campaign: its battles in order, each with Play when the player has it, or a word that its file is needed. */
function PlaylistDetails({ playlist, names, titleId, titleRef, onPlay, onRemove }: PlaylistDetailsProps) {
  const T = PLAYLIST_TEXT;
  return (
    <>
      <header class="details-head">
        <h2 id={titleId} ref={titleRef} tabIndex={-1}>
          {playlist.name}
        </h2>
        <p class="battle-meta">{T.listAvailable(playlist.available, playlist.entries.length)}</p>
      </header>
      <p class="playlist-intro">{T.intro}</p>
      <ol class="playlist-battles">
        {playlist.entries.map((e, i) => (
          <li key={i} class={e.scenarioId ? 'playlist-battle available' : 'playlist-battle missing'}>
            <span class="playlist-battle-text">
              <span class="playlist-battle-number">{T.battleNumber(i + 1)}</span>
              <span class="playlist-battle-name">{e.name}</span>
              <span class="playlist-battle-status">{e.scenarioId ? (names.get(e.scenarioId) !== e.name ? T.availableAs(names.get(e.scenarioId) ?? '') : T.available) : T.missing}</span>
            </span>
            {e.scenarioId && (
              <button type="button" class="button primary playlist-play" aria-label={T.playLabel(i + 1, e.name)} onClick={() => onPlay(e.scenarioId!)}>
                {T.play}
              </button>
            )}
          </li>
        ))}
      </ol>
      {onRemove && (
        <button type="button" class="button playlist-remove" onClick={onRemove}>
          {T.remove}
        </button>
      )}
    </>
  );
}

interface DetailsProps {
  scenario: Scenario;
  /** An imported battle's parts the app does not play (empty for the others). */
  notApplied: readonly NotApplied[];
  titleId: string;
  titleRef: RefObject<HTMLHeadingElement | null>;
}

/** The chosen battle: map, sides and briefing. */
function BattleDetails({ scenario, titleId, titleRef, notApplied }: DetailsProps) {
  const TI = STRINGS.scenarioImport;
  const dates = formatDates(scenario.dates);
  const front = frontName(scenario.front);
  const [allies, axis] = summarizeSides(scenario);
  const { name, briefing } = battleWords(scenario);
  return (
    <>
      <header class={`details-head face-${scenario.board.face}`}>
        <h2 id={titleId} ref={titleRef} tabIndex={-1}>
          {name}
        </h2>
        <p class="battle-meta">
          {dates && <time dateTime={scenario.dates?.begin}>{dates}</time>}
          {dates && front && <span aria-hidden="true"> · </span>}
          {front && <span>{front}</span>}
        </p>
      </header>
      <div class="map-frame">
        <MapPreview
          key={scenario.id}
          scenario={scenario}
          label={PICKER_TEXT.mapLabel(name, allies?.units ?? 0, axis?.units ?? 0)}
        />
      </div>
      <SidePanels scenario={scenario} />
      {notApplied.length > 0 && (
        <section class="not-applied" aria-label={TI.notAppliedHeading}>
          <h3>{TI.notAppliedHeading}</h3>
          <ul>
            {notApplied.map((n, i) => (
              <li key={i}>{TI.notApplied(n)}</li>
            ))}
          </ul>
        </section>
      )}
      {briefing && (
        <div class="brief">
          <h3>{PICKER_TEXT.historyHeading}</h3>
          <p class="history">{briefing.history}</p>
          {briefing.notes.length > 0 && (
            <>
              <h3>{PICKER_TEXT.notesHeading}</h3>
              <ul class="notes">
                {briefing.notes.map((note, i) => (
                  <li key={i}>{note}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </>
  );
}

interface OptionsProps {
  uid: string;
  choices: PickerChoices;
  update: (patch: Partial<PickerChoices>) => void;
  setName: (index: 0 | 1, name: string) => void;
}

/** How the device is shared, the players' names and the variant. */
function Options({ uid, choices, update, setName }: OptionsProps) {
  const seats = [
    { index: 0 as const, side: 'allies' as const },
    { index: 1 as const, side: 'axis' as const },
  ];
  const vsComputer = choices.mode !== 'network' && choices.computer.some((c) => c !== null);
  return (
    <div class="options" role="group" aria-labelledby={`${uid}-options`}>
      <h3 id={`${uid}-options`} class="eyebrow">
        {PICKER_TEXT.optionsHeading}
      </h3>

      {/* Against the computer there is nothing to share: the choice comes back when both players are human. */}
      {!vsComputer && <fieldset class="option-group">
        <legend>{PICKER_TEXT.shareLegend}</legend>
        {SEAT_MODES.map((mode) => (
          <label key={mode} class="option">
            <input
              type="radio"
              name={`${uid}-mode`}
              value={mode}
              checked={choices.mode === mode}
              onChange={() => update({ mode })}
              aria-describedby={`${uid}-mode-${mode}`}
            />
            <span class="option-text">
              <span class="option-label">{PICKER_TEXT.share[mode].label}</span>
              <span id={`${uid}-mode-${mode}`} class="option-hint">
                {PICKER_TEXT.share[mode].hint}
              </span>
            </span>
          </label>
        ))}
      </fieldset>}

      {choices.mode === 'network' ? (
        <fieldset class="option-group">
          <legend>{PICKER_TEXT.playersLegend}</legend>
          <div class="names">
            <div class={`name-field side-${choices.netSide}`}>
              <label for={`${uid}-name-0`}>{PICKER_TEXT.yourName}</label>
              <input
                id={`${uid}-name-0`}
                type="text"
                value={choices.names[0]}
                placeholder={PICKER_TEXT.defaultName(0)}
                maxLength={24}
                autocomplete="off"
                spellcheck={false}
                onInput={(e) => setName(0, e.currentTarget.value)}
              />
            </div>
          </div>
          <div class="side-choice" role="radiogroup" aria-label={PICKER_TEXT.yourSide}>
            <span class="option-label">{PICKER_TEXT.yourSide}</span>
            {(['allies', 'axis'] as const).map((side) => (
              <label key={side} class={`option side-option side-${side}`}>
                <input type="radio" name={`${uid}-net-side`} value={side} checked={choices.netSide === side} onChange={() => update({ netSide: side })} />
                <span class="option-label">{PICKER_TEXT.sideName[side]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
      <fieldset class="option-group">
        <legend>{PICKER_TEXT.playersLegend}</legend>
        <div class="names">
          {seats.map(({ index, side }) => (
            <div key={index} class={`name-field side-${side}`}>
              <label for={`${uid}-name-${index}`}>{PICKER_TEXT.nameLabel(index)}</label>
              <PlayedBy uid={uid} index={index} choices={choices} update={update} />
              {choices.computer[index] === null && <input
                id={`${uid}-name-${index}`}
                type="text"
                value={choices.names[index]}
                placeholder={PICKER_TEXT.defaultName(index)}
                maxLength={24}
                autocomplete="off"
                spellcheck={false}
                aria-describedby={`${uid}-seat-${index}`}
                onInput={(e) => setName(index, e.currentTarget.value)}
              />}
              <span id={`${uid}-seat-${index}`} class="seat-tag">
                {PICKER_TEXT.firstGameSide[side]}
              </span>
            </div>
          ))}
        </div>
        <p class="option-note">{choices.computer.some((c) => c !== null) ? COMPUTER_TEXT.noSharing : PICKER_TEXT.swapHint}</p>
      </fieldset>
      )}

      <fieldset class="option-group">
        <legend>{PICKER_TEXT.variantLegend}</legend>
        <label class="option">
          <input
            type="checkbox"
            checked={choices.youngGenerals}
            onChange={(e) => update({ youngGenerals: e.currentTarget.checked })}
            aria-describedby={`${uid}-yg`}
          />
          <span class="option-text">
            <span class="option-label">{PICKER_TEXT.youngGenerals.label}</span>
            <span id={`${uid}-yg`} class="option-hint">
              {PICKER_TEXT.youngGenerals.hint}
            </span>
          </span>
        </label>
        {choices.youngGenerals && (
          <label class="option sub-option">
            <input
              type="checkbox"
              checked={choices.noTakeGround}
              onChange={(e) => update({ noTakeGround: e.currentTarget.checked })}
              aria-describedby={`${uid}-ntg`}
            />
            <span class="option-text">
              <span class="option-label">{PICKER_TEXT.noTakeGround.label}</span>
              <span id={`${uid}-ntg`} class="option-hint">
                {PICKER_TEXT.noTakeGround.hint}
              </span>
            </span>
          </label>
        )}
      </fieldset>
    </div>
  );
}

/** window.localStorage, or null where it is missing or blocked. */
function pageStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Who plays a player: a human, or the computer and its level (issue 18). */
function PlayedBy({ uid, index, choices, update }: { uid: string; index: 0 | 1; choices: PickerChoices; update: (patch: Partial<PickerChoices>) => void }) {
  const level = choices.computer[index];
  const set = (l: ComputerLevel | null) => update({ computer: index === 0 ? [l, choices.computer[1]] : [choices.computer[0], l] });
  return (
    <div class="played-by">
      <div class="seg" role="radiogroup" aria-label={COMPUTER_TEXT.whoOf(PICKER_TEXT.nameLabel(index))}>
        <label class={`seg-option${level === null ? ' on' : ''}`}>
          <input type="radio" name={`${uid}-who-${index}`} value="human" checked={level === null} onChange={() => set(null)} />
          <span>{COMPUTER_TEXT.human}</span>
        </label>
        <label class={`seg-option${level !== null ? ' on' : ''}`}>
          <input type="radio" name={`${uid}-who-${index}`} value="computer" checked={level !== null} onChange={() => set(level ?? 'normal')} />
          <span>{COMPUTER_TEXT.computer}</span>
        </label>
      </div>
      {level !== null && (
        <div class="seg levels" role="radiogroup" aria-label={COMPUTER_TEXT.levelLegend}>
          {COMPUTER_LEVELS.map((l) => (
            <label key={l} class={`seg-option${level === l ? ' on' : ''}`} title={COMPUTER_TEXT.levelHint[l]}>
              <input type="radio" name={`${uid}-level-${index}`} value={l} checked={level === l} onChange={() => set(l)} />
              <span>{COMPUTER_TEXT.level[l]}</span>
            </label>
          ))}
        </div>
      )}
      {level !== null && <span class="option-hint">{COMPUTER_TEXT.levelHint[level]}</span>}
    </div>
  );
}

export interface MapPreviewProps {
  scenario: Scenario;
  /** Text alternative; without one the preview is decoration (aria-hidden), e.g. next to the battle's name. */
  label?: string;
  class?: string;
  /** Empty margin around the board, in CSS pixels. */
  padding?: number;
}

/**
 * A battle's opening position drawn by the game's own board renderer, so the preview is exactly the board the
 * players will get. The canvas takes the board's proportions from CSS (aspect-ratio) and its width from its box,
 * and is redrawn in device pixels whenever that box changes size (or when it is first shown: a hidden canvas has no
 * size and is skipped).
 */
export function MapPreview({ scenario, label, class: className, padding = 4 }: MapPreviewProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  // The seed only shuffles the deck, which a preview does not show; a fixed one keeps the picture the same.
  const state = useMemo(() => newGame(scenario, { seed: 'preview' }), [scenario]);
  const bounds = boardBounds(state.board.geometry);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const draw = (): void => {
      const box = canvas.getBoundingClientRect();
      const dpr = window.devicePixelRatio || 1;
      const width = Math.round(box.width * dpr);
      const height = Math.round(box.height * dpr);
      if (width <= 0 || height <= 0) return;
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      drawBoard(ctx, state, fitView(state.board.geometry, { x: 0, y: 0, width: width / dpr, height: height / dpr }, padding));
    };
    draw();
    if (typeof ResizeObserver !== 'function') return;
    const ro = new ResizeObserver(draw);
    ro.observe(canvas);
    return () => ro.disconnect();
  }, [state, padding]);

  return (
    <canvas
      ref={ref}
      class={className ? `map-preview ${className}` : 'map-preview'}
      style={{ aspectRatio: `${bounds.width} / ${bounds.height}` }}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
