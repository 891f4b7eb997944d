import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type ISiteHeaderProps, SiteHeader } from "./SiteHeader.tsx";

const menu = [
  {
    label: "Линзы",
    href: "/catalog/linzy",
    children: [{ label: "Однодневные", href: "/catalog/linzy/f/period=odnodnevnye" }],
  },
  { label: "Оправы", href: "/catalog/opravy" },
  { label: "Очки", href: "/catalog/solncezashchitnye-ochki" },
];

const base: ISiteHeaderProps = {
  logo: <a href="/">Оптика</a>,
  menu,
  wishlistHref: "/wishlist",
  cartHref: "/cart",
  phone: { label: "8 800 700-11-22", href: "tel:+78007001122" },
};

function dropdownColumns() {
  const button = screen.getByRole("button", { name: "Меню" });
  if (button.getAttribute("aria-expanded") !== "true") fireEvent.click(button);
  const nav = screen.getByRole("navigation", { name: "Каталог и разделы" });
  return [...nav.children].map((column) => within(column as HTMLElement).queryAllByRole("link").length);
}

describe("SiteHeader", () => {
  it("opens and closes the 'Меню' dropdown (button, Escape)", () => {
    render(<SiteHeader {...base} />);
    const button = screen.getByRole("button", { name: "Меню" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("link", { name: "Однодневные" })).toBeTruthy();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("puts itemsPerColumn menu items in each column", () => {
    const { rerender } = render(<SiteHeader {...base} itemsPerColumn={2} />);
    // column 1: Линзы (+ child) and Оправы; column 2: Очки
    expect(dropdownColumns()).toEqual([3, 1]);
    rerender(<SiteHeader {...base} itemsPerColumn={1} />);
    expect(dropdownColumns()).toEqual([2, 1, 1]);
  });

  it("shows at most 5 extra links, each with its accent colour", () => {
    const extraLinks = Array.from({ length: 7 }, (_, i) => ({
      label: `Раздел ${i + 1}`,
      href: `/r${i + 1}`,
    }));
    render(<SiteHeader {...base} extraLinks={extraLinks} />);
    const nav = screen.getByRole("navigation", { name: "Популярные разделы" });
    const links = within(nav).getAllByRole("link");
    expect(links).toHaveLength(5);
    expect(links[4]?.getAttribute("style")).toContain("--color-extra-5");
  });

  it("shows count badges only above 0", () => {
    render(<SiteHeader {...base} wishlistCount={0} cartCount={4} />);
    expect(screen.getAllByRole("link", { name: "Избранное" }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole("link", { name: "Корзина (4)" }).length).toBeGreaterThan(0);
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

  it("opens the mobile menu with the burger and closes it", () => {
    render(
      <SiteHeader
        {...base}
        appointment={{ label: "Записаться на приём", href: "/zapis" }}
        cityName="Екатеринбург"
        onCityChangeClick={() => {}}
      />,
    );
    const burger = screen.getByRole("button", { name: "Открыть меню" });
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(burger);
    const dialog = screen.getByRole("dialog", { name: "Меню" });
    expect(within(dialog).getByRole("link", { name: "Записаться на приём" }).getAttribute("href")).toBe(
      "/zapis",
    );
    expect(within(dialog).getByText("Екатеринбург")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Изменить" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Закрыть меню" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
