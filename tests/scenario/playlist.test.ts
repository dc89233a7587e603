/**
 * Campaign files as playlists (src/scenario/playlist.ts): each battle of the campaign matched against the battles the
 * player has, by `.m44` id or by name (rules-decisions C83), on the development set's three campaign files.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILTIN_M44_IDS, BUILTIN_SCENARIOS } from '../../src/scenario/builtin';
import { importM44 } from '../../src/scenario/m44';
import { battleNameKey, matchPlaylist, playlistOfCampaign, type PlaylistCandidate } from '../../src/scenario/playlist';
import { playlistCandidates } from '../../src/ui/app/playlist';
import { fixture } from './helpers';

const read = (name: string): unknown => JSON.parse(readFileSync(new URL(`../fixtures/expansion-scenarios/${name}`, import.meta.url), 'utf8'));

function campaign(file: string) {
  const r = importM44(read(file));
  if (r.ok || !r.campaign) throw new Error(`${file} is not a campaign`);
  return r.campaign;
}

/** A development battle imported as the app stores it: its scenario and its .m44 id. */
function importedBattle(file: string): { id: string; scenario: import('../../src/scenario/types').Scenario; m44Id?: number } {
  const r = importM44(read(file));
  if (!r.ok) throw new Error(`${file} refused`);
  return { id: r.scenario.id, scenario: r.scenario, ...(r.m44Id !== undefined ? { m44Id: r.m44Id } : {}) };
}

describe('campaign playlists: matching the battles', () => {
  it('[rules-decisions C83] names match without case, accents, spaces or punctuation', () => {
    expect(battleNameKey('Counter Attack on Mortain')).toBe(battleNameKey('Counter-attack on Mortain'));
    expect(battleNameKey('SECURING THE FLANK')).toBe(battleNameKey('Securing the flank'));
    expect(battleNameKey('Montélimar')).toBe('montelimar');
    expect(battleNameKey('Hill 112')).not.toBe(battleNameKey('Withdrawal from Hill 112'));
  });

  it('[rules-decisions C83] the built-in battles carry the .m44 ids of the reference files they were imported from', () => {
    const files: Record<string, string> = {
      'pegasus-bridge': '2-PegasusBridge', 'sainte-mere-eglise': '3-SainteMereEglise', 'sword-beach': '4-SwordBeach', 'mont-mouchet': '5-MontMouchet',
      'pointe-du-hoc': '7-PointeduHoc', 'operation-cobra': '15-OperationCobra', 'counter-attack-on-mortain': '16-CounterattackOnMortain',
      montelimar: '18-Montelimar', vassieux: '19-Vassieux', 'st-vith': '20-StVith', 'liberation-of-paris': '22-LiberationOfParis', toulon: '23-Toulon',
      arracourt: '24-Arracourt', 'arnhem-bridge': '25-ArnhemBridge', 'saverne-gap': '29-SaverneGap',
    };
    expect(Object.keys(BUILTIN_M44_IDS).sort()).toEqual(BUILTIN_SCENARIOS.map((s) => s.id).sort());
    for (const [id, file] of Object.entries(files)) {
      const m = fixture(`${file}.m44.json`) as { meta_data: { scenario_id: unknown } };
      expect(Number(m.meta_data.scenario_id), id).toBe(BUILTIN_M44_IDS[id]);
    }
  });

  it('[rules-decisions C83; scenario survey: CB1-2] The Breakout: Operation Cobra and Counter-attack on Mortain are the built-in battles (ids 15, 16); the two others are missing', () => {
    const c = campaign('CB1-2-BattleofNormandy.m44.json');
    expect(matchPlaylist(c.battles, playlistCandidates(BUILTIN_SCENARIOS, []))).toEqual([
      { name: 'Panzer Lehr Counter Attack', scenarioId: null },
      { name: 'MartinVille Ridge', scenarioId: null },
      { name: 'Operation Cobra', scenarioId: 'operation-cobra' },
      { name: 'Counter Attack on Mortain', scenarioId: 'counter-attack-on-mortain' },
    ]);
  });

  it('[rules-decisions C83; scenario survey: CB1-6] Flanking Caen: ids given to two names are not trusted; its imported battles are found by name, a battle twice in the list is matched twice', () => {
    const c = campaign('CB1-6-Test.m44.json');
    const have = [importedBattle('41870-SecuringTheFlank.m44.json'), importedBattle('1558-Hill112.m44.json')];
    expect(have.map((h) => h.m44Id)).toEqual([4187, 1558]);
    expect(matchPlaylist(c.battles, playlistCandidates(BUILTIN_SCENARIOS, have))).toEqual([
      { name: 'Securing the flank', scenarioId: have[0]!.id },
      { name: 'Capturing the Crossing', scenarioId: null },
      { name: 'Withdrawal from Hill 112', scenarioId: null },
      { name: 'Hill 112', scenarioId: have[1]!.id },
    ]);
  });

  it('[rules-decisions C83] an id the campaign gives to one name finds the battle under any name; the first battle of the list wins', () => {
    const cands: PlaylistCandidate[] = [
      { id: 'a', name: 'Dawn' },
      { id: 'b', name: 'Renamed at import', m44Id: 77 },
      { id: 'c', name: 'Dawn' },
    ];
    expect(matchPlaylist([{ name: 'Something else', scenarioId: 77 }, { name: 'dawn!' }, { name: '???' }], cands)).toEqual([
      { name: 'Something else', scenarioId: 'b' },
      { name: 'dawn!', scenarioId: 'a' },
      { name: '???', scenarioId: null },
    ]);
  });

  it('a campaign becomes a playlist of its battles in order, its id kept', () => {
    const c = campaign('CB1-5-BattleofNormandy.m44.json');
    expect(playlistOfCampaign(c, 'p1')).toEqual({
      id: 'p1',
      name: 'Falaise',
      campaignId: '40005',
      battles: [
        { name: "Wittmann's final Battle", scenarioId: 4085 },
        { name: 'Opportunity at Falaise', scenarioId: 4086 },
        { name: 'Closing the Gap', scenarioId: 4090 },
      ],
    });
  });
});
