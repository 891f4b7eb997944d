import { describe, expect, it, vi } from "vitest";
import { reportCategoryView } from "./category-view.ts";

describe("reportCategoryView", () => {
  it("posts the category once its hour-long cookie is gone, not while it lives", () => {
    const fetch = vi.fn(async () => new Response(null, { status: 202 }));
    reportCategoryView(5, { cookie: () => "a=1; category_view_55=1", fetch });
    expect(fetch).toHaveBeenCalledWith(
      "/api/marketing/category-view",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ category_id: 5 }) }),
    );
    fetch.mockClear();
    reportCategoryView(5, { cookie: () => "a=1; category_view_5=1", fetch });
    expect(fetch).not.toHaveBeenCalled();
  });
});
