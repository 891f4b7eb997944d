import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type TUiLinkComponentProps, UiLinkProvider } from "../ui-link/UiLink.tsx";
import { Button } from "./Button.tsx";

function RouterLike({ to, ...rest }: TUiLinkComponentProps) {
  return <a href={`#router${to}`} data-router="yes" {...rest} />;
}

describe("Button", () => {
  it("renders a button of type button by default", () => {
    render(<Button>Купить</Button>);
    const button = screen.getByRole("button", { name: "Купить" });
    expect(button.getAttribute("type")).toBe("button");
  });

  it("renders a link when href is given", () => {
    render(<Button href="/zapis">Записаться</Button>);
    expect(screen.getByRole("link", { name: "Записаться" }).getAttribute("href")).toBe("/zapis");
  });

  it("renders links through the provider's component", () => {
    render(
      <UiLinkProvider component={RouterLike}>
        <Button href="/cart">Корзина</Button>
      </UiLinkProvider>,
    );
    const link = screen.getByRole("link", { name: "Корзина" });
    expect(link.getAttribute("href")).toBe("#router/cart");
    expect(link.getAttribute("data-router")).toBe("yes");
  });
});
