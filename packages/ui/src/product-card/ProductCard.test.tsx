import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type IProductCardProduct, ProductCard } from "./ProductCard.tsx";

const product: IProductCardProduct = {
  id: 7,
  name: "1-Day Acuvue Moist",
  url: "/product/1-day-acuvue-moist",
  imageUrl: "/api/storage/image/42/400x400_contain_q80.webp",
  price: 215000,
  priceOld: 250000,
  brandName: "Acuvue",
  bonusValue: 21,
  isAvailable: true,
};

describe("ProductCard", () => {
  it("shows the brand, a name link, prices and a lazy image with dimensions", () => {
    const { container } = render(<ProductCard product={product} />);
    expect(screen.getByText("Acuvue")).toBeTruthy();
    expect(screen.getByRole("link", { name: "1-Day Acuvue Moist" }).getAttribute("href")).toBe(
      "/product/1-day-acuvue-moist",
    );
    const img = container.querySelector("img");
    expect(img?.getAttribute("loading")).toBe("lazy");
    expect(img?.getAttribute("width")).toBe("300");
    expect(img?.getAttribute("height")).toBe("300");
    expect(container.querySelector("s")?.textContent).toContain("2\u00a0500\u00a0₽");
    expect(screen.queryByText("Нет в наличии")).toBeNull();
  });

  it.each([
    [1, "1 бонус"],
    [21, "21 бонус"],
    [3, "3 бонуса"],
    [11, "11 бонусов"],
    [94, "94 бонуса"],
    [100, "100 бонусов"],
  ])("shows the bonus line for %i with the plural form", (bonusValue, text) => {
    render(<ProductCard product={{ ...product, bonusValue }} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it("hides the bonus line when there are no bonuses", () => {
    const { container } = render(<ProductCard product={{ ...product, bonusValue: 0 }} />);
    expect(container.textContent).not.toMatch(/бонус/);
  });

  it("says 'Нет в наличии' when not available and renders the footer", () => {
    render(
      <ProductCard
        product={{ ...product, isAvailable: false }}
        footer={<button type="button">Купить</button>}
      />,
    );
    expect(screen.getByText("Нет в наличии")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Купить" })).toBeTruthy();
  });

  it("puts the picture's sources in a <picture>; a card in the first screen loads it at once with high priority", () => {
    const sources = [{ type: "image/avif", srcSet: "/a.avif 480w" }];
    const { container } = render(
      <ProductCard product={{ ...product, imageSources: sources }} imageSizes="50vw" isPriority />,
    );
    expect(container.querySelector("picture source")?.getAttribute("sizes")).toBe("50vw");
    const img = container.querySelector("img");
    expect(img?.getAttribute("fetchpriority")).toBe("high");
    expect(img?.getAttribute("loading")).toBe("eager");
    expect(img?.getAttribute("width")).toBe("300");
  });
});
