/**
 * Battles soak: `npm run test:soak` (SOAK=1). 1,000 random games of every built-in battle (CI plays 50 of each in
 * tests/property/battles.test.ts), with every invariant of tests/support/invariants.ts and every special-rule
 * check of tests/support/battle-rules.ts after every action, and for a battle with a sudden-death rule 100 more
 * games whose policy pushes toward its hexes (`playDirectedGame`; uniform play almost never wins so); each battle's
 * special rules must come up at least once. The run is recorded in docs/soak.md between <!-- soak-battles:start --> and <!-- soak-battles:end -->,
 * apart from the other soaks' sections: per battle, the games, how they ended, how often each special rule came
 * up, the time taken and any failure. SOAK_SCALE=<x> multiplies the count; the record says so.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { REFERENCE_BATTLES } from '../../scripts/import-reference';
import { newGame } from '../../src/engine';
import { BUILTIN_SCENARIOS } from '../../src/scenario/builtin';
import { BattleRules, emptyExercised, playDirectedGame, type Exercised } from '../support/battle-rules';
import { playRandomGame, summarize, type GameStats } from '../support/random-play';

/** Never lower silently: lowering it is a decision to record in docs/soak.md and in the commit message. */
const SOAK_GAMES_PER_BATTLE = 1_000;
const SOAK_DIRECTED_GAMES = 100;
/** Game i of battle b (b = its place in the base game's order, REFERENCE_BATTLES) plays seed BASE + 10,000 b + i. */
const SEED_BASE = 4_000_000;
const MAX_REPORTED_FAILURES = 10;

const SCALE = Number(process.env.SOAK_SCALE ?? '1');
if (!(SCALE > 0)) throw new Error(`SOAK_SCALE must be a positive number, got ${process.env.SOAK_SCALE}`);
const GAMES = Math.max(1, Math.round(SOAK_GAMES_PER_BATTLE * SCALE));
const DIRECTED = Math.max(1, Math.round(SOAK_DIRECTED_GAMES * SCALE));

interface BattleRun {
  id: string;
  seeds: string;
  /** Directed games played (battles with a sudden-death rule). */
  directed: number;
  ms: number;
  stats: GameStats[];
  seen: Exercised;
  unexercised: string[];
  failures: string[];
  done: boolean;
}

const runs: BattleRun[] = [];

describe.skipIf(!process.env.SOAK)('battles soak', () => {
  for (const sc of BUILTIN_SCENARIOS) {
    it(`[soak] ${sc.id}: ${GAMES} random games, invariants and special rules after every action`, () => {
      const first = SEED_BASE + 10_000 * REFERENCE_BATTLES.findIndex((r) => r.id === sc.id);
      const run: BattleRun = {
        id: sc.id,
        seeds: `${first}..${first + GAMES - 1}`,
        directed: 0,
        ms: 0,
        stats: [],
        seen: emptyExercised(),
        unexercised: [],
        failures: [],
        done: false,
      };
      runs.push(run);
      const rules = new BattleRules(sc);
      const t0 = performance.now();
      for (let seed = first; seed < first + GAMES; seed++) {
        try {
          const violations = rules.checkStart(newGame(sc, { seed }), run.seen);
          const r = playRandomGame(sc, seed, {
            onAction: (state, index, action, events) => {
              for (const v of rules.check(state, action, events, run.seen)) violations.push(`action #${index} ${JSON.stringify(action)}: ${v}`);
            },
          });
          violations.push(...rules.checkEnd(r.final, run.seen));
          if (violations.length) run.failures.push(`[${sc.id} seed ${seed}] ${violations.slice(0, 3).join(' / ')}`);
          run.stats.push(r.stats);
        } catch (e) {
          run.failures.push(e instanceof Error ? e.message : String(e));
        }
      }
      if (sc.suddenDeath) {
        for (let seed = first; seed < first + DIRECTED; seed++) {
          try {
            const r = playDirectedGame(sc, seed, rules, run.seen);
            if (r.violations.length) run.failures.push(`[${sc.id} directed seed ${seed}] ${r.violations.slice(0, 3).join(' / ')}`);
          } catch (e) {
            run.failures.push(e instanceof Error ? e.message : String(e));
          }
          run.directed++;
        }
      }
      run.ms = performance.now() - t0;
      run.unexercised = rules.unexercised(run.seen);
      run.done = true;
      expect(run.failures.slice(0, MAX_REPORTED_FAILURES)).toEqual([]);
      expect(run.unexercised).toEqual([]);
    });
  }

  afterAll(() => {
    if (runs.length) writeDoc();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// docs/soak.md

const START = '<!-- soak-battles:start -->';
const END = '<!-- soak-battles:end -->';

const fmtInt = (n: number) => n.toLocaleString('en-US');
const fmtMs = (ms: number) => (ms >= 60_000 ? `${(ms / 60_000).toFixed(1)} min` : `${(ms / 1000).toFixed(1)} s`);

function writeDoc(): void {
  const cpus = os.cpus();
  const full = SCALE === 1;
  const lines = [
    `Run: ${new Date().toISOString()} · Node ${process.version} · ${os.platform()} ${os.arch()} · ` +
      `${cpus[0]?.model.trim() ?? 'unknown CPU'} · ${cpus.length} cores · ` +
      `${full ? 'full size' : `**SOAK_SCALE=${SCALE} (partial run, not the full soak)**`}`,
    '',
    `Full size (tests/soak/battles.soak.test.ts): ${fmtInt(SOAK_GAMES_PER_BATTLE)} random games of each built-in battle ` +
      '(CI plays 50 of each in tests/property/battles.test.ts), invariants and the special-rule checks of ' +
      `tests/support/battle-rules.ts after every action; battles with a sudden-death rule also play ${fmtInt(SOAK_DIRECTED_GAMES)} ` +
      'games whose policy pushes toward its hexes (same seeds, `playDirectedGame`). Special rules seen (counts over ' +
      'all those games): bigMedal = eliminations worth 2 medals, permanentObjective = permanent objectives taken, ' +
      'spanExit = steps on or off a bridge span by an exit, fireAcross = battles across a fire-blocking hex by a ' +
      'class it does not block, suddenDeath / deckEmpty = games won so, extraDraws = turns ended with the extra ' +
      'cards, playAs = cards played as Air Power, dropped / dropLost = paratroopers placed / lost.',
    '',
    '| battle | games (+ directed) | seeds | duration | Axis won | Allies won | actions (mean / max) | special rules seen | result |',
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | --- | --- |',
  ];
  for (const r of runs) {
    const s = summarize(r.stats);
    const seen = Object.entries(r.seen)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${k} ${fmtInt(n)}`)
      .join(', ');
    const result = !r.done
      ? 'did not finish'
      : r.failures.length
        ? `**${r.failures.length} failures**`
        : r.unexercised.length
          ? `**never exercised: ${r.unexercised.join(', ')}**`
          : 'pass';
    lines.push(
      `| ${r.id} | ${fmtInt(r.stats.length)}${r.directed ? ` (+ ${fmtInt(r.directed)})` : ''} | ${r.seeds} | ${fmtMs(r.ms)} | ${fmtInt(s.wins.axis)} | ${fmtInt(s.wins.allies)} | ` +
        `${s.actions.mean.toFixed(0)} / ${s.actions.max} | ${seen || '–'} | ${result} |`,
    );
  }
  const total = runs.reduce((n, r) => n + r.ms, 0);
  lines.push('', `Total: ${fmtInt(runs.reduce((n, r) => n + r.stats.length, 0))} games in ${fmtMs(total)}.`);
  const failures = runs.flatMap((r) => r.failures);
  if (failures.length) {
    lines.push('', `Failures (first ${Math.min(MAX_REPORTED_FAILURES, failures.length)} of ${failures.length}):`, '');
    for (const f of failures.slice(0, MAX_REPORTED_FAILURES)) lines.push(`- ${f.replace(/\s*\n\s*/g, ' / ')}`);
  }
  const path = new URL('../../docs/soak.md', import.meta.url);
  let doc = readFileSync(path, 'utf8');
  if (!doc.includes(START) || !doc.includes(END) || doc.indexOf(END) < doc.indexOf(START)) {
    doc = `${doc.replace(/\s*$/, '')}\n\n## Battles\n\n${START}\n${END}\n`;
  }
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  // Written to a temporary file and renamed: the other soaks rewrite their own sections of the same file.
  const tmp = `${path.pathname}.${process.pid}.tmp`;
  writeFileSync(tmp, `${doc.slice(0, from + START.length)}\n${lines.join('\n')}\n${doc.slice(to)}`);
  renameSync(tmp, path);
}
