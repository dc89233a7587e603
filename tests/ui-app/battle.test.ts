import { describe, expect, it } from 'vitest';
import { BUILTIN_SCENARIOS } from '../../src/scenario/builtin';
import { summarizeBattle } from '../../src/scenario/summary';
import { dayFormat, formatDates, frontName, nationName, summarizeSides } from '../../src/ui/app/battle';

describe('home screen battle facts', () => {
  it('formats one day and a range of days in British English, whatever the time zone', () => {
    expect(formatDates({ begin: '1944-06-06', end: '1944-06-06' })).toBe('6 June 1944');
    expect(formatDates({ begin: '1944-07-25', end: '1944-07-26' })).toMatch(/^25\s?–\s?26 July 1944$/);
    expect(formatDates({ begin: '1944-08-30', end: '1944-09-02' })).toMatch(/^30 August\s?–\s?2 September 1944$/);
    expect(formatDates(undefined)).toBe('');
    expect(formatDates({ begin: 'summer 1944', end: '' })).toBe('summer 1944');
  });

  it('builds one date format per locale, not one per battle card and render (issue 15)', () => {
    const Real = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = new Proxy(Real, {
      construct(target, args: ConstructorParameters<typeof Real>) {
        made++;
        return new target(...args);
      },
    });
    try {
      formatDates({ begin: '1944-06-06', end: '1944-06-06' }, 'fr-FR');
      for (let i = 0; i < 20; i++) formatDates({ begin: '1944-07-25', end: '1944-07-26' }, 'fr-FR');
      expect(made).toBe(1);
      expect(dayFormat('fr-FR')).toBe(dayFormat('fr-FR'));
      expect(dayFormat('en-GB')).not.toBe(dayFormat('fr-FR'));
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });

  it('home\'s summary of a battle (no board) gives the same side panels as the scenario', () => {
    for (const scenario of BUILTIN_SCENARIOS) expect(summarizeSides(summarizeBattle(scenario))).toEqual(summarizeSides(scenario));
  });

  it('names fronts and nations, keeping unknown codes as they are', () => {
    expect(frontName('western')).toBe('Western Front');
    expect(frontName('arctic')).toBe('arctic');
    expect(nationName('GB')).toBe('British');
    expect(nationName('PL')).toBe('PL');
    expect(nationName(undefined)).toBe('');
  });

  it('summarizes both sides of Sword Beach from the scenario file', () => {
    const sword = BUILTIN_SCENARIOS.find((s) => s.id === 'sword-beach');
    expect(sword).toBeDefined();
    const [allies, axis] = summarizeSides(sword!);
    expect(allies).toMatchObject({ side: 'allies', name: 'Allies', nation: 'British', medalsToWin: 5, cards: 5 });
    expect(axis).toMatchObject({ side: 'axis', name: 'Axis', nation: 'German', medalsToWin: 5, cards: 4 });
    expect([allies!.first, axis!.first]).toEqual([true, false]);
    const units = sword!.board.hexes.filter((h) => h.unit).length;
    expect(allies!.units + axis!.units).toBe(units);
    expect(allies!.units).toBeGreaterThan(0);
  });

  it('marks exactly one side as moving first in every built-in battle', () => {
    for (const scenario of BUILTIN_SCENARIOS) {
      const first = summarizeSides(scenario).filter((s) => s.first);
      expect(first.map((s) => s.side)).toEqual([scenario.first]);
    }
  });
});
