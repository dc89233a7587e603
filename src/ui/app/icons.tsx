/** Small decorative SVGs drawn for this app. All are aria-hidden: the text next to them carries the meaning. */

/** The app emblem: the icon's hex tile with "44" drawn as strokes. */
export function Emblem({ size = 56 }: { size?: number }) {
  return (
    <svg class="emblem" width={size} height={size} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      <polygon points="256,24 457,140 457,372 256,488 55,372 55,140" fill="#3b4a2f" />
      <polygon
        points="256,50 434.5,153 434.5,359 256,462 77.5,359 77.5,153"
        fill="#6b7a3a"
        stroke="#1e2418"
        stroke-width="6"
      />
      <polygon
        points="256,78 410,167 410,345 256,434 102,345 102,167"
        fill="none"
        stroke="#8a9a4e"
        stroke-width="4"
        stroke-dasharray="14 10"
      />
      <g fill="none" stroke="#f1e9c9" stroke-width="30" stroke-linecap="square" stroke-linejoin="miter">
        <path d="M215 346 V170 L135 290 H245" />
        <path d="M357 346 V170 L277 290 H387" />
      </g>
    </svg>
  );
}

export function Chevron() {
  return (
    <svg class="chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M5.5 3.5L10 8l-4.5 4.5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
    </svg>
  );
}

/** A row of hexes used as a divider under the title. */
export function HexRule() {
  return (
    <svg class="hex-rule" viewBox="0 0 120 12" preserveAspectRatio="xMidYMid meet" aria-hidden="true" focusable="false">
      {[0, 1, 2, 3, 4].map((i) => (
        <polygon
          key={i}
          points="0,-5 4.33,-2.5 4.33,2.5 0,5 -4.33,2.5 -4.33,-2.5"
          transform={`translate(${20 + i * 20} 6)`}
          fill={i === 2 ? '#c9a74a' : 'none'}
          stroke="#8a9a4e"
          stroke-width="1.2"
        />
      ))}
    </svg>
  );
}
