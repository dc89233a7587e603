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

  it('[issue 5 §3] not JSON, too large, wrong shape: refused with reasons', () => {
    const notJson = importScenarioText('{"board": [', 'broken.m44');
    expect(notJson).toEqual({ ok: false, reasons: ['broken.m44 is not a scenario: it is not valid JSON'] });
    const big = importScenarioText(' '.repeat(MAX_SCENARIO_FILE_BYTES + 1));
    expect(!big.ok && big.reasons[0]).toMatch(/too large/);
    const wrong = importScenarioText('[1, 2, 3]');
    expect(wrong.ok).toBe(false);
    const ours = importScenarioText(JSON.stringify({ ...getBuiltinScenario('sword-beach'), sides: 7 }));
    expect(!ours.ok && ours.reasons.join(' ')).toMatch(/sides/);
  });
});
