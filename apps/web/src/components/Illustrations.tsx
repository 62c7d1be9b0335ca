/**
 * Inline SVG artwork (no external assets). Colours come from the brand palette CSS variables so the
 * drawings follow the theme.
 */
type Props = { size?: number | string };

const c = (shade: number) => `var(--mantine-color-brand-${shade})`;

/** Slide 1: a shop connected to customers around it. */
export function ConnectIllustration({ size = '100%' }: Props) {
  return (
    <svg viewBox="0 0 320 240" width={size} role="img" aria-label="Customers connecting with a salon">
      <circle cx="160" cy="120" r="104" fill={c(0)} />
      <g stroke={c(3)} strokeWidth="2" strokeDasharray="5 6" fill="none">
        <path d="M160 120 L62 58" />
        <path d="M160 120 L262 60" />
        <path d="M160 120 L58 186" />
        <path d="M160 120 L262 184" />
      </g>
      <rect x="112" y="82" width="96" height="78" rx="10" fill="#fff" stroke={c(2)} strokeWidth="2" />
      <path d="M104 86 h112 l-10 -24 h-92 z" fill={c(7)} />
      <path
        d="M104 86 q9 14 18.6 0 q9 14 18.6 0 q9 14 18.6 0 q9 14 18.6 0 q9 14 18.6 0 q9 14 18.6 0"
        fill={c(5)}
      />
      <rect x="124" y="112" width="28" height="48" rx="4" fill={c(1)} />
      <rect x="162" y="110" width="34" height="24" rx="4" fill={c(2)} />
      <path d="M170 128 l6 -8 l6 6 l5 -4 l6 6" stroke={c(6)} strokeWidth="2" fill="none" />
      {[
        [62, 58, 4],
        [262, 60, 6],
        [58, 186, 5],
        [262, 184, 3],
      ].map(([x = 0, y = 0, shade = 4]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r="24" fill="#fff" stroke={c(2)} strokeWidth="2" />
          <circle cx={x} cy={y - 5} r="8" fill={c(shade)} />
          <path d={`M${x - 13} ${y + 15} q13 -16 26 0`} fill={c(shade)} />
        </g>
      ))}
      <g transform="translate(204 30)">
        <rect width="58" height="26" rx="13" fill={c(7)} />
        <text x="29" y="17.5" fontSize="11" fontWeight="700" textAnchor="middle" fill="#fff">
          +24
        </text>
      </g>
    </svg>
  );
}

/** Slide 2: a shop profile with photos and services. */
export function ShowcaseIllustration({ size = '100%' }: Props) {
  return (
    <svg viewBox="0 0 320 240" width={size} role="img" aria-label="A business profile with photos">
      <circle cx="160" cy="120" r="104" fill={c(0)} />
      <rect x="86" y="24" width="148" height="196" rx="18" fill="#fff" stroke={c(2)} strokeWidth="2" />
      <rect x="86" y="24" width="148" height="58" rx="18" fill={c(6)} />
      <rect x="86" y="62" width="148" height="20" fill={c(6)} />
      <circle cx="160" cy="84" r="20" fill="#fff" stroke={c(6)} strokeWidth="3" />
      <path d="M151 88 q9 -16 18 0 z" fill={c(4)} />
      <circle cx="160" cy="78" r="5" fill={c(4)} />
      <rect x="122" y="112" width="76" height="8" rx="4" fill={c(3)} />
      <rect x="136" y="126" width="48" height="6" rx="3" fill={c(1)} />
      {[0, 1, 2].map((i) => (
        <rect key={i} x={100 + i * 42} y="144" width="36" height="36" rx="8" fill={c(1 + i)} />
      ))}
      <path d="M106 172 l8 -10 l7 6 l6 -5 l9 9" stroke={c(6)} strokeWidth="2" fill="none" />
      <rect x="100" y="190" width="120" height="18" rx="9" fill={c(7)} />
      <g transform="translate(236 46)">
        <circle r="22" fill="#fff" stroke={c(2)} strokeWidth="2" />
        <path d="M0 -10 l3 7 l8 0.6 l-6 5 l2 8 l-7 -4.4 l-7 4.4 l2 -8 l-6 -5 l8 -0.6 z" fill="#f5b301" />
      </g>
      <g transform="translate(64 160)">
        <circle r="20" fill="#fff" stroke={c(2)} strokeWidth="2" />
        <path d="M-7 -7 l14 14 M7 -7 l-14 14" stroke={c(6)} strokeWidth="3" strokeLinecap="round" />
        <circle cx="-9" cy="9" r="4" fill="none" stroke={c(6)} strokeWidth="2" />
        <circle cx="9" cy="9" r="4" fill="none" stroke={c(6)} strokeWidth="2" />
      </g>
    </svg>
  );
}

/** Slide 3: a booking calendar with confirmed slots. */
export function CalendarIllustration({ size = '100%' }: Props) {
  return (
    <svg viewBox="0 0 320 240" width={size} role="img" aria-label="A calendar of appointments">
      <circle cx="160" cy="120" r="104" fill={c(0)} />
      <rect x="62" y="44" width="196" height="160" rx="16" fill="#fff" stroke={c(2)} strokeWidth="2" />
      <rect x="62" y="44" width="196" height="36" rx="16" fill={c(7)} />
      <rect x="62" y="64" width="196" height="16" fill={c(7)} />
      <rect x="96" y="34" width="8" height="22" rx="4" fill={c(9)} />
      <rect x="216" y="34" width="8" height="22" rx="4" fill={c(9)} />
      {Array.from({ length: 15 }, (_, i) => {
        const col = i % 5;
        const row = Math.floor(i / 5);
        const highlight = i === 6 || i === 12;
        return (
          <rect
            key={`${col}-${row}`}
            x={78 + col * 34}
            y={94 + row * 34}
            width="26"
            height="26"
            rx="7"
            fill={highlight ? c(6) : c(0)}
            stroke={highlight ? 'none' : c(1)}
          />
        );
      })}
      <path
        d="M117 140 l5 5 l9 -10"
        stroke="#fff"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g transform="translate(236 176)">
        <circle r="26" fill="#fff" stroke={c(2)} strokeWidth="2" />
        <circle r="17" fill="none" stroke={c(6)} strokeWidth="3" />
        <path d="M0 -9 v9 l7 5" stroke={c(6)} strokeWidth="3" fill="none" strokeLinecap="round" />
      </g>
    </svg>
  );
}

/** Business-complete page: a trophy with confetti. */
export function CelebrateIllustration({ size = '100%' }: Props) {
  const confetti = [
    [40, 50, 4, 20],
    [270, 40, 6, -30],
    [60, 170, 3, 45],
    [262, 160, 5, 10],
    [110, 26, 2, -15],
    [214, 22, 7, 60],
    [30, 110, 6, 0],
    [292, 104, 3, 30],
  ];
  return (
    <svg viewBox="0 0 320 220" width={size} role="img" aria-label="Celebration">
      <circle cx="160" cy="112" r="92" fill={c(0)} />
      {confetti.map(([x = 0, y = 0, shade = 4, rotate = 0]) => (
        <rect
          key={`${x}-${y}`}
          x={x}
          y={y}
          width="12"
          height="6"
          rx="2"
          fill={c(shade)}
          transform={`rotate(${rotate} ${x} ${y})`}
        />
      ))}
      <circle cx="84" cy="80" r="5" fill="#f5b301" />
      <circle cx="240" cy="92" r="4" fill="#2fb344" />
      <path d="M118 60 h84 v30 a42 42 0 0 1 -84 0 z" fill="#f5b301" />
      <path d="M118 70 h-18 a18 18 0 0 0 22 28" fill="none" stroke="#f5b301" strokeWidth="8" />
      <path d="M202 70 h18 a18 18 0 0 1 -22 28" fill="none" stroke="#f5b301" strokeWidth="8" />
      <rect x="150" y="130" width="20" height="26" fill="#e0a000" />
      <rect x="124" y="156" width="72" height="18" rx="6" fill={c(7)} />
      <path
        d="M160 72 l5 10 l11 1.5 l-8 7.5 l2 11 l-10 -5.5 l-10 5.5 l2 -11 l-8 -7.5 l11 -1.5 z"
        fill="#fff"
        opacity="0.9"
      />
    </svg>
  );
}
