import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Breadcrumbs } from "./Breadcrumbs.tsx";

describe("Breadcrumbs", () => {
  it("links all but the last item, which is the current page", () => {
    render(
      <Breadcrumbs
        items={[
          { label: "Главная", href: "/" },
          { label: "Линзы", href: "/catalog/linzy" },
          { label: "Acuvue Oasys", href: "/product/acuvue-oasys" },
        ]}
      />,
    );
    expect(screen.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(["/", "/catalog/linzy"]);
    expect(screen.getByText("Acuvue Oasys").getAttribute("aria-current")).toBe("page");
  });
});
