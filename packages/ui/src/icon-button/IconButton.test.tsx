import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CartIcon } from "../icons/icons.tsx";
import { IconButton } from "./IconButton.tsx";

describe("IconButton", () => {
  it("has the label as its accessible name and no badge at 0", () => {
    render(<IconButton label="Корзина" icon={<CartIcon />} count={0} />);
    expect(screen.getByRole("button", { name: "Корзина" })).toBeTruthy();
    expect(screen.queryByTestId("icon-button-count")).toBeNull();
  });

  it("shows the count badge when above 0", () => {
    render(<IconButton label="Корзина" icon={<CartIcon />} count={3} />);
    expect(screen.getByTestId("icon-button-count").textContent).toContain("3");
    expect(screen.getByRole("button", { name: "Корзина (3)" })).toBeTruthy();
  });

  it("caps the visible count at 99+", () => {
    render(<IconButton label="Корзина" icon={<CartIcon />} count={120} />);
    expect(screen.getByTestId("icon-button-count").textContent).toContain("99+");
  });

  it("renders a link with href and calls onClick on a button", () => {
    const onClick = vi.fn();
    const { rerender } = render(<IconButton label="Поиск" icon={<CartIcon />} onClick={onClick} />);
    fireEvent.click(screen.getByRole("button", { name: "Поиск" }));
    expect(onClick).toHaveBeenCalledOnce();
    rerender(<IconButton label="Избранное" icon={<CartIcon />} href="/wishlist" count={1} />);
    expect(screen.getByRole("link", { name: "Избранное (1)" }).getAttribute("href")).toBe("/wishlist");
  });
});
