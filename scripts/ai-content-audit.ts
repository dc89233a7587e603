/**
 * The computer's use of the expansion content (issue 18: "plays each battle's special rules and objectives"; method
 * and the last table: docs/ai.md "Expansion content audit").
 *
 *   npx tsx scripts/ai-content-audit.ts [--levels easy,normal,hard] [--games 2] [--hard-games 1] [--shard 0/2]
 *                                       [--only <substring of the battle name>] [--max-actions 700] [--json out.json]
 *   npx tsx scripts/ai-content-audit.ts --merge a.json,b.json      (the shards' tables merged into one)
 *
 * Battles: the development expansion scenarios that import (tests/fixtures/expansion-scenarios, with the switches
 * OPTIONS.md lists, as tests/property/expansion-battles.test.ts imports them) and the proving grounds of the soak list
 * (tests/soak/expansion.soak.test.ts). Each level plays `--games` games of each battle (Hard `--hard-games`: it is
 * ten times Normal's work) against Normal, on alternate sides. At each of the level's decisions every legal action is
 * sorted into a kind (its type; the pending decision it answers; a card played "as" another; an exit; the unit's kind
 * when it is not one of the three standard ones, e.g. `move[bridge-layer]`), and the table counts, per kind and level,
 * the decisions where that kind was legal and those where the level chose it. The events of the level's own actions
 * (a minefield cleared, a Big Gun zeroed in, a cave sealed, an objective medal, ...) are counted too: much of the
 * content is the consequence of a move or a battle, not an action of its own. A game is cut at `--max-actions`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { actor, applyAction, legalActions, newGame, playerView, type Action, type GameState, type Side } from '../src/engine';
import { decide, type AiLevel } from '../src/ai';
import type { Scenario } from '../src/scenario/types';
import {
  actionsGround,
  bridgeGround,
  damGround,
  fortifiedGround,
  importedExpansionScenarios,
  landmarkGround,
  objectiveGround,
  provingGround,
  smokeGround,
} from '../tests/support/expansion-play';
import { gunsGround } from '../tests/support/troops-guns';
import { starsGround } from '../tests/support/battle-stars';
import { shipGround } from '../tests/support/troops-ships';
import { trainGround } from '../tests/support/troops-trains';
import { engineerGround, footGround } from '../tests/support/troops-foot';
import { nationsGround } from '../tests/support/troops-nations';
import { furiaGround } from '../tests/support/troops-furia';
import { airfieldGround } from '../tests/support/troops-airfield';
import { armorGround } from '../tests/support/troops-armor';
import { leaderGround } from '../tests/support/troops-leader';
import { raftGround } from '../tests/support/troops-rafts';
import { cavesGround } from '../tests/support/troops-caves';
import { seaWallGround } from '../tests/support/troops-seawall';
import { floodedGround } from '../tests/support/troops-flooded';
import { brandenburgersGround } from '../tests/support/troops-brandenburgers';
import { vehiclesGround } from '../tests/support/troops-vehicles';
import { supplyGround } from '../tests/support/troops-supply';
import { swaGround } from '../tests/support/troops-swa';
import { meemiesGround } from '../tests/support/troops-meemies';
import { funniesGround } from '../tests/support/troops-funnies';
import { mineDiggerGround } from '../tests/support/troops-funnies2';
import { bobbinGround, bridgeLayerGround, fascineGround } from '../tests/support/troops-funnies3';
import { patrolGround } from '../tests/support/troops-recon';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

/** The battles: the importing development files, then the proving grounds of the soak list. */
export function auditBattles(): { name: string; scenario: Scenario }[] {
  const grounds: [string, () => Scenario][] = [
    ['terrain proving ground', provingGround],
    ['bridge proving ground', bridgeGround],
    ['fortified proving ground', fortifiedGround],
    ['battle actions proving ground', actionsGround],
    ['landmark proving ground', landmarkGround],
    ['objective proving ground', objectiveGround],
    ['smoke proving ground', smokeGround],
    ['dam proving ground', damGround],
    ['guns proving ground', gunsGround],
    ['battle stars proving ground', starsGround],
    ['ship proving ground', shipGround],
    ['armies proving ground', nationsGround],
    ['armor proving ground', armorGround],
    ['heroic leader proving ground', leaderGround],
    ['folding boats proving ground', raftGround],
    ['train proving ground', trainGround],
    ['caves proving ground', cavesGround],
    ['Brandenburgers proving ground', brandenburgersGround],
    ['vehicles proving ground', vehiclesGround],
    ['special weapon assets proving ground', swaGround],
    ['Petard Mortar proving ground', funniesGround],
    ['Mine digger proving ground', mineDiggerGround],
    ['Fascine proving ground', fascineGround],
    ['Bobbin proving ground', bobbinGround],
    ['Assault Bridge proving ground', bridgeLayerGround],
    ['Patrol car proving ground', patrolGround],
    ['sea wall proving ground', seaWallGround],
    ['flooded fields proving ground', floodedGround],
    ['engineers proving ground', engineerGround],
    ['foot proving ground', footGround],
    ['airfield proving ground', airfieldGround],
    ['Furia Francese proving ground', furiaGround],
    ['supply proving ground', supplyGround],
    ['Screaming Meemies proving ground', meemiesGround],
  ];
  return [
    ...importedExpansionScenarios().map((b) => ({ name: b.file.replace('.m44.json', ''), scenario: b.scenario })),
    ...grounds.map(([name, f]) => ({ name, scenario: f() })),
  ];
}

const STANDARD = new Set(['infantry', 'armor', 'artillery']);

/** The kind an action is counted under (see the header). */
export function actionKind(s: GameState, a: Action): string {
  let k: string = a.type;
  if (s.pending.length) k = `${s.pending[0]!.kind}:${a.type}`;
  if (a.type === 'play' && a.as) k += `:as-${a.as}`;
  if ('unit' in a && typeof a.unit === 'number' && !s.pending.length) {
    const u = s.units.find((x) => x.id === a.unit);
    if (u && !STANDARD.has(u.kind)) k += `[${u.kind}]`;
  }
  return k;
}

/** Events of the level's own actions that are the content at work (the rest: moves, rolls, hits, cards). */
const PLAIN_EVENTS = new Set(['turn', 'played', 'ordered', 'moved', 'battle', 'roll', 'hits', 'figuresLost', 'retreated', 'drew', 'shuffled', 'kept', 'flagIgnored', 'gameOver', 'tookGround', 'eliminated']);

interface Tally {
  legal: Record<string, number>;
  chosen: Record<string, number>;
  events: Record<string, number>;
  decisions: number;
  games: number;
  wins: number;
  cut: number;
}

const tallies: Record<string, Tally> = {};
function tally(level: string): Tally {
  return (tallies[level] ??= { legal: {}, chosen: {}, events: {}, decisions: 0, games: 0, wins: 0, cut: 0 });
}
const inc = (r: Record<string, number>, k: string, n = 1): void => {
  r[k] = (r[k] ?? 0) + n;
};

/** Where each kind was legal and chosen, by battle (for the notes under the table). */
const byBattle: Record<string, Record<string, number>> = {};

function playOne(name: string, sc: Scenario, level: AiLevel, side: Side, seed: string, maxActions: number): void {
  let s: GameState = newGame(sc, { seed });
  const t = tally(level);
  t.games++;
  for (let n = 0; !s.winner; n++) {
    if (n >= maxActions) {
      t.cut++;
      break;
    }
    const who = actor(s)!;
    const lvl: AiLevel = who === side ? level : 'normal';
    const view = playerView(s, who);
    const a = decide(view, lvl, `${seed}/${n}`);
    if (who === side) {
      t.decisions++;
      const kinds = new Set(legalActions(s).map((x) => actionKind(s, x)));
      for (const k of kinds) inc(t.legal, k);
      const ck = actionKind(s, a);
      inc(t.chosen, ck);
      inc((byBattle[`${level}/${ck}`] ??= {}), name);
    }
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${name} seed ${seed}: ${lvl} chose an illegal action ${JSON.stringify(a)}: ${r.error.message}`);
    if (who === side) for (const e of r.events) if (!PLAIN_EVENTS.has(e.type)) inc(t.events, e.type === 'objective' ? `objective (${e.side === side ? 'own' : 'enemy'})` : e.type);
    s = r.state;
  }
  if (s.winner === side) t.wins++;
}

function table(levels: string[]): string {
  const kinds = new Set<string>();
  for (const l of levels) for (const k of Object.keys(tallies[l]?.legal ?? {})) kinds.add(k);
  const rows = [...kinds].sort();
  const head = `| action kind | ${levels.map((l) => `${l}: legal / chosen`).join(' | ')} |`;
  const sep = `| --- | ${levels.map(() => '---:').join(' | ')} |`;
  const body = rows.map((k) => `| \`${k}\` | ${levels.map((l) => `${tallies[l]?.legal[k] ?? 0} / ${tallies[l]?.chosen[k] ?? 0}`).join(' | ')} |`);
  const ev = new Set<string>();
  for (const l of levels) for (const k of Object.keys(tallies[l]?.events ?? {})) ev.add(k);
  const evHead = `| event of the level's own actions | ${levels.join(' | ')} |`;
  const evSep = `| --- | ${levels.map(() => '---:').join(' | ')} |`;
  const evBody = [...ev].sort().map((k) => `| \`${k}\` | ${levels.map((l) => tallies[l]?.events[k] ?? 0).join(' | ')} |`);
  const games = levels.map((l) => `${l}: ${tallies[l]?.games ?? 0} games (${tallies[l]?.wins ?? 0} won against Normal, ${tallies[l]?.cut ?? 0} cut), ${tallies[l]?.decisions ?? 0} decisions`).join('; ');
  return [games, '', head, sep, ...body, '', evHead, evSep, ...evBody].join('\n');
}

function main(): void {
  const merge = arg('merge', '');
  if (merge) {
    for (const f of merge.split(',')) {
      const j = JSON.parse(readFileSync(f, 'utf8')) as { tallies: Record<string, Tally>; byBattle: Record<string, Record<string, number>> };
      for (const [l, t] of Object.entries(j.tallies)) {
        const m = tally(l);
        for (const key of ['legal', 'chosen', 'events'] as const) for (const [k, v] of Object.entries(t[key])) inc(m[key], k, v);
        m.decisions += t.decisions;
        m.games += t.games;
        m.wins += t.wins;
        m.cut += t.cut;
      }
      for (const [k, r] of Object.entries(j.byBattle)) for (const [b, v] of Object.entries(r)) inc((byBattle[k] ??= {}), b, v);
    }
    console.log(table(['easy', 'normal', 'hard'].filter((l) => tallies[l])));
    const out = arg('json', '');
    if (out) writeFileSync(out, JSON.stringify({ tallies, byBattle }, null, 1));
    return;
  }
  const levels = arg('levels', 'easy,normal,hard').split(',') as AiLevel[];
  const games = Number(arg('games', '2'));
  const hardGames = Number(arg('hard-games', '1'));
  const [shard, shards] = arg('shard', '0/1').split('/').map(Number) as [number, number];
  const only = arg('only', '');
  const maxActions = Number(arg('max-actions', '700'));
  const t0 = performance.now();
  const load0 = os.loadavg()[0]!;
  const battles = auditBattles().filter((b, i) => i % shards === shard && (!only || b.name.includes(only)));
  for (const { name, scenario } of battles) {
    const tb = performance.now();
    for (const level of levels) {
      const n = level === 'hard' ? hardGames : games;
      for (let g = 0; g < n; g++) playOne(name, scenario, level, g % 2 ? 'axis' : 'allies', `audit/${name}/${g}`, maxActions);
    }
    console.error(`${name}: ${((performance.now() - tb) / 1000).toFixed(1)} s`);
  }
  console.log(`${battles.length} battles, shard ${shard}/${shards}, ${((performance.now() - t0) / 1000).toFixed(0)} s, load average (1 min) ${load0.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end\n`);
  console.log(table(levels));
  const out = arg('json', '');
  if (out) writeFileSync(out, JSON.stringify({ tallies, byBattle }, null, 1));
}

main();
