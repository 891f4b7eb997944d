import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FacetList, type IFacet } from "./FacetList.tsx";

const facets: IFacet[] = [
  {
    key: "brand",
    name: "Бренд",
    values: [
      { value: "acuvue", label: "Acuvue", count: 48, selected: true, href: "/catalog/linzy" },
      {
        value: "alcon",
        label: "Alcon",
        count: 31,
        selected: false,
        href: "/catalog/linzy/f/brand=acuvue,alcon",
      },
    ],
  },
  { key: "empty", name: "Пусто", values: [] },
];

describe("FacetList", () => {
  it("renders groups of checkbox links with counts and selected state", () => {
    render(<FacetList facets={facets} />);
    expect(screen.getByRole("heading", { name: "Бренд" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Пусто" })).toBeNull();
    const acuvue = screen.getByRole("checkbox", { name: /Acuvue/ });
    expect(acuvue.getAttribute("aria-checked")).toBe("true");
    expect(acuvue.getAttribute("href")).toBe("/catalog/linzy");
    expect(acuvue.textContent).toContain("48");
    const alcon = screen.getByRole("checkbox", { name: /Alcon/ });
    expect(alcon.getAttribute("aria-checked")).toBe("false");
    expect(alcon.getAttribute("href")).toBe("/catalog/linzy/f/brand=acuvue,alcon");
  });

  it("follows the link on Space like a checkbox", () => {
    render(<FacetList facets={facets} />);
    const alcon = screen.getByRole("checkbox", { name: /Alcon/ });
    let clicked = 0;
    alcon.addEventListener("click", (e) => {
      e.preventDefault();
      clicked += 1;
    });
    fireEvent.keyDown(alcon, { key: " " });
    expect(clicked).toBe(1);
  });

  it("truncates long lists but keeps selected values and expands on demand", () => {
    const long: IFacet = {
      key: "sphere",
      name: "Оптическая сила",
      values: Array.from({ length: 25 }, (_, i) => ({
        value: `v${i}`,
        label: `Значение ${i}`,
        count: 1,
        selected: i === 23,
        href: `/x/${i}`,
      })),
    };
    render(<FacetList facets={[long]} truncateAt={20} />);
    expect(screen.getAllByRole("checkbox")).toHaveLength(21);
    fireEvent.click(screen.getByRole("button", { name: "Показать все (25)" }));
    expect(screen.getAllByRole("checkbox")).toHaveLength(25);
    expect(screen.getByRole("button", { name: "Свернуть" }).getAttribute("aria-expanded")).toBe("true");
  });
});
