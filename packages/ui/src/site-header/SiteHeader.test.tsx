import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type ISiteHeaderProps, SiteHeader } from "./SiteHeader.tsx";

const base: ISiteHeaderProps = {
  logo: <a href="/">Оптика</a>,
  menu: [{ label: "Оправы", href: "/catalog/opravy" }],
  wishlistHref: "/wishlist",
  cartHref: "/cart",
  phone: { label: "8 800 700-11-22", href: "tel:+78007001122" },
};

describe("SiteHeader (the bar)", () => {
  it("shows count badges only above 0", () => {
    const { container, rerender } = render(<SiteHeader {...base} wishlistCount={0} cartCount={4} />);
    expect(screen.getAllByRole("link", { name: "Избранное" }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole("link", { name: "Корзина (4)" }).length).toBeGreaterThan(0);
    expect(container.querySelectorAll('[data-testid="icon-button-count"]').length).toBeGreaterThan(0);
    rerender(<SiteHeader {...base} wishlistCount={0} cartCount={0} />);
    expect(container.querySelectorAll('[data-testid="icon-button-count"]')).toHaveLength(0);
    expect(screen.queryByRole("link", { name: /Корзина \(/ })).toBeNull();
  });

  it("has the phone link with the 'Звонок бесплатный' tooltip", () => {
    render(<SiteHeader {...base} />);
    const link = screen.getByRole("link", { name: /8 800 700-11-22/ });
    expect(link.getAttribute("href")).toBe("tel:+78007001122");
    const tooltipId = link.getAttribute("aria-describedby");
    expect(tooltipId && document.getElementById(tooltipId)?.textContent).toBe("Звонок бесплатный");
  });

  it("calls onSearchClick and onProfileClick for guests; links to profile when signed in", () => {
    const onSearchClick = vi.fn();
    const onProfileClick = vi.fn();
    const { rerender } = render(
      <SiteHeader {...base} onSearchClick={onSearchClick} onProfileClick={onProfileClick} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Поиск" }));
    fireEvent.click(screen.getAllByRole("button", { name: "Личный кабинет" })[0]!);
    expect(onSearchClick).toHaveBeenCalledOnce();
    expect(onProfileClick).toHaveBeenCalledOnce();
    rerender(<SiteHeader {...base} profileHref="/profile" />);
    expect(screen.getAllByRole("link", { name: "Личный кабинет" })[0]?.getAttribute("href")).toBe("/profile");
  });

  it("hides the logo (keeping its place) only when asked", () => {
    const { container, rerender } = render(<SiteHeader {...base} isLogoHidden />);
    const slot = container.querySelector('[aria-hidden="true"] a[href="/"]');
    expect(slot).not.toBeNull();
    rerender(<SiteHeader {...base} />);
    expect(container.querySelector('[aria-hidden="true"] a[href="/"]')).toBeNull();
  });
});
