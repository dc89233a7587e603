// Scenario files chosen by the player: our format or a .m44 file; every refusal names its reasons.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importScenarioText, MAX_SCENARIO_FILE_BYTES } from '../../src/scenario/importFile';
import { getBuiltinScenario } from '../../src/scenario/builtin';

const ref = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('scenario files', () => {
  it('[issue 5 §3] a scenario file in our own format validates as it is', () => {
    const r = importScenarioText(JSON.stringify(getBuiltinScenario('sword-beach')));
    expect(r.ok && r.source).toBe('pocket44');
  });

  it('[issue 5 §3] a .m44 file goes through the importer', () => {
    const r = importScenarioText(ref('4-SwordBeach.m44.json'), 'sword.m44');
    expect(r.ok && r.source).toBe('m44');
  });

  it('[rules-decisions C81, C83] a .m44 battle carries what could not be applied and its .m44 id; our own format carries neither', () => {
    const kalatch = readFileSync(new URL('../fixtures/expansion-scenarios/12496-BattleOfKalatch.m44.json', import.meta.url), 'utf8');
    const r = importScenarioText(kalatch, 'kalatch.m44');
    // Its Commissar rule is played since the armies issue (C180): only the prose is left.
    expect(r.ok && r.notApplied).toEqual([{ kind: 'prose' }]);
    expect(r.ok && r.m44Id).toBe(12496);
    const ours = importScenarioText(JSON.stringify(getBuiltinScenario('sword-beach')));
    expect(ours.ok && ours.notApplied).toEqual([]);
    expect(ours.ok && 'm44Id' in ours).toBe(false);
  });

  it('[scenario survey: CB1-2, CB1-5, CB1-6] a campaign file is told apart: its battles, for the import screen to show', () => {
    const campaign = { campaignId: '1', scenarios: { list: [11, 12], name: ['Dawn', 'Dusk'] }, text: { en: { name: 'Two Days' } } };
    const r = importScenarioText(JSON.stringify(campaign), 'two-days.m44');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.campaign?.name).toBe('Two Days');
    expect(r.campaign?.battles.map((b) => b.name)).toEqual(['Dawn', 'Dusk']);
    expect(r.reasons).toEqual(['a campaign file, "Two Days": a series of 2 battle(s) (Dawn, Dusk), not a battle: it opens as a playlist of those battles']);
  });

  it('[issue 5 §3] not JSON, too large, wrong shape: refused with reasons', () => {
    const notJson = importScenarioText('{"board": [', 'broken.m44');
    expect(notJson).toEqual({ ok: false, reasons: ['broken.m44 is not a scenario: it is not valid JSON'], problems: [{ code: 'notJson', file: 'broken.m44' }] });
    const big = importScenarioText(' '.repeat(MAX_SCENARIO_FILE_BYTES + 1));
    expect(!big.ok && big.reasons[0]).toMatch(/too large/);
    const wrong = importScenarioText('[1, 2, 3]');
    expect(wrong.ok).toBe(false);
    const ours = importScenarioText(JSON.stringify({ ...getBuiltinScenario('sword-beach'), sides: 7 }));
    expect(!ours.ok && ours.reasons.join(' ')).toMatch(/sides/);
  });
});

describe('scenario files: bounded size and work', () => {
  /** The Sword Beach .m44 with a `text` block of `keys` entries in one language. */
  function withText(keys: number): string {
    const m = JSON.parse(ref('4-SwordBeach.m44.json')) as Record<string, unknown>;
    const en: Record<string, string> = { name: 'Padded' };
    for (let i = 0; i < keys; i++) en[`k${i}`] = 'x';
    m.text = { en };
    return JSON.stringify(m);
  }

  it('[issue 13] real files are tens of kB: the size bound is at most 1 MB, and the refusal names it', () => {
    expect(MAX_SCENARIO_FILE_BYTES).toBeLessThanOrEqual(1_000_000);
    const big = importScenarioText(withText(400_000), 'big.m44');
    expect(big.ok).toBe(false);
    expect(!big.ok && big.reasons).toEqual([`the file is too large (${(withText(400_000).length / 1e6).toFixed(1)} MB; a scenario file may be at most 1 MB, real ones are tens of kB)`]);
  });

  it('[issue 13] under the size bound, a text block with thousands of entries is refused naming the limit', () => {
    const text = withText(20_000);
    expect(text.length).toBeLessThan(MAX_SCENARIO_FILE_BYTES);
    const r = importScenarioText(text, 'padded.m44');
    expect(!r.ok && r.reasons).toEqual(['text.en: text.en has 20001 entries; at most 32 are read']);
  });
});
