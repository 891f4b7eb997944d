import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SearchOverlayResults } from "./SearchOverlayResults.tsx";
import { overlayLinkTabs, overlaySections } from "./search-fixtures.ts";
import { ALL_RESULTS_TAB, type ISearchOverlaySection, type TSearchOverlayStatus } from "./types.ts";

function Results({
  sections = overlaySections,
  status = "ready",
  onNavigate,
}: {
  sections?: ISearchOverlaySection[];
  status?: TSearchOverlayStatus;
  onNavigate?: () => void;
}) {
  const [tab, setTab] = useState(ALL_RESULTS_TAB);
  return (
    <SearchOverlayResults
      status={status}
      sections={sections}
      linkTabs={overlayLinkTabs}
      activeTab={tab}
      onTabChange={setTab}
      resultsHref="/search?search=acuvue"
      onNavigate={onNavigate}
    />
  );
}

/** Pretends the viewport is a phone (below the 991 px breakpoint) or a desktop. */
function stubViewport(isPhone: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: isPhone,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("SearchOverlayResults", () => {
  it("has 'Все результаты' with the sum of the counts and one tab per group with its count", () => {
    render(<Results />);
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs).toEqual(["Все результаты50", "Товары42", "Категории2", "Бренд1", "Услуги4", "Статьи1"]);
    expect(screen.getByRole("tab", { name: /Все результаты/ }).getAttribute("aria-selected")).toBe("true");
  });

  it("shows filter-page groups as link tabs with their product counts", () => {
    render(<Results />);
    const list = screen.getByRole("list", { name: "Подборки" });
    const link = within(list).getByRole("link", { name: /Однодневные линзы/ });
    expect(link.getAttribute("href")).toBe("/catalog/linzy/f/period=odnodnevnye");
    expect(link.textContent).toBe("Однодневные линзы18");
  });

  it("previews each group on 'Все результаты' and shows the whole group on its tab", () => {
    render(<Results />);
    const products = () => screen.getByRole("region", { name: "Товары" });
    expect(within(products()).getAllByRole("link")).toHaveLength(4);
    const services = screen.getByRole("region", { name: "Услуги" });
    expect(within(services).getAllByRole("link")).toHaveLength(3);
    fireEvent.click(within(services).getByRole("button", { name: "Показать все (4)" }));
    expect(screen.getByRole("tab", { name: /Услуги/ }).getAttribute("aria-selected")).toBe("true");
    expect(screen.queryByRole("region", { name: "Товары" })).toBeNull();
    expect(within(screen.getByRole("region", { name: "Услуги" })).getAllByRole("link")).toHaveLength(4);

    fireEvent.click(screen.getByRole("tab", { name: /Товары/ }));
    expect(within(products()).getAllByRole("link")).toHaveLength(5);
  });

  it("moves between tabs with the arrow keys", () => {
    render(<Results />);
    fireEvent.keyDown(screen.getByRole("tab", { name: /Все результаты/ }), { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: /Товары/ }).getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(screen.getByRole("tab", { name: /Товары/ }), { key: "ArrowLeft" });
    fireEvent.keyDown(screen.getByRole("tab", { name: /Все результаты/ }), { key: "ArrowLeft" });
    expect(screen.getByRole("tab", { name: /Статьи/ }).getAttribute("aria-selected")).toBe("true");
  });

  it("folds and unfolds a group by its heading on phones", () => {
    stubViewport(true);
    render(<Results />);
    const toggle = screen.getByRole("button", { name: /^Товары/ });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link", { name: /Acuvue Oasys/ })).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole("link", { name: /Acuvue Oasys/ })).toBeTruthy();
  });

  it("has plain headings on desktop (nothing to fold)", () => {
    stubViewport(false);
    render(<Results />);
    expect(screen.queryByRole("button", { name: /^Товары/ })).toBeNull();
    expect(screen.getByRole("heading", { name: /Товары/ })).toBeTruthy();
  });

  it("tells that nothing was found, that it is searching, or that it failed", () => {
    const { rerender } = render(<Results sections={[]} />);
    expect(screen.getByRole("tab", { name: /Все результаты/ })).toBeTruthy(); // link tabs remain
    rerender(
      <SearchOverlayResults
        status="ready"
        sections={[]}
        linkTabs={[]}
        activeTab="all"
        onTabChange={() => {}}
        resultsHref={null}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("По вашему запросу ничего не найдено");
    rerender(<Results sections={[]} status="loading" />);
    expect(screen.getByRole("status").textContent).toBe("Ищем…");
    rerender(<Results sections={[]} status="error" />);
    expect(screen.getByRole("alert").textContent).toBe("Возникла ошибка, попробуйте перезагрузить страницу");
    rerender(<Results status="idle" />);
    expect(screen.queryByRole("tab")).toBeNull();
  });

  it("reports a followed link (the overlay closes) and links the results page", () => {
    const onNavigate = vi.fn();
    render(<Results onNavigate={onNavigate} />);
    const link = screen.getByRole("link", { name: "Открыть страницу результатов" });
    expect(link.getAttribute("href")).toBe("/search?search=acuvue");
    fireEvent.click(screen.getByRole("tab", { name: /Товары/ }));
    expect(onNavigate).not.toHaveBeenCalled();
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
