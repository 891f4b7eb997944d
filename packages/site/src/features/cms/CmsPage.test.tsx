import { cleanup, render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CmsPage } from "./CmsPage.tsx";
import type { TCmsPageView } from "./cms-view.ts";

afterEach(() => cleanup());

const page: TCmsPageView = {
  id: 1,
  path: "/miopiya",
  title: "Контроль миопии у детей",
  seoTitle: "Контроль миопии",
  seoDescription: "d",
  isDraft: false,
  blocks: [],
};

function MiopiyaPage() {
  return <CmsPage page={page} />;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        Component: Outlet,
        children: [{ path: "*", Component: MiopiyaPage }],
      },
    ],
    {
      initialEntries: [path],
      hydrationData: { loaderData: { root: { siteOrigin: "https://optika.example" } } },
    },
  );
  return render(<RouterProvider router={router} />);
}

describe("CmsPage", () => {
  it("gives its visible breadcrumbs a BreadcrumbList on this host, as the other deep pages do", () => {
    const { container } = renderAt("/miopiya");
    const scripts = [...container.querySelectorAll('script[type="application/ld+json"]')];
    const list = scripts
      .map((s) => JSON.parse(s.textContent ?? ""))
      .find((d) => d["@type"] === "BreadcrumbList");
    expect(list?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Главная", item: "https://optika.example/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Контроль миопии у детей",
        item: "https://optika.example/miopiya",
      },
    ]);
  });
});
