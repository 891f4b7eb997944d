import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ScrollToTop } from "./ScrollToTop.tsx";

describe("ScrollToTop", () => {
  it("is out of sight and out of the tab order until visible; a click calls onClick", () => {
    const onClick = vi.fn();
    const { rerender } = render(<ScrollToTop isVisible={false} onClick={onClick} />);
    expect(screen.queryByRole("button", { name: "Наверх" })).toBeNull();
    rerender(<ScrollToTop isVisible onClick={onClick} />);
    fireEvent.click(screen.getByRole("button", { name: "Наверх" }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
