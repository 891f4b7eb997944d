import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { SheetDialog } from "./SheetDialog.tsx";

/** A header button that opens the sign-in dialog with state, as the site does (no Radix trigger). */
function Opener() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Личный кабинет
      </button>
      <SheetDialog isOpen={isOpen} onOpenChange={setOpen} title="Авторизация" closeLabel="Закрыть">
        <input aria-label="Телефон" />
      </SheetDialog>
    </>
  );
}

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

  it("gives focus back to what opened it, though no Radix trigger did (a header button)", async () => {
    render(<Opener />);
    const opener = screen.getByRole("button", { name: "Личный кабинет" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Авторизация" });
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await act(async () => {
      fireEvent.keyDown(dialog, { key: "Escape" });
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
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
