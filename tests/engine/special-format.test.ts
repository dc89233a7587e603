/**
 * The scenario format's special-rule fields (docs/scenario-format.md): a battle file using every one of them
 * validates and starts a game; each ill-formed or impossible value is reported with the path of the field.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import { validateScenario } from '../../src/scenario/validate';
import type { Scenario } from '../../src/scenario/types';

/** A battle using every special-rule field (an Arnhem-like bridge, a Saverne-like hill, Toulon-like towns...). */
function full(): Scenario {
  return {
    format: 1,
    id: 'special',
    name: 'Special',
    board: {
      kind: 'standard',
      face: 'country',
      hexes: [
        { row: 3, col: 15, terrain: 'river', bridge: true },
        { row: 4, col: 14, terrain: 'river', bridge: true },
        { row: 5, col: 13, terrain: 'river', bridge: true },
        { row: 3, col: 13, terrain: 'river', blocksFire: ['infantry'] },
        { row: 6, col: 6, terrain: 'hill', impassable: true, blocksFire: ['infantry', 'armor', 'artillery'] },
        { row: 0, col: 12, terrain: 'town', unit: { side: 'axis', kind: 'infantry' } },
        { row: 8, col: 0, unit: { side: 'allies', kind: 'infantry' } },
        { row: 4, col: 22, terrain: 'hill' },
      ],
      spans: [
        {
          hexes: [
            { row: 3, col: 15 },
            { row: 4, col: 14 },
            { row: 5, col: 13 },
          ],
          exits: [
            { span: { row: 3, col: 15 }, land: { row: 2, col: 16 } },
            { span: { row: 5, col: 13 }, land: { row: 6, col: 12 } },
          ],
        },
      ],
    },
    sides: {
      axis: { cards: 2, medalsToWin: 4, edge: 'top', extraDraws: { turns: 2, cards: 1 } },
      allies: {
        cards: 5,
        medalsToWin: 4,
        edge: 'bottom',
        playAs: [{ cards: ['recon-left', 'recon-centre', 'recon-right'], as: 'air-power', holding: [{ row: 4, col: 22 }] }],
      },
    },
    first: 'allies',
    suddenDeath: [{ side: 'allies', hexes: [{ row: 0, col: 12 }, { row: 0, col: 10 }], hold: 2 }],
    deck: { reshuffle: false, emptyWinner: 'axis' },
    airdrop: { side: 'allies', units: 4, unit: { kind: 'infantry' }, centre: { row: 4, col: 8 }, radius: 4 },
  };
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Case = { name: string; edit: (sc: Json) => void; path: string; message: RegExp; hex?: { row: number; col: number } };

const CASES: Case[] = [
  { name: 'a unit on an impassable hex', edit: (sc) => (sc.board.hexes[4].unit = { side: 'axis', kind: 'infantry' }), path: 'board.hexes[4].unit', message: /impassable/, hex: { row: 6, col: 6 } },
  { name: 'an impassable bridge', edit: (sc) => (sc.board.hexes[0].impassable = true), path: 'board.hexes[0].impassable', message: /bridge hex \(3,15\) cannot be impassable/ },
  { name: 'an empty blocksFire', edit: (sc) => (sc.board.hexes[3].blocksFire = []), path: 'board.hexes[3].blocksFire', message: /at least one unit class/ },
  { name: 'an unknown unit class', edit: (sc) => (sc.board.hexes[3].blocksFire = ['cavalry']), path: 'board.hexes[3].blocksFire[0]', message: /unknown unit class "cavalry"/ },
  { name: 'a class named twice', edit: (sc) => (sc.board.hexes[3].blocksFire = ['infantry', 'infantry']), path: 'board.hexes[3].blocksFire[1]', message: /names infantry twice/ },
  { name: 'impassable not a boolean', edit: (sc) => (sc.board.hexes[4].impassable = 'yes'), path: 'board.hexes[4].impassable', message: /true or false/ },
  { name: 'a span hex without a bridge', edit: (sc) => delete sc.board.hexes[1].bridge, path: 'board.spans[0].hexes[1]', message: /not a river hex with a bridge/ },
  {
    name: 'a span that is not connected',
    edit: (sc) => {
      sc.board.hexes.push({ row: 1, col: 21, terrain: 'river', bridge: true });
      sc.board.spans[0].hexes.push({ row: 1, col: 21 });
    },
    path: 'board.spans[0].hexes',
    message: /\(1,21\) is not next to another hex of the span/,
  },
  { name: 'a span of one hex', edit: (sc) => (sc.board.spans[0].hexes = [{ row: 3, col: 15 }]), path: 'board.spans[0].hexes', message: /at least two hexes/ },
  { name: 'a span without exits', edit: (sc) => (sc.board.spans[0].exits = []), path: 'board.spans[0].exits', message: /at least one exit/ },
  { name: "an exit whose span hex is not the span's", edit: (sc) => (sc.board.spans[0].exits[0].span = { row: 2, col: 14 }), path: 'board.spans[0].exits[0].span', message: /not one of the span's hexes/ },
  { name: 'an exit to a hex that is not adjacent', edit: (sc) => (sc.board.spans[0].exits[0].land = { row: 0, col: 16 }), path: 'board.spans[0].exits[0]', message: /not adjacent/ },
  { name: 'an exit onto the span itself', edit: (sc) => (sc.board.spans[0].exits[0].land = { row: 4, col: 14 }), path: 'board.spans[0].exits[0].land', message: /a hex of the span itself/ },
  {
    name: 'a hex in two spans',
    edit: (sc) => {
      sc.board.hexes.push({ row: 2, col: 14, terrain: 'river', bridge: true });
      sc.board.spans.push({ hexes: [{ row: 3, col: 15 }, { row: 2, col: 14 }], exits: [{ span: { row: 2, col: 14 }, land: { row: 1, col: 13 } }] });
    },
    path: 'board.spans[1].hexes[0]',
    message: /in two bridge spans/,
  },
  { name: 'an unknown field in a span', edit: (sc) => (sc.board.spans[0].ends = []), path: 'board.spans[0].ends', message: /unknown field "ends"/ },
  { name: 'extraDraws of 0 turns', edit: (sc) => (sc.sides.axis.extraDraws.turns = 0), path: 'sides.axis.extraDraws.turns', message: /at least 1/ },
  { name: 'extraDraws of 6 cards', edit: (sc) => (sc.sides.axis.extraDraws.cards = 6), path: 'sides.axis.extraDraws.cards', message: /at most 5/ },
  { name: 'an unknown card in playAs', edit: (sc) => (sc.sides.allies.playAs[0].cards[0] = 'recon-1'), path: 'sides.allies.playAs[0].cards[0]', message: /unknown card type "recon-1"/ },
  { name: 'a card played as itself', edit: (sc) => sc.sides.allies.playAs[0].cards.push('air-power'), path: 'sides.allies.playAs[0].cards[3]', message: /cannot be played as itself/ },
  { name: 'Counter-Attack in playAs', edit: (sc) => sc.sides.allies.playAs[0].cards.push('counter-attack'), path: 'sides.allies.playAs[0].cards[3]', message: /counter-attack cannot be played as another card/ },
  { name: 'a card named twice in playAs', edit: (sc) => sc.sides.allies.playAs[0].cards.push('recon-left'), path: 'sides.allies.playAs[0].cards[3]', message: /twice/ },
  { name: 'playAs as an unsupported card', edit: (sc) => (sc.sides.allies.playAs[0].as = 'ambush'), path: 'sides.allies.playAs[0].as', message: /unknown playAs card "ambush"/ },
  { name: 'a holding hex off the board', edit: (sc) => (sc.sides.allies.playAs[0].holding = [{ row: 9, col: 1 }]), path: 'sides.allies.playAs[0].holding[0]', message: /off the standard board/ },
  { name: 'an impassable holding hex', edit: (sc) => (sc.sides.allies.playAs[0].holding = [{ row: 6, col: 6 }]), path: 'sides.allies.playAs[0].holding[0]', message: /no unit can ever hold it/ },
  { name: 'an empty holding list', edit: (sc) => (sc.sides.allies.playAs[0].holding = []), path: 'sides.allies.playAs[0].holding', message: /at least one hex/ },
  { name: 'a sudden death holding more hexes than it lists', edit: (sc) => (sc.suddenDeath[0].hold = 3), path: 'suddenDeath[0].hold', message: /must hold 3 hexes but has only 2/ },
  { name: 'a sudden-death hex listed twice', edit: (sc) => sc.suddenDeath[0].hexes.push({ row: 0, col: 12 }), path: 'suddenDeath[0].hexes[2]', message: /lists \(0,12\) twice/ },
  { name: 'a sudden-death hex that is not a hex', edit: (sc) => (sc.suddenDeath[0].hexes[1] = { row: 0, col: 11 }), path: 'suddenDeath[0].hexes[1]', message: /row \+ col must be even/ },
  { name: 'an impassable sudden-death hex', edit: (sc) => sc.suddenDeath[0].hexes.push({ row: 6, col: 6 }), path: 'suddenDeath[0].hexes[2]', message: /no unit can ever hold it/ },
  { name: 'a sudden death without a side', edit: (sc) => delete sc.suddenDeath[0].side, path: 'suddenDeath[0].side', message: /missing the required field "side"/ },
  { name: 'an impassable objective hex', edit: (sc) => (sc.objectives = [{ id: 'hill', side: 'axis', hexes: [{ row: 6, col: 6 }] }]), path: 'objectives[0].hexes[0]', message: /no unit can ever hold it/ },
  { name: 'emptyWinner with reshuffling', edit: (sc) => delete sc.deck.reshuffle, path: 'deck.emptyWinner', message: /needs "reshuffle": false/ },
  { name: 'emptyWinner not a side', edit: (sc) => (sc.deck.emptyWinner = 'nobody'), path: 'deck.emptyWinner', message: /unknown emptyWinner side/ },
  { name: 'an airdrop centre off the board', edit: (sc) => (sc.airdrop.centre = { row: 4, col: 30 }), path: 'airdrop.centre', message: /the airdrop centre: hex \(4,30\) is off the standard board/ },
  { name: 'an airdrop of 0 units', edit: (sc) => (sc.airdrop.units = 0), path: 'airdrop.units', message: /at least 1/ },
  { name: 'an airdrop radius of 9', edit: (sc) => (sc.airdrop.radius = 9), path: 'airdrop.radius', message: /at most 8/ },
  { name: 'an airdrop unit with too many figures', edit: (sc) => (sc.airdrop.unit.figures = 5), path: 'airdrop.unit.figures', message: /dropped infantry has 5 figures; it must have 1 to 4/ },
  { name: 'an airdrop unit with a side', edit: (sc) => (sc.airdrop.unit.side = 'allies'), path: 'airdrop.unit.side', message: /unknown field "side"/ },
];

describe('10. Special rules: scenario data validation', () => {
  it('[scenario format: special rules] a battle using every special-rule field validates and starts', () => {
    const r = validateScenario(full());
    expect(r.ok ? [] : r.problems).toEqual([]);
    if (!r.ok) return;
    const s = newGame(r.scenario, { seed: 3 });
    expect(s.special).toMatchObject({ extraDraws: { axis: { turns: 2, cards: 1 } }, noReshuffle: true, emptyWinner: 'axis' });
    expect(s.special!.drops!.length).toBe(4);
    expect(s.board.spans).toEqual(full().board.spans);
    expect(s.board.cells[6 * 25 + 6]).toEqual({ terrain: 'hill', impassable: true, blocksFire: ['infantry', 'armor', 'artillery'] });
  });

  const rows = CASES.map((c) => [c.name, c] as const);
  it.each(rows)('[scenario format: validation] %s is reported at its path', (_name, c) => {
    const sc = structuredClone(full()) as unknown as Json;
    c.edit(sc);
    const r = validateScenario(sc);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const hit = r.problems.find((p) => p.path === c.path && c.message.test(p.message));
    expect(hit, JSON.stringify(r.problems)).toBeDefined();
    if (c.hex) expect(hit!.hex).toEqual(c.hex);
  });
});
