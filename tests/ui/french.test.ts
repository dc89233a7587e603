/**
 * Issue 15 scope 4, French as a second language: the French tables swap into the objects every screen reads (and
 * back), leave no area out, and translate every sentence: a French string equal to its English one fails, outside
 * the short allow-list below of words that are the same in both languages.
 */
import { afterAll, describe, expect, it } from 'vitest';
import BUILTIN_SUMMARY from '../../src/scenario/builtin-summary.json';
import { battleWords } from '../../src/ui/app/battle';
import { placeName } from '../../src/ui/text/battles';
import { gameName } from '../../src/ui/app/gameName';
import type { GameSetup } from '../../src/game/setup';
import { BUILTIN_SCENARIOS } from '../../src/scenario/builtin';
import { setLanguage, textReady } from '../../src/ui/i18n';
import { STRINGS } from '../../src/ui/strings';
import { FIRST } from '../../src/ui/text/fr/first';
import { EXPORT_FORMAT } from '../../src/game/record';
import { migrateExport, type SaveProblem } from '../../src/store/format';
import { importScenarioText, tooLarge, type ImportProblem } from '../../src/scenario/importFile';
import { errorWords, WordedError } from '../../src/ui/app/errorWords';
import { REST } from '../../src/ui/text/fr/rest';

/**
 * French words or sentences that are rightly the same as the English (the allow-list): names, and words both
 * languages share. Keys are the table paths.
 */
const SAME_IN_FRENCH = new Set([
  'appName', // Pocket '44
  'briefing', // "Briefing" is French military usage too
  'saves.loadNote.ok', // OK
  'game.menu', // Menu
  'gameOver.matchHeading', // Match
  'gameOver.totalColumn', // Total
  'settings.signalField.port', // Port
  'settings.languageName.en', // English, named in English
  'settings.languageName.fr', // Français, named in French
  'cards.name.barrage', // Barrage (card name in both editions)
  'scenarioImport.rule.blitz.name', // Blitz
  'board.terrain.jungle',
  'board.terrain.oasis',
  'rules.terrain.name.jungle',
  'rules.terrain.name.oasis',
  'rules.terrain.obstacleName.bunker',
  'dice.face.grenade',
  'rules.dice.faceWord.grenade', // grenades
  'cards.section.centre', // Centre
  'game.section.centre', // centre
  'settings.vibration', // Vibration
  'rules.terrain.obstaclesHeading', // Obstacles
  'rules.dice.face.grenade',
  // ships (issue 17): "destroyer" is the French word for the ship too
  'board.unit.destroyer',
  'game.unitKind.destroyer',
  'rules.units.name.destroyer',
  // armies on the game bar (issue 17): the countries' names are the same words in French
  'game.army.CA.short',
  'game.army.FR.short',
  'game.army.BCF.short',
  // funnies-choice: "fascine" is the French word too (the bundle of brushwood)
  'game.accessory.name.fascine',
]);

type Tree = Record<string, unknown>;

/** Argument lists tried on each function of a table: sides, counts, names, die faces, nulls. */
const ARGS: unknown[][] = [
  [],
  ['allies', 2, 3, 4],
  ['axis', 1, 1, 1],
  [2, 3, 4, 5],
  [1, 1],
  [0, 0],
  ['Ada', 2, 'Bob', 3],
  ['Ada', 'allies'],
  [['infantry', 'flag']],
  ['allies', 'Ada', 2],
  [null],
];
const NAMES = ['Ada', 'Bob', 'allies', 'axis', 'infantry', 'flag', 'undefined', 'null'];

/** Every text leaf of a table: strings as they are, functions by their results on ARGS. */
function leaves(t: unknown, path: string, out: Map<string, string>): Map<string, string> {
  if (typeof t === 'string') out.set(path, t);
  else if (typeof t === 'function') {
    ARGS.forEach((args, i) => {
      try {
        const r = (t as (...a: unknown[]) => unknown)(...args);
        if (typeof r === 'string') out.set(`${path}(#${i})`, r);
      } catch {
        // Not for these arguments.
      }
    });
  } else if (Array.isArray(t)) t.forEach((v, i) => leaves(v, `${path}[${i}]`, out));
  else if (t && typeof t === 'object') for (const [k, v] of Object.entries(t)) leaves(v, path ? `${path}.${k}` : k, out);
  return out;
}

/** The words left in a text once the names passed in are taken out (a result made only of them is no sentence). */
const ownWords = (text: string): string => NAMES.reduce((s, n) => s.split(n).join(''), text).replace(/[^\p{L}]/gu, '');

const FR: Tree = { ...(FIRST.app as Tree), ...Object.fromEntries(Object.entries({ ...FIRST, ...REST }).filter(([k]) => k !== 'app')) };

/** STRINGS's areas keyed as the French tables are (the app's words sit at the top level of both). */
function englishTree(): Tree {
  return JSON.parse(JSON.stringify(STRINGS)) as Tree;
}

afterAll(() => setLanguage('en'));

describe('[Issue 15 scope 4] French tables', () => {
  it('give every area of the string tables', () => {
    const areas = Object.keys(STRINGS).filter((k) => typeof (STRINGS as Tree)[k] === 'object' && !['side', 'nation', 'front', 'update', 'replaced', 'offline', 'firstToMove'].includes(k));
    expect(areas.filter((a) => !(a in FIRST) && !(a in REST)).sort()).toEqual([]);
  });

  it('translate every sentence: no French text equals its English one outside the allow-list', () => {
    const en = leaves(STRINGS, '', new Map());
    const fr = leaves(FR, '', new Map());
    const same = [...fr].filter(([path, text]) => {
      const base = path.replace(/\(#\d+\)$/, '');
      return en.get(path) === text && ownWords(text) !== '' && !SAME_IN_FRENCH.has(base);
    });
    expect(same.map(([p, t]) => `${p}: ${t}`)).toEqual([]);
    expect(fr.size).toBeGreaterThan(1000);
  });

  it('swap into the objects the screens read, keeping nested objects, and back to English', async () => {
    const terrain = STRINGS.rules.terrain;
    const english = englishTree();
    await setLanguage('fr');
    await textReady();
    expect(STRINGS.newGame).toBe('Nouvelle bataille');
    expect(STRINGS.game.button.endBattles).toBe('Finir le tour');
    expect(STRINGS.game.turnOf('axis', 3)).toBe('Tour 3\u00A0: l’Axe');
    expect(STRINGS.rules.terrain).toBe(terrain);
    expect(terrain.name.forest).toBe('Forêt');
    await setLanguage('en');
    expect(englishTree()).toEqual(english);
    expect(STRINGS.game.turnOf('axis', 3)).toBe('Turn 3: Axis');
  });

  it('agree sides and numbers: the Axis is singular, the Allies plural, 0 and 1 singular', () => {
    const log = REST.log as typeof STRINGS.log;
    expect(log.played('axis', 'Attaque au centre')).toBe('L’Axe joue Attaque au centre.');
    expect(log.played('allies', 'Attaque au centre')).toBe('Les Alliés jouent Attaque au centre.');
    const game = REST.game as typeof STRINGS.game;
    expect(game.figures(0)).toBe('0 figurine');
    expect(game.dice(3)).toBe('3 dés');
  });

  it('name a new game in the saves list in the player’s language (the battle as shown, the two players)', async () => {
    const cobra = BUILTIN_SCENARIOS.find((b) => b.id === 'operation-cobra')!;
    const setup = { scenario: cobra, players: { names: ['Alice', 'Bertrand'] } } as unknown as GameSetup;
    expect(gameName(setup)).toBe('Operation Cobra: Alice v Bertrand');
    await setLanguage('fr');
    await textReady();
    expect(gameName(setup)).toBe('Opération Cobra\u00A0: Alice contre Bertrand');
    await setLanguage('en');
  });

  it('translate the built-in battles’ names and briefings, never an imported file’s own text', async () => {
    const cobra = BUILTIN_SUMMARY.find((b) => b.id === 'operation-cobra')!;
    const imported = { id: cobra.id, name: 'Operation Cobra', briefing: { history: 'Our own club version.', notes: ['x'] } };
    expect(battleWords(cobra).name).toBe('Operation Cobra');
    await setLanguage('fr');
    await textReady();
    const fr = battleWords(cobra);
    expect(fr.name).toBe('Opération Cobra');
    expect(fr.briefing!.notes).toHaveLength(cobra.briefing.notes.length);
    expect(fr.briefing!.history).toMatch(/bocage normand/);
    expect(battleWords(imported)).toEqual({ name: imported.name, briefing: imported.briefing });
    // Every built-in battle has its French words, note for note.
    expect(BUILTIN_SUMMARY.filter((b) => battleWords(b).briefing?.history === b.briefing.history).map((b) => b.id)).toEqual([]);
    await setLanguage('en');
    expect(battleWords(cobra).name).toBe('Operation Cobra');
  });

  it('[Issue 15 scope 4] name the built-in boards’ places in French on the board, in the hex words and the inspection (no English word left)', async () => {
    const labels = [...new Set(BUILTIN_SCENARIOS.flatMap((sc) => sc.board.hexes.flatMap((h) => (h.label ? [h.label] : []))))];
    expect(labels.length).toBeGreaterThan(40);
    expect(placeName('Caen Canal')).toBe('Caen Canal');
    await setLanguage('fr');
    await textReady();
    expect(placeName('Caen Canal')).toBe('Canal de Caen');
    expect(placeName('Pond Impassable')).toBe('Étang infranchissable');
    // English words a board's name may hold; each built-in name holding one has its French name.
    const english = /\b(River|Bridge|Pond|Impassable|Hill|Pass|Gap|Lower|Enter|Exit|Outskirts|of|The|Cliff|Airfield|St)\b/;
    const left = labels.map(placeName).filter((name) => english.test(name) && name !== 'Pegasus Bridge');
    expect(left).toEqual([]);
    // An unknown name (an imported board's own) is left as its file writes it.
    expect(placeName('Our own hamlet')).toBe('Our own hamlet');
    await setLanguage('en');
    expect(placeName('Caen Canal')).toBe('Caen Canal');
  });

  it('[Issue 15 task 3] word every reason src/store gives for a save or game file it cannot read, in both languages (typed codes, no English in French)', async () => {
    // One example of each code: a Record over the codes, so a new code without words here fails to compile.
    const EXAMPLES: { [C in SaveProblem['code']]: Extract<SaveProblem, { code: C }> } = {
      damaged: { code: 'damaged' },
      battleDamaged: { code: 'battleDamaged' },
      newerVersion: { code: 'newerVersion', version: 7 },
      unknownVersion: { code: 'unknownVersion', version: 0 },
      actionMissing: { code: 'actionMissing', action: 18 },
      actionUnreadable: { code: 'actionUnreadable', action: 6 },
      actionOutcomes: { code: 'actionOutcomes', action: 6 },
      actionRefused: { code: 'actionRefused', action: 4 },
      actionDiffers: { code: 'actionDiffers', action: 4 },
      notGameFile: { code: 'notGameFile' },
      noVersion: { code: 'noVersion' },
      noActions: { code: 'noActions' },
      actionCount: { code: 'actionCount', listed: 10, header: 40 },
      tooLarge: { code: 'tooLarge', mb: 12 },
      notJson: { code: 'notJson' },
      otherRules: { code: 'otherRules', rules: 'm44-base/0' },
    };
    const problems = Object.values(EXAMPLES) as SaveProblem[];
    const english = problems.map((p) => STRINGS.saves.problem(p));
    const fr = FIRST.saves as typeof STRINGS.saves;
    const french = problems.map((p) => fr.problem(p));
    // Every code has words, its own, and the French ones are not the English ones nor hold an English word.
    expect(new Set(english).size).toBe(problems.length);
    expect(new Set(french).size).toBe(problems.length);
    const ENGLISH = /\b(the|is|was|file|save|move|cannot|damaged|missing|game|its|has|not)\b/;
    expect(french.filter((t, i) => t === english[i] || ENGLISH.test(t))).toEqual([]);
    expect(fr.unexpected).not.toBe(STRINGS.saves.unexpected);
    // The store's real failures carry their code (the English `reason` is for logs and tests only).
    const notAFile = migrateExport({ hello: 1 });
    expect(!notAFile.ok && notAFile.problem).toEqual({ code: 'notGameFile' });
    const newer = migrateExport({ format: EXPORT_FORMAT, version: 9 });
    expect(!newer.ok && newer.problem).toEqual({ code: 'newerVersion', version: 9 });
    expect(!newer.ok && fr.problem(newer.problem)).toMatch(/version plus récente/);
    // An error no code foresaw (a browser's DOMException, a bug) is said in general words, in the player's language.
    await setLanguage('fr');
    await textReady();
    expect(errorWords(new Error('QuotaExceededError: the quota has been exceeded'))).toBe(fr.unexpected);
    expect(errorWords(new WordedError(STRINGS.saves.problem({ code: 'damaged' })))).toBe('la sauvegarde est endommagée');
    await setLanguage('en');
  });

  it('[Issue 15 task 3] word every reason src/scenario gives for refusing a scenario file, in both languages (typed codes)', () => {
    const EXAMPLES: { [C in ImportProblem['code']]: Extract<ImportProblem, { code: C }> } = {
      tooLarge: { code: 'tooLarge', mb: 2.5, maxMb: 1 },
      notJson: { code: 'notJson', file: 'omaha.m44' },
      notScenario: { code: 'notScenario' },
      notPlayable: { code: 'notPlayable', detail: 'badge9 (unknown unit badge)' },
      invalid: { code: 'invalid', path: 'board.hexes[3]', detail: 'row must be a number' },
    };
    const problems = Object.values(EXAMPLES) as ImportProblem[];
    const fr = REST.scenarioImport as typeof STRINGS.scenarioImport;
    const english = problems.map((p) => STRINGS.scenarioImport.problem(p));
    const french = problems.map((p) => fr.problem(p));
    expect(new Set(english).size).toBe(problems.length);
    // The French words are French; only the checker's detail (for the file's author) stays as written.
    const own = (text: string, p: ImportProblem): string => ('detail' in p ? text.replace(p.detail, '') : text);
    const ENGLISH = /\b(the|is|not|file|scenario|yet|valid|too|large)\b/;
    expect(french.filter((t, i) => t === english[i] || ENGLISH.test(own(t, problems[i]!)))).toEqual([]);
    // The importer's real refusals carry their codes.
    const notJson = importScenarioText('{ not json', 'x.m44');
    expect(!notJson.ok && notJson.problems).toEqual([{ code: 'notJson', file: 'x.m44' }]);
    const big = tooLarge(2_500_000);
    expect(fr.problem(big.problems[0]!)).toMatch(/^le fichier est trop gros \(2,5\u00A0Mo/);
    const empty = importScenarioText('{}');
    expect(!empty.ok && empty.problems.length).toBeGreaterThan(0);
  });
});
