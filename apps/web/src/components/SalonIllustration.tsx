/**
 * The auth brand panel's artwork, apart from the other drawings (Illustrations.tsx): the sign-in
 * page is the first screen on a cheap phone and downloads only this one (issue 14).
 */

const BRAND_2 = 'var(--mantine-color-brand-2)';

/** A salon chair and mirror, in white over the brand panel. */
export function SalonIllustration({ size = '100%' }: { size?: number | string }) {
  return (
    <svg viewBox="0 0 320 260" width={size} role="img" aria-label="A salon chair by a mirror">
      <ellipse cx="160" cy="236" rx="120" ry="12" fill="rgba(255,255,255,0.12)" />
      <rect x="92" y="20" width="136" height="150" rx="68" fill="rgba(255,255,255,0.14)" />
      <rect x="104" y="32" width="112" height="126" rx="56" fill="rgba(255,255,255,0.1)" />
      <path d="M130 52 q30 -14 56 8" stroke="rgba(255,255,255,0.5)" strokeWidth="4" fill="none" />
      <rect x="118" y="112" width="84" height="62" rx="16" fill="#fff" />
      <rect x="104" y="160" width="112" height="30" rx="12" fill="#fff" />
      <rect x="96" y="150" width="16" height="40" rx="8" fill={BRAND_2} />
      <rect x="208" y="150" width="16" height="40" rx="8" fill={BRAND_2} />
      <rect x="154" y="190" width="12" height="34" fill={BRAND_2} />
      <rect x="124" y="222" width="72" height="10" rx="5" fill={BRAND_2} />
      <g transform="translate(258 70)">
        <circle r="26" fill="rgba(255,255,255,0.18)" />
        <path d="M-8 -8 l16 16 M8 -8 l-16 16" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
        <circle cx="-10" cy="10" r="5" fill="none" stroke="#fff" strokeWidth="2.5" />
        <circle cx="10" cy="10" r="5" fill="none" stroke="#fff" strokeWidth="2.5" />
      </g>
      <g transform="translate(58 120)">
        <circle r="22" fill="rgba(255,255,255,0.18)" />
        <rect x="-11" y="-10" width="22" height="7" rx="2" fill="#fff" />
        {[-9, -5, -1, 3, 7].map((x) => (
          <rect key={x} x={x} y="-4" width="2" height="12" rx="1" fill="#fff" />
        ))}
      </g>
    </svg>
  );
}
