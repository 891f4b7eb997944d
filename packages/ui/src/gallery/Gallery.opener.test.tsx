import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Gallery } from "./Gallery.tsx";

describe("Gallery onOpen", () => {
  it("a click on a picture reports its index", () => {
    const onOpen = vi.fn();
    render(
      <Gallery
        images={[
          { src: "/a.webp", alt: "A" },
          { src: "/b.webp", alt: "B" },
        ]}
        onOpen={onOpen}
        startIndex={1}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Открыть изображение 2 во весь экран" }));
    expect(onOpen).toHaveBeenCalledWith(1);
  });

  it("without onOpen there is no opener", () => {
    render(<Gallery images={[{ src: "/a.webp", alt: "A" }]} />);
    expect(screen.queryByRole("button", { name: /во весь экран/ })).toBeNull();
  });
});
