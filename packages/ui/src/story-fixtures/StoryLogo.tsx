/** A stand-in logo for stories (the apps pass their own). */
export function StoryLogo({ brand = "main" }: { brand?: "main" | "partner" }) {
  return (
    <a
      href="/"
      aria-label={`${brand === "partner" ? "JJ Vision" : "Оптика"} — на главную`}
      style={{
        display: "inline-flex",
        alignItems: "center",
        gap: 8,
        textDecoration: "none",
        color: "var(--color-text)",
      }}
    >
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
        <circle cx="18" cy="18" r="18" fill="var(--color-primary)" />
        <path d="M6 18c3.5-5.5 8-8 12-8s8.5 2.5 12 8c-3.5 5.5-8 8-12 8s-8.5-2.5-12-8Z" fill="#fff" />
        <circle cx="18" cy="18" r="4.5" fill="var(--color-primary)" />
      </svg>
      <span style={{ fontWeight: 800, fontSize: 20, letterSpacing: "-0.02em" }}>
        {brand === "partner" ? "JJ Vision" : "Оптика"}
      </span>
    </a>
  );
}
