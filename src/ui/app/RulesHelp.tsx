/**
 * The rules help: a short reference to the rules, for reading on a phone mid-game. Each topic is a native
 * <details> (keyboard and screen-reader ready, closed by default so the screen stays short); the numbers in it come
 * from the engine's tables through rules-tables.ts.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import type { DieFace } from '../../engine/dice';
import type { BoardFace } from '../../engine/hex';
import { legendFaces, legendItems, paintLegend, type LegendItem } from '../board/legend';
import { UnitPicture } from './UnitPicture';
import { INSPECT_TEXT } from '../text/inspect';
import { RULES_TEXT as R } from '../text/rules';
import { Chevron, HexRule } from './icons';
import { ARMIES } from '../../engine/troops/nations';
import { battleRuleRows, faceRows, hitRows, longestRange, MARKER_KEYS, sectionCardRows, tacticCardRows, unitRows } from './rules-tables';
import { ScreenBar } from './ScreenBar';
import './settings.css';
import './rules-help.css';

export function RulesHelp({ onBack }: { onBack: () => void }) {
  return (
    <div class="screen rules-screen">
      <ScreenBar title={R.title} backLabel={R.back} onBack={onBack} />
      <main id="main" class="screen-body">
        <p class="screen-intro">{R.intro}</p>
        <HexRule />
        <div class="rules-topics">
          <Topic title={R.turn.heading}>
            <ol class="rules-steps">
              {R.turn.steps.map((step, i) => (
                <li key={i}>{step}</li>
              ))}
            </ol>
            <h3>{R.turn.detailsHeading}</h3>
            <Points points={R.turn.details} />
          </Topic>
          <Topic title={R.units.heading}>
            <Units />
          </Topic>
          <Topic title={R.terrain.heading}>
            <TerrainLegend />
          </Topic>
          <Topic title={R.battleRules.heading}>
            <p class="rules-note">{R.battleRules.intro}</p>
            <dl class="rules-cards">
              {battleRuleRows().map((r) => (
                <div key={r.id}>
                  <dt>{r.name}</dt>
                  <dd>{r.effect}</dd>
                </div>
              ))}
            </dl>
          </Topic>
          <Topic title={R.armies.heading}>
            <p class="rules-note">{R.armies.intro}</p>
            <dl class="rules-cards">
              {ARMIES.map((a) => (
                <div key={a}>
                  <dt>{R.armies.army[a].name}</dt>
                  <dd>{R.armies.army[a].points.join(' ')}</dd>
                </div>
              ))}
            </dl>
          </Topic>
          <Topic title={R.dice.heading}>
            <Dice />
          </Topic>
          <Topic title={R.retreats.heading}>
            <Points points={R.retreats.points} />
          </Topic>
          <Topic title={R.victory.heading}>
            <Points points={R.victory.points} />
          </Topic>
          <Topic title={R.cards.heading}>
            <h3>{R.cards.sectionHeading}</h3>
            <p class="rules-note">{R.cards.sectionIntro}</p>
            <dl class="rules-cards">
              {sectionCardRows().map((c) => (
                <div key={c.key}>
                  <dt>{c.name}</dt>
                  <dd>{c.text}</dd>
                </div>
              ))}
            </dl>
            <h3>{R.cards.tacticHeading}</h3>
            <p class="rules-note">{R.cards.tacticIntro}</p>
            <dl class="rules-cards">
              {tacticCardRows().map((c) => (
                <div key={c.key}>
                  <dt>{c.name}</dt>
                  <dd>{c.text}</dd>
                </div>
              ))}
            </dl>
          </Topic>
        </div>
      </main>
    </div>
  );
}

/** One topic: a card that opens to show its body. */
function Topic({ title, children }: { title: string; children: ComponentChildren }) {
  return (
    <details class="rules-topic">
      <summary>
        <Chevron />
        <span>{title}</span>
      </summary>
      <div class="rules-body">{children}</div>
    </details>
  );
}

function Points({ points }: { points: readonly string[] }) {
  return (
    <ul class="rules-points">
      {points.map((p, i) => (
        <li key={i}>{p}</li>
      ))}
    </ul>
  );
}

/** The dice table (every unit's dice by distance, side by side) and each unit's facts. */
function Units() {
  const rows = unitRows();
  const distances = Array.from({ length: longestRange() }, (_, i) => i + 1);
  const captionId = useId();
  return (
    <>
      <div class="dice-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table class="dice-table">
          <caption id={captionId}>{R.units.diceCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{R.units.unitColumn}</th>
              {distances.map((d) => (
                <th key={d} scope="col" abbr={R.units.distance(d)}>
                  {d}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((u) => (
              <tr key={u.kind}>
                <th scope="row">{u.name}</th>
                {distances.map((d) => {
                  const n = u.dice[d - 1];
                  return n === undefined ? (
                    <td key={d} class="out">
                      <span aria-hidden="true">·</span>
                      <span class="visually-hidden">{R.units.outOfRange}</span>
                    </td>
                  ) : (
                    <td key={d}>{n}</td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul class="unit-facts">
        {rows.map((u) => (
          <li key={u.kind}>
            <UnitPicture kind={u.kind} />
            <h3>
              {u.name} <span class="figures">{u.figures}</span>
            </h3>
            <p>{u.moves}</p>
            <p class="unit-notes">{u.notes.join(' ')}</p>
          </li>
        ))}
        {/* landing craft (FAQ §IV Landing Craft): not a unit kind, a craft under one */}
        <li key="landing-craft">
          <h3>{R.units.landingCraftName}</h3>
          <p class="unit-notes">{R.units.landingCraft}</p>
        </li>
        {/* troopact (FAQ §III Heroic Leader): not a unit kind, a Battle Star with an infantry unit */}
        <li key="heroic-leader">
          <UnitPicture kind="infantry" leader />
          <h3>{R.units.heroicLeaderName}</h3>
          <p class="unit-notes">{R.units.heroicLeader}</p>
        </li>
        {/* troopact (FAQ §III Collapsible Rafts & Boats): a boat with an infantry unit */}
        <li key="raft">
          <UnitPicture kind="infantry" raft />
          <h3>{R.units.raftName}</h3>
          <p class="unit-notes">{R.units.raft}</p>
        </li>
      </ul>
    </>
  );
}

/**
 * Terrain, obstacles and markers, each drawn by the board's own painters beside its effects (the legend, from the
 * engine's tables: src/ui/board/legend.ts). The terrain pictures follow the board face picked above them.
 */
function TerrainLegend() {
  const faces = legendFaces();
  const [face, setFace] = useState<BoardFace>(faces[0] ?? 'country');
  const items = legendItems();
  const name = useId();
  return (
    <>
      <p class="rules-note">{R.terrain.note}</p>
      <h3>{R.terrain.terrainHeading}</h3>
      {faces.length > 1 && (
        <fieldset class="legend-faces">
          <legend>{INSPECT_TEXT.legend.faceLabel}</legend>
          {faces.map((f) => (
            <label key={f}>
              <input type="radio" name={name} value={f} checked={face === f} onChange={() => setFace(f)} />
              {INSPECT_TEXT.legend.face[f]}
            </label>
          ))}
        </fieldset>
      )}
      <Effects items={items.filter((i) => i.kind === 'terrain')} face={face} />
      <h3>{R.terrain.obstaclesHeading}</h3>
      <Effects items={items.filter((i) => i.kind !== 'terrain' && !isMarker(i))} face={face} />
      <h3>{R.terrain.markersHeading}</h3>
      <Effects items={items.filter(isMarker)} face={face} />
    </>
  );
}

const isMarker = (i: LegendItem): boolean => (MARKER_KEYS as readonly string[]).includes(i.kind);

/** Legend pictures, in CSS px. */
const LEGEND_PX = 52;

/**
 * One legend picture, drawn only once it scrolls near the screen (the topics open closed, so opening Rules help
 * draws nothing), and again when the face changes.
 */
function LegendHex({ item, face }: { item: LegendItem; face: BoardFace }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return undefined;
    const draw = (): void => {
      const dpr = Math.min(Math.max(window.devicePixelRatio || 1, 1), 3);
      canvas.width = Math.round(LEGEND_PX * dpr);
      canvas.height = Math.round(LEGEND_PX * dpr);
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      paintLegend(ctx, item, face, LEGEND_PX);
      canvas.dataset.drawn = face;
    };
    if (typeof IntersectionObserver === 'undefined') {
      draw();
      return undefined;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        draw();
      },
      { rootMargin: '200px 0px' },
    );
    io.observe(canvas);
    return () => io.disconnect();
  }, [item.key, face]);
  return <canvas ref={ref} class="legend-hex" width={LEGEND_PX} height={LEGEND_PX} aria-hidden="true" data-key={item.key} />;
}

/** Terrain, obstacles or markers: each with its picture and what it does to moving, battle and sight. */
function Effects({ items, face }: { items: LegendItem[]; face: BoardFace }) {
  return (
    <ul class="effects">
      {items.map((item) => (
        <li key={item.key} class={`effect effect-${item.key}`}>
          <LegendHex item={item} face={face} />
          <h4>{item.row.name}</h4>
          <dl>
            <dt>{R.terrain.moving}</dt>
            <dd>{item.row.moving.join(' ')}</dd>
            <dt>{R.terrain.battle}</dt>
            <dd>{item.row.battle.join(' ')}</dd>
            <dt>{R.terrain.sight}</dt>
            <dd>{item.row.sight.join(' ')}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Dice() {
  const faces = faceRows();
  const total = faces.reduce((n, f) => n + f.count, 0);
  return (
    <>
      <p class="rules-note">{R.dice.intro}</p>
      <ul class="die-faces">
        {faces.map((f) => (
          <li key={f.face}>
            <DieFaceIcon face={f.face} />
            <span class="die-text">
              <strong>{f.name}</strong> <span class="die-share">{R.dice.share(f.count, total)}</span>
              <span class="die-effect">{f.effect}</span>
            </span>
          </li>
        ))}
      </ul>
      <h3>{R.dice.whatHitsHeading}</h3>
      <dl class="rules-cards">
        {hitRows().map((h) => (
          <div key={h.symbol}>
            <dt>{h.name}</dt>
            <dd>{h.text}</dd>
          </div>
        ))}
      </dl>
      <p class="rules-note">{R.dice.order}</p>
    </>
  );
}

/** A die face drawn as a small ivory die; decorative, the face's name is printed next to it. */
function DieFaceIcon({ face }: { face: DieFace }) {
  return (
    <svg class={`die die-${face}`} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="30" height="30" rx="6" class="die-body" />
      {face === 'infantry' && (
        // A helmet over a pair of shoulders.
        <g class="die-mark">
          <path d="M9 15a7 6 0 0 1 14 0z" />
          <rect x="7" y="15" width="18" height="2.2" rx="1" />
          <path d="M10 26c0-4 2.6-6.5 6-6.5s6 2.5 6 6.5z" />
        </g>
      )}
      {face === 'armor' && (
        // A tank seen from the side.
        <g class="die-mark">
          <rect x="11" y="10" width="9" height="5" rx="1.5" />
          <rect x="19" y="11.5" width="8" height="2" rx="1" />
          <rect x="5" y="15" width="22" height="6" rx="2" />
          <rect x="6" y="21" width="20" height="4" rx="2" class="die-track" />
        </g>
      )}
      {face === 'grenade' && (
        <g class="die-mark">
          <ellipse cx="16" cy="19" rx="6.5" ry="7.5" />
          <rect x="13" y="8.5" width="6" height="4" rx="1" />
          <path d="M19 9.5h3.5l1.5 3" fill="none" stroke-width="1.8" class="die-line" />
        </g>
      )}
      {face === 'star' && (
        <polygon
          class="die-mark"
          points="16,5 18.9,12.2 26.5,12.6 20.6,17.5 22.6,25 16,20.8 9.4,25 11.4,17.5 5.5,12.6 13.1,12.2"
        />
      )}
      {face === 'flag' && (
        <g class="die-mark">
          <rect x="8" y="5.5" width="2.2" height="21" rx="1" />
          <path d="M10 6.5h14l-3.5 4.5 3.5 4.5h-14z" />
        </g>
      )}
    </svg>
  );
}
