import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RatingStars } from "./RatingStars.tsx";

describe("RatingStars", () => {
  it("reads the rating out and fills the stars to it", () => {
    render(<RatingStars value={4.5} />);
    const rating = screen.getByRole("img", { name: "Оценка 4,5 из 5" });
    const filled = rating.firstElementChild as HTMLElement;
    expect(filled.style.width).toBe("90%");
  });
  it("clamps out-of-range values", () => {
    render(<RatingStars value={7} />);
    const rating = screen.getByRole("img", { name: "Оценка 5 из 5" });
    expect((rating.firstElementChild as HTMLElement).style.width).toBe("100%");
  });
  it("is two elements, whatever the size (a page of reviews lays out and hydrates no star one by one)", () => {
    const { container } = render(<RatingStars value={3} size={24} />);
    expect(container.querySelectorAll("*")).toHaveLength(2);
    expect((container.firstElementChild as HTMLElement).style.getPropertyValue("--star-size")).toBe("24px");
  });
});
