/**
 * The armies' rules (FAQ §VII Nations; Equipment Pack §VII Minor Nations) restated apart from src/engine/troops/
 * nations.ts, checked on every action of random play from the states and the events (hooked into the expansion
 * checker, tests/support/terrain-rules.ts). Each rule, as the documents give it:
 * - Yamato Damashi: Japanese infantry hit by a battle's flags always ignores at least one: it never falls back more
 *   than one hex per flag it did not ignore, and a flag against it is never taken in full (a flag ignored is seen).
 * - Banzai: Japanese infantry that moved 2 hexes under an ordinary order battles only an adjacent enemy.
 * - Seishin Kyoiku: its close-assault dice are the same unit's dice without the army, plus 1 at full strength.
 * - Italian Motorized Divisions: an Italian unit falls back at most 3 hexes per flag; other units at most their own.
 * - Italian High Command: a card is discarded only for a unit of that side lost, never bringing its hand below 3.
 * - Gung Ho: the Marines order at most one unit more than the card prints; every other side at most the print.
 * - Stiff Upper Lip: a battle back comes only from a unit of the side named, at its last figure, against the unit that
 *   close-assaulted it, with 1 die, never after an Ambush; a unit so left that stays put (no flag) battles back.
 * - Commissar: the side's card is the one under its chip, a Recon 1 or Counter-Attack from its hand, or any card while
 *   the chip is empty; once a card is played from the chip (or with it empty) and the decisions are settled, the chip
 *   holds a card again that came from the hand.
 */
import { battleDice } from '../../src/engine';
import type { GameEvent, GameState, Hex, Side, Unit } from '../../src/engine/types';
import type { Scenario, UnitKind } from '../../src/scenario/types';

/** Which rules came up (shared with the terrain checker's `Seen`). */
export type NationSeen = Set<string>;

const INFANTRY_KINDS: ReadonlySet<UnitKind> = new Set<UnitKind>(['infantry', 'special-forces', 'resistance']);
const key = (h: Hex) => `${h.row},${h.col}`;

/** Units each card orders as printed (cards.md); 99: every unit of its sections; absent: no count to check. */
const PRINTED: Readonly<Record<string, number>> = {
  'recon-left': 1,
  'recon-centre': 1,
  'recon-right': 1,
  'probe-left': 2,
  'probe-centre': 2,
  'probe-right': 2,
  'attack-left': 3,
  'attack-centre': 3,
  'attack-right': 3,
  'recon-in-force': 3,
  'general-advance': 6,
  'pincer-move': 4,
  'direct-from-hq': 4,
  'move-out': 4,
  'armor-assault': 4,
  'behind-enemy-lines': 1,
  'dig-in': 4,
  firefight: 4,
  'medics-mechanics': 1,
};

const isJapaneseInfantry = (u: Unit | undefined): boolean => !!u && u.army === 'japanese' && INFANTRY_KINDS.has(u.kind);

export class NationsChecker {
  /** Flags of a battle that landed on a unit, waiting for its retreat to be settled. */
  private flags = new Map<number, { flags: number; ignored: boolean }>();
  /** Units ordered this turn, and the hexes each moved. */
  private orderedThisTurn = 0;
  /** The command played this turn (a Counter-Attack's copy), from its `played` event or the state. */
  private command: { type: string; side: Side } | null = null;
  private moved = new Map<number, number>();
  private turnKey = '';

  constructor(readonly seen: NationSeen) {}

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const turn = `${prev.turn.side}:${prev.turn.number}`;
    if (turn !== this.turnKey) {
      this.turnKey = turn;
      this.orderedThisTurn = 0;
      this.moved.clear();
      this.command = prev.turn.command ? { type: prev.turn.command.type, side: prev.turn.side } : null;
    }
    const unit = (id: number): Unit | undefined => prev.units[id] ?? next.units[id];
    let cardStrike = false;
    for (const e of events) {
      if (e.type === 'turn') {
        this.orderedThisTurn = 0;
        this.moved.clear();
        this.command = null;
      }
      if (e.type === 'played' && e.command) this.command = { type: e.command.type, side: e.side };
      if (e.type === 'cardStrike') cardStrike = true;
      if (e.type === 'battle' || e.type === 'ambush') cardStrike = false;
      if (e.type === 'ordered') this.orderedThisTurn++;
      if (e.type === 'moved') this.moved.set(e.unit, e.steps);
      if (e.type === 'hits' && e.flags > 0) {
        // A card's flags (Barrage, Air Power) may not be ignored: they are not the army rule's (FAQ §VII Q1).
        if (!cardStrike) this.flags.set(e.unit, { flags: e.flags, ignored: false });
        else this.flags.delete(e.unit);
      }
      if (e.type === 'flagIgnored') {
        const f = this.flags.get(e.unit);
        if (f) f.ignored = true;
        const u = unit(e.unit);
        if (isJapaneseInfantry(u)) this.seen.add('japanese: a flag ignored by Yamato Damashi');
        if (u?.army === 'italian' && (u.kind === 'artillery' || u.kind === 'italian-artillery')) this.seen.add('italian: artillery ignored a flag');
      }
      if (e.type === 'retreated') {
        const u = unit(e.unit)!;
        const f = this.flags.get(e.unit);
        if (f) {
          // Kinds that fall back up to 3 hexes a flag of their own: the Resistance, snipers and ski troops (foot family).
          // ... and tank destroyers up to 2 (armor family).
          const per = u.army === 'italian' || u.kind === 'resistance' || u.kind === 'sniper' || u.kind === 'ski-troops' ? 3 : u.kind === 'tank-destroyer' ? 2 : 1;
          if (e.steps > f.flags * per) out.push(`nations: unit ${e.unit} (${u.army ?? 'no army'}) fell back ${e.steps} hexes for ${f.flags} flag(s), more than ${per} a flag`);
          if (isJapaneseInfantry(u)) {
            if (!f.ignored) out.push(`nations: Japanese infantry ${e.unit} fell back for ${f.flags} flag(s) without ignoring one (Yamato Damashi)`);
            if (e.steps > f.flags - 1) out.push(`nations: Japanese infantry ${e.unit} fell back ${e.steps} hexes for ${f.flags} flag(s): it must ignore one`);
          }
          if (u.army === 'italian' && e.steps > f.flags) this.seen.add('italian: fell back more than a hex per flag');
          this.flags.delete(e.unit);
        }
      }
      if (e.type === 'battle') {
        const u = prev.units[e.unit];
        if (isJapaneseInfantry(u)) {
          const steps = this.moved.get(e.unit) ?? 0;
          const cmd = prev.turn.fallback ? undefined : prev.turn.command?.type;
          const ordinary = cmd !== 'behind-enemy-lines' && cmd !== 'infantry-assault' && u!.kind !== 'special-forces';
          if (ordinary && steps >= 2) {
            if (!e.close) out.push(`nations: Japanese infantry ${e.unit} battled ${key(e.at)} from afar after a 2-hex move (Banzai is close assault only)`);
            else this.seen.add('japanese: Banzai close assault after a 2-hex move');
          }
          // Seishin Kyoiku: the same battle by the same unit without its army rolls one die fewer at full strength.
          if (e.close && prev.units[e.target]) {
            const plain: GameState = { ...prev, units: prev.units.map((v) => (v.id === e.unit ? { ...v, army: undefined } : v)) };
            const base = battleDice(plain, e.from, e.at);
            const want = base > 0 ? base + (u!.figures >= u!.maxFigures ? 1 : 0) : e.dice;
            if (e.dice !== want) out.push(`nations: Japanese infantry ${e.unit} rolled ${e.dice} dice in close assault at ${u!.figures}/${u!.maxFigures} figures, not ${want}`);
            else if (want > base) this.seen.add('japanese: Seishin Kyoiku extra die');
          }
        }
      }
    }
    // A retreat settled without a 'retreated' event (the unit stayed): Japanese infantry must have ignored a flag.
    for (const [id, f] of this.flags) {
      if (next.pending.some((p) => p.kind === 'retreat' && p.unit === id)) continue;
      const u = next.units[id];
      if (u && u.figures > 0 && isJapaneseInfantry(u) && !f.ignored && f.flags > 0 && events.some((x) => x.type === 'hits' && x.unit === id)) {
        out.push(`nations: Japanese infantry ${id} took ${f.flags} flag(s) and neither ignored nor retreated`);
      }
      if (!events.some((x) => x.type === 'hits' && x.unit === id) || !next.pending.some((p) => p.kind === 'retreat' && p.unit === id)) this.flags.delete(id);
    }
    out.push(...this.commissar(prev, next, events));
    out.push(...this.stiffUpperLip(prev, next, events));
    out.push(...this.highCommand(prev, next, events));
    out.push(...this.gungHo(prev, next));
    return out;
  }

  /** The Commissar chip, from the states and the events of one action. */
  private commissar(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const side = prev.special?.commissar;
    if (!side) {
      if (next.hidden?.commissar) out.push('nations: a Commissar chip in a battle without the rule');
      return out;
    }
    const chipBefore = prev.hidden?.commissar?.[side];
    const chipAfter = next.hidden?.commissar?.[side];
    for (const e of events) {
      if (e.type !== 'played' || e.side !== side) continue;
      const free = ['recon-left', 'recon-centre', 'recon-right', 'counter-attack'].includes(e.cardType);
      if (chipBefore === undefined) this.seen.add('commissar: a card played with the chip empty');
      else if (e.card === chipBefore) this.seen.add('commissar: the chip\'s card played');
      else if (free) this.seen.add('commissar: a Recon 1 or Counter-Attack from the hand, the chip full');
      else out.push(`nations: the ${side} played ${e.cardType} from the hand with a card under the Commissar`);
      if (chipBefore !== undefined && e.card !== chipBefore && chipAfter !== chipBefore) out.push(`nations: the Commissar's card changed when ${e.cardType} was played from the hand`);
    }
    if (chipAfter !== undefined && chipAfter !== chipBefore) {
      if (!prev.cards.hands[side].includes(chipAfter)) out.push(`nations: card ${chipAfter} went under the Commissar, not from the ${side} hand`);
      if (next.cards.hands[side].includes(chipAfter)) out.push(`nations: card ${chipAfter} is both under the Commissar and in the hand`);
      this.seen.add('commissar: a card placed under the chip');
    }
    // Settled (no decision waiting) in the side's turn after its card: the chip holds a card, unless its hand is empty.
    if (next.turn.side === side && next.turn.card !== null && next.pending.length === 0 && chipAfter === undefined && next.cards.hands[side].length > 0) {
      out.push(`nations: the ${side} played a card and left the Commissar chip empty`);
    }
    return out;
  }

  /** Stiff Upper Lip, from the events of one action. */
  private stiffUpperLip(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const side = prev.special?.stiffUpperLip;
    const ambushed = events.some((e) => e.type === 'ambush');
    events.forEach((e, i) => {
      if (e.type !== 'battleBack') return;
      const v = next.units[e.unit]!;
      if (v.side !== side) out.push(`nations: unit ${e.unit} of the ${v.side} battled back without Stiff Upper Lip`);
      if (v.figures !== 1) out.push(`nations: unit ${e.unit} battled back with ${v.figures} figures, not its last one`);
      if (ambushed) out.push(`nations: unit ${e.unit} battled back after an Ambush`);
      const r = events.slice(i + 1).find((x) => x.type === 'roll');
      if (!r || r.type !== 'roll' || r.faces.length !== 1) out.push(`nations: unit ${e.unit} battled back with ${r && r.type === 'roll' ? r.faces.length : 0} dice, not 1`);
      this.seen.add('commonwealth: battle back');
    });
    if (!side || ambushed || next.winner) return out;
    // A close assault in this action that left a unit of the side at its last figure, standing, with no flag to settle.
    for (const e of events) {
      if (e.type !== 'battle' || !e.close) continue;
      const v = next.units[e.target];
      const before = prev.units[e.target];
      if (!v || !before || v.side !== side || v.figures !== 1 || before.figures === 1 || v.row !== e.at.row || v.col !== e.at.col) continue;
      if (!next.units[e.unit] || next.units[e.unit]!.figures <= 0) continue;
      if (next.pending.some((p) => p.kind === 'retreat' && p.unit === e.target)) continue;
      if (events.some((x) => x.type === 'hits' && x.unit === e.target && x.flags > 0)) continue;
      if (!events.some((x) => x.type === 'battleBack' && x.unit === e.target)) out.push(`nations: unit ${e.target} stood a close assault at its last figure and did not battle back`);
    }
    return out;
  }

  /** Italian High Command: discards only for units lost, never below 3 cards, each card to the discard pile. */
  private highCommand(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const side: Side | undefined = prev.special?.highCommand;
    const discards = events.filter((e): e is Extract<GameEvent, { type: 'highCommandDiscard' }> => e.type === 'highCommandDiscard');
    if (!side) {
      if (discards.length) out.push('nations: a High Command discard in a battle without the rule');
      return out;
    }
    const lost = events.filter((e) => e.type === 'eliminated' && (prev.units[e.unit] ?? next.units[e.unit])!.side === side).length;
    if (discards.length > lost) out.push(`nations: ${discards.length} High Command discard(s) for ${lost} unit(s) lost`);
    for (const d of discards) {
      if (d.side !== side) out.push(`nations: a High Command discard by the ${d.side}, not the ${side}`);
      if (!next.cards.discard.includes(d.card) && !events.some((e) => e.type === 'shuffled')) out.push(`nations: the High Command discard ${d.card} is not on the discard pile`);
      this.seen.add('italian: High Command discard');
    }
    // Cards drawn this action and now in the hand (a Recon's two wait in its `keep` decision, out of the hand).
    const keep = next.pending.find((p) => p.kind === 'keep' && p.actor === side);
    const drew = events.filter((e) => e.type === 'drew' && e.side === side).length - (keep && keep.kind === 'keep' ? keep.cards.length : 0);
    if (discards.length && next.cards.hands[side].length - drew < 3) out.push(`nations: the High Command discards left the ${side} with fewer than 3 cards`);
    if (lost > discards.length && prev.cards.hands[side].length > 4 && next.cards.hands[side].length - drew > 3 && !events.some((e) => e.type === 'gameOver')) {
      out.push(`nations: ${lost} ${side} unit(s) lost with ${prev.cards.hands[side].length} cards in hand and only ${discards.length} High Command discard(s)`);
    }
    return out;
  }

  /** Gung Ho: the units ordered this turn against the card's printed count. */
  private gungHo(prev: GameState, next: GameState): string[] {
    const cmd = this.command;
    if (!cmd || !this.orderedThisTurn) return [];
    const marines = prev.special?.gungHo === cmd.side;
    // The fallback order (no unit of the card's type) is in the state of the turn the card was played in.
    const t = next.turn.side === cmd.side && next.turn.command?.type === cmd.type ? next.turn : prev.turn;
    const printed = t.fallback ? 1 : PRINTED[cmd.type];
    if (printed === undefined) return [];
    // Each command car of the side may add one unit to a section card (armor family; its own checker counts where).
    const cars = t.fallback ? 0 : prev.units.filter((u) => u.side === cmd.side && u.kind === 'command-car' && u.figures > 0).length;
    const most = printed + (marines ? 1 : 0) + cars;
    if (this.orderedThisTurn > most) return [`nations: ${this.orderedThisTurn} units ordered with ${cmd.type} by the ${cmd.side}, more than ${most}`];
    if (marines && this.orderedThisTurn === most) this.seen.add('gung-ho: one unit more than printed');
    return [];
  }
}

/**
 * A proving ground of the armies: Japanese infantry and Italian artillery, armor and infantry for the Axis (under the
 * Italian High Command), the Marines' Gung Ho for the Allies, three rows apart with sandbags in front of the Japanese
 * (Yamato Damashi's second flag), so random play meets each rule (few imported battles carry them all).
 */
export function nationsGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  const axis: [number, UnitKind, 'japanese' | 'italian'][] = [
    [0, 'infantry', 'japanese'],
    [4, 'infantry', 'japanese'],
    [8, 'artillery', 'italian'],
    [12, 'infantry', 'japanese'],
    [16, 'armor', 'italian'],
    [20, 'infantry', 'italian'],
    [24, 'infantry', 'japanese'],
  ];
  for (const [col, kind, army] of axis) hexes.push({ row: 2, col, unit: { side: 'axis', kind, army }, ...(col % 8 === 4 ? { obstacle: 'sandbags' as const } : {}) });
  hexes.push({ row: 1, col: 13, unit: { side: 'axis', kind: 'artillery', army: 'italian' } });
  const allied: UnitKind[] = ['infantry', 'armor', 'infantry', 'artillery', 'infantry', 'armor', 'infantry'];
  // Row 5 from col 1, every fourth column; the seventh, past the edge, stands at (6,24).
  allied.forEach((kind, k) => hexes.push(k < 6 ? { row: 5, col: 1 + 4 * k, unit: { side: 'allies', kind } } : { row: 6, col: 24, unit: { side: 'allies', kind } }));
  hexes.push({ row: 6, col: 12, unit: { side: 'allies', kind: 'infantry' } }, { row: 6, col: 20, unit: { side: 'allies', kind: 'infantry' } });
  return {
    format: 1,
    id: 'nations-proving-ground',
    name: 'Armies proving ground',
    board: { kind: 'standard', face: 'country', hexes },
    sides: { axis: { cards: 5, medalsToWin: 6, edge: 'top' }, allies: { cards: 5, medalsToWin: 6, edge: 'bottom' } },
    first: 'allies',
    rules: { gungHo: 'allies', highCommand: 'axis', stiffUpperLip: 'allies', commissar: 'allies' },
  };
}

/** The rules random play on the armies' proving ground must show firing (the checker's `seen`). */
export const NATIONS_GROUND_RULES = [
  'japanese: a flag ignored by Yamato Damashi',
  'japanese: Banzai close assault after a 2-hex move',
  'japanese: Seishin Kyoiku extra die',
  'italian: artillery ignored a flag',
  'italian: fell back more than a hex per flag',
  'italian: High Command discard',
  'gung-ho: one unit more than printed',
  'commonwealth: battle back',
  'commissar: a card played with the chip empty',
  "commissar: the chip's card played",
  'commissar: a Recon 1 or Counter-Attack from the hand, the chip full',
  'commissar: a card placed under the chip',
];
