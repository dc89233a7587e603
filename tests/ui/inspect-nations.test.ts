/**
 * A tap on a unit of an army with its own rules tells them (src/ui/game/inspect.ts `unitEntry`), and the Rules help
 * lists the armies (src/ui/app/RulesHelp.tsx): FAQ §VII Nations; Equipment Pack §VII Minor Nations.
 */
import { describe, expect, it } from 'vitest';
import { ARMIES } from '../../src/engine/troops/nations';
import { applyBattleRules } from '../../src/scenario/battleRules';
import { inspectHex, type HexInspection } from '../../src/ui/game/inspect';
import { INSPECT_TEXT as I } from '../../src/ui/text/inspect';
import { RULES_TEXT } from '../../src/ui/text/rules';
import { RULES_FR } from '../../src/ui/text/fr/rules';
import { mini, start } from '../engine/helpers';

const unitLines = (i: HexInspection | null): string[] => i?.entries.find((e) => e.key === 'unit')?.lines.map((l) => l.text) ?? [];

describe('the armies, told to the player', () => {
  const s = start(
    applyBattleRules(
      mini({
        hexes: [
          { row: 2, col: 4, unit: { side: 'axis', kind: 'infantry', army: 'japanese' } },
          { row: 2, col: 8, unit: { side: 'axis', kind: 'armor', army: 'japanese' } },
          { row: 2, col: 12, unit: { side: 'axis', kind: 'artillery', army: 'italian' } },
          { row: 2, col: 16, unit: { side: 'axis', kind: 'infantry' } },
          { row: 6, col: 12, unit: { side: 'allies', kind: 'infantry' } },
        ],
      }),
      ['gung-ho', 'italian-high-command'],
    ),
  );

  it('[FAQ §VII Imperial Japanese Army] Japanese infantry tells Yamato Damashi, Seishin Kyoiku and Banzai; Japanese armor none of them', () => {
    expect(unitLines(inspectHex(s, { row: 2, col: 4 }, null))).toEqual(expect.arrayContaining([I.unit.army.yamato, I.unit.army.seishin, I.unit.army.banzai]));
    expect(unitLines(inspectHex(s, { row: 2, col: 8 }, null))).not.toContain(I.unit.army.yamato);
  });

  it('[Equipment Pack §VII Italy] Italian artillery tells its retreats and its flag; a unit of no army tells none', () => {
    expect(unitLines(inspectHex(s, { row: 2, col: 12 }, null))).toEqual(expect.arrayContaining([I.unit.army.italianRetreat, I.unit.army.italianArtillery]));
    const plain = unitLines(inspectHex(s, { row: 2, col: 16 }, null));
    for (const k of Object.values(I.unit.army)) expect(plain).not.toContain(k);
  });

  it('[FAQ §VII US Marine Corps; Equipment Pack Italian High Command] each side\'s command rule is told on its units', () => {
    expect(unitLines(inspectHex(s, { row: 6, col: 12 }, null))).toContain(I.unit.gungHo);
    expect(unitLines(inspectHex(s, { row: 2, col: 16 }, null))).toContain(I.unit.highCommand);
    expect(unitLines(inspectHex(s, { row: 6, col: 12 }, null))).not.toContain(I.unit.highCommand);
  });

  it('[Rules help] every army has its entry, in English and in French', () => {
    for (const a of ARMIES) {
      expect(RULES_TEXT.armies.army[a].points.length).toBeGreaterThan(0);
      expect(RULES_FR.armies.army[a].points.length).toBe(RULES_TEXT.armies.army[a].points.length);
    }
  });
});
