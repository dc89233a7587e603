/**
 * Independent restatement of the armor family's rules (issue 17), checked after every action of the expansion
 * battles by the terrain checker (tests/support/terrain-rules.ts calls `checkArmor`). Written from the documents,
 * not from the engine's tables:
 * - Tiger (Equipment Pack, Tiger; FAQ §IV Tigers): one figure. Each hit scored on it by dice (a battle, an Ambush, a
 *   card's strike, a minefield) is rolled again: the next roll has as many dice as the hits, and the Tiger is lost
 *   if and only if that re-roll shows a grenade. A retreat it cannot complete (FAQ §III Retreats, "If I roll a Flag
 *   against a Tiger tank"): the hits for the hexes it could not retreat are rolled, and only a grenade destroys it.
 *   The ice of a frozen river takes it on a star, with no re-roll (FAQ §II Frozen Rivers Q3).
 */
import type { GameEvent, GameState } from '../../src/engine/types';
import type { Seen } from './terrain-rules';

/** Tiger kinds, written out here (Equipment Pack: the one-figure heavy tank). */
const TIGERS: ReadonlySet<string> = new Set(['tiger']);

/** A hit on a Tiger waiting for its re-roll, then for its outcome. */
interface Pending {
  unit: number;
  hits: number;
  /** The re-roll's faces, once seen. */
  faces: readonly string[] | null;
  /** Figures it lost to these hits. */
  lost: number;
}

export class ArmorChecker {
  private pending: Pending | null = null;

  constructor(readonly seen: Seen) {}

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const isTiger = (id: number) => TIGERS.has((next.units[id] ?? prev.units[id])?.kind ?? '');
    for (const u of next.units) {
      if (isTiger(u.id) && u.figures > 1) out.push(`tiger: unit ${u.id} has ${u.figures} figures, a Tiger has 1`);
    }
    let lastRoll: readonly string[] | null = null;
    let onIce: number | null = null;
    const settle = (): void => {
      const p = this.pending;
      if (!p || !p.faces) return;
      const grenade = p.faces.includes('grenade');
      if (grenade && p.lost === 0) out.push(`tiger: unit ${p.unit} kept its figure though its re-roll ${p.faces.join(',')} shows a grenade`);
      if (!grenade && p.lost > 0) out.push(`tiger: unit ${p.unit} lost a figure to ${p.hits} hit(s) with no grenade on the re-roll ${p.faces.join(',')}`);
      this.seen.add(grenade ? 'tiger: hit confirmed by a grenade' : 'tiger: hit shrugged off on the re-roll');
      this.pending = null;
    };
    for (const e of events) {
      if (e.type === 'roll') {
        lastRoll = e.faces;
        const p = this.pending;
        if (p && !p.faces) {
          p.faces = e.faces;
          if (e.faces.length !== p.hits) out.push(`tiger: unit ${p.unit} re-rolled ${e.faces.length} dice for ${p.hits} hit(s)`);
          continue;
        }
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
          if (onIce !== null && onIce !== e.unit) out.push(`tiger: unit ${e.unit} lost a figure to ice it was not on`);
        } else if (e.cause === 'hit' || e.cause === 'mine') {
          const p = this.pending;
          if (!p || p.unit !== e.unit || !p.faces) out.push(`tiger: unit ${e.unit} lost a figure to a ${e.cause} with no re-roll`);
          else p.lost += e.figures;
        } else if (e.cause === 'blockedRetreat') {
          // The roll just before is the re-roll of the hexes it could not retreat.
          const grenade = lastRoll?.includes('grenade') ?? false;
          if (!grenade) out.push(`tiger: unit ${e.unit} lost a figure for a blocked retreat with no grenade on the re-roll`);
          else this.seen.add('tiger: blocked retreat confirmed by a grenade');
        }
        continue;
      }
      if (e.type === 'battle' || e.type === 'cardStrike' || e.type === 'mine' || e.type === 'turn') settle();
    }
    // A re-roll and its outcome come in one action (the loss follows the roll at once).
    if (this.pending && !this.pending.faces) out.push(`tiger: unit ${this.pending.unit} took ${this.pending.hits} hit(s) with no re-roll`);
    settle();
    this.pending = null;
    // A blocked retreat that cost a Tiger nothing: the flags' hexes it did not go, re-rolled without a grenade.
    for (const u of prev.units) {
      if (!isTiger(u.id) || u.figures <= 0) continue;
      const p = prev.pending[0];
      if (p?.kind !== 'retreat' || p.unit !== u.id) continue;
      const after = next.units[u.id]!;
      const rolled = events.some((e) => e.type === 'roll');
      if (rolled && after.figures === u.figures) this.seen.add('tiger: blocked retreat re-rolled without a grenade');
    }
    return out;
  }
}
