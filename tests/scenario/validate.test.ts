import { describe, expect, it } from 'vitest';
import { MAX_JSON_TEXT, parseJsonText } from '../../src/scenario/problem';
import { BUILTIN_SCENARIOS } from '../../src/scenario/builtin';
import { importScenarioText } from '../../src/scenario/importFile';
import { LIMITS, MAX_FIGURES, UNIT_KINDS, validateScenario, type Problem } from '../../src/scenario/validate';
import { newGame } from '../../src/engine/game';
import { unitKind } from '../../src/engine/units';
import { FIFTY_MB, describeProblems, minimal, nested, plain, repoFile } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function broken(mutate: (s: Json) => void): Json {
  const s = plain(minimal()) as Json;
  mutate(s);
  return s;
}

function problemsOf(input: unknown): Problem[] {
  const r = validateScenario(input);
  if (r.ok) throw new Error('expected the input to be refused');
  return r.problems;
}

describe('validateScenario: valid input', () => {
  it('accepts the minimal scenario and returns a copy with only known fields', () => {
    const input = minimal();
    const r = validateScenario(input);
    expect(r.ok ? 'ok' : describeProblems(r.problems)).toBe('ok');
    if (!r.ok) return;
    expect(r.scenario).toEqual(input);
    expect(r.scenario).not.toBe(input);
    expect(r.scenario.board.hexes).not.toBe(input.board.hexes);
  });

  it('accepts the example of docs/scenario-format.md', () => {
    const block = /```json\n([\s\S]*?)```/.exec(repoFile('docs/scenario-format.md'))?.[1];
    expect(block).toBeDefined();
    const r = validateScenario(JSON.parse(block ?? 'null'));
    expect(r.ok ? 'ok' : describeProblems(r.problems)).toBe('ok');
  });

  it('accepts every unit kind at its most figures, and one figure', () => {
    for (const kind of UNIT_KINDS) {
      for (const figures of [1, MAX_FIGURES[kind]]) {
        const s = broken((x) => {
          x.board.hexes[0].unit = { side: 'axis', kind, figures };
          // A ship stands on the sea (FAQ §IV Destroyers, Aircraft Carriers).
          if (unitKind(kind).naval) x.board.hexes[0].terrain = 'ocean';
          // trains (FAQ §IV Trains): on the track, with its wagon on the next rail hex.
          if (unitKind(kind).train) {
            x.board.hexes[0].terrain = 'railroad';
            x.board.hexes[0].unit.wagon = { row: 0, col: 2 };
            x.board.hexes.push({ row: 0, col: 2, terrain: 'railroad' });
          }
        });
        const r = validateScenario(s);
        expect(r.ok ? 'ok' : describeProblems(r.problems), `${kind} x${figures}`).toBe('ok');
      }
    }
  });

  it('accepts a 3-figure infantry unit (Montelimar) and a unit worth 2 medals (Mont Mouchet)', () => {
    const s = broken((x) => {
      x.board.hexes[0].unit = { side: 'axis', kind: 'infantry', figures: 3 };
      x.board.hexes.push({ row: 0, col: 2, unit: { side: 'axis', kind: 'elite-armor', medals: 2, badge: 'badge4' } });
    });
    expect(validateScenario(s).ok).toBe(true);
  });

  it('[FAQ §XII Operation Market Garden, line 4485] hands of up to 13 cards: the most a hand may ever hold', () => {
    expect(LIMITS.cards.max).toBe(13);
    const s = broken((x) => (x.sides.axis.cards = x.sides.allies.cards = 13));
    const r = validateScenario(s);
    expect(r.ok ? 'ok' : describeProblems(r.problems)).toBe('ok');
    if (!r.ok) return;
    const g = newGame(r.scenario, { seed: 1 });
    expect([g.cards.hands.axis.length, g.cards.hands.allies.length]).toEqual([13, 13]);
    expect(problemsOf(broken((x) => (x.sides.axis.cards = 14))).map((p) => p.message)).toEqual(['cards must be at most 13, got 14']);
  });

  it('knows the size of each board kind', () => {
    const overlord = broken((x) => {
      x.board.kind = 'overlord';
      x.board.hexes.push({ row: 8, col: 50, unit: { side: 'allies', kind: 'infantry' } });
    });
    expect(validateScenario(overlord).ok).toBe(true);
    const breakthrough = broken((x) => {
      x.board.kind = 'breakthrough';
      x.board.hexes.push({ row: 16, col: 24, unit: { side: 'allies', kind: 'infantry' } });
    });
    expect(validateScenario(breakthrough).ok).toBe(true);
    const standard = broken((x) => x.board.hexes.push({ row: 16, col: 24 }, { row: 8, col: 50 }));
    expect(problemsOf(standard).map((p) => p.path)).toEqual(['board.hexes[5]', 'board.hexes[6]']);
  });

  it('accepts hex sides between adjacent hexes, including sides on the board edge', () => {
    const s = broken((x) => (x.board.sides = [{ a: { row: 0, col: 0 }, b: { row: 0, col: 2 }, impassable: true }, { a: { row: 0, col: 4 }, b: { row: -1, col: 5 }, blocksSight: true }]));
    const r = validateScenario(s);
    expect(r.ok ? 'ok' : describeProblems(r.problems)).toBe('ok');
  });
});

describe('validateScenario: every problem is reported', () => {
  it('a file with 5 distinct faults yields exactly 5 problems, each naming its field and hex', () => {
    const s = broken((x) => {
      x.board.hexes.push({ row: 2, col: 2, terrain: 'swamp' }); // 5: unknown terrain
      x.board.hexes.push({ row: 9, col: 3 }); // 6: off the board
      x.board.hexes.push({ row: 0, col: 0 }); // 7: duplicate of hexes[0]
      x.board.hexes[4].unit.figures = 4; // armor holds at most 3
      x.sides.allies.cards = 14;
    });
    const problems = problemsOf(s);
    expect(problems.map((p) => p.path).sort()).toEqual(
      ['board.hexes[4].unit.figures', 'board.hexes[5].terrain', 'board.hexes[6]', 'board.hexes[7]', 'sides.allies.cards'].sort(),
    );
    const byPath = new Map(problems.map((p) => [p.path, p]));
    expect(byPath.get('board.hexes[5].terrain')).toMatchObject({ hex: { row: 2, col: 2 }, message: expect.stringMatching(/unknown terrain "swamp"/) });
    expect(byPath.get('board.hexes[6]')).toMatchObject({ hex: { row: 9, col: 3 }, message: expect.stringMatching(/off the standard board/) });
    expect(byPath.get('board.hexes[7]')).toMatchObject({ hex: { row: 0, col: 0 }, message: expect.stringMatching(/listed twice/) });
    expect(byPath.get('board.hexes[4].unit.figures')).toMatchObject({ hex: { row: 8, col: 24 }, message: expect.stringMatching(/armor .* 4 figures.* 1 to 3/) });
    expect(byPath.get('sides.allies.cards')?.message).toMatch(/cards must be at most 13, got 14/);
  });

  it('reports structural and board problems together (a wrong type does not hide a bad hex)', () => {
    const s = broken((x) => {
      x.name = 42;
      x.board.hexes.push({ row: 1, col: 2 });
    });
    expect(problemsOf(s).map((p) => p.path)).toEqual(['name', 'board.hexes[5]']);
  });
});

interface Fault {
  name: string;
  mutate: (s: Json) => void;
  path: string;
  message: RegExp;
  hex?: { row: number; col: number };
}

const FAULTS: Fault[] = [
  { name: 'format version', mutate: (s) => (s.format = 2), path: 'format', message: /format version 2 is not supported/ },
  { name: 'missing format', mutate: (s) => delete s.format, path: 'format', message: /missing the required field "format"/ },
  { name: 'unknown board kind', mutate: (s) => (s.board.kind = 'hex-giant'), path: 'board.kind', message: /unknown board kind "hex-giant"/ },
  { name: 'unknown board face', mutate: (s) => (s.board.face = 'moon'), path: 'board.face', message: /unknown board face "moon"/ },
  { name: 'off-board hex (row)', mutate: (s) => s.board.hexes.push({ row: 9, col: 1 }), path: 'board.hexes[5]', message: /\(9,1\) is off the standard board \(rows 0\.\.8, cols 0\.\.24\)/, hex: { row: 9, col: 1 } },
  { name: 'off-board hex (col)', mutate: (s) => s.board.hexes.push({ row: 0, col: 26 }), path: 'board.hexes[5]', message: /off the standard board/, hex: { row: 0, col: 26 } },
  { name: 'negative hex', mutate: (s) => s.board.hexes.push({ row: -1, col: 1 }), path: 'board.hexes[5]', message: /off the standard board/, hex: { row: -1, col: 1 } },
  { name: 'odd hex', mutate: (s) => s.board.hexes.push({ row: 1, col: 2 }), path: 'board.hexes[5]', message: /\(1,2\) is not a hex position: row \+ col must be even/, hex: { row: 1, col: 2 } },
  { name: 'fractional coordinate', mutate: (s) => s.board.hexes.push({ row: 1.5, col: 1 }), path: 'board.hexes[5].row', message: /row must be a whole number/ },
  { name: 'duplicate hex', mutate: (s) => s.board.hexes.push({ row: 4, col: 12, terrain: 'forest' }), path: 'board.hexes[5]', message: /\(4,12\) is listed twice \(also at board\.hexes\[3\]\)/, hex: { row: 4, col: 12 } },
  { name: 'unknown road side', mutate: (s) => (s.board.hexes[3].road = ['e', 'north']), path: 'board.hexes[3].road[1]', message: /unknown road side "north"/, hex: { row: 4, col: 12 } },
  { name: 'road side twice', mutate: (s) => (s.board.hexes[3].road = ['e', 'w', 'e']), path: 'board.hexes[3].road[2]', message: /the road on \(4,12\) names side e twice/, hex: { row: 4, col: 12 } },
  { name: 'unknown terrain', mutate: (s) => (s.board.hexes[3].terrain = 'volcano'), path: 'board.hexes[3].terrain', message: /unknown terrain "volcano"/, hex: { row: 4, col: 12 } },
  { name: 'unknown obstacle', mutate: (s) => (s.board.hexes[3].obstacle = 'minefield'), path: 'board.hexes[3].obstacle', message: /unknown obstacle "minefield"/, hex: { row: 4, col: 12 } },
  { name: 'unknown unit kind', mutate: (s) => (s.board.hexes[0].unit.kind = 'zeppelin'), path: 'board.hexes[0].unit.kind', message: /unknown unit kind "zeppelin"/, hex: { row: 0, col: 0 } },
  { name: 'unknown unit side', mutate: (s) => (s.board.hexes[0].unit.side = 'neutral'), path: 'board.hexes[0].unit.side', message: /unknown unit side "neutral"/, hex: { row: 0, col: 0 } },
  { name: 'unknown bunker side', mutate: (s) => (s.board.hexes[3].bunker = 'germans'), path: 'board.hexes[3].bunker', message: /unknown bunker side "germans"/, hex: { row: 4, col: 12 } },
  { name: 'bridge not on a river', mutate: (s) => (s.board.hexes[3].bridge = true), path: 'board.hexes[3].bridge', message: /bridge on \(4,12\) is not on a river/, hex: { row: 4, col: 12 } },
  { name: 'unit on a river without bridge', mutate: (s) => (s.board.hexes[2].unit = { side: 'axis', kind: 'infantry' }), path: 'board.hexes[2].unit', message: /unit stands on the river hex \(3,5\), which has no bridge/, hex: { row: 3, col: 5 } },
  { name: 'infantry with 5 figures', mutate: (s) => (s.board.hexes[0].unit.figures = 5), path: 'board.hexes[0].unit.figures', message: /infantry on \(0,0\) has 5 figures; it must have 1 to 4/, hex: { row: 0, col: 0 } },
  { name: 'artillery with 3 figures', mutate: (s) => (s.board.hexes[0].unit = { side: 'axis', kind: 'artillery', figures: 3 }), path: 'board.hexes[0].unit.figures', message: /artillery .* 1 to 2/, hex: { row: 0, col: 0 } },
  { name: 'armor with 4 figures', mutate: (s) => (s.board.hexes[4].unit.figures = 4), path: 'board.hexes[4].unit.figures', message: /armor .* 1 to 3/, hex: { row: 8, col: 24 } },
  { name: 'resistance with 5 figures', mutate: (s) => (s.board.hexes[0].unit = { side: 'axis', kind: 'resistance', figures: 5 }), path: 'board.hexes[0].unit.figures', message: /resistance .* 1 to 4/, hex: { row: 0, col: 0 } },
  { name: 'zero figures', mutate: (s) => (s.board.hexes[0].unit.figures = 0), path: 'board.hexes[0].unit.figures', message: /has 0 figures/, hex: { row: 0, col: 0 } },
  { name: 'unit medals < 1', mutate: (s) => (s.board.hexes[0].unit.medals = 0), path: 'board.hexes[0].unit.medals', message: /unit medals must be at least 1, got 0/, hex: { row: 0, col: 0 } },
  { name: 'objective medals < 1', mutate: (s) => (s.objectives[0].medals = 0), path: 'objectives[0].medals', message: /objective medals must be at least 1/ },
  { name: 'objective off-board hex', mutate: (s) => s.objectives[0].hexes.push({ row: 10, col: 0 }), path: 'objectives[0].hexes[1]', message: /objective "town": hex \(10,0\) is off the standard board/, hex: { row: 10, col: 0 } },
  { name: 'objective odd hex', mutate: (s) => s.objectives[0].hexes.push({ row: 0, col: 1 }), path: 'objectives[0].hexes[1]', message: /objective "town": \(0,1\) is not a hex position/, hex: { row: 0, col: 1 } },
  { name: 'objective unknown hex', mutate: (s) => s.objectives[0].hexes.push({ row: 'a', col: 0 }), path: 'objectives[0].hexes[1].row', message: /row must be a number/ },
  { name: 'objective with no hex', mutate: (s) => (s.objectives[0].hexes = []), path: 'objectives[0].hexes', message: /at least one hex/ },
  { name: 'objective hex twice', mutate: (s) => s.objectives[0].hexes.push({ row: 4, col: 12 }), path: 'objectives[0].hexes[1]', message: /lists \(4,12\) twice/, hex: { row: 4, col: 12 } },
  { name: 'hold more than hexes', mutate: (s) => (s.objectives[0].hold = 2), path: 'objectives[0].hold', message: /must hold 2 hexes but has only 1/ },
  { name: 'hold 0', mutate: (s) => (s.objectives[0].hold = 0), path: 'objectives[0].hold', message: /hold must be at least 1/ },
  { name: 'exit marker inside the board', mutate: (s) => (s.board.hexes[3].exit = 'axis'), path: 'board.hexes[3].exit', message: /exit marker on \(4,12\) is not on an edge of the board/, hex: { row: 4, col: 12 } },
  { name: 'unknown exit side', mutate: (s) => (s.board.hexes[0].exit = 'both'), path: 'board.hexes[0].exit', message: /unknown exit side "both"/, hex: { row: 0, col: 0 } },
  { name: 'unknown objective control', mutate: (s) => (s.objectives[0].control = 'most'), path: 'objectives[0].control', message: /unknown objective control "most" \(expected one of: majority, sole\)/ },
  { name: 'majority with hold', mutate: (s) => Object.assign(s.objectives[0], { control: 'majority', hold: 1 }), path: 'objectives[0].hold', message: /held by majority, which counts no fixed number of hexes: leave out hold/ },
  { name: 'permanent and last to occupy', mutate: (s) => Object.assign(s.objectives[0], { permanent: true, lastToOccupy: true }), path: 'objectives[0].lastToOccupy', message: /cannot be both permanent .* and last to occupy/ },
  { name: 'turnStart not a boolean', mutate: (s) => (s.objectives[0].turnStart = 'yes'), path: 'objectives[0].turnStart', message: /turnStart must be true or false/ },
  { name: 'duplicate objective id', mutate: (s) => s.objectives.push({ id: 'town', side: 'axis', hexes: [{ row: 0, col: 0 }] }), path: 'objectives[1].id', message: /objective id "town" is used twice/ },
  { name: 'cards 0', mutate: (s) => (s.sides.axis.cards = 0), path: 'sides.axis.cards', message: /cards must be at least 1, got 0/ },
  { name: 'cards 14', mutate: (s) => (s.sides.axis.cards = 14), path: 'sides.axis.cards', message: /cards must be at most 13, got 14/ },
  { name: 'medalsToWin 0', mutate: (s) => (s.sides.allies.medalsToWin = 0), path: 'sides.allies.medalsToWin', message: /medalsToWin must be at least 1/ },
  { name: 'medalsToWin 21', mutate: (s) => (s.sides.allies.medalsToWin = 21), path: 'sides.allies.medalsToWin', message: /medalsToWin must be at most 20/ },
  { name: 'cards as a string', mutate: (s) => (s.sides.allies.cards = '5'), path: 'sides.allies.cards', message: /cards must be a number, got a string/ },
  { name: 'same edges', mutate: (s) => (s.sides.allies.edge = 'top'), path: 'sides.allies.edge', message: /both sides have the top edge/ },
  { name: 'no Axis unit', mutate: (s) => delete s.board.hexes[0].unit, path: 'board.hexes', message: /no axis unit on the board/ },
  { name: 'no Allied unit', mutate: (s) => delete s.board.hexes[4].unit, path: 'board.hexes', message: /no allies unit on the board/ },
  { name: 'unknown first side', mutate: (s) => (s.first = 'both'), path: 'first', message: /unknown first side "both"/ },
  { name: 'missing sides', mutate: (s) => delete s.sides, path: 'sides', message: /missing the required field "sides"/ },
  { name: 'unknown field', mutate: (s) => (s.board.hexes[3].terain = 'forest'), path: 'board.hexes[3].terain', message: /unknown field "terain" in a board hex/, hex: { row: 4, col: 12 } },
  { name: 'bad id', mutate: (s) => (s.id = 'My Battle'), path: 'id', message: /id may hold only lower-case letters/ },
  { name: 'bad date', mutate: (s) => (s.dates = { begin: '1944-06-06', end: 'June 7' }), path: 'dates.end', message: /YYYY-MM-DD/ },
  { name: 'dates reversed', mutate: (s) => (s.dates = { begin: '1944-06-07', end: '1944-06-06' }), path: 'dates.end', message: /ends \(1944-06-06\) before it begins/ },
  { name: 'hex side not adjacent', mutate: (s) => (s.board.sides = [{ a: { row: 0, col: 0 }, b: { row: 0, col: 4 } }]), path: 'board.sides[0]', message: /not adjacent/, hex: { row: 0, col: 0 } },
  { name: 'empty briefing history', mutate: (s) => (s.briefing = { history: '', notes: [] }), path: 'briefing.history', message: /must not be empty/ },
];

describe('validateScenario: each fault kind', () => {
  it.each(FAULTS)('$name', (fault) => {
    const problems = problemsOf(broken(fault.mutate));
    expect(problems, describeProblems(problems)).toHaveLength(1);
    const [p] = problems;
    expect(p?.path).toBe(fault.path);
    expect(p?.message).toMatch(fault.message);
    expect(p?.hex).toEqual(fault.hex);
  });
});

describe('validateScenario: size and safety', () => {
  it('refuses more than 2,000 hexes with one clear problem', () => {
    const s = broken((x) => {
      for (let i = 0; i < 2000; i++) x.board.hexes.push({ row: 0, col: 0 });
    });
    expect(problemsOf(s)).toEqual([{ path: 'board.hexes', message: 'the board lists 2005 hexes; a scenario may list at most 2000' }]);
  });

  it('accepts a string of 2,000 characters and refuses one of 2,001', () => {
    const ok = broken((x) => (x.briefing = { history: 'h'.repeat(2000), notes: [] }));
    expect(validateScenario(ok).ok).toBe(true);
    const bad = broken((x) => (x.briefing = { history: 'h'.repeat(2001), notes: [] }));
    expect(problemsOf(bad)).toEqual([{ path: 'briefing.history', message: 'text of 2001 characters; at most 2000 are allowed' }]);
  });

  it('refuses a 50 MB string field without throwing', () => {
    const s = broken((x) => (x.name = 'n'.repeat(FIFTY_MB)));
    expect(problemsOf(s)).toEqual([{ path: 'name', message: `text of ${FIFTY_MB} characters; at most 2000 are allowed` }]);
  });

  it('refuses input that is not an object', () => {
    const cases: [unknown, RegExp][] = [
      [null, /got null/],
      [undefined, /got nothing/],
      [42, /got the number 42/],
      [[minimal()], /got an array of 1 entries/],
      ['x'.repeat(FIFTY_MB), new RegExp(`got a string of ${FIFTY_MB} characters`)],
      [true, /got a boolean/],
    ];
    for (const [input, message] of cases) {
      let r: ReturnType<typeof validateScenario> | undefined;
      expect(() => (r = validateScenario(input))).not.toThrow();
      expect(r?.ok).toBe(false);
      if (r && !r.ok) {
        expect(r.problems).toHaveLength(1);
        expect(r.problems[0]?.path).toBe('');
        expect(r.problems[0]?.message).toMatch(/^a scenario must be a JSON object/);
        expect(r.problems[0]?.message).toMatch(message);
      }
    }
  });

  it('refuses nesting 10,000 levels deep, in a known field or an unknown one, without throwing', () => {
    for (const where of ['hexes', 'extra'] as const) {
      const s = broken((x) => {
        if (where === 'hexes') x.board.hexes = nested(10_000, 'array');
        else x.extra = nested(10_000, 'item');
      });
      let r: ReturnType<typeof validateScenario> | undefined;
      expect(() => (r = validateScenario(s))).not.toThrow();
      expect(r?.ok).toBe(false);
      if (r && !r.ok) {
        expect(r.problems).toHaveLength(1);
        expect(r.problems[0]?.message).toMatch(/nested more than 32 levels deep/);
      }
    }
  });

  it('refuses a self-referencing object instead of looping', () => {
    const s = broken(() => undefined);
    s.board.hexes[0].unit.self = s;
    const problems = problemsOf(s);
    expect(problems[0]?.message).toMatch(/nested more than 32 levels deep/);
  });
});

describe('parseJsonText', () => {
  it('parses scenario text', () => {
    const r = parseJsonText(JSON.stringify(minimal()));
    expect(r.ok && validateScenario(r.value).ok).toBe(true);
  });

  it('refuses a 50 MB text before parsing it', () => {
    const text = `{"name":"${'x'.repeat(FIFTY_MB)}"}`;
    const r = parseJsonText(text);
    expect(r).toEqual({ ok: false, problems: [{ path: '', message: `the text is ${text.length} characters long; at most ${MAX_JSON_TEXT} are accepted` }] });
  });

  it('reports a syntax error as a problem', () => {
    const r = parseJsonText('{"format": 1,');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]?.message).toMatch(/^not valid JSON/);
  });

  it('refuses non-text input', () => {
    expect(parseJsonText(12)).toEqual({ ok: false, problems: [{ path: '', message: 'expected JSON text, got the number 12' }] });
  });

  it('reads JSON nested 10,000 levels without throwing, and the validator refuses it', () => {
    const text = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const r = parseJsonText(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = broken((x) => (x.board.hexes = r.value));
    expect(problemsOf(s)[0]?.message).toMatch(/nested more than 32 levels deep/);
  });
});

describe('validateScenario: games that can end', () => {
  it('[rules-decisions S27] a scenario in which a side starts at its medal target is refused', () => {
    const problems = problemsOf(
      broken((s) => {
        s.board.hexes[3].unit = { side: 'allies', kind: 'infantry' };
        s.sides.allies.medalsToWin = 1;
      }),
    );
    expect(problems).toContainEqual({
      path: 'sides.allies.medalsToWin',
      message: 'the Allies hold objectives worth 1 medal at the start and need 1: the game would be over before the first turn',
    });
  });

  it('[rules-decisions S27] objectives held at the start short of the target are accepted', () => {
    const r = validateScenario(broken((s) => (s.board.hexes[3].unit = { side: 'allies', kind: 'infantry' })));
    expect(r.ok ? 'ok' : describeProblems(r.problems)).toBe('ok');
  });
});

describe('importScenarioText: warnings about medal counts', () => {
  it('[rules-decisions S24] a side whose target exceeds every medal it could win is warned: only destroying every enemy unit wins', () => {
    const r = importScenarioText(JSON.stringify(minimal()));
    expect(r.ok && r.warnings).toEqual([
      'the Axis need 4 medals but can win at most 1 (Allied units 1, Axis objectives 0): they can win only by destroying every Allied unit',
      'the Allies need 4 medals but can win at most 2 (Axis units 1, Allied objectives 1): they can win only by destroying every Axis unit',
    ]);
  });

  it('[rules-decisions S24] no such warning for the built-in battles', () => {
    for (const sc of BUILTIN_SCENARIOS) {
      const r = importScenarioText(JSON.stringify(sc));
      expect(r.ok && r.warnings, sc.id).toEqual([]);
    }
  });
});

describe("validateScenario: a battle's own rules (`rules`)", () => {
  it('accepts terrain changes and keeps them', () => {
    const input = { ...minimal(), rules: { terrain: { river: { noEntry: 0, stops: 7, battleOutPenalty: [1, 1, 1] }, marsh: { moveCap: 2 } } } };
    const r = validateScenario(input);
    expect(r.ok ? r.scenario.rules : describeProblems(r.problems)).toEqual(input.rules);
  });

  it('refuses an unknown terrain, an unknown field and out-of-range values, each named by its path', () => {
    const problems = problemsOf({
      ...minimal(),
      rules: { terrain: { swamp: {}, river: { noEntry: 9, flies: true, protection: [1] } }, blitz: true },
    });
    const text = describeProblems(problems);
    expect(text).toContain('unknown terrain kind "swamp"');
    expect(text).toContain('noEntry must be at most 7, got 9');
    expect(text).toContain('flies');
    expect(text).toContain('protection[1]: protection vs armor must be a number');
    expect(text).toContain('blitz');
  });
});
