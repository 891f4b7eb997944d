import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CitySuggestion } from "./CitySuggestion.tsx";

afterEach(() => cleanup());

describe("CitySuggestion", () => {
  it("asks 'Ваш город …?' and answers 'Да' / 'Изменить'", () => {
    const onAccept = vi.fn();
    const onChange = vi.fn();
    render(<CitySuggestion cityName="Москва" onAccept={onAccept} onChange={onChange} />);
    expect(screen.getByRole("region", { name: "Ваш город Москва?" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Да" }));
    expect(onAccept).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole("button", { name: "Изменить" }));
    expect(onChange).toHaveBeenCalledOnce();
  });
});
