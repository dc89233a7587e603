/**
 * What the player is told about the second survey pass's hexes (decisions C390, C391, C393): the inspection panel and
 * the screen reader's sentence name a sea wall and whose it is, a flooded field, and a camp where Oasis Recovery is made.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import { applyBattleRules } from '../../src/scenario/battleRules';
import type { Scenario } from '../../src/scenario/types';
import { describeHex } from '../../src/ui/board/input';
import { inspectHex } from '../../src/ui/game/inspect';
import { BOARD_TEXT } from '../../src/ui/text/board';
import { INSPECT_TEXT } from '../../src/ui/text/inspect';
import { RULES_TEXT } from '../../src/ui/text/rules';
import { SCENARIO_IMPORT_TEXT } from '../../src/ui/text/scenarioImport';

const sc: Scenario = applyBattleRules(
  {
    format: 1,
    id: 'h2',
    name: 'H2',
    board: {
      kind: 'standard',
      face: 'beach',
      hexes: [
        { row: 4, col: 4, terrain: 'beach', seaWall: 'allies' },
        { row: 4, col: 8, terrain: 'flooded-field' },
        { row: 4, col: 12, terrain: 'hq-tent', oasisRecovery: true },
        { row: 0, col: 0, unit: { side: 'axis', kind: 'infantry' } },
        { row: 8, col: 24, unit: { side: 'allies', kind: 'infantry' } },
      ],
    },
    sides: { axis: { cards: 4, medalsToWin: 4, edge: 'top' }, allies: { cards: 4, medalsToWin: 4, edge: 'bottom' } },
    first: 'allies',
  },
  ['oasis-recovery'],
);
const s = newGame(sc, { seed: 1 });
const texts = (row: number, col: number) => inspectHex(s, { row, col }, 'allies')!.entries.flatMap((e) => [e.name, ...e.lines.map((l) => l.text)]);

describe('inspecting the second pass\'s hexes', () => {
  it('[FAQ §II Sea Wall Q2, l.807-809; decision C390] a sea wall: its row, whose units it shelters, in the panel and the spoken sentence', () => {
    expect(texts(4, 4)).toEqual(expect.arrayContaining([RULES_TEXT.terrain.obstacleName['sea-wall'], INSPECT_TEXT.seaWall('allies')]));
    expect(describeHex(s, { row: 4, col: 4 })).toContain(BOARD_TEXT.seaWall('allies'));
  });

  it('[House rules App. 2 Flooded Fields, l.535; decision C391] a flooded field is named and its next-door rule told', () => {
    expect(texts(4, 8)).toContain(RULES_TEXT.terrain.name['flooded-field']);
    expect(texts(4, 8).join(' ')).toContain(RULES_TEXT.terrain.extra['flooded-field']!.moving!);
    expect(describeHex(s, { row: 4, col: 8 })).toContain(BOARD_TEXT.terrain['flooded-field']);
  });

  it('[FAQ §III Oasis Recovery; decision C393] a camp where the battle makes Oasis Recovery says so', () => {
    expect(texts(4, 12)).toContain(INSPECT_TEXT.inThisBattle(SCENARIO_IMPORT_TEXT.rule['oasis-recovery'].effect));
  });
});
