/**
 * A command card as a button that looks like a small printed card: a title band, then for a section card a diagram
 * of the three sections with the units ordered in each lit segment (plus a "draw 2 keep 1" mark on Recon cards),
 * for a tactic card a drawn emblem of its family. All art is SVG drawn here, so it stays sharp at any size and needs
 * no image files offline.
 *
 * `compact` cards are sized for a hand strip (4-6 across a phone). Put them in a `CardHand` (or any element with
 * class `card-hand`): the selected compact card is raised and its full text opens as a panel above the whole strip,
 * where it has room to be read. Outside a hand, and on full-size cards, the text shows inside the card.
 *
 * The accessible name is the card name and its one-line summary; the full text describes the selected card.
 * A `disabled` card stays focusable (so its name can still be read) but ignores presses (aria-disabled).
 */
import type { ComponentChildren, JSX } from 'preact';
import { ALL, cardDef, cardType, type CardType } from '../../engine/cards';
import type { Section } from '../../engine/hex';
import { CARD_TEXT } from '../text/cards';
import './cards.css';

/** Letters above which a small card's title is set smaller (cards.css `[data-long]`). */
const LONG_TITLE = 13;

/** The one-line summary of what card `id` orders ("2 units on the left flank"). */
export function cardSummary(id: number): string {
  return CARD_TEXT.summary[cardType(id)];
}

/** What card `id` does, in one or two sentences. */
export function cardText(id: number): string {
  return CARD_TEXT.text[cardType(id)];
}

/** The card's accessible name: its name and summary, Recon's draw, and that it cannot be played when disabled. */
export function cardLabel(id: number, disabled = false): string {
  const t = cardType(id);
  const label = CARD_TEXT.label(CARD_TEXT.name[t], CARD_TEXT.summary[t], cardDef(t).recon);
  return disabled ? `${label} (${CARD_TEXT.unplayable})` : label;
}

export interface CardViewProps {
  /** Card id (0..59, an index into DECK; 60..119 in a second deck, deck.decks). */
  card: number;
  selected?: boolean;
  disabled?: boolean;
  onSelect?: (card: number) => void;
  /** Hand-strip size; otherwise a full-size card. */
  compact?: boolean;
}

export function CardView({ card, selected = false, disabled = false, onSelect, compact = false }: CardViewProps) {
  const type = cardType(card);
  const def = cardDef(type);
  const textId = `card-${card}-text`;
  const title = (compact && CARD_TEXT.short[type]) || CARD_TEXT.name[type];
  const classes = [
    'cmd-card',
    `tone-${toneOf(type)}`,
    compact ? 'compact' : 'full',
    selected ? 'selected' : '',
    disabled ? 'disabled' : '',
  ];
  const text = selected && (
    <span class="cmd-card-text" id={textId}>
      {compact && <strong class="cmd-card-text-name">{CARD_TEXT.name[type]}</strong>}
      <span>{cardText(card)}</span>
    </span>
  );
  // A button's content is presentational to assistive technology: the aria-label names it, the text describes it.
  return (
    <button
      type="button"
      class={classes.filter(Boolean).join(' ')}
      aria-pressed={selected ? 'true' : 'false'}
      aria-disabled={disabled ? 'true' : undefined}
      aria-label={cardLabel(card, disabled)}
      aria-describedby={selected ? textId : undefined}
      data-card={card}
      onClick={() => {
        if (!disabled) onSelect?.(card);
      }}
    >
      <span class="cmd-card-face">
        {/* A long title (over 13 letters) is set smaller on a small card, so it keeps to two lines in a hand of six. */}
        <span class="cmd-card-title" data-long={compact && title.replace(/\u00AD/g, '').length > LONG_TITLE ? '' : undefined}>
          {title}
        </span>
        <span class="cmd-card-art">
          {def.kind === 'section' ? <SectionDiagram sections={def.sections ?? {}} compact={compact} recon={!!def.recon} /> : <TacticEmblem type={type} />}
        </span>
        {def.recon && <ReconMark compact={compact} />}
        {!compact && <span class="cmd-card-summary">{CARD_TEXT.summary[type]}</span>}
        {!compact && text}
      </span>
      {compact && text}
    </button>
  );
}

/** The strip of a hand: a labelled group that lays out compact cards and anchors the selected card's text. */
export function CardHand({ label, children }: { label: string; children?: ComponentChildren }) {
  return (
    <div class="card-hand" role="group" aria-label={label}>
      {children}
    </div>
  );
}

/** Colour family of a card: the title band and the emblem take its colours (cards.css `.tone-*`). */
export type CardTone = 'section' | 'command' | 'assault' | 'fire' | 'cover';

export function toneOf(type: CardType): CardTone {
  switch (type) {
    case 'direct-from-hq':
    case 'move-out':
    case 'counter-attack':
    case 'their-finest-hour':
      return 'command';
    case 'armor-assault':
    case 'infantry-assault':
    case 'close-assault':
    case 'behind-enemy-lines':
    case 'firefight':
      return 'assault';
    case 'artillery-bombard':
    case 'barrage':
    case 'air-power':
      return 'fire';
    case 'ambush':
    case 'dig-in':
    case 'medics-mechanics':
      return 'cover';
    default:
      return 'section';
  }
}

const SECTIONS: readonly Section[] = ['left', 'centre', 'right'];

/**
 * The battlefield seen from the player's seat, cut in three; lit segments carry the units ordered there. Compact
 * cards get taller segments, so the numbers stay large on a narrow card (less tall above a Recon mark).
 */
function SectionDiagram(props: { sections: Partial<Record<Section, number>>; compact: boolean; recon: boolean }) {
  const { sections, compact, recon } = props;
  const height = compact ? (recon ? 60 : 84) : 50;
  const inner = height - 4;
  // Segment x positions in a 96-wide box: flanks a little narrower than the centre, as on the board.
  const seg = { left: [2, 30], centre: [33, 30], right: [64, 30] } as const;
  return (
    <svg class="section-diagram" viewBox={`0 0 96 ${height}`} focusable="false">
      <rect x="0.5" y="0.5" width="95" height={height - 1} rx="4" class="sd-frame" />
      {SECTIONS.map((s) => {
        const [x, w] = seg[s];
        const n = sections[s];
        const lit = n !== undefined && n > 0;
        const all = n === ALL;
        const rows = [0.25, 0.5, 0.75].map((f) => 2 + f * inner);
        return (
          <g key={s} class={lit ? 'sd-seg lit' : 'sd-seg'}>
            <rect x={x} y="2" width={w} height={inner} rx="3" />
            {!lit && <path d={rows.map((y) => `M${x + 5} ${y}h${w - 10}`).join('')} class="sd-hatch" />}
            {lit && (
              <text
                x={x + w / 2}
                y={2 + inner / 2}
                class={all ? 'sd-num sd-all' : 'sd-num'}
                // A longer word than "All" (French "Toutes") is fitted to the segment rather than clipped.
                {...(all && CARD_TEXT.all.length > 3 ? { textLength: w - 6, lengthAdjust: 'spacingAndGlyphs' } : {})}
                text-anchor="middle"
                dominant-baseline="central"
              >
                {all ? CARD_TEXT.all : String(n)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** Recon's bonus: two cards fanned out, one of them kept. */
function ReconMark({ compact }: { compact: boolean }) {
  return (
    <span class="recon-mark" title={CARD_TEXT.reconTitle}>
      <svg viewBox="0 0 26 18" focusable="false">
        <rect x="2" y="3" width="10" height="13" rx="1.5" transform="rotate(-12 7 9.5)" class="rm-back" />
        <rect x="12" y="2" width="10" height="13" rx="1.5" transform="rotate(10 17 8.5)" class="rm-front" />
        <path d="M14.6 8.6l1.8 1.9 3.2-3.6" class="rm-tick" />
      </svg>
      {!compact && <span>{CARD_TEXT.recon}</span>}
    </span>
  );
}

/** A tactic card's emblem: a medallion with one glyph per card, drawn in a 48 x 48 box. */
function TacticEmblem({ type }: { type: CardType }) {
  return (
    <svg class="tactic-emblem" viewBox="0 0 48 48" focusable="false">
      <circle cx="24" cy="24" r="22.5" class="te-disc" />
      <circle cx="24" cy="24" r="19.5" class="te-ring" />
      <g class="te-ink">{GLYPHS[type]?.()}</g>
    </svg>
  );
}

/** Points of a star with `n` tips around (cx, cy). */
function starPoints(cx: number, cy: number, outer: number, inner: number, n = 5): string {
  const pts: string[] = [];
  for (let i = 0; i < n * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / n;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(' ');
}

/** A knife pointing up along x = 24, for Close Assault's crossed blades. */
const knife = () => (
  <>
    <path d="M24 6l3 4.5V29h-6V10.5z" />
    <rect x="17" y="29" width="14" height="3" rx="1" />
    <rect x="22" y="32" width="4" height="8" rx="1" />
    <circle cx="24" cy="41.5" r="2.2" />
  </>
);

/** Glyphs as functions: each render gets fresh vnodes. */
const GLYPHS: Partial<Record<CardType, () => JSX.Element>> = {
  // A star sending orders in four directions: any 4 units, anywhere.
  'direct-from-hq': () => (
    <>
      <polygon points={starPoints(24, 24.5, 9.5, 4)} />
      <path d="M14 14L8.5 8.5M34 14l5.5-5.5M14 35l-5.5 5.5M34 35l5.5 5.5" class="stroke" />
      <path d="M6 12V6h6M42 12V6h-6M6 37v6h6M42 37v6h-6" class="stroke thin" />
    </>
  ),
  // Forward chevrons: move out.
  'move-out': () => (
    <>
      <path d="M10 12l11 12-11 12" class="stroke bold" />
      <path d="M24 12l11 12-11 12" class="stroke bold" />
    </>
  ),
  // A tank.
  'armor-assault': () => (
    <>
      <rect x="6" y="29" width="34" height="9" rx="4.5" />
      <path d="M9 29l3-5h23l3 5z" />
      <path d="M16 24l2-6h11l2 6z" />
      <rect x="28" y="19.5" width="15" height="3" rx="1" />
      <g class="paper">
        {[11, 17, 23, 29, 35].map((x) => (
          <circle key={x} cx={x} cy="33.5" r="2.2" />
        ))}
      </g>
    </>
  ),
  // A helmet charging forward.
  'infantry-assault': () => (
    <>
      <path d="M11 28c0-9 5.5-15 13-15s13 6 13 15z" />
      <rect x="7" y="27" width="34" height="3.5" rx="1.7" />
      <path d="M10 38h24" class="stroke" />
      <path d="M32 33.5l6 4.5-6 4.5z" />
    </>
  ),
  // Two arrows answering each other.
  'counter-attack': () => (
    <>
      <path d="M9 17h24" class="stroke" />
      <path d="M31 11l9 6-9 6z" />
      <path d="M39 31H15" class="stroke" />
      <path d="M17 25l-9 6 9 6z" />
    </>
  ),
  // A field gun: barrel raised, wheel, trail.
  'artillery-bombard': () => (
    <>
      <rect x="16" y="20" width="27" height="5" rx="1.5" transform="rotate(-28 18 25)" />
      <path d="M20 30L6 40" class="stroke" />
      <circle cx="21" cy="32" r="8" class="stroke thin" />
      <circle cx="21" cy="32" r="2.5" />
      <path d="M21 24v16M13 32h16" class="stroke hair" />
    </>
  ),
  // A gun sight on any target.
  barrage: () => (
    <>
      <circle cx="24" cy="24" r="12.5" class="stroke thin" />
      <circle cx="24" cy="24" r="5" class="stroke hair" />
      <path d="M24 5v11M24 32v11M5 24h11M32 24h11" class="stroke" />
      <circle cx="24" cy="24" r="1.8" />
    </>
  ),
  // An aircraft seen from below.
  'air-power': () => (
    <>
      <path d="M24 5c2 0 3 2 3 5v26l-3 6-3-6V10c0-3 1-5 3-5z" />
      <path d="M4 23l19-4h2l19 4v4l-19-2h-2L4 27z" />
      <path d="M15 38l8-3h2l8 3v3l-9-1.5h0L15 41z" />
    </>
  ),
  // An eye watching from the grass.
  ambush: () => (
    <>
      <path d="M5 22c5-7 11-10 19-10s14 3 19 10c-5 7-11 10-19 10S10 29 5 22z" />
      <circle cx="24" cy="22" r="6.5" class="paper" />
      <circle cx="24" cy="22" r="3.2" />
      <path d="M8 43l4-13 3 13zM16 43l5-11 3 11zM27 43l4-12 3 12zM34 43l5-13 2 13z" />
    </>
  ),
  // A parachute dropping behind the lines.
  'behind-enemy-lines': () => (
    <>
      <path d="M7 21c0-8 8-14 17-14s17 6 17 14c-2.8-2-5.7-2-8.5 0-2.8-2-5.7-2-8.5 0-2.8-2-5.7-2-8.5 0-2.8-2-5.7-2-8.5 0z" />
      <path d="M8 21l16 15M18 21l6 15M30 21l-6 15M40 21L24 36" class="stroke hair" />
      <circle cx="24" cy="36.5" r="2.6" />
      <rect x="21.8" y="39" width="4.4" height="6.5" rx="1.5" />
    </>
  ),
  // Crossed blades.
  'close-assault': () => (
    <>
      <g transform="rotate(-38 24 26)">{knife()}</g>
      <g transform="rotate(38 24 26)">{knife()}</g>
    </>
  ),
  // Sandbags piled with a shovel.
  'dig-in': () => (
    <>
      <path d="M34 4v15" class="stroke thin" />
      <path d="M30 4h8" class="stroke thin" />
      <path d="M30 18h8l-1 6.5c-.4 2-1.8 3.5-3 3.5s-2.6-1.5-3-3.5z" />
      <rect x="4.5" y="32" width="19.5" height="10" rx="5" class="bag" />
      <rect x="24" y="32" width="19.5" height="10" rx="5" class="bag" />
      <rect x="13" y="22.5" width="19.5" height="10" rx="5" class="bag" />
    </>
  ),
  // Three rounds of ammunition: fire.
  firefight: () => (
    <>
      {[10, 20.5, 31].map((x) => (
        <g key={x}>
          <path d={`M${x} 19c0-6 1.8-10 3.5-12 1.7 2 3.5 6 3.5 12z`} />
          <rect x={x} y="20.5" width="7" height="17" rx="0.8" />
          <rect x={x - 0.8} y="38.5" width="8.6" height="3" rx="0.8" />
        </g>
      ))}
    </>
  ),
  // A wrench behind a first-aid cross.
  'medics-mechanics': () => (
    <>
      <path d="M13 40l19-19" class="stroke bold" />
      <path d="M30 12a8 8 0 0 0 6 13l-3-5 2-3.5h5l2.5 4A8 8 0 0 0 30 12z" transform="rotate(-10 36 18)" />
      <path d="M15 9h8v7h7v8h-7v7h-8v-7H8v-8h7z" class="accent" />
    </>
  ),
  // A medal on its ribbon.
  'their-finest-hour': () => (
    <>
      <path d="M15 5h7l5 14h-7zM33 5h-7l-5 14h7z" />
      <circle cx="24" cy="30" r="12" />
      <polygon points={starPoints(24, 30.5, 8, 3.4)} class="paper" />
    </>
  ),
};
