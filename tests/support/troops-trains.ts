/**
 * The trains' rules restated for the expansion checker (issue 17, helper "trains"), independently of
 * src/engine/troops/trains.ts: FAQ §IV Trains/Supply Trains (l.2340-2398), Armored Trains (l.2400-2416), §III Supply
 * Train/Reinforcements (l.1930); house rules l.499-507; decisions C230-C244. Called by TerrainChecker.check after each
 * action. `trainGround` is a proving ground with an armored train, which no development file has.
 */
import type { GameEvent, GameState, Hex, Unit, UnitKind } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';

/** The train kinds, written out here: the armored one's gun fires as artillery (range 6). */
const TRAINS: Partial<Record<UnitKind, { range: number }>> = { train: { range: 0 }, 'armored-train': { range: 6 } };
const isTrain = (k: UnitKind): boolean => TRAINS[k] !== undefined;
const key = (h: Hex): string => `${h.row},${h.col}`;
const same = (a: Hex, b: Hex): boolean => a.row === b.row && a.col === b.col;

/** Hex distance in doubled-width coordinates. */
function distance(a: Hex, b: Hex): number {
  const dr = Math.abs(a.row - b.row);
  const dc = Math.abs(a.col - b.col);
  return dr + Math.max(0, (dc - dr) / 2);
}

function terrainAt(s: GameState, h: Hex): string | undefined {
  const g = s.board.geometry;
  if (h.row < 0 || h.row >= g.rows || h.col < 0 || h.col >= g.cols) return undefined;
  return s.board.cells[h.row * g.cols + h.col]?.terrain;
}
const onTrack = (s: GameState, h: Hex): boolean => terrainAt(s, h) === 'railroad' || terrainAt(s, h) === 'station';
const alive = (u: Unit): boolean => u.figures > 0 && u.row >= 0;

/** The trains' rules the checker sees fire. */
export const TRAIN_RULES = [
  'train: moved along the track',
  'train: hit by grenades only',
  'train: ignored a flag',
  'train: backed up on a flag',
  'train: wagon hex targeted',
  'train: wagon lost at the 3rd damage point',
  'train: destroyed, one medal',
  'train: cargo got off at a station',
  'armored train: fired from its wagon',
] as const;

export class TrainChecker {
  private faces: readonly string[] | null = null;
  private airPower = false;
  /** Units that got off a train this turn (they neither move nor battle until the turn ends), and the turn. */
  private off = new Set<number>();
  private turn = '';

  constructor(readonly seen: Set<string>) {}

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    if (!next.units.some((u) => isTrain(u.kind)) && !prev.units.some((u) => isTrain(u.kind))) return out;
    const turn = `${prev.turn.side}:${prev.turn.number}`;
    if (turn !== this.turn) {
      this.turn = turn;
      this.off.clear();
    }
    const unitOf = (id: number): Unit | undefined => next.units[id] ?? prev.units[id];
    // Where each live train stands: two rail hexes side by side, nothing else on them; the wagon goes at its 3rd point.
    for (const t of next.units) {
      if (!isTrain(t.kind) || !alive(t)) continue;
      if (!onTrack(next, t)) out.push(`the train ${t.id}'s engine is at ${key(t)}, off the track`);
      if (!t.wagon) {
        out.push(`the train ${t.id} has no wagon hex`);
        continue;
      }
      const hasWagon = t.figures >= 2;
      if (hasWagon === (t.wagonLost === true)) out.push(`the train ${t.id} has ${t.figures} damage point(s) left but its wagon is ${t.wagonLost ? 'lost' : 'still there'}`);
      if (!t.wagonLost) {
        if (!onTrack(next, t.wagon)) out.push(`the train ${t.id}'s wagon is at ${key(t.wagon)}, off the track`);
        if (distance(t, t.wagon) !== 1) out.push(`the train ${t.id}'s wagon at ${key(t.wagon)} is not next to its engine at ${key(t)}`);
      }
      for (const v of next.units) {
        if (v.id === t.id || !alive(v)) continue;
        if (same(v, t) || (!t.wagonLost && same(v, t.wagon))) out.push(`unit ${v.id} stands on the train ${t.id}'s hex ${key(v)}`);
      }
    }
    for (const e of events) {
      if (e.type === 'roll') this.faces = e.faces;
      // Air Power's stars hit too (FAQ §VIII Air Power): the train is no exception.
      if (e.type === 'cardStrike') this.airPower = e.card === 'air-power';
      if (e.type === 'battle') this.airPower = false;
      if (e.type === 'turn') this.off.clear();
      if (e.type === 'moved') {
        const u = unitOf(e.unit);
        if (this.off.has(e.unit)) out.push(`unit ${e.unit} moved on the turn it got off a train`);
        if (u && isTrain(u.kind)) {
          if (e.steps > 3) out.push(`the train ${e.unit} moved ${e.steps} hexes, more than 3`);
          if (!onTrack(next, e.to)) out.push(`the train ${e.unit} moved off the track to ${key(e.to)}`);
          else this.seen.add('train: moved along the track');
        }
      }
      if (e.type === 'battle') {
        const u = prev.units[e.unit];
        if (this.off.has(e.unit)) out.push(`unit ${e.unit} battled on the turn it got off a train`);
        if (u && isTrain(u.kind)) {
          const range = TRAINS[u.kind]!.range;
          if (range === 0) out.push(`the supply train ${u.id} battled, but it has no gun`);
          else if (u.wagonLost || !u.wagon) out.push(`the armored train ${u.id} battled with its wagon lost`);
          else if (!same(e.from, u.wagon)) out.push(`the armored train ${u.id} fired from ${key(e.from)}, not from its wagon at ${key(u.wagon)}`);
          else if (distance(u.wagon, e.at) > range) out.push(`the armored train ${u.id} fired ${distance(u.wagon, e.at)} hexes from its wagon`);
          else this.seen.add('armored train: fired from its wagon');
        }
        const v = prev.units[e.target];
        if (v && isTrain(v.kind) && v.wagon && !v.wagonLost && same(e.at, v.wagon)) this.seen.add('train: wagon hex targeted');
      }
      if (e.type === 'hits') {
        const v = unitOf(e.unit);
        if (v && isTrain(v.kind) && this.faces) {
          const grenades = this.faces.filter((f) => f === 'grenade' || (this.airPower && f === 'star')).length;
          if (e.hits > grenades) out.push(`the train ${v.id} took ${e.hits} hit(s) from a roll of ${grenades} grenade(s): only grenades hit a train`);
          else if (e.hits > 0) this.seen.add('train: hit by grenades only');
        }
      }
      if (e.type === 'flagIgnored' && isTrain(unitOf(e.unit)!.kind)) this.seen.add('train: ignored a flag');
      if (e.type === 'retreated') {
        const before = prev.units[e.unit];
        const after = next.units[e.unit];
        if (before && after && isTrain(before.kind) && before.wagon && after.wagon && alive(after)) {
          // Backing up: the engine never goes where it was heading; one hex back puts it on the wagon's old hex.
          if (e.steps === 1 && !same(after, before.wagon)) out.push(`the train ${e.unit} retreated 1 hex to ${key(after)}, not onto its wagon's hex ${key(before.wagon)}`);
          else if (same(after.wagon, before)) out.push(`the train ${e.unit} retreated forward, its wagon onto its engine's hex`);
          else this.seen.add('train: backed up on a flag');
        }
      }
      if (e.type === 'wagonLost') {
        const t = next.units[e.unit]!;
        if (t.figures > 1) out.push(`the train ${e.unit} lost its wagon with ${t.figures} damage points left`);
        else this.seen.add('train: wagon lost at the 3rd damage point');
      }
      if (e.type === 'eliminated' && isTrain(unitOf(e.unit)!.kind)) {
        if (e.medals !== 1) out.push(`the train ${e.unit} gave ${e.medals} medals, not the engine's one`);
        else this.seen.add('train: destroyed, one medal');
      }
      if (e.type === 'disembarked') {
        const t = next.units[e.train];
        const u = next.units[e.unit];
        if (!t || !u) {
          out.push(`a unit got off a train that is not there`);
          continue;
        }
        if (terrainAt(next, t) !== 'station') out.push(`unit ${u.id} got off the train ${t.id} with its engine at ${key(t)}, not on a station`);
        const nextTo = distance(u, t) === 1 || (t.wagon !== undefined && distance(u, t.wagon) === 1);
        if (!nextTo) out.push(`unit ${u.id} got off the train ${t.id} at ${key(u)}, not next to it`);
        if (u.side !== t.side) out.push(`unit ${u.id} got off the train ${t.id} on the other side`);
        if (nextTo && terrainAt(next, t) === 'station') this.seen.add('train: cargo got off at a station');
        this.off.add(u.id);
      }
    }
    return out;
  }
}

/**
 * A proving ground (no development file has an armored train): two lines of track, an Allied supply train with two
 * infantry aboard heading for a station, an Axis armored train, and units of both sides near the track.
 */
export function trainGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  for (let col = 0; col <= 24; col += 2) {
    hexes.push({ row: 4, col, terrain: col === 16 ? 'station' : 'railroad' });
    hexes.push({ row: 2, col, terrain: 'railroad' });
  }
  const put = (row: number, col: number, unit: NonNullable<Scenario['board']['hexes'][number]['unit']>): void => {
    const h = hexes.find((x) => x.row === row && x.col === col);
    if (h) h.unit = unit;
    else hexes.push({ row, col, unit });
  };
  put(4, 10, { side: 'allies', kind: 'train', wagon: { row: 4, col: 8 }, cargo: [{ kind: 'infantry', on: 'loco' }, { kind: 'infantry', on: 'wagon' }] });
  put(2, 14, { side: 'axis', kind: 'armored-train', wagon: { row: 2, col: 16 } });
  const axis = ['infantry', 'armor', 'infantry', 'artillery', 'infantry'] as const;
  const allies = ['infantry', 'armor', 'artillery', 'armor', 'infantry'] as const;
  for (const [k, col] of [2, 8, 12, 18, 22].entries()) put(0, col, { side: 'axis', kind: axis[k]! });
  for (const col of [3, 9, 13, 17, 21]) put(1, col, { side: 'axis', kind: 'infantry' });
  for (const [k, col] of [2, 8, 12, 18, 22].entries()) put(7, col + 1, { side: 'allies', kind: allies[k]! });
  for (const col of [5, 11, 15, 19]) put(5, col, { side: 'allies', kind: 'infantry' });
  return {
    format: 1,
    id: 'train-proving-ground',
    name: 'Train proving ground',
    board: { kind: 'standard', face: 'country', hexes },
    sides: { axis: { cards: 5, medalsToWin: 8, edge: 'top' }, allies: { cards: 5, medalsToWin: 8, edge: 'bottom' } },
    first: 'allies',
  };
}
