/**
 * What the home screen shows of a battle, without its board: name, dates, front, both sides' numbers and the
 * briefing. The built-in battles' summaries are generated into builtin-summary.json (scripts/builtin-summary.ts;
 * tests/scenario/builtin.test.ts checks it is current), so the first screen needs neither the boards nor the
 * validator (issue 15, a fast start). Pure, type-only imports: this module costs the first screen nothing else.
 */
import type { BoardFace, Side } from '../engine/hex';
import type { Briefing, Scenario } from '../engine/scenario';

export interface BattleSideSummary {
  nation?: string;
  medalsToWin: number;
  cards: number;
  /** Units on the board at the start. */
  units: number;
}

export interface BattleSummary {
  id: string;
  name: string;
  dates?: { begin: string; end: string };
  front?: string;
  face: BoardFace;
  first: Side;
  sides: Record<Side, BattleSideSummary>;
  briefing?: Briefing;
}

function sideSummary(s: Scenario, side: Side): BattleSideSummary {
  const config = s.sides[side];
  return {
    ...(config.nation !== undefined ? { nation: config.nation } : {}),
    medalsToWin: config.medalsToWin,
    cards: config.cards,
    units: s.board.hexes.filter((h) => h.unit?.side === side).length,
  };
}

/** A scenario's summary (absent fields stay absent, so the generated file is stable). */
export function summarizeBattle(s: Scenario): BattleSummary {
  return {
    id: s.id,
    name: s.name,
    ...(s.dates ? { dates: s.dates } : {}),
    ...(s.front !== undefined ? { front: s.front } : {}),
    face: s.board.face,
    first: s.first,
    sides: { allies: sideSummary(s, 'allies'), axis: sideSummary(s, 'axis') },
    ...(s.briefing ? { briefing: s.briefing } : {}),
  };
}
