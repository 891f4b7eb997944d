import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Price } from "./Price.tsx";

const nbsp = "\u00a0";

describe("Price", () => {
  it("formats kopecks through the domain", () => {
    const { container } = render(<Price price={199000} />);
    expect(container.textContent).toBe(`1${nbsp}990${nbsp}₽`);
    expect(container.querySelector("s")).toBeNull();
  });

  it("strikes the old price through when it is higher", () => {
    const { container } = render(<Price price={159000} oldPrice={199000} />);
    const old = container.querySelector("s");
    expect(old?.textContent).toContain(`1${nbsp}990${nbsp}₽`);
    expect(container.textContent).toContain("Старая цена");
  });

  it("ignores an old price that is not higher", () => {
    const { container } = render(<Price price={199000} oldPrice={199000} />);
    expect(container.querySelector("s")).toBeNull();
  });
});
