// Test page for the command cards and battle dice (src/ui/game): a phone screen with a dice tray, a Recon choice
// of two full-size cards and a hand of six compact cards (one selected). The dice roll with motion unless
// ?still=1; <body data-ready> is set when the roll has settled. ?all=1 shows every card type instead.
import { h, render } from 'preact';
import { useState } from 'preact/hooks';
import { CARD_DEFS, DECK } from '../../../src/engine/cards';
import type { DieFace } from '../../../src/engine/dice';
import { CardHand, CardView } from '../../../src/ui/game/CardView';
import { DiceRoll } from '../../../src/ui/game/Dice';
import '../../../src/ui/app/app.css';

const params = new URLSearchParams(location.search);
// &lang=fr: the cards in French (cards.spec.mjs checks every small card's title fits in both languages).
if (params.get('lang') === 'fr') {
  const { setLanguage, textReady } = await import('../../../src/ui/i18n');
  await setLanguage('fr');
  await textReady();
}
const firstId = (type: string) => DECK.indexOf(type as (typeof DECK)[number]);

const HAND = ['probe-left', 'attack-centre', 'assault-right', 'recon-in-force', 'barrage', 'medics-mechanics'].map(firstId);
const FACES: DieFace[] = ['infantry', 'armor', 'grenade', 'star', 'flag'];

function Phone() {
  const [selected, setSelected] = useState<number | null>(HAND[4]!);
  const [kept, setKept] = useState<number | null>(null);
  const recon = [firstId('recon-left'), firstId('air-power')];
  return h(
    'main',
    { class: 'test-phone' },
    h(
      'section',
      { class: 'tray' },
      h('h2', null, 'Battle'),
      h(DiceRoll, {
        faces: FACES,
        rollKey: 1,
        size: 46,
        reducedMotion: params.has('still'),
        onDone: () => (document.body.dataset.ready = '1'),
      }),
    ),
    h(
      'section',
      { class: 'choice' },
      h('h2', null, 'Keep one'),
      h(
        'div',
        { class: 'row' },
        recon.map((id) => h(CardView, { key: id, card: id, selected: kept === id, onSelect: setKept })),
      ),
    ),
    h(
      'footer',
      { class: 'hand-dock' },
      h(
        CardHand,
        { label: 'Allied hand' },
        HAND.map((id, i) =>
          h(CardView, {
            key: id,
            card: id,
            compact: true,
            selected: selected === id,
            disabled: i === 2,
            onSelect: (c: number) => setSelected(selected === c ? null : c),
          }),
        ),
      ),
    ),
  );
}

function AllCards() {
  const ids = CARD_DEFS.map((d) => firstId(d.type));
  const hands = Array.from({ length: 5 }, (_, i) => ids.slice(i * 6, i * 6 + 6));
  return h(
    'main',
    { class: 'test-all' },
    hands.map((hand, i) =>
      h(CardHand, { key: i, label: `Cards ${i + 1}` }, hand.map((id) => h(CardView, { key: id, card: id, compact: true }))),
    ),
    h('div', { class: 'grid' }, ids.map((id) => h(CardView, { key: id, card: id, selected: true }))),
  );
}

const style = document.createElement('style');
style.textContent = `
  #root { min-height: 100dvh; display: flex; flex-direction: column; }
  .test-phone { flex: 1; display: flex; flex-direction: column; gap: 1rem; padding: 1rem 0 0; }
  .test-phone h2 { margin: 0 0 .6rem; font-size: .8rem; letter-spacing: .14em; text-transform: uppercase;
    color: var(--brass); }
  .tray { margin: 0 .75rem; padding: .8rem .75rem 1rem; border-radius: 14px; background: var(--surface);
    border: 1px solid var(--line); }
  .choice { margin: 0 .75rem; }
  .choice .row { display: flex; gap: .75rem; justify-content: center; align-items: flex-start; }
  .hand-dock { margin-top: auto; padding-bottom: max(.5rem, env(safe-area-inset-bottom));
    background: linear-gradient(180deg, transparent, rgba(0,0,0,.35)); }
  .test-all .grid { display: flex; flex-wrap: wrap; gap: 10px; padding: 12px; align-items: flex-start; }
`;
document.head.append(style);
document.body.style.margin = '0';

try {
  render(h(params.has('all') ? AllCards : Phone, null), document.getElementById('root')!);
  if (params.has('all')) document.body.dataset.ready = '1';
} catch (err) {
  document.body.dataset.error = String(err);
}
