import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CityModal, type ICityModalProps } from "./CityModal.tsx";
import { fixtureCities, fixtureFavorites, fixtureRegions } from "./city-fixtures.ts";

afterEach(() => cleanup());

function renderModal(props: Partial<ICityModalProps> = {}) {
  const onChoose = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <CityModal
      open
      onOpenChange={onOpenChange}
      cities={fixtureCities}
      regions={fixtureRegions}
      favorites={fixtureFavorites}
      currentCityId={1}
      onChoose={onChoose}
      layout="columns"
      {...props}
    />,
  );
  const dialog = screen.getByRole("dialog", { name: "Выберите город" });
  const search = within(dialog).getByRole("searchbox", { name: "Поиск города" });
  const type = (text: string) => fireEvent.change(search, { target: { value: text } });
  return { dialog, type, onChoose, onOpenChange };
}

const resultLabels = (dialog: HTMLElement) =>
  within(within(dialog).getByRole("list", { name: "Найденные города" }))
    .getAllByRole("button")
    .map((b) => b.textContent);

describe("CityModal search", () => {
  it("reads Latin-layout typing as Cyrillic: 'trfnthby' finds 'Екатеринбург (Свердловская область)'", () => {
    const { dialog, type, onChoose } = renderModal();
    type("trfnthby");
    expect(resultLabels(dialog)).toEqual(["Екатеринбург (Свердловская область) — текущий город"]);
    fireEvent.click(within(dialog).getByRole("button", { name: /^Екатеринбург \(Свердловская/ }));
    expect(onChoose).toHaveBeenCalledWith({ id: 1, name: "Екатеринбург", regionId: 1 });
  });

  it("reads 'ё' as 'е' both ways, ignores case, matches a substring", () => {
    const { dialog, type } = renderModal();
    type("березовский");
    expect(resultLabels(dialog)).toEqual(["Берёзовский (Свердловская область)"]);
    type("БЕРЁЗ");
    expect(resultLabels(dialog)).toEqual(["Берёзовский (Свердловская область)"]);
    type("тоб");
    expect(resultLabels(dialog)).toEqual(["Тобольск (Тюменская область)"]);
    type("ск");
    expect(resultLabels(dialog)).toEqual([
      "Москва (Москва)",
      "Берёзовский (Свердловская область)",
      "Челябинск (Челябинская область)",
      "Тобольск (Тюменская область)",
    ]);
  });

  it("says so when nothing is found, and shows the lists again for an empty query", () => {
    const { dialog, type } = renderModal();
    type("Париж");
    expect(within(dialog).getByText("Город не найден")).toBeTruthy();
    type("  ");
    expect(within(dialog).queryByText("Город не найден")).toBeNull();
    expect(within(dialog).getByRole("heading", { name: "Регионы" })).toBeTruthy();
  });
});

describe("CityModal lists", () => {
  it("shows the favourite cities and chooses one", () => {
    const { dialog, onChoose } = renderModal();
    const favorites = within(dialog).getByRole("list", { name: "Популярные города" });
    expect(
      within(favorites)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Екатеринбург — текущий город", "Москва", "Тюмень", "Челябинск"]);
    fireEvent.click(within(favorites).getByRole("button", { name: "Москва" }));
    expect(onChoose).toHaveBeenCalledWith({ id: 2, name: "Москва", regionId: 2 });
  });

  it("hides regions without cities", () => {
    const { dialog } = renderModal();
    const regions = within(dialog)
      .getAllByRole("button", { pressed: false })
      .concat(within(dialog).getAllByRole("button", { pressed: true }));
    const names = regions.map((b) => b.textContent);
    expect(names).toContain("Тюменская область");
    expect(names).not.toContain("Регион без городов");
    expect(within(dialog).queryByText("Регион без городов")).toBeNull();
  });

  it("side by side: the current city's region is open, another region's cities replace it", () => {
    const { dialog } = renderModal();
    expect(within(dialog).getByRole("button", { name: "Свердловская область", pressed: true })).toBeTruthy();
    const sverdlovsk = within(dialog).getByRole("list", { name: "Города: Свердловская область" });
    expect(within(sverdlovsk).getAllByRole("button")).toHaveLength(3);
    fireEvent.click(within(dialog).getByRole("button", { name: "Тюменская область" }));
    const tyumen = within(dialog).getByRole("list", { name: "Города: Тюменская область" });
    expect(
      within(tyumen)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Тюмень", "Тобольск"]);
    // both lists stay visible together
    expect(within(dialog).getByRole("heading", { name: "Регионы" })).toBeTruthy();
  });

  it("on a phone: stage 1 regions only, stage 2 the region's cities with 'Все регионы' back", () => {
    const { dialog, onChoose } = renderModal({ layout: "stages" });
    expect(within(dialog).queryByRole("list", { name: /^Города:/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Тюменская область" }));
    // stage 2: the regions are gone, the cities are there and focus is on the way back
    expect(within(dialog).queryByRole("heading", { name: "Регионы" })).toBeNull();
    const back = within(dialog).getByRole("button", { name: "Все регионы" });
    expect(document.activeElement).toBe(back);
    const cities = within(dialog).getByRole("list", { name: "Города: Тюменская область" });
    fireEvent.click(within(cities).getByRole("button", { name: "Тобольск" }));
    expect(onChoose).toHaveBeenCalledWith({ id: 7, name: "Тобольск", regionId: 3 });
    fireEvent.click(back);
    expect(within(dialog).getByRole("heading", { name: "Регионы" })).toBeTruthy();
    expect(within(dialog).queryByRole("list", { name: /^Города:/ })).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Тюменская область" }));
  });

  it("closes on Escape and by its close button (Radix dialog)", () => {
    const { dialog, onOpenChange } = renderModal();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Закрыть" }));
    expect(onOpenChange).toHaveBeenCalledTimes(2);
  });

  it("says when the list is loading or failed", () => {
    renderModal({ status: "loading", cities: [], regions: [], favorites: [] });
    expect(screen.getByRole("status").textContent).toBe("Загружаем список городов…");
    cleanup();
    renderModal({ status: "error", cities: [], regions: [], favorites: [] });
    expect(screen.getByRole("alert").textContent).toBe("Не удалось загрузить список городов");
  });
});
