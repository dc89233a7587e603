/**
 * A Heroic Leader told to the player (FAQ §III Heroic Leader): a tap on the unit tells its leader's rules
 * (src/ui/game/inspect.ts), the Rules help has the entry in English and French, and the log tells his fate.
 */
import { describe, expect, it } from 'vitest';
import { inspectHex, type HexInspection } from '../../src/ui/game/inspect';
import { INSPECT_TEXT as I } from '../../src/ui/text/inspect';
import { INSPECT_FR } from '../../src/ui/text/fr/inspect';
import { RULES_TEXT } from '../../src/ui/text/rules';
import { RULES_FR } from '../../src/ui/text/fr/rules';
import { LOG_TEXT } from '../../src/ui/text/log';
import { mini, start } from '../engine/helpers';

const unitLines = (i: HexInspection | null): string[] => i?.entries.find((e) => e.key === 'unit')?.lines.map((l) => l.text) ?? [];

describe('the Heroic Leader, told to the player', () => {
  const s = start(
    mini({
      hexes: [
        { row: 2, col: 4, unit: { side: 'axis', kind: 'infantry', heroicLeader: true } },
        { row: 2, col: 8, unit: { side: 'axis', kind: 'infantry' } },
        { row: 6, col: 12, unit: { side: 'allies', kind: 'infantry' } },
      ],
    }),
  );

  it('[FAQ §III Heroic Leader, l.1851-1856] the leader\'s unit tells his rules; a unit without one does not', () => {
    expect(unitLines(inspectHex(s, { row: 2, col: 4 }, null))).toContain(I.unit.heroicLeader);
    expect(unitLines(inspectHex(s, { row: 2, col: 8 }, null))).not.toContain(I.unit.heroicLeader);
  });

  it('[FAQ §III Heroic Leader] the Rules help and the inspection have the leader in English and French, and the log tells both fates', () => {
    expect(RULES_TEXT.units.heroicLeader.length).toBeGreaterThan(50);
    expect(RULES_FR.units.heroicLeader).not.toBe(RULES_TEXT.units.heroicLeader);
    expect(RULES_FR.units.heroicLeaderName).not.toBe(RULES_TEXT.units.heroicLeaderName);
    expect(INSPECT_FR.unit.heroicLeader).not.toBe(I.unit.heroicLeader);
    expect(LOG_TEXT.heroicLeaderLost('Axis infantry', true, 'allies')).toContain('medal');
    expect(LOG_TEXT.heroicLeaderMoved('Axis infantry', 'Axis infantry (row 1)')).toContain('row 1');
  });
});
