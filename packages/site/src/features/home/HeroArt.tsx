/** The home hero's drawing: glasses and a contact lens on a soft backdrop (decorative). */
export function HeroArt() {
  return (
    <svg viewBox="0 0 480 360" width="480" height="360" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-lens" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.95" />
          <stop offset="1" stopColor="#cfeff6" stopOpacity="0.9" />
        </linearGradient>
        <linearGradient id="hero-glass" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0.15" />
        </linearGradient>
      </defs>
      <circle cx="330" cy="120" r="96" fill="var(--color-primary)" opacity="0.12" />
      <circle cx="120" cy="270" r="70" fill="var(--color-accent)" opacity="0.12" />
      <g fill="url(#hero-glass)" stroke="var(--color-primary)" strokeWidth="10" strokeLinejoin="round">
        <rect x="52" y="132" width="158" height="116" rx="52" />
        <rect x="262" y="132" width="158" height="116" rx="52" />
      </g>
      <path
        d="M210 172c14-18 38-18 52 0"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <path
        d="M52 160 22 118M420 160l30-42"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <path
        d="M84 160c10-12 24-18 40-20M294 160c10-12 24-18 40-20"
        stroke="#fff"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <g transform="translate(360 300) rotate(-12) scale(0.85)">
        <ellipse cx="0" cy="22" rx="70" ry="14" fill="#0f2e2b" opacity="0.12" />
        <path
          d="M-64 8c0-40 29-62 64-62s64 22 64 62c-17 11-39 17-64 17s-47-6-64-17Z"
          fill="url(#hero-lens)"
        />
        <path
          d="M-64 8c0-40 29-62 64-62s64 22 64 62c-17 11-39 17-64 17s-47-6-64-17Z"
          fill="none"
          stroke="var(--color-accent)"
          strokeWidth="5"
        />
        <path d="M-38-14c8-14 22-22 38-24" stroke="#fff" strokeWidth="7" strokeLinecap="round" fill="none" />
      </g>
    </svg>
  );
}
