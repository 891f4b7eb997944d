import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CategoryShortcuts } from "./CategoryShortcuts.tsx";

const links = Array.from({ length: 7 }, (_, i) => ({ label: `Раздел ${i + 1}`, href: `/r${i + 1}` }));

/** happy-dom has no layout: pretend items from `firstWrapped` on wrap onto the clipped second line. */
function layoutWrapsFrom(firstWrapped: number) {
  vi.spyOn(HTMLElement.prototype, "offsetTop", "get").mockImplementation(function (this: HTMLElement) {
    if (this.tagName !== "LI" || !this.parentElement) return 0;
    const index = [...this.parentElement.children].indexOf(this);
    return index >= firstWrapped ? 44 : 0;
  });
}

afterEach(() => vi.restoreAllMocks());

describe("CategoryShortcuts", () => {
  it("shows up to 5 in the bar with their accent colours and the rest under 'Ещё'", () => {
    render(<CategoryShortcuts links={links} />);
    const nav = screen.getByRole("navigation", { name: "Популярные разделы" });
    const list = nav.querySelector("ul") as HTMLElement;
    const inBar = within(list).getAllByRole("link");
    expect(inBar.map((link) => link.textContent)).toEqual(links.slice(0, 5).map((link) => link.label));
    expect(inBar[4]?.getAttribute("style")).toContain("--color-extra-5");
    const more = screen.getByRole("button", { name: "Ещё" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(more);
    const moreList = document.getElementById(more.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(
      within(moreList)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Раздел 6", "Раздел 7"]);
  });

  it("moves the links that do not fit the width to 'Ещё' instead of hiding them", () => {
    layoutWrapsFrom(3);
    render(<CategoryShortcuts links={links.slice(0, 5)} />);
    const nav = screen.getByRole("navigation", { name: "Популярные разделы" });
    // the wrapped ones leave the bar's accessibility tree and tab order…
    const list = nav.querySelector("ul") as HTMLElement;
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Раздел 1", "Раздел 2", "Раздел 3"]);
    // …and are one click away
    const more = screen.getByRole("button", { name: "Ещё" });
    fireEvent.click(more);
    const moreList = document.getElementById(more.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(
      within(moreList)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/r4", "/r5"]);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
  });

  it("moves even the first link to 'Ещё' when the bar is narrower than it (a laptop just above the phone layout)", () => {
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockImplementation(function (this: HTMLElement) {
      return this.tagName === "UL" ? 60 : 0;
    });
    vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockImplementation(function (this: HTMLElement) {
      return this.tagName === "LI" ? 150 : 0;
    });
    render(<CategoryShortcuts links={links.slice(0, 2)} />);
    const list = screen
      .getByRole("navigation", { name: "Популярные разделы" })
      .querySelector("ul") as HTMLElement;
    expect(within(list).queryAllByRole("link")).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Ещё" }));
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/r1", "/r2"]);
  });

  it("has no 'Ещё' when everything fits", () => {
    render(<CategoryShortcuts links={links.slice(0, 3)} />);
    expect(screen.queryByRole("button", { name: "Ещё" })).toBeNull();
    expect(screen.getAllByRole("link")).toHaveLength(3);
  });
});
