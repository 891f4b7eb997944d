import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { SearchOverlay } from "./SearchOverlay.tsx";
import { searchHref } from "./search-href.ts";

/** An opener button and the overlay, as in the header. */
function Host() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Поиск
      </button>
      <SearchOverlay isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

describe("searchHref", () => {
  it("builds /search?search={text} from trimmed text, nothing for blank text", () => {
    expect(searchHref("  acuvue oasys ")).toBe("/search?search=acuvue+oasys");
    expect(searchHref("линзы")).toBe(`/search?search=${encodeURIComponent("линзы")}`);
    expect(searchHref("   ")).toBeNull();
  });
});

describe("SearchOverlay", () => {
  it("is a dialog with a 'Поиск' input that submits GET to /search", () => {
    render(<SearchOverlay isOpen onOpenChange={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Поиск по сайту" });
    const input = screen.getByPlaceholderText("Поиск") as HTMLInputElement;
    expect(dialog.contains(input)).toBe(true);
    expect(input.name).toBe("search");
    const form = screen.getByRole("search") as HTMLFormElement;
    expect(form.getAttribute("action")).toBe("/search");
    expect(form.getAttribute("method")).toBe("get");
  });

  it("on Enter navigates to the results and closes; blank text does nothing", () => {
    const onSearch = vi.fn();
    const onOpenChange = vi.fn();
    render(<SearchOverlay isOpen onOpenChange={onOpenChange} onSearch={onSearch} />);
    fireEvent.submit(screen.getByRole("dialog").querySelector("form") as HTMLFormElement);
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByPlaceholderText("Поиск"), { target: { value: "оправы" } });
    fireEvent.click(screen.getByRole("button", { name: "Найти" }));
    expect(onSearch).toHaveBeenCalledWith(`/search?search=${encodeURIComponent("оправы")}`);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("closes on Escape and on the cross", () => {
    const onOpenChange = vi.fn();
    render(<SearchOverlay isOpen onOpenChange={onOpenChange} />);
    fireEvent.keyDown(screen.getByPlaceholderText("Поиск"), { key: "Escape" });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    fireEvent.click(screen.getByRole("button", { name: "Закрыть поиск" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("gives focus back to the element that opened it", async () => {
    render(<Host />);
    const opener = screen.getByRole("button", { name: "Поиск" });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole("button", { name: "Закрыть поиск" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    // Radix restores focus on the next tick after unmounting the focus scope
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("renders nothing while closed", () => {
    render(<SearchOverlay isOpen={false} onOpenChange={() => {}} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
