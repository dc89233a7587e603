/**
 * What the player is told about holdout3's readings (decisions C410-C416), in English and French: Wittmann's Tiger in
 * the rules help and the inspection, a bridge the battle names (who may blow it, with whom next to it, its medal), the
 * medal in the log, and the pieces the import lists as not played.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import { inspectHex } from '../../src/ui/game/inspect';
import { describeEvents } from '../../src/ui/game/log';
import { setLanguage, textReady } from '../../src/ui/i18n';
import { INSPECT_TEXT } from '../../src/ui/text/inspect';
import { RULES_TEXT } from '../../src/ui/text/rules';
import { SCENARIO_IMPORT_TEXT } from '../../src/ui/text/scenarioImport';
import { bridgeGround, holdout3Ground } from '../support/troops-holdout3';

describe("holdout3's words", () => {
  afterAll(async () => {
    await setLanguage('en');
  });

  it("[FAQ §IV Tigers Q l.2658-2660; decision C414] tapping Wittmann's Tiger names it and tells its fourth die", () => {
    const s = newGame(holdout3Ground(), { seed: 1 });
    const texts = inspectHex(s, { row: 2, col: 12 }, 'axis')!.entries.flatMap((e) => [e.name, ...e.lines.map((l) => l.text)]).join(' ');
    expect(texts).toContain(RULES_TEXT.units.unmovedDice(4));
    expect(texts).toContain(RULES_TEXT.units.name['tiger-ace']);
  });

  it('[FAQ §III Blowing up Bridges l.1737; decision C416] a named bridge tells who may blow it, the unit needed and its medal; another bridge tells no demolition', () => {
    const s = newGame(bridgeGround(), { seed: 1 });
    const texts = (col: number) => inspectHex(s, { row: 4, col }, 'allies')!.entries.flatMap((e) => e.lines.map((l) => l.text));
    expect(texts(10)).toEqual(expect.arrayContaining([INSPECT_TEXT.blowBridge('allies', 2), INSPECT_TEXT.blowNextToUnit('allies'), INSPECT_TEXT.blowMedal('allies')]));
    expect(texts(4)).not.toContain(INSPECT_TEXT.blowMedal('allies'));
    expect(texts(14)).not.toContain(INSPECT_TEXT.blowBridge('allies', 2));
  });

  it('[decisions C415, C416] the log tells the medal, and the import lists the pieces not played, in English and in French', async () => {
    const s = newGame(bridgeGround(), { seed: 1 });
    const words = () => [
      ...describeEvents(s, s, [{ type: 'bridgeMedal', side: 'allies', at: { row: 4, col: 10 }, medals: 1 }], 'allies').map((l) => l.text),
      SCENARIO_IMPORT_TEXT.notApplied({ kind: 'piece', piece: 'later-airdrop', hexes: [] }),
      SCENARIO_IMPORT_TEXT.notApplied({ kind: 'piece', piece: 'blowable-bridges', hexes: [{ row: 1, col: 5 }] }),
    ];
    const en = words();
    expect(en[0]).toContain('medal');
    expect(en[1]).toContain('airdrop');
    expect(en[2]).toContain('bridge');
    await setLanguage('fr');
    await textReady();
    const fr = words();
    expect(fr[0]).toContain('médaille');
    expect(fr[1]).toContain('parachutage');
    expect(fr[2]).toContain('pont');
    fr.forEach((f, i) => expect(f).not.toBe(en[i]));
  });
});
