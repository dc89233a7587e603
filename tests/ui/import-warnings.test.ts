/**
 * Import warnings and a refused file's reasons in the player's language (issue 15: a French player sees no English):
 * the importer's sentences (src/scenario/m44.ts `c.warn`, `c.unsupported`; validate.ts `scenarioWarnings`) are read
 * back into typed codes with their parameters (src/ui/app/importWarnings.ts) and worded from the text tables.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { importScenarioText } from '../../src/scenario/importFile';
import { scenarioWarnings } from '../../src/scenario/validate';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { setLanguage, textReady } from '../../src/ui/i18n';
import { importProblemWords, NOT_PLAYABLE_CODES, notPlayableWords, readNotPlayable, readWarning, warningWords, type ImportWarningCode, type NotPlayableCode } from '../../src/ui/app/importWarnings';

const FIXTURES = new URL('../fixtures/expansion-scenarios/', import.meta.url);

/** Every refused fixture's details, and every warning of the fixtures. */
function fixtureSentences(): { details: string[]; warnings: string[] } {
  const details: string[] = [];
  const warnings: string[] = [];
  for (const f of readdirSync(FIXTURES).filter((x) => x.endsWith('.json'))) {
    const r = importScenarioText(readFileSync(new URL(f, FIXTURES), 'utf8'), f);
    if (r.ok) warnings.push(...r.warnings);
    // (a campaign file is told as a campaign, not by its detail)
    else if (!r.campaign) for (const p of r.problems) if (p.code === 'notPlayable') details.push(p.detail);
  }
  return { details, warnings };
}

/** A small .m44 file: the Sword Beach fixture with parts taken out or changed. */
function m44(change: (d: Record<string, unknown>) => void): string {
  const d = JSON.parse(readFileSync(new URL('../fixtures/breakthrough-sword-beach.m44.json', import.meta.url), 'utf8')) as Record<string, unknown>;
  change(d);
  return JSON.stringify(d);
}

describe('how the file was read, in the player language', () => {
  afterAll(async () => {
    await setLanguage('en');
  });

  it('every detail of the refused development files is read back (no English left for a French player)', () => {
    const { details, warnings } = fixtureSentences();
    expect(details.length).toBeGreaterThan(0);
    for (const d of details) expect(readNotPlayable(d), d).not.toBeNull();
    for (const w of warnings) expect(readWarning(w), w).not.toBeNull();
  });

  it('the importer\'s own warnings are read back with their parameters', () => {
    const noFirst = importScenarioText(
      m44((d) => {
        const gi = d.game_info as Record<string, unknown>;
        delete gi.starting;
        delete gi.country_player2;
      }),
      'x.m44',
    );
    expect(noFirst.ok).toBe(true);
    const codes = (noFirst.ok ? noFirst.warnings : []).map((w) => readWarning(w)?.code);
    expect(codes).not.toContain(undefined);
    expect(codes.length).toBeGreaterThan(0);
    // the validator's own warning: a side that cannot reach its medals
    const sc = structuredClone(getBuiltinScenario('sword-beach')!);
    sc.sides.allies.medalsToWin = 40;
    const [cannot] = scenarioWarnings(sc);
    expect(readWarning(cannot!)).toMatchObject({ code: 'cannotWin', side: 'allies', need: 40 });
  });

  it('each code is worded in English and in French, the French its own words, the file\'s names kept', async () => {
    const samples: Record<ImportWarningCode, string> = {
      standardBoard: 'The file does not say which board it is played on: it is read as the standard board.',
      countryside: 'The file does not say which map it uses: it is read as countryside.',
      sidesPlaced: 'The file does not say which side each player commands: the Axis are placed at the top of the board, the Allies at the bottom.',
      firstPlayer: "The file does not say who moves first: the Axis (top of the board) move first. Check the battle's notes.",
      noNation: 'The file does not name the nation of the Allies: their units show none.',
      expertMode: 'The file asks for an expert mode the app does not have: the battle is played the ordinary way.',
      dates: "The battle's dates are not written in a way the app reads: they are left out.",
      frozenRivers: 'the equipment packs say the rivers are frozen: 3 river hex(es) read as frozen rivers',
      loneBridge: 'A piece of a long bridge stands alone ((2,6)): it is read as an ordinary bridge.'.replace('((', '(').replace('))', ')'),
      cannotWin: 'the Allies need 6 medals but can win at most 4 (Axis units 3, Allied objectives 1): they can win only by destroying every Axis unit',
      // holdout3 (decisions C410, C411)
      minefieldLayer: 'The file does not say who laid 6 minefield(s): they are read as laid by the Axis.',
      afloat: '3 infantry unit(s) start on a river with no bridge: they are read as crossing in collapsible boats.',
    };
    const details: Record<NotPlayableCode, string> = {
      unidentifiedBadge: 'unidentified badge, which may carry rules (unit "infger" with badge37) at (1,5), (3,13)',
      badgeRule: 'some rule (unit "inf2us" with badge22) at (16,10)',
      unitEquipment: 'unit equipment (on unit "infus")',
      unit: 'unit "loco" at (6,22)',
      behavior: 'behavior SOMETHING (on terrain "hill")',
      overlord: 'Overlord board (two boards side by side, for teams): the Overlord command rules',
      boardType: 'board type "GIANT"',
      boardFace: 'board face "MOON"',
      victory: 'victory condition sudden_death_x',
      terrain: 'terrain "lake" at (2,2)',
      rectTerrain: 'rect_terrain "wagon" at (6,24)',
      obstacle: 'obstacle "tetra"',
      caves: "caves (FAQ §II Caves on Hills and Mountains: the Japanese army's cave moves, sealing and flag rules are not played yet) at (1,21)",
      shipUnit: 'a unit aboard a ship (liberty)',
      craftOffSea: 'a landing craft off the sea at (3,3)',
      craftEmpty: 'a landing craft with no unit in it',
      medalOptions: 'medal options majority and sole_control together (on tag "medal1")',
      gameOptionsList: 'game options written as a list',
      gameOption: 'game option "foo" = "bar"',
      bridgeLine: 'bridge span (2,4), (3,5): its sections do not form a single line, so its ends are unknown',
      bridgeEnds: 'bridge span (2,4), (2,6): no land hex continues it at either end, so it has no way on or off',
    };
    expect(Object.keys(details).sort()).toEqual([...NOT_PLAYABLE_CODES].sort());
    for (const [code, s] of Object.entries(samples)) expect(readWarning(s)?.code, s).toBe(code);
    for (const [code, s] of Object.entries(details)) expect(readNotPlayable(s)?.what, s).toBe(code);
    expect(readNotPlayable(details.unidentifiedBadge)).toEqual({ what: 'unidentifiedBadge', name: 'infger', extra: 'badge37', hexes: [{ row: 2, hex: 3 }, { row: 4, hex: 7 }] });
    const en = [...Object.values(samples).map(warningWords), ...Object.values(details).map(notPlayableWords)];
    await setLanguage('fr');
    await textReady();
    const fr = [...Object.values(samples).map(warningWords), ...Object.values(details).map(notPlayableWords)];
    for (let i = 0; i < en.length; i++) {
      expect(fr[i]).not.toBe(en[i]);
      expect(fr[i], fr[i]).not.toMatch(/(^|\s)(the|file|unit|which|does|not|board)(?=[\s,.:;]|$)/);
    }
    expect(notPlayableWords(details.unidentifiedBadge)).toContain('infger');
    expect(importProblemWords({ code: 'notPlayable', detail: details.caves })).toMatch(/grottes/);
    // a sentence no reader knows is shown as written
    expect(warningWords('something new')).toBe('something new');
  });
});
