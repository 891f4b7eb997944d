import { describe, expect, it } from "vitest";
import { BONUS_FORMS } from "../commerce/messages.ts";
import { pluralRu } from "./plural-ru.ts";

describe("pluralRu", () => {
  it.each([
    [1, "бонус"],
    [2, "бонуса"],
    [4, "бонуса"],
    [5, "бонусов"],
    [11, "бонусов"],
    [12, "бонусов"],
    [14, "бонусов"],
    [21, "бонус"],
    [22, "бонуса"],
    [0, "бонусов"],
    [100, "бонусов"],
    [101, "бонус"],
    [111, "бонусов"],
    [1012, "бонусов"],
    [-1, "бонус"],
    [1.5, "бонуса"],
    [Number.NaN, "бонусов"],
  ])("%s → %s", (n, form) => {
    expect(pluralRu(n, BONUS_FORMS)).toBe(form);
  });
});
