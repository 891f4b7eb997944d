import { describe, expect, it } from "vitest";
import { ZReviewSubmission } from "./reviews.ts";

const review = {
  name: "Анна",
  phone: "+7 (912) 345-67-89",
  store_id: "3",
  rating: "5",
  text: "Всё подобрали быстро.",
};

function fieldErrors(body: Record<string, unknown>): [string, string][] {
  const result = ZReviewSubmission.safeParse(body);
  return (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);
}

describe("review submission", () => {
  it("reads the store and the rating a form posts as text", () => {
    expect(ZReviewSubmission.parse(review)).toMatchObject({ store_id: 3, rating: 5 });
    expect(ZReviewSubmission.parse({ ...review, store_id: 3, rating: " 4 " })).toMatchObject({
      store_id: 3,
      rating: 4,
    });
  });

  it.each(["0x5", "5e0", "Infinity", "5 звёзд"])(
    "takes rating=%s for no rating, not for a number",
    (rating) => {
      expect(fieldErrors({ ...review, rating })).toContainEqual(["rating", "Поставьте оценку от 1 до 5"]);
    },
  );

  it("takes store_id=0x3 for no store chosen", () => {
    expect(fieldErrors({ ...review, store_id: "0x3" })).toContainEqual([
      "store_id",
      "Выберите клинику или салон",
    ]);
  });
});
