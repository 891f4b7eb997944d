import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DesktopMenu } from "./DesktopMenu.tsx";

const menu = [
  {
    label: "Линзы",
    href: "/catalog/linzy",
    children: [{ label: "Однодневные", href: "/catalog/linzy/f/period=odnodnevnye" }],
  },
  { label: "Оправы", href: "/catalog/opravy" },
  { label: "Очки", href: "/catalog/solncezashchitnye-ochki" },
];

/** Links per column of the open dropdown. */
function columnLinkCounts() {
  const button = screen.getByRole("button", { name: "Меню" });
  if (button.getAttribute("aria-expanded") !== "true") fireEvent.click(button);
  const nav = screen.getByRole("navigation", { name: "Каталог и разделы" });
  return [...nav.children].map((column) => within(column as HTMLElement).queryAllByRole("link").length);
}

describe("DesktopMenu", () => {
  it("opens and closes the 'Меню' dropdown (button, Escape, click outside)", () => {
    render(<DesktopMenu menu={menu} />);
    const button = screen.getByRole("button", { name: "Меню" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link", { name: "Однодневные" })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("link", { name: "Однодневные" })).toBeTruthy();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("lays the items out 2 per column on the main site and 1 on the partner site", () => {
    const { rerender } = render(<DesktopMenu menu={menu} itemsPerColumn={2} />);
    // column 1: Линзы (+ its child) and Оправы; column 2: Очки
    expect(columnLinkCounts()).toEqual([3, 1]);
    rerender(<DesktopMenu menu={menu} itemsPerColumn={1} />);
    expect(columnLinkCounts()).toEqual([2, 1, 1]);
  });
});
