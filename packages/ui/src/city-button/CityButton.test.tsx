import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { CityButton } from "./CityButton.tsx";

afterEach(() => cleanup());

it("shows the city and opens the modal on click, named for assistive technology", () => {
  const onClick = vi.fn();
  render(<CityButton cityName="Москва" onClick={onClick} />);
  const button = screen.getByRole("button", { name: "Ваш город: Москва. Изменить город" });
  expect(button.textContent).toBe("Москва");
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledOnce();
});
