import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RatingStars } from "./RatingStars.tsx";

describe("RatingStars", () => {
  it("reads the rating out and fills the stars to it", () => {
    const { container } = render(<RatingStars value={4.5} />);
    expect(screen.getByRole("img", { name: "Оценка 4,5 из 5" })).toBeTruthy();
    const filled = container.querySelector("[style]") as HTMLElement;
    expect(filled.style.width).toBe("90%");
  });
  it("clamps out-of-range values", () => {
    render(<RatingStars value={7} />);
    expect(screen.getByRole("img", { name: "Оценка 5 из 5" })).toBeTruthy();
  });
});
