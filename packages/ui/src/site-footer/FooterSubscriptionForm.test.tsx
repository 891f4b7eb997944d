import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FooterSubscriptionForm } from "./FooterSubscriptionForm.tsx";

describe("FooterSubscriptionForm", () => {
  it("posts the e-mail to its page without script and links the policy", () => {
    const { container } = render(<FooterSubscriptionForm action="/podpiska" policyHref="/policy" email="" />);
    const form = container.querySelector("form");
    expect(form?.getAttribute("action")).toBe("/podpiska");
    expect(form?.getAttribute("method")).toBe("post");
    expect(screen.getByLabelText("Ваш e-mail").getAttribute("name")).toBe("email");
    expect(
      screen.getByRole("link", { name: "политикой обработки персональных данных" }).getAttribute("href"),
    ).toBe("/policy");
    expect(screen.getByRole("button", { name: "Подписаться" })).toBeDefined();
  });

  it("marks the field with its problem, and disables the button while sending", () => {
    render(
      <FooterSubscriptionForm
        action="/p"
        policyHref="/policy"
        email="anna@"
        error="Невалидный почтовый адрес"
        isSending
      />,
    );
    const field = screen.getByLabelText("Ваш e-mail");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("Невалидный почтовый адрес");
    expect(field.getAttribute("aria-describedby")).toBe(screen.getByRole("alert").id);
    expect((screen.getByRole("button", { name: "Подписываем..." }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("thanks in place of the form once subscribed", () => {
    const { container } = render(
      <FooterSubscriptionForm action="/p" policyHref="/policy" email="" done="Спасибо за подписку!" />,
    );
    expect(container.querySelector("form")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Спасибо за подписку!");
  });
});
