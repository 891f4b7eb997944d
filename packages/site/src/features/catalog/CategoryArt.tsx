import type { ReactNode } from "react";

function Frame({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** Decorative pictures of the top categories (drawn, so they need no image request). */
export function CategoryArt({ slug, size = 96 }: { slug: string; size?: number }) {
  switch (slug) {
    case "linzy":
      return (
        <Frame size={size}>
          <ellipse cx="48" cy="60" rx="34" ry="12" fill="currentColor" opacity="0.12" />
          <path d="M14 52c0-18 15-30 34-30s34 12 34 30c-9 6-21 9-34 9s-25-3-34-9Z" fill="#d6f1f8" />
          <path
            d="M14 52c0-18 15-30 34-30s34 12 34 30"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
          />
          <path d="M26 40c5-7 12-10 20-11" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
          <path d="M14 52c9 6 21 9 34 9s25-3 34-9" fill="none" stroke="currentColor" strokeWidth="3" />
        </Frame>
      );
    case "opravy":
      return (
        <Frame size={size}>
          <g fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round">
            <rect x="8" y="36" width="32" height="24" rx="11" fill="#eef6f5" />
            <rect x="56" y="36" width="32" height="24" rx="11" fill="#eef6f5" />
            <path d="M40 44c4-4 12-4 16 0" />
            <path d="M8 42 4 30M88 42l4-12" />
          </g>
        </Frame>
      );
    case "solncezashchitnye-ochki":
      return (
        <Frame size={size}>
          <g stroke="currentColor" strokeWidth="3.5" strokeLinecap="round">
            <path d="M6 38h36c0 14-6 22-17 22S6 52 6 38Z" fill="#1f3b4d" />
            <path d="M54 38h36c0 14-6 22-17 22s-19-8-19-22Z" fill="#1f3b4d" />
            <path d="M42 40c3-3 9-3 12 0" fill="none" />
          </g>
          <path d="M14 44l8-4M62 44l8-4" stroke="#9fd3ff" strokeWidth="3" strokeLinecap="round" />
          <circle cx="76" cy="18" r="8" fill="#f5b700" />
        </Frame>
      );
    case "aksessuary":
      return (
        <Frame size={size}>
          <rect
            x="30"
            y="24"
            width="36"
            height="58"
            rx="9"
            fill="#e3f4f1"
            stroke="currentColor"
            strokeWidth="3"
          />
          <rect x="38" y="12" width="20" height="12" rx="3" fill="currentColor" />
          <path d="M38 46h20M38 56h20" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          <ellipse cx="76" cy="72" rx="12" ry="8" fill="#d6f1f8" stroke="currentColor" strokeWidth="2.5" />
        </Frame>
      );
    case "podarochnye-sertifikaty":
      return (
        <Frame size={size}>
          <rect
            x="8"
            y="24"
            width="80"
            height="50"
            rx="8"
            fill="#fff4df"
            stroke="currentColor"
            strokeWidth="3"
          />
          <path d="M34 24v50M8 44h80" stroke="#c2410c" strokeWidth="4" />
          <path
            d="M34 44c-6-10-16-10-16-3s10 5 16 3Zm0 0c6-10 16-10 16-3s-10 5-16 3Z"
            fill="none"
            stroke="#c2410c"
            strokeWidth="3"
          />
        </Frame>
      );
    default:
      return (
        <Frame size={size}>
          <circle cx="48" cy="48" r="30" fill="none" stroke="currentColor" strokeWidth="3" />
        </Frame>
      );
  }
}
