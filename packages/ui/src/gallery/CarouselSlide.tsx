import type { ReactNode } from "react";
import { messages } from "./messages.ts";

export interface ICarouselSlideProps {
  /** position of this slide, from 0 */
  index: number;
  count: number;
  /** the slide in view (the others are hidden from assistive technology) */
  selected: number;
  className?: string | undefined;
  children: ReactNode;
}

/** One slide of a picture carousel (product gallery and popup): the WAI-ARIA carousel slide pattern. */
export function CarouselSlide({ index, count, selected, className, children }: ICarouselSlideProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern — slides are role="group" with aria-roledescription
    <div
      className={className}
      role="group"
      aria-roledescription={messages.slide}
      aria-label={messages.slideOf(index + 1, count)}
      aria-hidden={index === selected ? undefined : true}
      data-slide-index={index}
    >
      {children}
    </div>
  );
}
