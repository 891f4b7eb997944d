import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Pagination } from "./Pagination.tsx";

const hrefForPage = (page: number) => `/catalog/linzy?page=${page}`;
const hrefForPerPage = (perPage: number) => `/catalog/linzy?per_page=${perPage}`;

function setup(page: number, total: number, perPage = 30) {
  return render(
    <Pagination
      page={page}
      perPage={perPage}
      total={total}
      hrefForPage={hrefForPage}
      hrefForPerPage={hrefForPerPage}
    />,
  );
}

describe("Pagination", () => {
  it("shows numbered pages with ellipses and marks the current one", () => {
    setup(5, 295);
    const nav = screen.getByRole("navigation", { name: "Страницы" });
    const pageLinks = within(nav)
      .getAllByRole("link")
      .filter((a) => /^Страница/.test(a.getAttribute("aria-label") ?? ""));
    expect(pageLinks.map((a) => a.textContent)).toEqual(["1", "4", "5", "6", "10"]);
    expect(nav.textContent).toContain("…");
    const current = within(nav).getByRole("link", { name: "Страница 5" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(current.getAttribute("href")).toBe("/catalog/linzy?page=5");
    expect(within(nav).getByRole("link", { name: "Предыдущая страница" }).getAttribute("href")).toBe(
      "/catalog/linzy?page=4",
    );
  });

  it("offers 'Показать ещё' to the next page while page < page count", () => {
    setup(2, 95);
    expect(screen.getByRole("link", { name: "Показать ещё" }).getAttribute("href")).toBe(
      "/catalog/linzy?page=3",
    );
  });

  it("has no 'Показать ещё' on the last page", () => {
    setup(4, 95);
    expect(screen.queryByRole("link", { name: "Показать ещё" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Следующая страница" })).toBeNull();
  });

  it("shows the range text from the domain", () => {
    setup(2, 95);
    expect(screen.getByText("Показано 31 - 60 из 95")).toBeTruthy();
  });

  it("offers the per-page menu 30/60/90/120", () => {
    const { container } = setup(1, 500, 60);
    const summary = container.querySelector("summary");
    expect(summary?.textContent).toBe("60 на странице");
    fireEvent.click(summary!);
    const options = ["30", "60", "90", "120"].map((n) =>
      screen.getByRole("link", { name: `${n} на странице` }),
    );
    expect(options.map((a) => a.getAttribute("href"))).toEqual([
      "/catalog/linzy?per_page=30",
      "/catalog/linzy?per_page=60",
      "/catalog/linzy?per_page=90",
      "/catalog/linzy?per_page=120",
    ]);
    expect(options[1]?.getAttribute("aria-current")).toBe("true");
  });

  it("has no per-page menu for a fixed page size (no hrefForPerPage)", () => {
    const { container } = render(
      <Pagination page={2} perPage={30} total={95} hrefForPage={(n) => `/search?search=x&page=${n}`} />,
    );
    expect(container.querySelector("summary")).toBeNull();
    expect(screen.getByText("Показано 31 - 60 из 95")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Показать ещё" }).getAttribute("href")).toBe(
      "/search?search=x&page=3",
    );
  });

  it("hides the page list when there is one page", () => {
    setup(1, 12);
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.getByText("Показано 1 - 12 из 12")).toBeTruthy();
  });

  it("after 'Показать ещё' shows the whole range on screen and links onwards from it", () => {
    render(
      <Pagination
        page={3}
        firstPage={1}
        perPage={30}
        total={95}
        hrefForPage={hrefForPage}
        hrefForPerPage={hrefForPerPage}
        showMoreHref="/catalog/linzy?from=1&page=4"
      />,
    );
    expect(screen.getByText("Показано 1 - 90 из 95")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Показать ещё" }).getAttribute("href")).toBe(
      "/catalog/linzy?from=1&page=4",
    );
    expect(screen.queryByRole("link", { name: "Предыдущая страница" })).toBeNull();
    expect(screen.getByRole("link", { name: "Страница 3" }).getAttribute("aria-current")).toBe("page");
  });
});
