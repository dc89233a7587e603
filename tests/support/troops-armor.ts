/**
 * Independent restatement of the armor family's rules (issue 17), checked after every action of the expansion
 * battles by the terrain checker (tests/support/terrain-rules.ts calls `checkArmor`). Written from the documents,
 * not from the engine's tables:
 * - Tiger (Equipment Pack, Tiger; FAQ §IV Tigers): one figure. Each hit scored on it by dice (a battle, an Ambush, a
 *   card's strike, a minefield) is rolled again: the next roll has as many dice as the hits, and the Tiger is lost
 *   if and only if that re-roll shows a grenade. A retreat it cannot complete (FAQ §III Retreats, "If I roll a Flag
 *   against a Tiger tank"): the hits for the hexes it could not retreat are rolled, and only a grenade destroys it.
 *   The ice of a frozen river takes it on a star, with no re-roll (FAQ §II Frozen Rivers Q3).
 * - Tank destroyers (Equipment Pack, Elefant; FAQ §IV Tank Destroyers): in a battle between a tank destroyer and an
 *   armor unit, or against a tank destroyer by anything but infantry, stars hit (besides grenades and the target's
 *   symbol); standing still (no move, no Take Ground this turn) it fires with its full 2 dice or more whatever cover
 *   the target has, unless its own hex takes dice away (a town or a ford); after moving, cover counts (a forest,
 *   town or hedgerow target leaves it at most 1 die, a hill 2, card bonus included); it never overruns; it retreats
 *   at most 2 hexes per flag.
 * - Command cars (FAQ §IV Command Cars): hits re-rolled as a Tiger's; they never battle; a section card orders one
 *   more unit per command car of the side standing in one of its sections (never more).
 * - Command cars' Recon 1 (Equipment Pack, Kübelwagen l.504; decisions C330-C333): a card leaves the discard pile for a
 *   hand only at the end of a turn whose Recon 1 (left, centre or right) ordered a command car of that side, and not
 *   the card just played; the deck is then untouched. At the end of such a turn the choice is offered (before any draw
 *   2 keep 1) whenever a card other than the one just played lies on the pile; at the end of any other turn it is not.
 * - Half-tracks (Equipment Pack, Sd. Kfz 250): they battle only up to 2 hexes and never overrun; a half-track unit
 *   wiped out gives no medal of its own; a side's half-track figures lost, whatever their unit, give the enemy a medal
 *   per 3 (recomputed from the board by tests/support/invariants.ts `recomputeMedals`; here, each medal event is
 *   checked against the count).
 */
import type { GameEvent, GameState, Unit } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';
import type { Seen } from './terrain-rules';
import { cardDef } from '../../src/engine/cards';
import { checkPatrolCars } from './troops-recon';

/** Kinds whose hits are re-rolled, written out here (Equipment Pack: the Tiger, patrol cars l.449; FAQ §IV: command cars). */
const TIGERS: ReadonlySet<string> = new Set(['tiger', 'command-car', 'patrol-car']);
/** Command car kinds: never battle; one more unit for a section card in their section. */
const CARS: ReadonlySet<string> = new Set(['command-car']);
/** Half-track kinds. */
const HALF_TRACKS: ReadonlySet<string> = new Set(['half-track']);
/** Tank destroyer kinds. */
const DESTROYERS: ReadonlySet<string> = new Set(['tank-destroyer']);
/** Kinds by class, written out here (the dice symbol that hits them). */
const CLASS: Readonly<Record<string, 'infantry' | 'armor' | 'artillery'>> = {
  infantry: 'infantry',
  'special-forces': 'infantry',
  resistance: 'infantry',
  armor: 'armor',
  'elite-armor': 'armor',
  tiger: 'armor',
  'tank-destroyer': 'armor',
  'half-track': 'armor',
  'command-car': 'infantry',
  artillery: 'artillery',
  // vehicles (Equipment Pack Hobart's Funnies: a tank unit)
  avre: 'armor',
  // recon (Equipment Pack Jeep Willys: "treated like Infantry for all purposes")
  'patrol-car': 'infantry',
};
/** Dice that a target's terrain takes from armor attackers (rulebook: forests, towns, hedgerows 2; hills 1). */
const COVER: Readonly<Record<string, number>> = { forest: 2, town: 2, hedgerow: 2, hill: 1 };
/** Terrain that takes dice from armor battling out of it (towns; fords). */
const OWN_PENALTY: ReadonlySet<string> = new Set(['town', 'ford']);

/** A hit on a Tiger waiting for its re-roll, then for its outcome. */
interface Pending {
  unit: number;
  hits: number;
  /** The re-roll's faces, once seen. */
  faces: readonly string[] | null;
  /** Figures it lost to these hits. */
  lost: number;
  /** The engine has reported this re-roll (a later report is another re-roll: a blocked retreat's). */
  told?: boolean;
}

export class ArmorChecker {
  private pending: Pending | null = null;
  /** The battle under way (its roll and hits may come actions later, after an Ambush offer). */
  private fight: { attacker: number; target: number; ambushed: boolean } | null = null;
  private faces: readonly string[] | null = null;
  /** Units that moved or took ground this turn, and the turn they did it in. */
  private movers = new Set<number>();
  private turnKey = '';
  /** Flags last scored on each unit (its retreat's allowance). */
  private flags = new Map<number, number>();

  constructor(readonly seen: Seen) {}

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const isTiger = (id: number) => TIGERS.has((next.units[id] ?? prev.units[id])?.kind ?? '');
    const tag = (id: number) => (next.units[id] ?? prev.units[id])?.kind ?? 'tiger';
    for (const u of next.units) {
      // (a patrol car has up to 3: Equipment Pack, Jeep Willys l.445)
      if (isTiger(u.id) && u.kind !== 'patrol-car' && u.figures > 1) out.push(`${tag(u.id)}: unit ${u.id} has ${u.figures} figures, a Tiger has 1`);
    }
    let lastRoll: readonly string[] | null = null;
    let onIce: number | null = null;
    const settle = (): void => {
      const p = this.pending;
      if (!p || !p.faces) return;
      const grenade = p.faces.includes('grenade');
      if (grenade && p.lost === 0) out.push(`${tag(p.unit)}: unit ${p.unit} kept its figure though its re-roll ${p.faces.join(',')} shows a grenade`);
      if (!grenade && p.lost > 0) out.push(`${tag(p.unit)}: unit ${p.unit} lost a figure to ${p.hits} hit(s) with no grenade on the re-roll ${p.faces.join(',')}`);
      this.seen.add(`${tag(p.unit)}: ${grenade ? 'hit confirmed by a grenade' : 'hit shrugged off on the re-roll'}`);
      this.pending = null;
    };
    for (const e of events) {
      if (e.type === 'roll') {
        lastRoll = e.faces;
        const p = this.pending;
        if (p && !p.faces) {
          p.faces = e.faces;
          if (e.faces.length !== p.hits) out.push(`${tag(p.unit)}: unit ${p.unit} re-rolled ${e.faces.length} dice for ${p.hits} hit(s)`);
          continue;
        }
      }
      // A roll with no hit on a Tiger awaiting it, then the engine's word that a Tiger's hits were rolled again: the
      // re-roll of a retreat it could not make. The loss, if any, must follow a grenade on it.
      if (e.type === 'hitsConfirmed' && this.pending?.faces && this.pending.unit === e.unit && !this.pending.told) {
        this.pending.told = true;
        continue;
      }
      if (e.type === 'hitsConfirmed' && isTiger(e.unit) && lastRoll) {
        settle();
        const grenade = lastRoll.includes('grenade');
        if (!grenade && e.confirmed > 0) out.push(`${tag(e.unit)}: unit ${e.unit} lost to a re-roll ${lastRoll.join(',')} with no grenade`);
        if (!grenade) this.seen.add('tiger: blocked retreat re-rolled without a grenade');
        continue;
      }
      if (e.type === 'ice') {
        settle();
        onIce = e.unit;
        continue;
      }
      if (e.type === 'hits' && isTiger(e.unit)) {
        settle();
        // The ice takes a Tiger on a star with no re-roll (FAQ §II Frozen Rivers Q3).
        if (onIce === e.unit) {
          onIce = null;
          if (e.hits > 0) this.seen.add('tiger: lost to the ice without a re-roll');
          continue;
        }
        if (e.hits > 0) this.pending = { unit: e.unit, hits: e.hits, faces: null, lost: 0 };
        continue;
      }
      if (e.type === 'figuresLost' && isTiger(e.unit)) {
        if (e.cause === 'ice') {
          if (onIce !== null && onIce !== e.unit) out.push(`${tag(e.unit)}: unit ${e.unit} lost a figure to ice it was not on`);
        } else if (e.cause === 'hit' || e.cause === 'mine') {
          const p = this.pending;
          if (!p || p.unit !== e.unit || !p.faces) out.push(`${tag(e.unit)}: unit ${e.unit} lost a figure to a ${e.cause} with no re-roll`);
          else p.lost += e.figures;
        } else if (e.cause === 'blockedRetreat') {
          // The roll just before is the re-roll of the hexes it could not retreat.
          const grenade = lastRoll?.includes('grenade') ?? false;
          if (!grenade) out.push(`${tag(e.unit)}: unit ${e.unit} lost a figure for a blocked retreat with no grenade on the re-roll`);
          else this.seen.add('tiger: blocked retreat confirmed by a grenade');
        }
        continue;
      }
      if (e.type === 'battle' || e.type === 'cardStrike' || e.type === 'mine' || e.type === 'turn') settle();
    }
    out.push(...this.destroyers(prev, next, events));
    out.push(...this.halfTracks(prev, next, events));
    out.push(...this.cars(prev, next, events));
    out.push(...reconDraw(prev, next, events, this.seen));
    // recon (Equipment Pack Jeep Willys / FAQ §IV Long-Range Patrol Cars)
    out.push(...checkPatrolCars(prev, next, events, this.seen));
    // A re-roll and its outcome come in one action (the loss follows the roll at once).
    if (this.pending && !this.pending.faces) out.push(`${tag(this.pending.unit)}: unit ${this.pending.unit} took ${this.pending.hits} hit(s) with no re-roll`);
    settle();
    this.pending = null;
    return out;
  }

  private cars(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const kindOf = (id: number): string => (next.units[id] ?? prev.units[id])?.kind ?? '';
    for (const e of events) {
      if (e.type === 'battle' && CARS.has(kindOf(e.unit))) out.push(`command car: unit ${e.unit} battled`);
    }
    // A section card orders its count, one more per command car of the side in one of its sections (where the cars
    // stood while the orders were given: nothing moves before the orders are complete).
    const t = next.turn;
    const cmd = t.command;
    if (cmd && !t.fallback && events.some((e) => e.type === 'ordered')) {
      const def = cardDef(cmd.type);
      if (def.sections) {
        const base = Object.values(def.sections).reduce((a, n) => a + (n ?? 0), 0);
        const g = next.board.geometry;
        let cars = 0;
        for (const u of prev.units) {
          if (!CARS.has(u.kind) || u.side !== t.side || u.figures <= 0) continue;
          // The car's sections for its own side (rulebook: the flanks as seen from the player's edge).
          const low = u.col <= g.leftMax;
          const high = u.col >= g.rightMin;
          const centre = u.col >= g.leftMax && u.col <= g.rightMin;
          const bottom = next.edges[u.side] === 'bottom';
          const secs = { left: bottom ? low : high, centre, right: bottom ? high : low };
          if ((['left', 'centre', 'right'] as const).some((x) => secs[x] && def.sections![x])) cars++;
        }
        // Gung Ho (FAQ §VII US Marine Corps; the nations' checker counts it): one unit more on a section card.
        const gungHo = next.special?.gungHo === t.side ? 1 : 0;
        if (t.ordered.length > base + cars + gungHo) out.push(`command car: ${t.ordered.length} units ordered by ${cmd.type}, which orders ${base} and ${cars} more for command cars`);
        else if (cars > 0 && t.ordered.length > base) this.seen.add('command car: one more unit ordered in its section');
      }
    }
    return out;
  }

  private halfTracks(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const kindOf = (id: number): string => (next.units[id] ?? prev.units[id])?.kind ?? '';
    // Figures of the kind each side has lost, before this action (exited units are not lost).
    const lostBy = (st: GameState, side: string): number => {
      let n = 0;
      // Figures handed out by re-supply are no loss, and figures received take none back (`spent`; C426).
      for (const u of st.units) if (HALF_TRACKS.has(u.kind) && u.side === side && !u.exited) n += u.maxFigures - u.figures - (u.spent ?? 0);
      return n;
    };
    let medals = 0;
    for (const e of events) {
      if (e.type === 'battle' && HALF_TRACKS.has(kindOf(e.unit))) {
        const dr = Math.abs(e.from.row - e.at.row);
        const d = dr + Math.max(0, (Math.abs(e.from.col - e.at.col) - dr) / 2);
        if (d > 2) out.push(`half-track: unit ${e.unit} battled ${d} hexes away`);
      }
      if (e.type === 'overrun' && HALF_TRACKS.has(kindOf(e.unit))) out.push(`half-track: unit ${e.unit} overran`);
      if (e.type === 'eliminated' && HALF_TRACKS.has(kindOf(e.unit))) {
        if (e.medals !== 0) out.push(`half-track: unit ${e.unit} wiped out gave ${e.medals} medal(s) of its own`);
        else this.seen.add('half-track: wiped out with no medal of its own');
      }
      // supply: a supply truck's figure medals are the supply checker's (tests/support/troops-supply.ts).
      if (e.type === 'figureMedal' && kindOf(e.unit) === 'supply-truck') continue;
      if (e.type === 'figureMedal') {
        medals += e.medals;
        if (!HALF_TRACKS.has(kindOf(e.unit))) out.push(`half-track: a figure medal for unit ${e.unit}, not a half-track`);
        else this.seen.add('half-track: a medal for a third figure lost');
      }
    }
    let want = 0;
    for (const side of ['axis', 'allies']) want += Math.floor(lostBy(next, side) / 3) - Math.floor(lostBy(prev, side) / 3);
    if (medals !== want) out.push(`half-track: ${medals} figure medal(s) given, the figures lost call for ${want}`);
    return out;
  }

  private destroyers(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const unit = (id: number): Unit | undefined => next.units[id] ?? prev.units[id];
    const kindOf = (id: number): string => unit(id)?.kind ?? '';
    const turn = `${prev.turn.side}:${prev.turn.number}`;
    if (turn !== this.turnKey) {
      this.turnKey = turn;
      this.movers.clear();
    }
    const terrain = (st: GameState, h: { row: number; col: number }): string => st.board.cells[h.row * st.board.geometry.cols + h.col]?.terrain ?? 'countryside';
    for (const e of events) {
      if (e.type === 'turn') this.movers.clear();
      if ((e.type === 'moved' || e.type === 'tookGround') && DESTROYERS.has(kindOf(e.unit))) this.movers.add(e.unit);
      if (e.type === 'battle') {
        this.fight = { attacker: e.unit, target: e.target, ambushed: false };
        this.faces = null;
        if (DESTROYERS.has(kindOf(e.unit))) {
          const still = !this.movers.has(e.unit);
          const own = terrain(prev, e.from);
          const cover = terrain(prev, e.at);
          if (still && !OWN_PENALTY.has(own) && e.dice < 2) out.push(`tank destroyer: unit ${e.unit} stood still and fired ${e.dice} dice at ${e.at.row},${e.at.col} (${cover}), not its full 2`);
          // A bare hill gives no cover against an attacker on a hill or a mountain (FAQ §II Hills Q1; decision C47).
          const protection = cover === 'hill' && (own === 'hill' || own === 'mountain') ? 0 : (COVER[cover] ?? 0);
          if (still && protection > 0 && !OWN_PENALTY.has(own)) this.seen.add('tank destroyer: standing still, ignored its target\'s cover');
          // Moved: 2 dice, 1 more at most from a card, less the cover.
          if (!still && protection > 0) {
            if (e.dice > 3 - protection) out.push(`tank destroyer: unit ${e.unit} moved and still fired ${e.dice} dice at a target in ${cover}`);
            else this.seen.add('tank destroyer: after moving, its target\'s cover counted');
          }
        }
      }
      if (e.type === 'cardStrike' || e.type === 'mine' || e.type === 'ice' || e.type === 'turn') this.fight = null;
      if (e.type === 'ambush' && this.fight) this.fight.ambushed = true;
      if (e.type === 'roll') this.faces = e.faces;
      if (e.type === 'hits' && this.fight && this.faces) {
        const f = this.fight;
        // The Ambush strikes the attacker first; then the attack strikes its target.
        const pair = e.unit === f.target ? { by: f.attacker, on: f.target } : e.unit === f.attacker && f.ambushed ? { by: f.target, on: f.attacker } : null;
        if (pair) {
          const by = kindOf(pair.by);
          const on = kindOf(pair.on);
          const involved = DESTROYERS.has(by) || DESTROYERS.has(on);
          const fortress = terrain(prev, unit(pair.on)!) === 'fortress';
          // (A kind this table does not know, another family's, is left to that family's checker.)
          if (involved && !fortress && CLASS[on] && CLASS[by]) {
            const stars = (DESTROYERS.has(by) && CLASS[on] === 'armor') || (DESTROYERS.has(on) && CLASS[by] !== 'infantry');
            const want = this.faces.filter((x) => x === 'grenade' || x === CLASS[on] || (stars && x === 'star')).length;
            if (e.hits !== want) out.push(`tank destroyer: ${by} unit ${pair.by} scored ${e.hits} hit(s) on ${on} unit ${pair.on} with ${this.faces.join(',')}, not ${want}`);
            else if (stars && this.faces.includes('star')) this.seen.add(DESTROYERS.has(by) ? 'tank destroyer: its stars hit armor' : 'tank destroyer: stars of a non-infantry attacker hit it');
          }
          if (pair.on === f.target) this.fight = null;
        }
        this.faces = null;
      }
      if (e.type === 'hits') this.flags.set(e.unit, e.flags);
      if (e.type === 'overrun' && DESTROYERS.has(kindOf(e.unit))) out.push(`tank destroyer: unit ${e.unit} overran`);
      if (e.type === 'retreated' && DESTROYERS.has(kindOf(e.unit))) {
        const flags = this.flags.get(e.unit) ?? 0;
        if (e.steps > 2 * flags) out.push(`tank destroyer: unit ${e.unit} retreated ${e.steps} hexes for ${flags} flag(s)`);
        else if (e.steps > flags) this.seen.add('tank destroyer: retreated 2 hexes for a flag');
      }
    }
    return out;
  }
}

// recon (Equipment Pack Kübelwagen / FAQ §IV Command Cars)
/** The Recon 1 cards, written out here (the deck's Recon cards: left, centre and right flank). */
const RECON_1: ReadonlySet<string> = new Set(['recon-left', 'recon-centre', 'recon-right']);

/** Whether the turn of `st` was a Recon 1 that ordered a command car of its side (C330: ordered is enough). */
function reconWithCar(st: GameState): boolean {
  const t = st.turn;
  if (!t.command || !RECON_1.has(t.command.type)) return false;
  return t.ordered.some((id) => CARS.has(st.units[id]?.kind ?? '') && st.units[id]?.side === t.side);
}

/** The command car's Recon 1 draw from the discard pile, restated (see the header). */
export function reconDraw(prev: GameState, next: GameState, events: readonly GameEvent[], seen: Seen): string[] {
  const out: string[] = [];
  const side = prev.turn.side;
  // Cards that went from the pile to a hand in this action (a reshuffle sends the pile to the deck: left alone).
  if (!events.some((e) => e.type === 'shuffled')) {
    const pile = new Set(next.cards.discard);
    for (const c of prev.cards.discard) {
      if (pile.has(c)) continue;
      for (const who of ['axis', 'allies'] as const) {
        if (!next.cards.hands[who].includes(c)) continue;
        if (who !== side || !reconWithCar(prev)) out.push(`command car: the ${who} took card ${c} from the discard pile with no Recon 1 ordering a command car`);
        else if (c === prev.turn.card) out.push(`command car: the ${who} took back the Recon 1 card ${c} just played`);
        else if (next.cards.deck.length !== prev.cards.deck.length) out.push(`command car: the ${who} took card ${c} from the discard pile and drew from the deck too`);
        else seen.add('command car: Recon 1 took a card from the discard pile');
      }
    }
  }
  // The choice comes at the end of the turn, before the draw 2 keep 1: offered when the rule says, and only then.
  const ended = prev.pending.every((p) => p.kind !== 'reconDiscard' && p.kind !== 'keep') && prev.turn.number === next.turn.number && prev.turn.side === next.turn.side;
  const queued = next.pending.find((p) => p.kind === 'reconDiscard' || p.kind === 'keep');
  if (ended && queued) {
    const due = reconWithCar(next) && next.cards.discard.some((c) => c !== next.turn.card);
    if (queued.kind === 'reconDiscard' && !due) out.push(`command car: the discard pile offered to the ${queued.actor} with no Recon 1 ordering a command car, or nothing already discarded`);
    if (queued.kind === 'keep' && due) out.push(`command car: a Recon 1 ordered a command car but the ${queued.actor} were not offered the discard pile`);
  }
  return out;
}

/**
 * A proving ground of the armor family: tank destroyers, Tigers, half-tracks, armor, infantry and artillery of both sides facing
 * across rows 3 to 5 of forests, hills, towns, hedgerows and open ground, each Tiger hemmed in by its own infantry
 * (so that its flags often cannot be taken), so random play meets each rule.
 */
export function armorGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  const cover = ['forest', 'hill', 'town', 'countryside', 'hill', 'hedgerow'] as const;
  let i = 0;
  for (const row of [3, 4, 5]) {
    for (let col = row & 1; col <= 24; col += 2) {
      const terrain = cover[i++ % cover.length]!;
      if (terrain !== 'countryside') hexes.push({ row, col, terrain });
    }
  }
  const kinds = ['tank-destroyer', 'armor', 'half-track', 'tank-destroyer', 'tank-destroyer', 'tiger', 'half-track'] as const;
  for (const [side, row] of [['axis', 2], ['allies', 6]] as const) {
    [0, 4, 8, 12, 16, 20, 24].forEach((col, k) => hexes.push({ row, col, unit: { side, kind: kinds[k]! } }));
  }
  // Behind each line: artillery, and infantry hemming the Tiger in (column 20), so its flags often cannot be taken.
  for (const [side, row] of [['axis', 1], ['allies', 7]] as const) {
    hexes.push({ row, col: 19, unit: { side, kind: 'infantry' } }, { row, col: 21, unit: { side, kind: 'infantry' } }, { row, col: 11, unit: { side, kind: 'artillery' } });
    hexes.push({ row, col: 3, unit: { side, kind: 'command-car' } });
  }
  return {
    format: 1,
    id: 'armor-proving-ground',
    name: 'Armor proving ground',
    board: { kind: 'standard', face: 'country', hexes },
    sides: { axis: { cards: 5, medalsToWin: 7, edge: 'top' }, allies: { cards: 5, medalsToWin: 7, edge: 'bottom' } },
    first: 'allies',
  };
}

/** The rules random play on the armor proving ground must show firing (`Seen` keys of this checker). */
export const ARMOR_GROUND_RULES = [
  'tiger: hit confirmed by a grenade',
  'tiger: hit shrugged off on the re-roll',
  'tank destroyer: its stars hit armor',
  'tank destroyer: stars of a non-infantry attacker hit it',
  'tank destroyer: standing still, ignored its target\'s cover',
  'tank destroyer: after moving, its target\'s cover counted',
  'tank destroyer: retreated 2 hexes for a flag',
  'half-track: wiped out with no medal of its own',
  'half-track: a medal for a third figure lost',
  'command car: one more unit ordered in its section',
  // recon (Equipment Pack Kübelwagen / FAQ §IV Command Cars)
  'command car: Recon 1 took a card from the discard pile',
];
