/**
 * The two-phone protocol's messages (docs/protocol.md): versioned JSON, each one checked for size before it is
 * parsed and then field by field with valibot. Nothing a peer sends is trusted: `decode` turns any input into
 * either a typed message or a typed reason, and never throws.
 *
 * Indexes count actions: "state `n`" is the game after `n` actions; step `n` (0-based) is the action that leads
 * from state `n` to state `n + 1`.
 */
import * as v from 'valibot';
import { parseAction, type Action, type GameEvent, type GameOptions, type PlayerView, type Side } from '../engine';
import type { Scenario } from '../scenario/types';

/** Bumped on any change a phone of the previous version could misread. */
export const PROTOCOL_VERSION = 1;
export const APP_ID = 'pocket44';
/**
 * No message may be longer (in UTF-16 code units, checked before JSON.parse). A player view is about 7,000
 * characters and a scenario 6,000; a resync is split into several messages to stay under it.
 */
export const MAX_MESSAGE_CHARS = 64 * 1024;
/**
 * The host reads no longer message from a guest (or any device at its id): the longest a guest sends is a `join`
 * (a code of 120 and a name of 80 characters) or an `error` (a detail of 500), well under it. An action is a few
 * dozen characters; one padded with junk is refused before it is parsed.
 */
export const MAX_GUEST_MESSAGE_CHARS = 4096;

/** Why a message (or a local request) was refused. */
export type RejectReason =
  /** Not a string (a transport delivering objects or bytes). */
  | 'not-text'
  | 'too-large'
  | 'malformed-json'
  /** Valid JSON of the wrong shape: detail says which field. */
  | 'invalid-message'
  /** Another protocol version: detail and `version` say which. */
  | 'version-mismatch'
  /** Another RULES_VERSION: the two engines could play the same actions differently. */
  | 'rules-mismatch'
  /** A well-formed message that makes no sense now (e.g. an action before the game starts, a second seat). */
  | 'unexpected'
  | 'bad-code'
  | 'wrong-game'
  /** A third device: the guest's seat is taken. */
  | 'game-full'
  | 'not-started'
  | 'out-of-turn'
  | 'illegal-action'
  | 'wrong-index'
  /** The guest's contribution to the seed is already fixed; another one is refused. */
  | 'contribution-fixed'
  /** The host's commitment for this game is not the one the guest stored: the host started over. */
  | 'commitment-changed'
  /** The revealed secret does not hash to the commitment. */
  | 'commitment-mismatch'
  /** A step the guest already has came back different. */
  | 'history-changed'
  /** A state that does not fit (wrong viewer, step out of order, the guest's own action changed). */
  | 'bad-step'
  /** A message that arrived after a gap (lost or reordered): the guest asks for what it missed. */
  | 'out-of-order'
  /** The replay of the whole game at its end does not give what the host sent. */
  | 'verification-failed'
  /** A local request while a previous action still waits for the host's answer. */
  | 'busy'
  /**
   * Guest only, never sent: the host's view says the game is over but no reveal came through REVEAL_POKES answered
   * pokes, so the game cannot be checked.
   */
  | 'not-revealed';

/** The game as both phones know it before the seed exists (no seed, no secret). */
export interface PublicSetup {
  scenario: Scenario;
  options: GameOptions;
  names: Record<Side, string>;
}

/** One action as the guest is told of it: redacted where it would show the host's secret (Recon's kept card). */
export interface WireStep {
  action: Action;
  by: Side;
  events: GameEvent[];
}

export type Message =
  | { t: 'hello'; role: 'host' | 'guest'; app: typeof APP_ID; rules: string }
  | { t: 'join'; gameId: string | null; code: string; token: string; name: string }
  | { t: 'commit'; gameId: string; commitment: string; setup: PublicSetup; guestSide: Side }
  | { t: 'contribute'; gameId: string; contribution: string }
  | { t: 'state'; index: number; step: WireStep | null; view: PlayerView }
  | { t: 'sync'; from: number; steps: WireStep[]; view: PlayerView }
  | { t: 'action'; index: number; action: Action }
  | { t: 'ack'; index: number }
  | { t: 'resync'; from: number }
  | { t: 'reveal'; secret: string; hidden: { index: number; action: Action }[] }
  | { t: 'error'; reason: RejectReason; detail: string; index?: number; version?: number }
  | { t: 'bye'; reason: 'leaving' | 'verified' };

export type MessageType = Message['t'];
export type MessageOf<T extends MessageType> = Extract<Message, { t: T }>;

// ---------------------------------------------------------------------------------------------------------------
// Schemas. Engine objects (actions) go through the engine's own parser; views and events get a shape check deep
// enough that the guest's screen cannot trip on them (the end-of-game replay checks their content).

const Hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
const Token = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/));
const GameId = v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[0-9A-Za-z_-]+$/));
const Index = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000));
const Int = v.pipe(v.number(), v.integer());
const SideS = v.picklist(['allies', 'axis']);
const Name = v.pipe(v.string(), v.maxLength(80));

/**
 * An action through the engine's parser, which returns a clean copy: only the fields the engine's action has, so
 * unknown fields a peer adds are dropped here and never reach a step, a save or a message sent on.
 */
const ActionS = v.pipe(
  v.custom<Action>((x) => typeof parseAction(x) !== 'string', 'not an action the engine can read'),
  v.transform((x) => parseAction(x) as Action),
);
const EventS = v.custom<GameEvent>(
  (x) => v.is(v.looseObject({ type: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) }), x),
  'not an event',
);
const StepS = v.object({ action: ActionS, by: SideS, events: v.pipe(v.array(EventS), v.maxLength(2000)) });

const ViewShape = v.looseObject({
  viewer: SideS,
  rulesVersion: v.string(),
  scenarioId: v.string(),
  board: v.looseObject({
    geometry: v.looseObject({ rows: v.pipe(Int, v.minValue(1), v.maxValue(64)), cols: v.pipe(Int, v.minValue(1), v.maxValue(64)) }),
    cells: v.pipe(v.array(v.unknown()), v.maxLength(4096)),
  }),
  units: v.array(v.looseObject({ id: Int, side: SideS, kind: v.string(), row: Int, col: Int, figures: Int })),
  cards: v.object({
    deckSize: Int,
    discard: v.array(Int),
    hand: v.array(Int),
    handSizes: v.object({ allies: Int, axis: Int }),
  }),
  medalsWon: v.object({ allies: v.number(), axis: v.number() }),
  // Minefields are drawn on the guest's board: each must be a side and, once revealed, a number.
  mines: v.optional(v.pipe(v.record(v.string(), v.object({ owner: SideS, revealed: v.optional(Int) })), v.check((m) => Object.keys(m).length <= 4096))),
  hidden: v.optional(v.looseObject({ mines: v.optional(v.record(v.string(), Int)) })),
  night: v.optional(v.object({ level: v.pipe(Int, v.minValue(1), v.maxValue(6)) })),
  turn: v.looseObject({ side: SideS, number: Int, stage: v.string() }),
  pending: v.array(v.looseObject({ kind: v.string(), actor: SideS })),
  winner: v.nullable(SideS),
});
const ViewS = v.custom<PlayerView>((x) => v.is(ViewShape, x), 'not a player view');

const OptionsS = v.object({
  youngGenerals: v.optional(v.boolean()),
  noTakeGround: v.optional(v.boolean()),
  ambushAlwaysAsk: v.optional(v.boolean()),
});
/** The scenario is only checked for being an object here; the guest runs the scenario validator on it. */
const ScenarioS = v.custom<Scenario>((x) => typeof x === 'object' && x !== null && !Array.isArray(x), 'not a scenario');

const REASONS: readonly RejectReason[] = [
  'not-text', 'too-large', 'malformed-json', 'invalid-message', 'version-mismatch', 'rules-mismatch', 'unexpected',
  'bad-code', 'wrong-game', 'game-full', 'not-started', 'out-of-turn', 'illegal-action', 'wrong-index',
  'contribution-fixed', 'commitment-changed', 'commitment-mismatch', 'history-changed', 'bad-step', 'out-of-order',
  'verification-failed', 'busy',
];

const MessageS = v.variant('t', [
  v.object({ t: v.literal('hello'), role: v.picklist(['host', 'guest']), app: v.literal(APP_ID), rules: v.pipe(v.string(), v.maxLength(40)) }),
  // code: six words as typed (at most 8 letters each, so 120 leaves room for stray spaces and punctuation).
  v.object({ t: v.literal('join'), gameId: v.nullable(GameId), code: v.pipe(v.string(), v.maxLength(120)), token: Token, name: Name }),
  v.object({
    t: v.literal('commit'),
    gameId: GameId,
    commitment: Hex64,
    setup: v.object({ scenario: ScenarioS, options: OptionsS, names: v.object({ allies: Name, axis: Name }) }),
    guestSide: SideS,
  }),
  v.object({ t: v.literal('contribute'), gameId: GameId, contribution: Hex64 }),
  v.object({ t: v.literal('state'), index: Index, step: v.nullable(StepS), view: ViewS }),
  v.object({ t: v.literal('sync'), from: Index, steps: v.pipe(v.array(StepS), v.maxLength(5000)), view: ViewS }),
  v.object({ t: v.literal('action'), index: Index, action: ActionS }),
  v.object({ t: v.literal('ack'), index: Index }),
  v.object({ t: v.literal('resync'), from: Index }),
  v.object({
    t: v.literal('reveal'),
    secret: Hex64,
    hidden: v.pipe(v.array(v.object({ index: Index, action: ActionS })), v.maxLength(5000)),
  }),
  v.object({
    t: v.literal('error'),
    reason: v.picklist(REASONS),
    detail: v.pipe(v.string(), v.maxLength(500)),
    index: v.optional(Index),
    version: v.optional(Int),
  }),
  v.object({ t: v.literal('bye'), reason: v.picklist(['leaving', 'verified']) }),
]);

/** A refusal says the message's type when it could be read (an `error` is never answered with an error). */
export type Decoded =
  | { ok: true; msg: Message }
  | { ok: false; reason: RejectReason; detail: string; version?: number; t?: string };

function issueText(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0]!;
  const path = first.path?.map((p) => String(p.key)).join('.') ?? '';
  return (path ? `${path}: ${first.message}` : first.message).slice(0, 300);
}

/**
 * Reads one received message: its type first (only text), then its size (before parsing: a huge message costs
 * nothing but a length check; `maxChars`, the host reads a guest's with MAX_GUEST_MESSAGE_CHARS), then JSON, the
 * protocol version, and each field. Unknown fields are dropped, in actions too (the engine's parseAction).
 */
export function decode(data: unknown, maxChars = MAX_MESSAGE_CHARS): Decoded {
  if (typeof data !== 'string') return { ok: false, reason: 'not-text', detail: `received a ${data === null ? 'null' : typeof data}` };
  if (data.length > maxChars) {
    return { ok: false, reason: 'too-large', detail: `${data.length} characters, the limit is ${maxChars}` };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch (_e) {
    return { ok: false, reason: 'malformed-json', detail: 'the message is not JSON' };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, reason: 'invalid-message', detail: 'a message must be a JSON object' };
  }
  const env = raw as Record<string, unknown>;
  const t = typeof env.t === 'string' ? { t: env.t.slice(0, 20) } : {};
  if (env.v !== PROTOCOL_VERSION) {
    const version = Number.isInteger(env.v) ? (env.v as number) : undefined;
    return {
      ok: false,
      reason: 'version-mismatch',
      detail: `protocol ${version ?? String(typeof env.v)}, this app speaks ${PROTOCOL_VERSION}`,
      ...(version !== undefined ? { version } : {}),
      ...t,
    };
  }
  const r = v.safeParse(MessageS, env);
  if (!r.success) return { ok: false, reason: 'invalid-message', detail: issueText(r.issues), ...t };
  // valibot's object() drops unknown keys; the type is the union above.
  return { ok: true, msg: r.output as Message };
}

/** A message as text, with the protocol version. Throws if it is over the size limit (a bug of the sender). */
export function encode(msg: Message): string {
  const text = JSON.stringify({ v: PROTOCOL_VERSION, ...msg });
  if (text.length > MAX_MESSAGE_CHARS) throw new Error(`protocol: a ${msg.t} message of ${text.length} characters is too large`);
  return text;
}

/**
 * An action as `viewer` may see it (boardgame.io's redacted moves): the card the other side kept from Recon is
 * hidden (-1) until the end of the game, like the `kept` event that eventsView hides.
 */
export function actionView(action: Action, by: Side, viewer: Side): Action {
  if (action.type === 'keep' && by !== viewer) return { type: 'keep', card: -1 };
  return action;
}

/** Whether an action was redacted for its viewer by actionView. */
export function isRedacted(step: WireStep, viewer: Side): boolean {
  return step.by !== viewer && step.action.type === 'keep' && step.action.card === -1;
}
