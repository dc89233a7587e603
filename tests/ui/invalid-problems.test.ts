/**
 * A refused file's `invalid` problems in the player's language (issue 15: a French player importing a broken battle
 * file sees no English): the scenario checker's, the `.m44` importer's and the size guard's sentences are read back
 * into typed codes with their parameters (src/ui/app/invalidProblems.ts) and worded from text/importProblems.ts and
 * its French table. Broken files provoke the sentences; the English words must give each sentence back exactly (no
 * parameter lost), the French must differ and hold no English.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { importScenarioText, type ImportProblem } from '../../src/scenario/importFile';
import { setLanguage, textReady } from '../../src/ui/i18n';
import { importProblemWords } from '../../src/ui/app/importWarnings';
import { INVALID_CODES, invalidWords, lastField, readInvalid } from '../../src/ui/app/invalidProblems';
import { IMPORT_PROBLEM_TEXT } from '../../src/ui/text/importProblems';
import { IMPORT_PROBLEMS_FR } from '../../src/ui/text/fr/importProblems';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const SHORT = readFileSync(new URL('../fixtures/short-battle.json', import.meta.url), 'utf8');
const M44 = readFileSync(new URL('../fixtures/breakthrough-sword-beach.m44.json', import.meta.url), 'utf8');

/** The short test battle (a Pocket '44 file) or the Sword Beach .m44 file, changed. */
const pocket = (change: (d: Json) => void): string => {
  const d = JSON.parse(SHORT) as Json;
  change(d);
  return JSON.stringify(d);
};
const m44 = (change: (d: Json) => void): string => {
  const d = JSON.parse(M44) as Json;
  change(d);
  return JSON.stringify(d);
};

/** Broken files, each provoking one or more of the checker's sentences. */
const BROKEN: string[] = [
  pocket((d) => (d.board.hexes[0].row = 'x')),
  pocket((d) => (d.board.hexes[0].row = 2.5)),
  pocket((d) => (d.board.hexes[0].unit.figures = 9)),
  pocket((d) => (d.board.hexes[0].unit.figures = 0)),
  pocket((d) => (d.board.hexes[0].unit.kind = 'dragon')),
  pocket((d) => (d.board.hexes[0].unit.colour = 'red')),
  pocket((d) => delete d.board.hexes[0].unit.side),
  pocket((d) => (d.board.hexes[0].col = 23)),
  pocket((d) => (d.board.hexes[0].row = 40)),
  pocket((d) => d.board.hexes.push({ ...d.board.hexes[0] })),
  pocket((d) => (d.board.hexes = d.board.hexes.filter((h: Json) => h.unit?.side !== 'axis'))),
  pocket((d) => (d.board = 'flat')),
  pocket((d) => (d.name = '')),
  pocket((d) => (d.name = 'n'.repeat(300))),
  pocket((d) => (d.sides.axis.edge = 'bottom')),
  pocket((d) => (d.sides = [])),
  pocket((d) => (d.first = 'nobody')),
  pocket((d) => (d.first = 3)),
  pocket((d) => (d.board.hexes[1].impassable = 'yes')),
  pocket((d) => (d.board.hexes[1].impassable = true)),
  pocket((d) => Object.assign(d.board.hexes[1].unit, { heroicLeader: true, kind: 'armor' })),
  // funnies-choice (Equipment Pack Hobart's Funnies l.190): a Churchill still to fit may not arrive after game start.
  pocket((d) => (d.airdrop = { side: d.board.hexes[0].unit.side, units: 1, unit: { kind: 'funnies' }, centre: { row: 4, col: 12 }, radius: 1 })),
  pocket((d) => {
    const h = d.board.hexes[1];
    Object.assign(h, { terrain: 'railroad', unit: { ...h.unit, kind: 'train', wagon: { row: h.row, col: h.col + 2 }, cargo: [{ kind: 'funnies', on: 'wagon' }] } });
    d.board.hexes.push({ row: h.row, col: h.col + 2, terrain: 'railroad' });
  }),
  // Equipment Pack l.482, l.309 (decision C425): no boat for a patrol car, no half-track riding a train.
  pocket((d) => Object.assign(d.board.hexes[1].unit, { raft: true, kind: 'patrol-car', figures: 3 })),
  pocket((d) => Object.assign(d.board.hexes[1].unit, { cargo: [{ kind: 'infantry', on: 'loco' }] })),
  pocket((d) => {
    const h = d.board.hexes[1];
    Object.assign(h, { terrain: 'railroad', unit: { ...h.unit, kind: 'train', wagon: { row: h.row, col: h.col + 2 }, cargo: [{ kind: 'half-track', on: 'wagon' }] } });
    d.board.hexes.push({ row: h.row, col: h.col + 2, terrain: 'railroad' });
  }),
  pocket((d) => (d.dates = { begin: '1944-06-06', end: '1944-06-01' })),
  pocket((d) => (d.dates = { begin: 'D-Day' })),
  pocket((d) => (d.suddenDeath = [{ side: 'axis', hexes: [{ row: 4, col: 4 }, { row: 4, col: 4 }], hold: 3 }])),
  pocket((d) => (d.suddenDeath = [{ side: 'axis', hexes: [{ row: 44, col: 4 }], hold: 1 }])),
  pocket((d) => (d.board.sides = [{ a: { row: 4, col: 4 }, b: { row: 8, col: 8 } }])),
  pocket((d) => (d.sides.allies.medalsToWin = -2)),
  pocket((d) => (d.deck = { emptyWinner: 'axis' })),
  m44((d) => (d.board.hexagons[0].row = 'top')),
  m44((d) => (d.board.hexagons[0].row = 99)),
  m44((d) => Object.assign(d.board.hexagons[0], { row: 0, col: 1 })),
  m44((d) => d.board.hexagons.push({ ...d.board.hexagons[0] })),
  m44((d) => (d.game_info.starting = 'PLAYER3')),
  m44((d) => delete d.game_info.victory_player1),
  m44((d) => (d.game_info.side_player2 = d.game_info.side_player1)),
  m44((d) => (d.board = 7)),
  m44((d) => (d.board.hexagons = 'many')),
  m44((d) => (d.board.hexagons[0] = 12)),
  m44((d) => (d.board.hexagons[2].unit = 'tank')),
  m44((d) => (d.board.hexagons[2].unit = {})),
  m44((d) => (d.board.hexagons[2].tags = 3)),
  m44((d) => (d.board.hexagons[2].tags = [{}])),
  m44((d) => (d.board.hexagons[2].tags = [{ name: 'medal1', medal: 'gold' }])),
  '"just text"',
  JSON.stringify({ format: 'pocket44' }),
  m44((d) => (d.board.hexagons[2].tags = [{ name: 'medal1', medal: { side: 'EAST' } }])),
  '[1, 2, 3]',
  JSON.stringify({ format: 'pocket44', deep: JSON.parse('['.repeat(80) + ']'.repeat(80)) }),
];

/** Every `invalid` problem of the broken files. */
function invalidProblems(): { path: string; detail: string }[] {
  const out: { path: string; detail: string }[] = [];
  for (const text of BROKEN) {
    const r = importScenarioText(text, 'broken.json');
    if (!r.ok) for (const p of r.problems) if (p.code === 'invalid') out.push(p);
    if (process.env.SHOW_PROBLEMS) console.log(r.ok ? 'OK' : r.problems.map((p) => JSON.stringify(p)).join('\n'));
  }
  return out;
}

/**
 * English words a French sentence must not hold (outside the file's own keys and values, which are quoted); not "a",
 * "on" or "an", which are French words too.
 */
const ENGLISH = /(^|[\s(])(the|is|are|must|be|got|hex|hexes|unit|board|not|only|listed|twice|number|string|object|list|least|most|has|and|of|with|which|field|missing|unknown|expected|side|file|whole|true or false)(?=[\s,.:;)]|$)/i;
const withoutQuoted = (s: string): string => s.replace(/«[^»]*»/g, '«»').replace(/\S*\[\d+\]\S*/g, '');

describe("a refused file's problems, in the player's language", () => {
  afterAll(async () => {
    await setLanguage('en');
  });

  it('every code has English and French words', () => {
    expect(Object.keys(IMPORT_PROBLEM_TEXT.invalid).sort()).toEqual([...INVALID_CODES].sort());
    expect(Object.keys(IMPORT_PROBLEMS_FR.invalid).sort()).toEqual([...INVALID_CODES].sort());
  });

  it('every problem the broken files provoke is read back, and the English words give the sentence back', () => {
    const problems = invalidProblems();
    const codes = new Set<string>();
    for (const p of problems) {
      const w = readInvalid(p.detail);
      expect(w, p.detail).not.toBeNull();
      codes.add(w!.code);
      expect(invalidWords(p.path, p.detail)).toBe(p.detail);
    }
    // the files reach many kinds of problem, not one
    expect(codes.size).toBeGreaterThanOrEqual(25);
    // funnies-choice: both sentences about a Churchill still to fit are among them
    expect([...codes].filter((c) => c.startsWith('funnies')).sort()).toEqual(['funniesCargo', 'funniesDrop']);
    // decision C425: the patrol car's boat and the half-track on a train
    expect(codes.has('boatVehicle') && codes.has('cargoReinforcement') && codes.has('wagonNotTrain')).toBe(true);
  });

  it('a French import of a broken file shows no English', async () => {
    const problems = invalidProblems();
    const en = problems.map((p) => importProblemWords({ code: 'invalid', ...p }));
    await setLanguage('fr');
    await textReady();
    const fr = problems.map((p) => importProblemWords({ code: 'invalid', ...p } satisfies ImportProblem));
    if (process.env.SHOW_PROBLEMS) console.log(fr.join('\n'));
    for (let i = 0; i < fr.length; i++) {
      expect(fr[i]).not.toBe(en[i]);
      // (the path, the file's own keys, is told in brackets after "fichier non conforme")
      const detail = withoutQuoted(fr[i]!.replace(/^fichier non conforme(?: \([^)]*\))?/, ''));
      expect(detail, `${problems[i]!.detail}\n-> ${fr[i]}`).not.toMatch(ENGLISH);
    }
    // a sentence no reader knows: no English either
    const unknown = importProblemWords({ code: 'invalid', path: 'board', detail: 'something the checker says one day' });
    expect(unknown).not.toContain('something');
    await setLanguage('en');
    expect(importProblemWords({ code: 'invalid', path: 'board', detail: 'something the checker says one day' })).toContain('something');
  });

  it('the field a path ends in names the field in French', () => {
    expect(lastField('board.hexes[3].unit.figures')).toBe('figures');
    expect(lastField('board.hexes[3]')).toBe('hexes[3]');
    expect(lastField('')).toBe('');
  });
});
