import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LoyaltyNotRegistered } from "./LoyaltyNotRegistered.tsx";

describe("LoyaltyNotRegistered", () => {
  it("offers another number when the phone can be changed", () => {
    const onTryOtherPhone = vi.fn();
    render(<LoyaltyNotRegistered clinicsHref="/kontakty" appLinks={[]} onTryOtherPhone={onTryOtherPhone} />);
    expect(screen.getByRole("link", { name: "Где подобрать линзы" }).getAttribute("href")).toBe("/kontakty");
    fireEvent.click(screen.getByRole("button", { name: "Ввести другой номер" }));
    expect(onTryOtherPhone).toHaveBeenCalledOnce();
  });

  it("has no way back to a phone that cannot be changed (the signed-in shopper's own)", () => {
    render(<LoyaltyNotRegistered clinicsHref="/kontakty" appLinks={[]} />);
    expect(screen.queryByRole("button", { name: "Ввести другой номер" })).toBeNull();
  });
});
