// Command cards (src/ui/game/CardView.tsx, src/ui/text/cards.ts): the words of every card type agree with the deck's
// table (src/engine/cards.ts), and the card button renders what the game screen relies on. There is no DOM here, so
// components are expanded into a plain tree by calling them (CardView uses no hooks).
import { describe, expect, it, vi } from 'vitest';
import { ALL, CARD_DEFS, DECK, cardDef, type CardType } from '../../src/engine/cards';
import type { Section } from '../../src/engine/hex';
import { CardView, cardLabel, cardSummary, cardText, toneOf } from '../../src/ui/game/CardView';
import { CARD_TEXT } from '../../src/ui/text/cards';

/** A rendered element: tag, props and children with components expanded; text nodes as strings. */
interface El {
  tag: string;
  props: Record<string, unknown>;
  children: Node[];
}
type Node = El | string;

function expand(node: unknown): Node[] {
  if (node === null || node === undefined || typeof node === 'boolean') return [];
  if (typeof node === 'string' || typeof node === 'number') return [String(node)];
  if (Array.isArray(node)) return node.flatMap(expand);
  const v = node as { type: unknown; props: Record<string, unknown> };
  if (typeof v.type === 'function') return expand((v.type as (p: unknown) => unknown)(v.props));
  const { children, ...props } = v.props;
  return [{ tag: String(v.type), props, children: expand(children) }];
}

function render(vnode: unknown): El {
  const [root] = expand(vnode);
  if (!root || typeof root === 'string') throw new Error('expected an element');
  return root;
}

function all(el: El, pred: (e: El) => boolean): El[] {
  const out: El[] = pred(el) ? [el] : [];
  for (const c of el.children) if (typeof c !== 'string') out.push(...all(c, pred));
  return out;
}

const byClass = (el: El, cls: string) => all(el, (e) => String(e.props.class ?? '').split(' ').includes(cls));
const text = (el: Node): string => (typeof el === 'string' ? el : el.children.map(text).join(''));
const firstId = (t: CardType) => DECK.indexOf(t);
const SECTION_WORDS: Record<Section, RegExp> = { left: /left flank/, centre: /centre/, right: /right flank/ };
const sentences = (s: string) => s.split(/[.!?](?:\s|$)/).filter((x) => x.trim() !== '').length;

describe('card words', () => {
  it('gives all 30 card types a name, a one-line summary and a text of one or two sentences', () => {
    expect(CARD_DEFS).toHaveLength(30);
    for (const def of CARD_DEFS) {
      const id = firstId(def.type);
      expect(CARD_TEXT.name[def.type], def.type).toBe(def.name);
      expect(cardSummary(id).length, def.type).toBeGreaterThan(8);
      expect(cardSummary(id), def.type).not.toMatch(/\n|\.$/);
      const t = cardText(id);
      expect(t, def.type).toMatch(/^[A-Z].*\.$/s);
      expect(sentences(t), `${def.type}: ${t}`).toBeLessThanOrEqual(2);
    }
    expect(new Set(CARD_DEFS.map((d) => CARD_TEXT.summary[d.type])).size).toBe(30);
    expect(new Set(CARD_DEFS.map((d) => CARD_TEXT.text[d.type])).size).toBe(30);
  });

  it('names, in the summary and the text, exactly the sections a section card orders, with its count', () => {
    for (const def of CARD_DEFS.filter((d) => d.kind === 'section')) {
      const id = firstId(def.type);
      const summary = cardSummary(id);
      const full = cardText(id);
      const ordered = Object.entries(def.sections ?? {}) as [Section, number][];
      expect(ordered.length, def.type).toBeGreaterThan(0);
      const counts = new Set(ordered.map(([, n]) => n));
      expect(counts.size, `${def.type}: one count for every section`).toBe(1);
      const [n] = [...counts];
      const countWord = n === ALL ? /^All units /i : new RegExp(`^${n} units? `);
      expect(summary, def.type).toMatch(countWord);
      expect(full, def.type).toMatch(n === ALL ? /every unit/ : new RegExp(`Order ${n} units?`));
      if (ordered.length === 3) expect(summary, def.type).toMatch(/each section/);
      for (const s of ['left', 'centre', 'right'] as const) {
        const lit = def.sections?.[s] !== undefined;
        if (ordered.length < 3) expect(SECTION_WORDS[s].test(summary), `${def.type} summary, ${s}`).toBe(lit);
        if (lit) expect(full, `${def.type} text, ${s}`).toMatch(SECTION_WORDS[s]);
      }
      expect(/draw 2/.test(full), `${def.type}: Recon's draw`).toBe(def.recon === true);
    }
  });

  it('gives every copy of a card the words of its type', () => {
    for (let id = 0; id < DECK.length; id++) {
      expect(cardSummary(id)).toBe(CARD_TEXT.summary[DECK[id]!]);
      expect(cardText(id)).toBe(CARD_TEXT.text[DECK[id]!]);
    }
  });

  it('says how many units the "order 4" tactic cards order', () => {
    for (const t of ['direct-from-hq', 'move-out', 'armor-assault', 'dig-in', 'firefight'] as const) {
      expect(cardSummary(firstId(t)), t).toMatch(/^4 /);
      expect(cardText(firstId(t)), t).toMatch(/Order (any )?4 /);
    }
  });

  it('names a card button with its name and summary, Recon with its draw, and an unplayable card as such', () => {
    expect(cardLabel(firstId('probe-left'))).toBe('Probe Left Flank: 2 units on the left flank');
    expect(cardLabel(firstId('recon-centre'))).toBe('Recon Centre: 1 unit in the centre, then draw 2 cards and keep 1');
    expect(cardLabel(firstId('barrage'), true)).toBe('Barrage: 4 dice at any one enemy unit (cannot be played now)');
  });
});

describe('CardView', () => {
  it('is a toggle button named by the card, with the full text only when selected', () => {
    const id = firstId('attack-centre');
    const off = render(CardView({ card: id, compact: true }));
    expect(off.tag).toBe('button');
    expect(off.props.type).toBe('button');
    expect(off.props['aria-pressed']).toBe('false');
    expect(off.props['aria-label']).toBe('Attack Centre: 3 units in the centre');
    expect(off.props['aria-describedby']).toBeUndefined();
    expect(byClass(off, 'cmd-card-text')).toHaveLength(0);

    const on = render(CardView({ card: id, compact: true, selected: true }));
    expect(on.props['aria-pressed']).toBe('true');
    const [panel] = byClass(on, 'cmd-card-text');
    expect(panel?.props.id).toBe(on.props['aria-describedby']);
    expect(text(panel!)).toContain(cardText(id));
    expect(text(panel!)).toContain('Attack Centre');
  });

  it('calls onSelect with the card id, unless disabled', () => {
    const id = firstId('ambush');
    const onSelect = vi.fn();
    const click = (el: El) => (el.props.onClick as () => void)();
    click(render(CardView({ card: id, onSelect })));
    expect(onSelect).toHaveBeenCalledWith(id);
    onSelect.mockClear();
    const disabled = render(CardView({ card: id, onSelect, disabled: true }));
    click(disabled);
    expect(onSelect).not.toHaveBeenCalled();
    expect(disabled.props['aria-disabled']).toBe('true');
    expect(disabled.props.disabled).toBeUndefined(); // stays focusable, so its name can be read
  });

  it('draws a section diagram whose lit segments carry the ordered count ("All" for Assault)', () => {
    for (const def of CARD_DEFS.filter((d) => d.kind === 'section')) {
      for (const compact of [true, false]) {
        const el = render(CardView({ card: firstId(def.type), compact }));
        expect(byClass(el, 'tactic-emblem'), def.type).toHaveLength(0);
        const segs = byClass(el, 'sd-seg');
        expect(segs, def.type).toHaveLength(3);
        const shown = segs.map((s) => (byClass(s, 'lit').length ? text(s) : ''));
        const want = (['left', 'centre', 'right'] as const).map((s) => {
          const n = def.sections?.[s];
          return n === undefined ? '' : n === ALL ? CARD_TEXT.all : String(n);
        });
        expect(shown, def.type).toEqual(want);
        expect(byClass(el, 'recon-mark').length, def.type).toBe(def.recon ? 1 : 0);
      }
    }
  });

  it('draws a tactic card with its own emblem, one glyph per card type', () => {
    const glyphs = new Map<string, CardType>();
    for (const def of CARD_DEFS.filter((d) => d.kind === 'tactic')) {
      const el = render(CardView({ card: firstId(def.type) }));
      expect(byClass(el, 'sd-seg'), def.type).toHaveLength(0);
      const [ink] = byClass(el, 'te-ink');
      expect(ink?.children.length, `${def.type} has a glyph`).toBeGreaterThan(0);
      const shape = JSON.stringify(ink);
      expect(glyphs.get(shape), `${def.type} looks like ${glyphs.get(shape)}`).toBeUndefined();
      glyphs.set(shape, def.type);
      expect(toneOf(def.type)).not.toBe('section');
    }
    expect(glyphs.size).toBe(15);
  });

  it('shows the full name on full-size cards and the short title in a hand', () => {
    const id = firstId('probe-right');
    expect(text(byClass(render(CardView({ card: id })), 'cmd-card-title')[0]!)).toBe('Probe Right Flank');
    expect(text(byClass(render(CardView({ card: id, compact: true })), 'cmd-card-title')[0]!)).toBe('Probe');
    const summary = byClass(render(CardView({ card: id })), 'cmd-card-summary')[0];
    expect(text(summary!)).toBe(cardSummary(id));
    expect(cardDef('probe-right').sections).toEqual({ right: 2 });
  });
});
