/**
 * Regenerates the built-in scenario files scenarios/<id>.json from the reference `.m44` layouts.
 *
 *   npx tsx scripts/import-reference.ts [reference-dir]
 *
 * reference-dir defaults to $M44_REFERENCE_DIR, else /work/shared/reference/scenarios. The layout (board, units,
 * objectives, sides, who starts) comes only from the `.m44` data; the briefings below are our own words, written
 * from the layout and the facts in the reference NOTES.md. tests/scenario checks that importing the reference file
 * again gives the same layout as the committed file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importM44 } from '../src/scenario/m44';
import { formatScenarioJson } from '../src/scenario/serialize';
import type { Side } from '../src/engine/hex';
import type { Briefing } from '../src/scenario/types';
import { validateScenario } from '../src/scenario/validate';

export interface ReferenceBattle {
  file: string;
  id: string;
  name: string;
  /** Nations the reference file leaves out (NOTES.md names them). */
  nations?: Partial<Record<Side, string>>;
  briefing: Briefing;
}

export const REFERENCE_BATTLES: ReferenceBattle[] = [
  {
    file: '4-SwordBeach.m44.json',
    id: 'sword-beach',
    name: 'Sword Beach',
    nations: { allies: 'GB' },
    briefing: {
      history:
        'Sword was the easternmost of the five Allied landing beaches of 6 June 1944. British infantry, swimming tanks ' +
        'and commandos came ashore between Ouistreham and Lion-sur-Mer under fire from the German coastal defences. ' +
        'The commandos then pushed inland to join the airborne troops holding the bridges over the Orne.',
      notes: [
        'Axis: top edge, 4 command cards. Allies (British): bottom edge, 5 command cards.',
        'The first side to collect 5 medals wins.',
        'The Allies move first.',
        'The Allied force starts at sea: the two bottom rows are ocean, and the three rows above them are beach covered with hedgehogs and barbed wire.',
        'The Allies score 1 medal for each of the three towns on the Axis edge while one of their units stands in it; the medal is lost again when no Allied unit is there.',
        'The three bunkers belong to the Axis: only Axis units get their protection.',
        'Three Allied units are commandos (special forces): they may move two hexes and still battle.',
      ],
    },
  },
  {
    file: '15-OperationCobra.m44.json',
    id: 'operation-cobra',
    name: 'Operation Cobra',
    briefing: {
      history:
        'By late July 1944 the American advance had bogged down in the Normandy hedgerows. Operation Cobra opened with ' +
        'a massive carpet bombing west of Saint-Lô, after which US infantry and armour broke through the shaken German ' +
        'line and drove south toward Marigny and Saint-Gilles. The breakout turned the Normandy campaign into a war of movement.',
      notes: [
        'Axis: top edge, 4 command cards. Allies (US): bottom edge, 5 command cards.',
        'The first side to collect 5 medals wins.',
        'The Allies move first.',
        'The Allies score 1 medal for each of the towns of Saint-Gilles and Marigny, near the Axis edge, while one of their units stands in it; the medal is lost again when no Allied unit is there.',
        'One German armour unit is elite armour with 4 figures.',
        'Hedgerows cover much of the board. River hexes (the Vire in the lower left corner, the Lozon on the right) cannot be entered, except at the bridge over the Vire.',
      ],
    },
  },
  {
    file: '24-Arracourt.m44.json',
    id: 'arracourt',
    name: 'Arracourt',
    briefing: {
      history:
        'In September 1944 newly formed German panzer brigades counter-attacked the US 4th Armored Division in the ' +
        'rolling Lorraine farmland around Arracourt. Fighting through morning fog from well-chosen positions on the ' +
        'ridges, the American tanks and tank destroyers inflicted heavy losses and stopped the counter-offensive.',
      notes: [
        'Axis: top edge, 4 command cards. Allies (US): bottom edge, 6 command cards.',
        'The first side to collect 6 medals wins. There are no objective medals: every medal comes from destroying an enemy unit.',
        'The Axis moves first.',
        'The Marne-Rhine canal in the upper right corner counts as a river: its hexes cannot be entered, except at the bridge on the Axis edge.',
        'One Allied artillery unit starts behind sandbags.',
        'No other special rules.',
      ],
    },
  },
];

function main(): void {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const refDir = process.argv[2] ?? process.env.M44_REFERENCE_DIR ?? '/work/shared/reference/scenarios';
  let failed = false;
  for (const battle of REFERENCE_BATTLES) {
    const raw: unknown = JSON.parse(readFileSync(join(refDir, battle.file), 'utf8'));
    const imported = importM44(raw, { id: battle.id, name: battle.name, nations: battle.nations ?? {} });
    if (!imported.ok) {
      console.error(`${battle.file}: not imported`, imported.unsupported, imported.problems);
      failed = true;
      continue;
    }
    for (const w of imported.warnings) console.log(`${battle.file}: warning: ${w}`);
    const scenario = { ...imported.scenario, briefing: battle.briefing };
    const checked = validateScenario(scenario);
    if (!checked.ok) {
      console.error(`${battle.file}: invalid after adding the briefing`, checked.problems);
      failed = true;
      continue;
    }
    const out = join(root, 'scenarios', `${battle.id}.json`);
    writeFileSync(out, formatScenarioJson(checked.scenario));
    console.log(`wrote ${out}`);
  }
  if (failed) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
