import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SummaryList, SummaryRow } from "./SummaryList.tsx";

describe("SummaryList", () => {
  it("pairs each term with its amount, and passes the page's data attributes to the row and the value", () => {
    const { container } = render(
      <SummaryList>
        <SummaryRow term="Товары" data-summary="goods">
          6 480 ₽
        </SummaryRow>
        <SummaryRow term="Итого" isTotal valueProps={{ "data-cart-total": "" }}>
          5 832 ₽
        </SummaryRow>
      </SummaryList>,
    );
    const terms = screen.getAllByRole("term").map((t) => t.textContent);
    const values = screen.getAllByRole("definition").map((d) => d.textContent);
    expect(terms).toEqual(["Товары", "Итого"]);
    expect(values).toEqual(["6 480 ₽", "5 832 ₽"]);
    expect(container.querySelector('[data-summary="goods"] dd')?.textContent).toBe("6 480 ₽");
    expect(container.querySelector("dd[data-cart-total]")?.textContent).toBe("5 832 ₽");
  });
});
