/**
 * Playing a command card (rulebook p.6 "Game Turn", step 1): the card leaves the hand and sets the command in
 * force; cards that strike (Barrage, Air Power) go straight to their decision, the others to the orders, which are
 * given at once when the player has nothing to choose.
 */
import { isAlive } from '../board';
import { cardDef, cardType } from '../cards';
import type { Section } from '../hex';
import { allEligible, effectiveSlots, feasible, needsFallback, orderSpec } from '../orders';
import { counterAttackCommand } from '../tactics/counterAttack';
import { rollOrderSlots } from '../tactics/theirFinestHour';
import { bridgePending } from '../bridges';
import type { Command, GameState, PlayAs, Side } from '../types';
import { sabotageRoll } from './dams';
import { handOf, type Ctx } from './draft';
import { orderUnit } from './order';
import { playUnderCommissar, queueCommissar } from '../troops/commissar';
import { offerLanding } from '../troops/airfield';

/**
 * The section a card played as Air Power must strike, when the side's rule says so (`inSection`): the printed
 * card's one section (a Counter-Attack's copy: the copied card's, seen from the player's own seat).
 */
function blitzSection(s: GameState, printed: Command): Section | undefined {
  const rule = s.special?.playAs?.[s.turn.side]?.find((r) => r.as === 'air-power' && r.inSection && r.cards.includes(printed.type));
  if (!rule) return undefined;
  const sections = Object.keys(cardDef(printed.type).sections ?? {}) as Section[];
  return sections.length === 1 ? sections[0] : undefined;
}

export function playCard(s: GameState, card: number, section: Section | undefined, as: PlayAs | undefined, ctx: Ctx): void {
  playTheCard(s, card, section, as, ctx);
  // The Commissar's chip, emptied or still empty, takes a card of the hand first of all (troops/commissar.ts).
  if (s.special?.commissar === s.turn.side && !s.winner) queueCommissar(s, s.turn.side);
  // italy: after a Direct From HQ, an infantry unit may land on an airfield (troops/airfield.ts).
  if (s.special?.airfieldReinforcements && !s.winner) offerLanding(s, s.turn.side);
}

function playTheCard(s: GameState, card: number, section: Section | undefined, as: PlayAs | undefined, ctx: Ctx): void {
  const t = s.turn;
  // The Commissar's side may play the card under its chip (troops/commissar.ts), then fill the chip from the hand.
  const commissar = s.special?.commissar === t.side;
  if (!commissar || !playUnderCommissar(s, t.side, card)) {
    const hand = handOf(s, ctx, t.side);
    hand.splice(hand.indexOf(card), 1);
  }
  t.card = card;
  const type = cardType(card);
  let cmd: Command | null;
  if (type === 'counter-attack') {
    cmd = counterAttackCommand(s, t.side);
  } else if (type === 'ambush') {
    cmd = null; // played on one's own turn only when it is the whole hand: orders nothing
  } else {
    cmd = { type };
    if (section) cmd.section = section;
  }
  // Played as another card (scenario playAs): exactly that card (FAQ §XII Operation Lüttich Q1), while a
  // Counter-Attack of it copies the card as printed (Q3), or the card a Counter-Attack so played had copied.
  // A battle's deck variant (rules.cardAs, e.g. Air Power played as Artillery Bombard): the card is that card for
  // everyone, and a Counter-Attack copies it so (docs/rules-decisions.md C10).
  const always = cmd && s.special?.cardAs?.[cmd.type];
  if (cmd && always) cmd = { type: always };
  if (as === 'pontoon' || as === 'blow') {
    // A bridge play (bridges.ts): the card orders no unit; the hex is chosen next (decisions/bridges.ts). A
    // Counter-Attack copies the card, not the use made of it (FAQ §VIII Counter-Attack, l.3507; decision C63).
    const choice = bridgePending(s, t.side, card, as);
    setLastCommand(s, t.side, cmd);
    t.command = null;
    ctx.events.push({ type: 'played', side: t.side, card, cardType: type, command: null, as });
    t.stage = 'battle';
    // Sabotaging a Dam: the roll follows any card played (FAQ §II Dams Q2), before the card's own effect.
    if (s.special?.damSabotage) sabotageRoll(s, ctx);
    if (s.winner) return;
    s.pending.unshift(choice);
    return;
  }
  setLastCommand(s, t.side, cmd);
  // Blitz: a Recon played as Air Power strikes at least one hex of the Recon's own section (FAQ §III Blitz Rules).
  const airSection = as === 'air-power' && cmd ? blitzSection(s, cmd) : undefined;
  if (as) cmd = { type: as };
  t.command = cmd;
  ctx.events.push({ type: 'played', side: t.side, card, cardType: type, command: cmd });
  t.stage = 'order';
  // Sabotaging a Dam: "After playing a Command Card, and before any Units are ordered" (house rules l.344; dams.ts).
  if (s.special?.damSabotage) {
    sabotageRoll(s, ctx);
    if (s.winner) return;
  }
  if (!cmd) return;
  switch (cmd.type) {
    case 'barrage':
      // The target is chosen next (decisions/barrage.ts).
      s.pending.unshift({ kind: 'barrage', actor: t.side });
      t.stage = 'battle';
      return;
    case 'air-power':
      // The hexes are chosen next (decisions/airPower.ts).
      s.pending.unshift(airSection ? { kind: 'airPower', actor: t.side, picked: [], section: airSection } : { kind: 'airPower', actor: t.side, picked: [] });
      t.stage = 'battle';
      return;
    case 'their-finest-hour':
      t.slots = rollOrderSlots(s, ctx);
      break;
    case 'infantry-assault':
      if (!cmd.section) cmd.section = 'centre';
      break;
    default:
      break;
  }
  // No unit of the card's type anywhere: one unit of the player's choice, no card effect (FAQ §VIII).
  if (needsFallback(s, orderSpec(s, cmd))) t.fallback = true;
  // Close Assault orders exactly the units adjacent to an enemy when it is played (FAQ §VIII Close Assault Q1).
  autoOrder(s, ctx);
}

/** When every eligible unit can be ordered at once, order them all: the player has nothing to choose. */
function autoOrder(s: GameState, ctx: Ctx): void {
  const t = s.turn;
  if (!t.command || t.command.type === 'medics-mechanics') {
    if (t.command?.type === 'medics-mechanics' && !t.fallback) {
      const el = allEligible(s, t.command);
      if (el.length === 1) orderUnit(s, el[0]!.id, ctx);
    }
    return;
  }
  const cmd = t.fallback ? null : t.command;
  const slots = cmd ? effectiveSlots(s, cmd) : [{ sections: 'any' as const, count: 1, filter: 'any' as const }];
  const eligible = cmd ? allEligible(s, cmd) : s.units.filter((u) => u.side === t.side && isAlive(u));
  // With one slot every eligible unit already fits it: only the count matters.
  const all = slots.length === 1 ? eligible.length <= slots[0]!.count : feasible(s, eligible, slots);
  if (eligible.length && all) for (const u of eligible) orderUnit(s, u.id, ctx);
}

/** The side's last command, for a Counter-Attack: replaced, not changed (a draft shares it with its parent). */
function setLastCommand(s: GameState, side: Side, cmd: Command | null): void {
  const l = s.lastCommand;
  s.lastCommand = side === 'axis' ? { axis: cmd, allies: l.allies } : { axis: l.axis, allies: cmd };
}
