/**
 * The importer's reading of the `.m44` behaviors and options of helper "actions" (decisions C70-C79 of
 * docs/rules-decisions.md): ARMOR_MOVE_TWO, CAN_IGNORE_ONE_FLAG, HEADQUARTER, OASIS_RECOVERY, and the battle-rule
 * options north_african_desert_rules and empty_section_medals.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importM44 } from '../../src/scenario/m44';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const dev = (file: string): Json => JSON.parse(readFileSync(new URL(`../fixtures/expansion-scenarios/${file}`, import.meta.url), 'utf8')) as Json;

/** The file without the units whose badges are refused for other reasons (so the rest can be looked at). */
function withoutBadges(m: Json, badges: string[]): Json {
  for (const h of m.board.hexagons as Json[]) if (h.unit && badges.includes(h.unit.badge)) delete h.unit;
  return m;
}

describe('unit behaviors', () => {
  it('[rules-decisions C73; 8044 Rzhev] ARMOR_MOVE_TWO on a tank is the unit field maxMove: 2', () => {
    const r = importM44(dev('8044-Rzhev.m44.json'));
    const notes = r.ok ? [] : r.unsupported;
    expect(notes.join('\n')).not.toContain('ARMOR_MOVE_TWO');
    if (!r.ok) return;
    const slow = r.scenario.board.hexes.filter((h) => h.unit?.maxMove === 2).map((h) => `${h.row},${h.col}`);
    expect(slow).toEqual(['7,7', '7,9', '7,11', '7,13', '8,14']);
  });

  it('[rules-decisions C74; 4085 Wittmann] CAN_IGNORE_ONE_FLAG is the unit field ignoreOneFlag: true', () => {
    const r = importM44(withoutBadges(dev('4085-WittmannsFinalBattle.m44.json'), ['badge37']));
    expect(r.ok ? [] : r.unsupported).toEqual([]);
    if (!r.ok) return;
    const marked = r.scenario.board.hexes.filter((h) => h.unit?.ignoreOneFlag);
    expect(marked.map((h) => [h.row, h.col, h.unit!.kind])).toEqual([[0, 2, 'elite-armor']]);
  });
});

describe('terrain behaviors and options that name a battle rule', () => {
  it('[rules-decisions C75; FAQ §III Capture HQ/Supply Tent, l.2010; 8044 Rzhev] HEADQUARTER marks the hex as the headquarters of the side whose unit holds it at the start (the Axis, on their own edge)', () => {
    const r = importM44(dev('8044-Rzhev.m44.json'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.scenario.board.hexes.filter((h) => h.headquarters).map((h) => [h.row, h.col, h.headquarters, h.terrain])).toEqual([[0, 4, 'axis', 'town']]);
  });

  it('[rules-decisions C71; FAQ §III Oasis Recovery, l.1897-1905; 4230 Bir Hakeim] OASIS_RECOVERY on an oasis switches on the battle rule oasis-recovery and is no longer refused', () => {
    const r = importM44(dev('4230-FlankingManeuverAtBirHakeim.m44.json'));
    expect((r.ok ? [] : r.unsupported).join('\n')).not.toContain('OASIS_RECOVERY');
    const m = dev('4230-FlankingManeuverAtBirHakeim.m44.json');
    m.board.hexagons = (m.board.hexagons as Json[]).filter((h) => !h.unit && !h.rect_terrain);
    m.board.hexagons.push({ row: 0, col: 0, unit: { name: 'infger' } }, { row: 8, col: 0, unit: { name: 'infbrit' } });
    const ok = importM44(m);
    expect(ok.ok ? ok.scenario.rules?.oasisRecovery : ok.unsupported).toBe(true);
  });

  it('[rules-decisions C70; OPTIONS.md 4230-4241, 6370] the option north_african_desert_rules names the battle rule desert', async () => {
    const { battleRuleOfOption } = await import('../../src/scenario/battleRules');
    const { UNPLAYED_OPTIONS } = await import('../../src/scenario/notApplied');
    expect(battleRuleOfOption('north_african_desert_rules', true)).toBe('desert');
    expect(battleRuleOfOption('north_african_desert_rules', 'false')).toBeNull();
    // rules-decisions C76: empty_section_medals is defined by none of our documents: listed as not played.
    expect(battleRuleOfOption('empty_section_medals', 'yes')).toBeNull();
    expect(UNPLAYED_OPTIONS.empty_section_medals).toBe('empty-section');
    // Played, so no longer among the options listed as not applied.
    expect(Object.hasOwn(UNPLAYED_OPTIONS, 'north_african_desert_rules')).toBe(false);
  });
});

describe('the scenario check of the new fields', () => {
  it('[rules-decisions C73-C75; docs/scenario-format.md] maxMove 1..3, ignoreOneFlag a boolean, headquarters a side with no enemy unit on it at the start; rules flags are booleans', async () => {
    const { validateScenario } = await import('../../src/scenario/validate');
    const { minimal } = await import('./helpers');
    const ok = minimal();
    ok.board.hexes[0]!.unit!.maxMove = 2;
    ok.board.hexes[0]!.unit!.ignoreOneFlag = true;
    ok.board.hexes.push({ row: 1, col: 1, headquarters: 'axis' });
    ok.rules = { desertOverrun: true, oasisRecovery: true, hospitalRecovery: true };
    expect(validateScenario(ok).ok).toBe(true);
    const msgs = (sc: unknown) => {
      const r = validateScenario(sc);
      return r.ok ? [] : r.problems.map((p) => p.message);
    };
    const bad = JSON.parse(JSON.stringify(ok)) as Json;
    bad.board.hexes[0].unit.maxMove = 4;
    expect(msgs(bad).join('\n')).toContain('maxMove must be at most 3');
    const held = JSON.parse(JSON.stringify(ok)) as Json;
    held.board.hexes[0].headquarters = 'allies';
    expect(msgs(held).join('\n')).toContain("enemy unit stands on the allies' headquarters");
    const flag = JSON.parse(JSON.stringify(ok)) as Json;
    flag.rules.desertOverrun = 'yes';
    expect(msgs(flag).join('\n')).toContain('rules.desertOverrun must be true or false');
  });
});
