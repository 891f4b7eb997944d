/**
 * The thank-you picture: an envelope with a letter and a tick, flying off a pair of glasses'
 * curve. Drawn with the brand's tokens, so each brand gets its own colours; decorative (no alt).
 */
export function ThanksIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 240 160"
      width="240"
      height="160"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="120" cy="146" rx="84" ry="8" fill="var(--color-bg-muted)" />
      <circle cx="120" cy="74" r="64" fill="var(--color-primary-soft)" />
      {/* the letter, half out of the envelope */}
      <rect
        x="78"
        y="30"
        width="84"
        height="70"
        rx="6"
        fill="var(--color-surface)"
        stroke="var(--color-border)"
      />
      <rect x="90" y="44" width="46" height="6" rx="3" fill="var(--color-primary)" opacity="0.85" />
      <rect x="90" y="56" width="60" height="5" rx="2.5" fill="var(--color-border)" />
      <rect x="90" y="66" width="54" height="5" rx="2.5" fill="var(--color-border)" />
      {/* the envelope */}
      <path
        d="M64 72 L120 108 L176 72 V128 a6 6 0 0 1 -6 6 H70 a6 6 0 0 1 -6 -6 Z"
        fill="var(--color-primary)"
      />
      <path
        d="M64 128 L106 98 M176 128 L134 98"
        stroke="var(--color-on-primary)"
        strokeOpacity="0.35"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M64 72 L120 108 L176 72" fill="none" stroke="var(--color-primary-active)" strokeWidth="3" />
      {/* the tick */}
      <circle
        cx="176"
        cy="44"
        r="20"
        fill="var(--color-accent)"
        stroke="var(--color-surface)"
        strokeWidth="4"
      />
      <path
        d="M167 44 l6 6 l12 -13"
        fill="none"
        stroke="var(--color-on-primary)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* a pair of glasses, the shop's sign */}
      <g fill="none" stroke="var(--color-primary)" strokeWidth="3" opacity="0.7">
        <circle cx="42" cy="40" r="11" />
        <circle cx="70" cy="40" r="11" />
        <path d="M53 40 q3 -4 6 0" />
      </g>
      <g fill="var(--color-accent)" opacity="0.6">
        <circle cx="200" cy="96" r="4" />
        <circle cx="36" cy="104" r="3" />
        <circle cx="212" cy="70" r="2.5" />
      </g>
    </svg>
  );
}
