import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { MobileMenu } from "./MobileMenu.tsx";

const categories = [
  { label: "Контактные линзы", href: "/catalog/linzy" },
  { label: "Оправы", href: "/catalog/opravy" },
  { label: "Подарочные сертификаты", href: "/sertifikaty" },
];
// the shell's header menu: a 'Каталог' group of the same category links, then the other sections
const menu = [
  { label: "Каталог", href: "/catalog", children: categories },
  { label: "Услуги", href: "/uslugi" },
  { label: "Оправы", href: "/catalog/opravy" },
  { label: "Контакты", href: "/kontakty" },
];

function renderMenu(extra: Partial<Parameters<typeof MobileMenu>[0]> = {}) {
  return render(
    <>
      <MobileMenu
        logo={<a href="/">Оптика</a>}
        categories={categories}
        menu={menu}
        appointment={{ label: "Записаться на приём", href: "/zapis" }}
        cityName="Екатеринбург"
        onCityChangeClick={() => {}}
        {...extra}
      />
      <a href="/elsewhere">За меню</a>
    </>,
  );
}

function dialogElement() {
  return document.querySelector("dialog") as HTMLDialogElement;
}

describe("MobileMenu", () => {
  it("opens a modal <dialog> from the burger and focuses its close button", () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    renderMenu();
    const burger = screen.getByRole("button", { name: "Открыть меню" });
    expect(dialogElement().open).toBe(false);
    expect(burger.getAttribute("aria-expanded")).toBe("false");
    burger.focus();
    fireEvent.click(burger);
    expect(showModal).toHaveBeenCalledOnce();
    expect(dialogElement().open).toBe(true);
    expect(burger.getAttribute("aria-expanded")).toBe("true");
    const dialog = screen.getByRole("dialog", { name: "Меню" });
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Закрыть меню" }));
    showModal.mockRestore();
  });

  it("closes with its close button and gives focus back to the burger", () => {
    renderMenu();
    const burger = screen.getByRole("button", { name: "Открыть меню" });
    burger.focus();
    fireEvent.click(burger);
    fireEvent.click(screen.getByRole("button", { name: "Закрыть меню" }));
    expect(dialogElement().open).toBe(false);
    expect(burger.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(burger);
  });

  it("closes when the browser closes it (Escape ends in the dialog's 'close' event)", () => {
    renderMenu();
    const burger = screen.getByRole("button", { name: "Открыть меню" });
    fireEvent.click(burger);
    act(() => dialogElement().close());
    expect(burger.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(burger);
  });

  it("leaves the menu's body out of the server HTML and renders it on the first open, then keeps it", () => {
    const html = renderToString(
      <MobileMenu
        logo={<a href="/">Оптика</a>}
        categories={categories}
        menu={menu}
        cityName="Екатеринбург"
      />,
    );
    expect(html).toContain("<dialog");
    expect(html).toContain("Закрыть меню");
    expect(html).not.toContain("/catalog/linzy");
    expect(html).not.toContain("Екатеринбург");

    renderMenu();
    expect(dialogElement().querySelectorAll("a[href='/catalog/linzy']")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Открыть меню" }));
    expect(dialogElement().querySelectorAll("a[href='/catalog/linzy']")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Закрыть меню" }));
    expect(dialogElement().open).toBe(false);
    expect(dialogElement().querySelectorAll("a[href='/catalog/linzy']")).toHaveLength(1);
  });

  it("lists each link once: category tiles under the catalogue heading, then the other sections", () => {
    renderMenu();
    fireEvent.click(screen.getByRole("button", { name: "Открыть меню" }));
    const dialog = screen.getByRole("dialog", { name: "Меню" });
    const hrefs = within(dialog)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const category of categories) expect(hrefs.filter((href) => href === category.href)).toHaveLength(1);
    const tiles = within(dialog).getByRole("navigation", { name: "Каталог" });
    expect(
      within(tiles)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Весь каталог", ...categories.map((category) => category.label)]);
    const sections = within(dialog).getByRole("navigation", { name: "Разделы сайта" });
    expect(
      within(sections)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Услуги", "Контакты"]);
    expect(within(dialog).getByRole("link", { name: "Записаться на приём" }).getAttribute("href")).toBe(
      "/zapis",
    );
    expect(within(dialog).getByText("Екатеринбург")).toBeTruthy();
  });

  it("closes before opening the city dialog", () => {
    const onCityChangeClick = vi.fn();
    renderMenu({ onCityChangeClick });
    fireEvent.click(screen.getByRole("button", { name: "Открыть меню" }));
    fireEvent.click(screen.getByRole("button", { name: "Изменить" }));
    expect(dialogElement().open).toBe(false);
    expect(onCityChangeClick).toHaveBeenCalledOnce();
  });
});
