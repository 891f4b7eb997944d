import type { ReactNode, SVGProps } from "react";

export interface IIconProps extends Omit<SVGProps<SVGSVGElement>, "children"> {
  /** Width and height in px (default 24). */
  size?: number;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  title?: string;
}

/** The 24×24 line-icon frame every icon draws into (stroke = currentColor). */
export function Icon({
  size = 24,
  title,
  strokeWidth = 1.75,
  children,
  ...rest
}: IIconProps & { children: ReactNode }) {
  const a11y = title ? { role: "img", "aria-label": title } : { "aria-hidden": true };
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative icons are aria-hidden; titled ones get role="img" + <title>
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...a11y}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}
