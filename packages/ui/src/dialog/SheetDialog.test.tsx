import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SheetDialog } from "./SheetDialog.tsx";

describe("SheetDialog", () => {
  it("is a dialog named by its title, with the caller's body", () => {
    render(
      <SheetDialog isOpen onOpenChange={() => {}} title="Договор-оферта" closeLabel="Закрыть">
        <p>Текст договора</p>
      </SheetDialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Договор-оферта" });
    expect(dialog.textContent).toContain("Текст договора");
  });

  it("closes with its button and with Escape", () => {
    const onOpenChange = vi.fn();
    render(
      <SheetDialog isOpen onOpenChange={onOpenChange} title="Мои адреса" closeLabel="Закрыть">
        <p>Список</p>
      </SheetDialog>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Закрыть" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("renders nothing while closed", () => {
    render(
      <SheetDialog isOpen={false} onOpenChange={() => {}} title="Договор-оферта" closeLabel="Закрыть">
        <p>Текст</p>
      </SheetDialog>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
