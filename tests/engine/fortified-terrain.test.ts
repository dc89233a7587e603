/**
 * Fortresses, field bunkers, rice paddies and road blocks (content issue, the remaining expansion terrain with fixed
 * effects): each checked on small positions through the public API (moves, battle dice, retreats, dice landing).
 *
 * Sources (line numbers in /work/shared/rules): the house-rules file's Appendix 2 (001_4eb4b47ccfc682fb.txt: Bunkers,
 * Field l.449-454; Roads, Road-Blocks l.495-498; Bunkers, Fortress l.556-560), whose Terrain Pack chapters are rules;
 * the FAQ (003_f06c3a1d5921cf5a.txt) §II Bunkers l.488-531, Road Blocks l.1234-1252; headings only for Fortresses
 * (l.1023) and Rice Paddies (l.1566). The calls: docs/rules-decisions.md C45, C52-C55.
 */
import { describe, expect, it } from 'vitest';
import { battleDice, hexKey, legalActions, lineOfSight, retreatOptions } from '../../src/engine';
import type { GameState, Hex } from '../../src/engine';
import type { ScenarioHex } from '../../src/scenario/types';
import { importM44 } from '../../src/scenario/m44';
import { A, T, X, act, battleStep, canBattle, corridor, figuresAt, hex, idAt, mini, movesAt, ordered, start } from './helpers';





/** A one-hex .m44 file: the piece `piece` at (4,12) (as `terrain`, `rect_terrain` or `obstacle`), one unit per side. */
function oneHex(where: 'terrain' | 'rect_terrain' | 'obstacle', name: string, unit?: string) {
  return {
    board: {
      type: 'STANDARD',
      face: 'COUNTRY',
      hexagons: [
        { row: 4, col: 12, [where]: { name }, ...(unit ? { unit: { name: unit } } : {}) },
        { row: 8, col: 2, unit: { name: 'infus' } },
        { row: 0, col: 2, unit: { name: 'infger' } },
      ],
    },
    game_info: { starting: 'PLAYER2', side_player1: 'AXIS', side_player2: 'ALLIES', victory_player1: 4, victory_player2: 4, cards_player1: 4, cards_player2: 4 },
    text: { en: { name: 'One hex' } },
  };
}
function importedHex(file: ReturnType<typeof oneHex>): ScenarioHex | undefined {
  const r = importM44(file);
  if (!r.ok) throw new Error(`${r.unsupported.join('; ')} ${r.problems.map((p) => p.message).join('; ')}`);
  return r.scenario.board.hexes.find((h) => h.row === 4 && h.col === 12);
}

describe('20. Expansion terrain: fortified ground', () => {
  describe('fortresses', () => {
    it('[house rules App. 2 Bunkers, Fortress, l.556] infantry may enter a fortress and battle that turn; armor and artillery may not enter it', () => {
      const s = ordered(corridor(A(6, 8, 'infantry'), A(6, 16, 'armor'), T(6, 10, 'fortress'), T(6, 14, 'fortress'), X(4, 10)));
      expect(movesAt(s, 6, 8)).toContain('6,10');
      expect(movesAt(s, 6, 16)).not.toContain('6,14');
      const moved = act(s, { type: 'move', unit: idAt(s, 6, 8), to: hex(6, 10) }).state;
      expect(canBattle(battleStep(moved), 6, 10)).toBe(true);
      const art = ordered(corridor(A(6, 12, 'artillery'), T(6, 14, 'fortress')));
      expect(movesAt(art, 6, 12)).toEqual(['6,10']);
    });

    it('[house rules App. 2 Bunkers, Fortress, l.557] artillery that starts the battle on a fortress may not move from it', () => {
      const s = ordered(corridor(A(6, 12, 'artillery', { terrain: 'fortress' })));
      expect(movesAt(s, 6, 12)).toEqual([]);
    });

    it('[house rules App. 2 Bunkers, Fortress, l.557 "Either side may claim it"; decision C52] a unit of either side on a fortress is -1 against infantry, -2 against armor, never against artillery', () => {
      const s = ordered([A(6, 12, 'infantry'), A(6, 16, 'armor'), A(8, 12, 'artillery'), X(5, 13, 'infantry', { terrain: 'fortress' })]);
      expect(battleDice(s, hex(6, 12), hex(5, 13))).toBe(2);
      expect(battleDice(s, hex(6, 16), hex(5, 13))).toBe(1);
      expect(battleDice(s, hex(8, 12), hex(5, 13))).toBe(2);
      // The Allies on a fortress get the same from the Axis.
      const b = start(mini({ hexes: [X(2, 12, 'infantry'), X(2, 16, 'armor'), A(3, 13, 'infantry', { terrain: 'fortress' })], first: 'axis' }), { axis: ['direct-from-hq'] });
      expect(battleDice(b, hex(2, 12), hex(3, 13))).toBe(2);
      expect(battleDice(b, hex(2, 16), hex(3, 13))).toBe(1);
    });

    it('[house rules App. 2 Bunkers, Fortress, l.557-558 "Hit by Artillery Units rolling a Green Star only"] artillery hits a unit in a fortress only with stars', () => {
      const s = battleStep(ordered([A(8, 12, 'artillery'), X(6, 12, 'infantry', { terrain: 'fortress' })]));
      const r = act(s, { type: 'battle', unit: idAt(s, 8, 12), target: hex(6, 12) }, ['grenade', 'star']);
      expect(r.events).toContainEqual(expect.objectContaining({ type: 'hits', hits: 1 }));
      expect(figuresAt(r.state, 6, 12)).toBe(3);
      // Off the fortress, the same roll is two hits.
      const open = battleStep(ordered([A(8, 12, 'artillery'), X(6, 12, 'infantry')]));
      expect(figuresAt(act(open, { type: 'battle', unit: idAt(open, 8, 12), target: hex(6, 12) }, ['grenade', 'star']).state, 6, 12)).toBe(3);
      const open2 = act(open, { type: 'battle', unit: idAt(open, 8, 12), target: hex(6, 12) }, ['grenade', 'infantry']).state;
      expect(figuresAt(open2, 6, 12)).toBe(2);
      // Infantry still hits it with its own symbols and grenades.
      const inf = battleStep(ordered([A(7, 13, 'infantry'), X(6, 12, 'infantry', { terrain: 'fortress' })]));
      expect(figuresAt(act(inf, { type: 'battle', unit: idAt(inf, 7, 13), target: hex(6, 12) }, ['grenade', 'infantry']).state, 6, 12)).toBe(2);
    });

    it('[house rules App. 2 Bunkers, Fortress, l.558 "may ignore all Purple Flags"] a unit on a fortress may stay, ignoring every flag; not against Barrage or Air Power (FAQ §II Bunkers Q3)', () => {
      const s = ordered([X(2, 12, 'infantry', { terrain: 'fortress' })]);
      const opts = retreatOptions(s, hex(2, 12), 3);
      expect(opts).toContainEqual({ to: hex(2, 12), ignore: true, steps: 0, losses: 0 });
      // Without the right to ignore, it retreats as usual.
      expect(retreatOptions(s, hex(2, 12), 3, false).some((o) => o.ignore)).toBe(false);
    });

    it('[house rules App. 2 Bunkers, Fortress, l.558] a flag roll on a unit in a fortress: its owner chooses to stay and loses nothing', () => {
      const s = battleStep(ordered([A(4, 12, 'infantry'), X(3, 13, 'infantry', { terrain: 'fortress' })]));
      const r = act(s, { type: 'battle', unit: idAt(s, 4, 12), target: hex(3, 13) }, ['flag', 'flag']);
      expect(r.state.pending[0]).toMatchObject({ kind: 'retreat', flags: 2 });
      const kept = act(r.state, { type: 'retreat', to: hex(3, 13), ignore: true });
      expect(figuresAt(kept.state, 3, 13)).toBe(4);
      expect(kept.events).toContainEqual(expect.objectContaining({ type: 'flagIgnored' }));
    });

    it('[house rules App. 2 Bunkers, Fortress, l.559] a fortress blocks line of sight', () => {
      const s = ordered([A(8, 12, 'infantry'), T(6, 12, 'fortress'), X(4, 12)]);
      expect(lineOfSight(s, hex(8, 12), hex(4, 12))).toBe(false);
    });

    it('[.m44 `fortress`; 8043 Battle of Warsaw] the fortress tile imports as a fortress', () => {
      expect(importedHex(oneHex('terrain', 'fortress', 'infus'))?.terrain).toBe('fortress');
    });
  });

  describe('field bunkers', () => {
    it('[house rules App. 2 Bunkers, Field, l.450 "Either side may claim it"; decision C53] a field bunker shelters either side: -1 against infantry, -2 against armor, first flag ignored', () => {
      const s = ordered([A(6, 12, 'infantry'), A(6, 16, 'armor'), X(5, 13, 'infantry', { bunker: 'either' }), X(5, 15, 'infantry', { bunker: 'allies' })]);
      expect(battleDice(s, hex(6, 12), hex(5, 13))).toBe(2);
      expect(battleDice(s, hex(6, 16), hex(5, 15))).toBe(3);
      expect(retreatOptions(s, hex(5, 13), 1).some((o) => o.ignore)).toBe(true);
      expect(retreatOptions(s, hex(5, 15), 1).some((o) => o.ignore)).toBe(false);
      const b = start(mini({ hexes: [X(2, 16, 'armor'), A(3, 15, 'infantry', { bunker: 'either' })], first: 'axis' }), { axis: ['direct-from-hq'] });
      expect(battleDice(b, hex(2, 16), hex(3, 15))).toBe(1);
      expect(retreatOptions(b, hex(3, 15), 1).some((o) => o.ignore)).toBe(true);
    });

    it('[house rules App. 2 Bunkers, Field, l.449; FAQ §II Bunkers summary l.498] armor and artillery may not enter a field bunker; infantry may, and battles', () => {
      const s = ordered(corridor(A(6, 8, 'infantry'), A(6, 16, 'armor'), T(6, 10, 'countryside', { bunker: 'either' }), T(6, 14, 'countryside', { bunker: 'either' }), X(4, 10)));
      expect(movesAt(s, 6, 16)).not.toContain('6,14');
      const moved = act(s, { type: 'move', unit: idAt(s, 6, 8), to: hex(6, 10) }).state;
      expect(canBattle(battleStep(moved), 6, 10)).toBe(true);
    });

    it.each([['casemate'], ['pbunker'], ['dbunker']])('[decision C53; FAQ §XII River Bug l.4557 "Field Bunkers"] the .m44 piece %s imports as a field bunker of either side', (name) => {
      expect(importedHex(oneHex('rect_terrain', name, 'infger'))?.bunker).toBe('either');
      // The base bunker keeps its one owner.
      expect(importedHex(oneHex('rect_terrain', 'bunker', 'infger'))?.bunker).toBe('axis');
    });
  });

  describe('rice paddies', () => {
    it('[FAQ §II Rice Paddies, card 60, l.1566 (heading only); decision C45] infantry and armor stop on entering; artillery may not enter', () => {
      const s = ordered(corridor(A(6, 8, 'infantry'), A(6, 16, 'armor'), T(6, 10, 'rice-paddy'), T(6, 18, 'rice-paddy')));
      expect(movesAt(s, 6, 8)).toEqual(['6,10', '6,4', '6,6'].sort());
      expect(movesAt(s, 6, 16)).toEqual(['6,10', '6,12', '6,14', '6,18'].sort());
      const art = ordered(corridor(A(6, 12, 'artillery'), T(6, 14, 'rice-paddy')));
      expect(movesAt(art, 6, 12)).toEqual(['6,10']);
    });

    it('[decision C45] a unit leaving rice paddies moves one hex; armor may not battle the turn it moves in or out', () => {
      const s = ordered(corridor(A(6, 12, 'armor', { terrain: 'rice-paddy' }), X(4, 14)));
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14']);
      const out = act(s, { type: 'move', unit: idAt(s, 6, 12), to: hex(6, 14) }).state;
      expect(canBattle(battleStep(out), 6, 14)).toBe(false);
      const into = ordered(corridor(A(6, 16, 'armor'), T(6, 14, 'rice-paddy'), X(4, 14)));
      const moved = act(into, { type: 'move', unit: idAt(into, 6, 16), to: hex(6, 14) }).state;
      expect(canBattle(battleStep(moved), 6, 14)).toBe(false);
    });

    it('[decision C45] rice paddies give no dice reduction and do not block sight', () => {
      const s = ordered([A(6, 12, 'infantry'), X(5, 13, 'infantry', { terrain: 'rice-paddy' }), T(5, 11, 'rice-paddy'), X(4, 10)]);
      expect(battleDice(s, hex(6, 12), hex(5, 13))).toBe(3);
      expect(lineOfSight(s, hex(6, 12), hex(4, 10))).toBe(true);
    });

    it('[.m44 `price`; 1488, 4683] the rice paddy tile imports as rice paddies', () => {
      expect(importedHex(oneHex('terrain', 'price'))?.terrain).toBe('rice-paddy');
    });
  });

  describe('escarpments', () => {
    it('[FAQ §II Escarpments, card 63, l.1621 (heading only); decision C46] no unit may enter an escarpment, nor retreat onto one', () => {
      const s = ordered(corridor(A(6, 8, 'infantry'), A(6, 16, 'armor'), T(6, 10, 'escarpment'), T(6, 14, 'escarpment')));
      expect(movesAt(s, 6, 8)).toEqual(['6,4', '6,6'].sort());
      expect(movesAt(s, 6, 16)).toEqual(['6,18', '6,20', '6,22'].sort());
      // An Axis unit backed by escarpments loses a figure per hex it cannot retreat.
      const r = ordered([X(2, 12, 'infantry'), T(1, 11, 'escarpment'), T(1, 13, 'escarpment')]);
      expect(retreatOptions(r, hex(2, 12), 1)).toEqual([{ to: hex(2, 12), ignore: false, steps: 0, losses: 1 }]);
    });

    it('[FAQ §II Mountains Q3, l.1135 "Do Mountains and Escarpments block Line of Sight for Artillery units? No"; decision C46] an escarpment blocks sight; artillery fires over it', () => {
      const s = ordered([A(8, 12, 'infantry'), A(8, 16, 'artillery'), T(7, 13, 'escarpment'), T(7, 15, 'escarpment'), X(5, 15)]);
      expect(lineOfSight(s, hex(8, 12), hex(5, 15))).toBe(false);
      expect(battleDice(s, hex(8, 16), hex(5, 15))).toBe(2);
    });

    it('[.m44 `descarpment`; 4241 Escape via the Coastal Road] the escarpment tile imports as an escarpment', () => {
      expect(importedHex(oneHex('terrain', 'descarpment'))?.terrain).toBe('escarpment');
    });
  });

  describe('cliffs and sea bluffs', () => {
    /** Beach on rows 6-7, a cliff (or bluff) line on row 5 with countryside behind. */
    const shore = (kind: 'cliff' | 'sea-bluff', ...hexes: ScenarioHex[]): ScenarioHex[] => {
      const taken = new Set(hexes.map((h) => hexKey(h)));
      const out = [...hexes];
      for (const [row, terrain] of [[5, kind], [6, 'beach'], [7, 'beach']] as const) {
        for (let col = row & 1; col <= 24; col += 2) if (!taken.has(`${row},${col}`)) out.push(T(row, col, terrain));
      }
      return out;
    };
    const stepsTo = (s: GameState, row: number, col: number, to: Hex): number | undefined =>
      legalActions(s).some((a) => a.type === 'move' && a.unit === idAt(s, row, col) && hexKey(a.to) === hexKey(to)) ? 1 : undefined;

    it('[FAQ §II Cliffs & Sea Bluffs, card 11, l.773 "Moving up from/down on beach is a 2 hex move for Infantry"] infantry climbing from the beach spends its whole move and may not battle; it cannot go on beyond', () => {
      const s = ordered(shore('cliff', A(6, 12, 'infantry', { terrain: 'beach' }), X(3, 13)));
      expect(movesAt(s, 6, 12)).toContain('5,13');
      expect(movesAt(s, 6, 12)).not.toContain('4,14');
      const up = act(s, { type: 'move', unit: idAt(s, 6, 12), to: hex(5, 13) }).state;
      expect(canBattle(battleStep(up), 5, 13)).toBe(false);
      // Down to the beach is the same 2-hex step.
      const top = ordered(shore('sea-bluff', A(5, 13, 'infantry', { terrain: 'sea-bluff' })));
      expect(movesAt(top, 5, 13)).toEqual(expect.arrayContaining(['6,12', '6,14', '4,12', '3,13']));
      expect(movesAt(top, 5, 13)).not.toContain('7,13');
    });

    it('[FAQ §II Cliffs & Sea Bluffs, l.774 "Armor/Artillery may not move up/down from beach"] armor cannot climb from the beach nor come down to it', () => {
      const s = ordered(shore('cliff', A(6, 12, 'armor', { terrain: 'beach' }), A(5, 17, 'armor', { terrain: 'cliff' })));
      expect(movesAt(s, 6, 12).filter((h) => h.startsWith('5,') || h.startsWith('4,'))).toEqual([]);
      expect(movesAt(s, 5, 17).filter((h) => h.startsWith('6,') || h.startsWith('7,'))).toEqual([]);
      expect(stepsTo(s, 5, 17, hex(4, 18))).toBe(1);
    });

    it('[FAQ §II Cliffs & Sea Bluffs, l.776 "Treat as normal hill from inland side"] from inland a cliff is a plain hill: infantry moves on and battles', () => {
      const s = ordered(shore('cliff', A(4, 12, 'infantry'), X(3, 15)));
      const up = act(s, { type: 'move', unit: idAt(s, 4, 12), to: hex(5, 13) }).state;
      expect(canBattle(battleStep(up), 5, 13)).toBe(true);
    });

    it('[FAQ §II Cliffs & Sea Bluffs, l.775 "Cliffs only - Infantry may not Take Ground from the beach"] after a close assault from the beach, infantry may take ground up a sea bluff but not up a cliff', () => {
      for (const kind of ['cliff', 'sea-bluff'] as const) {
        // A one-figure defender, so the assault (3 dice, 1 fewer against a hill) clears the hex.
        const s = battleStep(ordered(shore(kind, A(6, 12, 'infantry', { terrain: 'beach' }), { row: 5, col: 13, terrain: kind, unit: { side: 'axis', kind: 'infantry', figures: 1 } }, X(0, 0))));
        const r = act(s, { type: 'battle', unit: idAt(s, 6, 12), target: hex(5, 13) }, ['infantry', 'infantry']);
        const offered = r.state.pending.some((p) => p.kind === 'takeGround');
        expect(offered, kind).toBe(kind === 'sea-bluff');
      }
    });

    it('[FAQ §II Cliffs & Sea Bluffs, l.777 "Treat as normal hill from both sides for retreat"] armor on a cliff may retreat down onto the beach', () => {
      const s = ordered(shore('cliff', A(5, 13, 'armor', { terrain: 'cliff' })));
      expect(retreatOptions(s, hex(5, 13), 1).map((o) => hexKey(o.to)).sort()).toEqual(['6,12', '6,14']);
    });

    it.each([
      ['CLIFF', 'cliff'],
      ['BLUFF', 'sea-bluff'],
    ])('[VOCAB.md; decision C54] a .m44 hill with the %s behavior imports as a %s', (behavior, kind) => {
      const file = oneHex('terrain', 'hills');
      (file.board.hexagons[0] as unknown as { terrain: { behavior?: string } }).terrain.behavior = behavior;
      expect(importedHex(file)?.terrain).toBe(kind);
    });
  });

  describe('frozen rivers', () => {
    it('[FAQ §II Frozen Rivers, card 47, l.1396-1397 "Moving or retreating onto a Frozen River hex, roll 2 Battle dice; for each star rolled, lose 1 figure"] a unit moving onto the ice rolls two dice and loses a figure per star', () => {
      const s = ordered(corridor(A(6, 12, 'infantry'), T(6, 14, 'frozen-river')));
      expect(movesAt(s, 6, 12)).toContain('6,14');
      const r = act(s, { type: 'move', unit: idAt(s, 6, 12), to: hex(6, 14) }, ['star', 'grenade']);
      expect(r.events.map((e) => e.type)).toEqual(expect.arrayContaining(['moved', 'ice', 'roll', 'hits', 'figuresLost']));
      expect(r.events).toContainEqual({ type: 'figuresLost', unit: idAt(s, 6, 12), figures: 1, cause: 'ice' });
      expect(figuresAt(r.state, 6, 14)).toBe(3);
      // Two blanks: nothing lost.
      expect(figuresAt(act(s, { type: 'move', unit: idAt(s, 6, 12), to: hex(6, 14) }, ['infantry', 'flag']).state, 6, 14)).toBe(4);
    });

    it('[FAQ §II Frozen Rivers, l.1396] a move that crosses the ice rolls there too, once per frozen hex crossed; the route with the fewest frozen hexes is taken', () => {
      const s = ordered(corridor(A(6, 12, 'armor'), T(6, 14, 'frozen-river')));
      const across = act(s, { type: 'move', unit: idAt(s, 6, 12), to: hex(6, 16) }, ['star', 'star']);
      expect(across.events.filter((e) => e.type === 'ice')).toEqual([{ type: 'ice', unit: idAt(s, 6, 12), at: hex(6, 14) }]);
      expect(figuresAt(across.state, 6, 16)).toBe(1);
      // Two ways to (4,12), one over the ice: the dry one is taken.
      const open = ordered([A(6, 12, 'armor'), T(5, 11, 'frozen-river'), X(0, 0)]);
      expect(act(open, { type: 'move', unit: idAt(open, 6, 12), to: hex(4, 12) }).events.some((e) => e.type === 'ice')).toBe(false);
      const both = ordered([A(6, 12, 'armor'), T(5, 11, 'frozen-river'), T(5, 13, 'frozen-river'), X(0, 0)]);
      expect(act(both, { type: 'move', unit: idAt(both, 6, 12), to: hex(4, 12) }, ['infantry', 'infantry']).events.filter((e) => e.type === 'ice')).toHaveLength(1);
    });

    it('[FAQ §II Frozen Rivers Q1, l.1402-1404 "Frozen Rivers are the only terrain where its effect is still applied when a unit retreats onto it"; the medal counts] a unit retreating onto the ice rolls; wiped out there, it gives its medal', () => {
      const s = battleStep(ordered([A(4, 12, 'infantry'), { row: 3, col: 13, unit: { side: 'axis', kind: 'infantry', figures: 1 } }, T(2, 12, 'frozen-river'), T(2, 14, 'frozen-river'), X(0, 0)]));
      const shot = act(s, { type: 'battle', unit: idAt(s, 4, 12), target: hex(3, 13) }, ['flag', 'armor', 'armor']);
      const back = act(shot.state, { type: 'retreat', to: hex(2, 12), ignore: false }, ['star', 'armor']);
      expect(back.events).toContainEqual({ type: 'ice', unit: 1, at: hex(2, 12) });
      expect(back.events).toContainEqual(expect.objectContaining({ type: 'eliminated', unit: 1, to: 'allies' }));
      expect(back.state.medalsWon.allies).toBe(1);
    });

    it('[FAQ §II Frozen Rivers Q2, l.1406-1408] a unit already on the ice does not roll when it stays; taking ground onto the ice rolls', () => {
      const s = battleStep(ordered([A(4, 12, 'infantry', { terrain: 'frozen-river' }), { row: 3, col: 13, terrain: 'frozen-river', unit: { side: 'axis', kind: 'infantry', figures: 1 } }, X(0, 0)]));
      const shot = act(s, { type: 'battle', unit: idAt(s, 4, 12), target: hex(3, 13) }, ['infantry', 'infantry']);
      expect(shot.events.some((e) => e.type === 'ice')).toBe(false);
      expect(shot.state.pending[0]).toMatchObject({ kind: 'takeGround' });
      const took = act(shot.state, { type: 'takeGround' }, ['star', 'infantry']);
      expect(took.events).toContainEqual({ type: 'ice', unit: idAt(s, 4, 12), at: hex(3, 13) });
      expect(figuresAt(took.state, 3, 13)).toBe(3);
    });

    it('[FAQ §II Frozen Rivers Q4, l.1418-1420 "Can a unit move or retreat directly from a Frozen River to a Bridge or vice versa? No."] no step between the ice and a bridge', () => {
      const s = ordered(corridor(A(6, 12, 'infantry', { terrain: 'frozen-river' }), T(6, 14, 'river', { bridge: true }), T(6, 10, 'river', { bridge: true })));
      expect(movesAt(s, 6, 12)).toEqual([]);
      const r = ordered([X(2, 12, 'infantry', { terrain: 'frozen-river' }), T(1, 11, 'river', { bridge: true }), T(1, 13, 'river', { bridge: true })]);
      expect(retreatOptions(r, hex(2, 12), 1)).toEqual([{ to: hex(2, 12), ignore: false, steps: 0, losses: 1 }]);
    });

    it('[FAQ §II Frozen Rivers, l.1398-1399 "No combat restrictions", "Do not block line of sight"] a frozen river gives no cover and does not block sight', () => {
      const s = ordered([A(6, 12, 'infantry'), X(5, 13, 'infantry', { terrain: 'frozen-river' }), T(5, 11, 'frozen-river'), X(4, 10)]);
      expect(battleDice(s, hex(6, 12), hex(5, 13))).toBe(3);
      expect(lineOfSight(s, hex(6, 12), hex(4, 10))).toBe(true);
    });

    it('[FAQ §II Frozen Rivers l.1396; FAQ Exit Markers] a unit leaving the board by an exit rolls for the ice it crosses on the way; lost there, it does not leave', () => {
      const hexes = [T(1, 11, 'frozen-river'), T(1, 13, 'frozen-river'), { row: 0, col: 12, exit: 'allies' as const }, X(0, 2)];
      const s = ordered([...hexes, A(2, 12, 'armor')]);
      const out = act(s, { type: 'exit', unit: idAt(s, 2, 12), via: hex(0, 12) }, ['star', 'star']);
      expect(out.events.map((e) => e.type)).toEqual(expect.arrayContaining(['ice', 'figuresLost', 'exited']));
      expect(out.state.medalsWon.allies).toBe(1);
      const weak = ordered([...hexes, { row: 2, col: 12, unit: { side: 'allies', kind: 'armor', figures: 1 } }]);
      const lost = act(weak, { type: 'exit', unit: idAt(weak, 2, 12), via: hex(0, 12) }, ['star', 'grenade']);
      expect(lost.events.some((e) => e.type === 'exited')).toBe(false);
      expect(lost.state.medalsWon).toEqual({ axis: 1, allies: 0 });
    });

    it('[decision C56; docs/scenario-format.md rules.terrain] a battle may freeze its rivers through its own terrain rules: they are crossed, at a risk', () => {
      const sc = mini({ hexes: corridor(A(6, 12, 'infantry'), T(6, 14, 'river')) });
      const frozen = { ...sc, rules: { terrain: { river: { noEntry: 0, noRetreat: false, thinIce: 2 } } } };
      let s = start(frozen, { allies: ['direct-from-hq'], axis: ['recon-centre'] });
      s = act(s, { type: 'play', card: s.cards.hands.allies[0]! }).state;
      const r = act(s, { type: 'move', unit: idAt(s, 6, 12), to: hex(6, 14) }, ['star', 'star']);
      expect(r.events).toContainEqual({ type: 'ice', unit: idAt(s, 6, 12), at: hex(6, 14) });
      expect(figuresAt(r.state, 6, 14)).toBe(2);
    });

    it('[decision C56; 8044 Rzhev equipment pack FROZEN_RIVER] a file whose equipment packs name FROZEN_RIVER has its rivers frozen; its bridges stay bridges', () => {
      const file = oneHex('terrain', 'wriver');
      (file as Record<string, unknown>).equipment_packs = { allies_pack: [{ image: { feature: 'FROZEN_RIVER' }, caption: 'Frozen river', cost: 0, compulsory: true }] };
      (file.board.hexagons as unknown[]).push({ row: 4, col: 14, terrain: { name: 'wriver' }, rect_terrain: { name: 'wbridge' } });
      const r = importM44(file);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.scenario.board.hexes.find((h) => h.row === 4 && h.col === 12)?.terrain).toBe('frozen-river');
      expect(r.scenario.board.hexes.find((h) => h.row === 4 && h.col === 14)).toMatchObject({ terrain: 'river', bridge: true });
      expect(importedHex(oneHex('terrain', 'wriver'))?.terrain).toBe('river');
    });
  });

  describe('road blocks', () => {
    it('[FAQ §II Road Blocks, card 40, l.1240-1241] infantry moving onto a road block must stop; armor and artillery may not enter it', () => {
      const s = ordered(corridor(A(6, 8, 'infantry'), A(6, 16, 'armor'), T(6, 10, 'countryside', { obstacle: 'roadblock' }), T(6, 14, 'countryside', { obstacle: 'roadblock' })));
      expect(movesAt(s, 6, 8)).toEqual(['6,10', '6,4', '6,6'].sort());
      expect(movesAt(s, 6, 16)).toEqual(['6,18', '6,20', '6,22'].sort());
    });

    it('[FAQ §II Road Blocks, l.1242 "Unit may ignore 1 flag", l.1243 sight; house rules App. 2 Road-Blocks, l.496 -1] a unit on a road block is -1 against infantry and armor, may ignore its first flag, and sight is clear', () => {
      const s = ordered([A(6, 12, 'infantry'), A(6, 16, 'armor'), A(8, 12, 'artillery'), X(5, 13, 'infantry', { obstacle: 'roadblock' }), T(5, 11, 'countryside', { obstacle: 'roadblock' }), X(4, 10)]);
      expect(battleDice(s, hex(6, 12), hex(5, 13))).toBe(2);
      expect(battleDice(s, hex(8, 12), hex(5, 13))).toBe(2);
      expect(retreatOptions(s, hex(5, 13), 1).some((o) => o.ignore)).toBe(true);
      expect(lineOfSight(s, hex(6, 12), hex(4, 10))).toBe(true);
      const armor = ordered([A(6, 16, 'armor'), X(5, 15, 'infantry', { obstacle: 'roadblock' })]);
      expect(battleDice(armor, hex(6, 16), hex(5, 15))).toBe(2);
    });

    it.each([['roadblock'], ['droadblock'], ['wroadblock']])('[decision C55] the .m44 obstacle %s imports as a road block', (name) => {
      expect(importedHex(oneHex('obstacle', name))?.obstacle).toBe('roadblock');
    });
  });
});
