/**
 * The battle log: one plain sentence per engine event. Cards drawn are named only for the side that may see them
 * (`viewer`; null = nobody, as in pass-and-play where the log stays on screen between players).
 */
import { cardType, type GameEvent, type GameState, type Side, type Unit } from '../../engine';
import { CARD_TEXT } from '../text/cards';
import { LOG_TEXT as L } from '../text/log';
import { placeName } from '../text/battles';
import { GAME_TEXT as T } from '../text/game';
import { BOARD_TEXT } from '../text/board';
import type { BoardGeometry } from '../../engine/hex';
import { seenHex, type Orientation } from '../board/geometry';

/** A card's name in the language in force (the card tables, not the engine's own English names). */
export function cardName(id: number): string {
  const type = cardType(id);
  return CARD_TEXT.name[type] ?? type;
}

/** A place name for a hex, if the map has one there. */
function placeAt(state: GameState, row: number, col: number): string | null {
  if (row < 0) return null;
  const cell = state.board.cells[row * state.board.geometry.cols + col];
  return cell?.label ? placeName(cell.label) : null;
}

/**
 * A hex's name in a sentence, named as the player sees the board when the sentence is shown (issue 15: the upright
 * phone's board is turned a quarter, and each side holds it its own way): the sentence keeps a mark, turned into
 * "row 3, hex 5" as seen on screen by `showHexes`. `bare` is the form without an article (inside a unit's brackets).
 */
export function hexName(h: { row: number; col: number }, bare = false): string {
  return `${HEX_OPEN}${bare ? 'w' : 'h'}${h.row},${h.col}${HEX_CLOSE}`;
}

/** The marks around a hex in a sentence (private-use characters: never typed, never in a name). */
const HEX_OPEN = '\uE000';
const HEX_CLOSE = '\uE001';
const HEX_MARK = /\uE000([hw])(\d+),(\d+)\uE001/g;

/**
 * A sentence with its hexes named as they are seen on a board of geometry `g` shown with turn `o` (rows counted from
 * the top of the screen, hexes from its left: geometry.ts `seenHex`). Every sentence of the log, the recap, the
 * picks, the roll's title and the inspection goes through this before it is shown.
 */
export function showHexes(text: string, g: BoardGeometry, o?: Orientation): string {
  if (!text.includes(HEX_OPEN)) return text;
  return text.replace(HEX_MARK, (_, kind: string, row: string, col: string) => {
    const seen = seenHex(g, { row: Number(row), col: Number(col) }, o);
    return kind === 'w' ? L.at(seen.row, seen.hex) : L.hex(seen.row, seen.hex);
  });
}

function unitName(state: GameState, u: Unit | undefined, at?: { row: number; col: number }): string {
  if (!u) return '?';
  const name = T.unitName(u.side, u.kind);
  const where = at ?? u;
  // A unit off the board (eliminated, or gone by an exit) keeps its name alone.
  if (where.row < 0) return name;
  return L.unitAt(name, hexName(where, true), placeAt(state, where.row, where.col));
}

export interface LogLine {
  /** Increasing number: a stable key for lists. */
  n: number;
  text: string;
  /** Lines that start a turn get a heading style. */
  turn?: boolean;
  side?: Side;
}

/**
 * Sentences for the events of one action. `before` names units where they stood when the action began (a unit
 * that retreats or dies is still found there), `after` where they ended.
 */
export function describeEvents(
  before: GameState,
  after: GameState,
  events: readonly GameEvent[],
  viewer: Side | null,
): { text: string; turn: boolean }[] {
  const lines: { text: string; turn: boolean }[] = [];
  const out = { push: (text: string) => lines.push({ text, turn: false }) };
  const u = (id: number, at?: { row: number; col: number }) => unitName(before, after.units[id] ?? before.units[id], at ?? before.units[id]);
  for (const e of events) {
    switch (e.type) {
      case 'turn':
        lines.push({ text: L.turn(e.side, e.number), turn: true });
        break;
      case 'played': {
        const name = cardName(e.card);
        out.push(e.command?.section && e.cardType === 'infantry-assault' ? L.playedSection(e.side, name, T.section[e.command.section]) : L.played(e.side, name));
        if (e.command && e.command.type !== e.cardType) {
          const name = CARD_TEXT.name[e.command.type] ?? e.command.type;
          // A Counter-Attack copies; any other card is played as another by a battle's rule (playAs, rules.cardAs).
          out.push(e.cardType === 'counter-attack' ? L.copied(name) : L.playedAs(name));
        }
        if (e.as) out.push(L.playedFor(e.as));
        break;
      }
      case 'ordered':
        out.push(L.ordered(u(e.unit)));
        break;
      case 'moved':
        // caves: a move between caves has no length worth telling (troops/caves.ts).
        out.push(e.cave ? L.caveMoved(u(e.unit, e.from), hexName(e.to)) : L.moved(u(e.unit, e.from), e.steps, hexName(e.to)));
        break;
      case 'battle':
        out.push(L.battle(u(e.unit, e.from), u(e.target, e.at), e.dice, e.close));
        break;
      case 'cardStrike':
        out.push(L.cardStrike(CARD_TEXT.name[e.card] ?? e.card, u(e.target, e.at), e.dice));
        break;
      case 'ambush':
        out.push(L.ambush(e.side, u(e.attacker)));
        break;
      case 'roll':
        out.push(L.roll(e.faces));
        break;
      case 'hits':
        out.push(L.hits(u(e.unit), e.hits, e.flags));
        break;
      case 'figuresLost':
        out.push(L.figuresLost(u(e.unit), e.figures, e.cause));
        break;
      case 'eliminated':
        out.push(L.eliminated(u(e.unit), e.medals, e.to));
        break;
      case 'flagIgnored':
        out.push(L.flagIgnored(u(e.unit)));
        break;
      case 'retreated':
        out.push(L.retreated(u(e.unit, e.from), e.steps, hexName(e.to)));
        break;
      case 'tookGround':
        out.push(e.extraHex ? L.extraHex(u(e.unit, e.from)) : L.tookGround(u(e.unit, e.from)));
        break;
      case 'hqCaptured':
        out.push(L.hqCaptured(e.side, e.card >= 0 ? cardName(e.card) : null));
        break;
      case 'battleBack':
        out.push(L.battleBack(u(e.unit), u(e.target)));
        break;
      // troopact (FAQ §III Heroic Leader)
      case 'heroicLeader':
        out.push(e.heir >= 0 ? L.heroicLeaderMoved(u(e.unit), u(e.heir)) : L.heroicLeaderLost(u(e.unit), e.star, e.to));
        break;
      case 'raftLeft':
        out.push(L.raftLeft(u(e.unit)));
        break;
      case 'highCommandDiscard':
        out.push(L.highCommandDiscard(e.side, cardName(e.card)));
        break;
      case 'hqRetaken':
        out.push(L.hqRetaken(e.side));
        break;
      case 'damTokens':
        out.push(L.damTokens(e.side, e.stars, e.at.length));
        break;
      case 'damSabotaged':
        out.push(L.damSabotaged(e.side, e.medals));
        break;
      case 'damCleared':
        out.push(L.damCleared(e.side));
        break;
      case 'exited':
        out.push(L.exited(u(e.unit, e.from), e.side));
        break;
      case 'pontoonBuilt':
        out.push(L.pontoonBuilt(e.side));
        break;
      // stars (house rules l.343 Sabotage)
      case 'sabotage':
        out.push(L.sabotage(u(e.unit), BOARD_TEXT.terrain[e.was], e.destroyed, e.side, e.destroyed && e.was === 'supply-depot'));
        break;
      case 'landmarkRuined':
        out.push(L.landmarkRuined(BOARD_TEXT.terrain[e.was]));
        break;
      case 'bridgeBlown':
        out.push(L.bridgeBlown(e.side, e.blown));
        break;
      // holdout3 (decision C416)
      case 'bridgeMedal':
        out.push(L.bridgeMedal(e.side, e.medals));
        break;
      case 'cardLost':
        out.push(L.cardLost(e.side, cardName(e.card)));
        break;
      case 'overrun':
        out.push(L.overrun(u(e.unit)));
        break;
      // italy (Equipment Pack §VII France)
      case 'furia':
        out.push(L.furia(u(e.unit)));
        break;
      case 'attackCancelled':
        out.push(L.attackCancelled(u(e.unit)));
        break;
      case 'wireRemoved':
        out.push(L.wireRemoved(u(e.unit)));
        break;
      case 'roadblockRemoved':
        out.push(L.roadblockRemoved(u(e.unit)));
        break;
      // caves (FAQ §II Caves on Hills and Mountains)
      case 'caveSealed':
        out.push(L.caveSealed(u(e.unit), e.sealed));
        break;
      // brandenburgers (FAQ §IV Brandenburgers)
      case 'disguise':
        out.push(L.disguise(u(e.unit), e.held));
        break;
      case 'minesCleared':
        out.push(L.minesCleared(u(e.unit)));
        break;
      case 'visibility':
        out.push(L.visibility(e.stars, e.level));
        break;
      case 'mine':
        out.push(L.mine(u(e.unit, e.at), e.value));
        break;
      case 'ice':
        out.push(L.ice(u(e.unit)));
        break;
      case 'sandbagsPlaced':
        out.push(L.sandbagsPlaced(u(e.unit)));
        break;
      case 'sandbagsRemoved':
        out.push(L.sandbagsRemoved);
        break;
      case 'recovered':
        out.push(L.recovered(u(e.unit), e.figures));
        break;
      case 'objective':
        out.push(e.medals >= 0 ? L.objective(e.side, e.medals, e.permanent) : L.objectiveLost(e.side, -e.medals));
        break;
      case 'drew':
        out.push(L.drew(e.side, viewer === e.side && e.card >= 0 ? cardName(e.card) : null));
        break;
      case 'kept':
        out.push(L.kept(e.side, viewer === e.side && e.card >= 0 ? cardName(e.card) : null));
        break;
      case 'shuffled':
        out.push(L.shuffled(e.cards));
        break;
      case 'airPowerRefused':
        out.push(L.airPowerRefused(e.side, cardName(e.card)));
        break;
      case 'gameOver':
        out.push(L.gameOver(e.winner, e.medals, e.reason));
        break;
      case 'smoke':
        out.push(L.smoke(e.side, e.phase));
        break;
      case 'uncovered':
        out.push(L.uncovered(u(e.unit)));
        break;
      // meemies (Equipment Pack, Nebelwerfer)
      case 'smokeShells':
        out.push(L.smokeShells(u(e.unit)));
        break;
      // vehicles (Equipment Pack, Hobart's Funnies)
      case 'bunkerDestroyed':
        out.push(L.bunkerDestroyed(u(e.unit)));
        break;
      case 'bunkerAssault':
        out.push(L.bunkerAssault(u(e.unit), e.dice));
        break;
      // guns (Equipment Pack, Long Tom) and destroyers
      case 'zeroedIn':
        out.push(L.zeroedIn(u(e.unit)));
        break;
      case 'landed':
        out.push(L.landed(u(e.unit)));
        break;
      // trains (FAQ §IV Trains/Supply Trains)
      case 'wagonLost':
        out.push(L.wagonLost(u(e.unit), e.riders));
        break;
      case 'disembarked':
        out.push(L.disembarked(u(e.unit)));
        break;
      // italy (house rules, Terrain Pack Airfield)
      case 'airLanded':
        out.push(L.airLanded(u(e.unit)));
        break;
      // armor (Equipment Pack: half-tracks, Tigers)
      case 'figureMedal':
        out.push(L.figureMedal(u(e.unit), e.medals, e.to));
        break;
      case 'hitsConfirmed':
        out.push(L.hitsConfirmed(u(e.unit), e.hits, e.confirmed));
        break;
      // supply (Equipment Pack / FAQ §IV Supply Trucks)
      case 'resupplied':
        out.push(L.resupplied(u(e.unit), u(e.target), e.usedUp === true));
        break;
      // recon (Equipment Pack Kübelwagen / FAQ §IV Command Cars): the card is named to its taker only.
      case 'tookDiscard':
        out.push(L.tookDiscard(e.side, viewer === e.side && e.card >= 0 ? cardName(e.card) : null));
        break;
      // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
      case 'bridgeLaid':
        out.push(L.bridgeLaid(u(e.unit), hexName(e.at, true)));
        break;
      // funnies-choice (Equipment Pack Hobart's Funnies l.190): the accessory, named for both sides (the figure shows it).
      case 'accessoryChosen': {
        const c = after.units[e.unit] ?? before.units[e.unit]!;
        out.push(L.accessoryChosen(e.side, T.accessory.name[e.accessory].toLowerCase(), hexName(c, true)));
        break;
      }
    }
  }
  return lines;
}
