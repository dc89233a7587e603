/**
 * The trench's armor limit in words (docs/ui.md): the Rules help's terrain row and the hex inspection both say that armor
 * may not battle from a trench, in English and French. Sources: FAQ §IV Tank Destroyers l.2796-2798; decision C400.
 */
import { describe, expect, it } from 'vitest';
import { terrainRows } from '../../src/ui/app/rules-tables';
import { inspectHex } from '../../src/ui/game/inspect';
import { RULES_TEXT } from '../../src/ui/text/rules';
import { RULES_FR } from '../../src/ui/text/fr/rules';
import { A, X, hex, ordered } from '../engine/helpers';

describe('armor in a trench, in words', () => {
  it('[FAQ §IV Tank Destroyers l.2798 "may not battle when in a Trench"] the trench row and the hex inspection say armor may not battle from it; no other terrain says so', () => {
    const line = RULES_TEXT.terrain.noBattleFromFor(['armor']);
    expect(line).toMatch(/^Armor units .*may not battle/);
    for (const r of terrainRows()) expect(r.battle.includes(line), r.key).toBe(r.key === 'trenches');
    const s = ordered([A(6, 12, 'armor', { terrain: 'trenches' }), X(0, 0)]);
    const info = inspectHex(s, hex(6, 12), 'allies');
    expect(info!.entries.flatMap((e) => e.lines.map((l) => l.text)).join(' ')).toContain(line);
  });

  it('[FAQ §IV Tank Destroyers l.2798] the French words name armor, with a no-break space before the colon', () => {
    const fr = RULES_FR.terrain.noBattleFromFor(['armor']);
    expect(fr).toMatch(/blind/);
    expect(fr).toContain('\u00A0:');
    expect(RULES_FR.units.tankDestroyer).toMatch(/tranchée/);
  });
});
