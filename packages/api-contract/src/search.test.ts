import { describe, expect, it } from "vitest";
import { ZSearchQuery } from "./search.ts";

describe("search query", () => {
  it("defaults to an empty query on the first page without a section", () => {
    expect(ZSearchQuery.parse({})).toEqual({ query: "", page: 1, category_id: undefined });
    expect(ZSearchQuery.parse({ query: "kbyps", page: "2", category_id: "5" })).toEqual({
      query: "kbyps",
      page: 2,
      category_id: 5,
    });
  });

  it.each([
    ["query", "а".repeat(1001), "Поисковый запрос должен быть не длиннее 1000 символов"],
    ["page", "0", "Номер страницы должен быть целым числом от 1 до 1000"],
    ["page", "1001", "Номер страницы должен быть целым числом от 1 до 1000"],
    ["category_id", "101", "Идентификатор раздела должен быть целым числом от 1 до 100"],
  ])("refuses %s=%s with a message for the field", (field, value, message) => {
    const result = ZSearchQuery.safeParse({ [field]: value });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toContainEqual([
      field,
      message,
    ]);
  });
});
