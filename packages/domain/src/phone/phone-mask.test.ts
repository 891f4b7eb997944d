import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatPhoneInput,
  isPhoneComplete,
  PHONE_MASK,
  phoneDigitsForApi,
  phoneNationalDigits,
  phoneWithPlus,
} from "./phone-mask.ts";

describe("formatPhoneInput", () => {
  it("formats as typed", () => {
    expect(formatPhoneInput("")).toBe("");
    expect(formatPhoneInput("9")).toBe("+7 (9");
    expect(formatPhoneInput("912")).toBe("+7 (912");
    expect(formatPhoneInput("9123")).toBe("+7 (912) 3");
    expect(formatPhoneInput("912345")).toBe("+7 (912) 345");
    expect(formatPhoneInput("9123456")).toBe("+7 (912) 345 6");
    expect(formatPhoneInput("91234567")).toBe("+7 (912) 345 67");
    expect(formatPhoneInput("912345678")).toBe("+7 (912) 345 67 8");
    expect(formatPhoneInput("9123456789")).toBe("+7 (912) 345 67 89");
    expect(formatPhoneInput("+7 (912) 345 67 8")).toBe("+7 (912) 345 67 8");
  });
  it("reads pasted numbers in every usual form", () => {
    for (const pasted of ["89123456789", "+79123456789", "79123456789", "9123456789", "8 (912) 345-67-89"]) {
      expect(formatPhoneInput(pasted)).toBe("+7 (912) 345 67 89");
    }
  });
  it("refuses a first digit that is not 1–6 or 9 and stops at 10 digits", () => {
    expect(formatPhoneInput("+7 (0")).toBe("");
    expect(formatPhoneInput("+7 (8")).toBe("");
    expect(formatPhoneInput("0495")).toBe("+7 (495");
    expect(formatPhoneInput("+7 (495) 123 45 678")).toBe("+7 (495) 123 45 67");
    expect(formatPhoneInput("+7 (")).toBe("");
  });
  it("keeps the mask's shape", () => {
    expect(formatPhoneInput("9123456789").replace(/\d/g, "X").replace("+X", "+7")).toBe(PHONE_MASK);
  });
});

describe("phone forms for the API", () => {
  it("sends digits only, or with a + for the cooperation form", () => {
    expect(phoneDigitsForApi("+7 (912) 345 67 89")).toBe("79123456789");
    expect(phoneWithPlus("+7 (912) 345 67 89")).toBe("+79123456789");
    expect(phoneDigitsForApi("")).toBe("");
    expect(phoneWithPlus("")).toBe("");
    expect(phoneNationalDigits("8 912 345 67 89")).toBe("9123456789");
  });
  it("is complete at 18 masked characters", () => {
    expect(isPhoneComplete("+7 (912) 345 67 89")).toBe(true);
    expect(isPhoneComplete("+7 (912) 345 67 8")).toBe(false);
  });
});

describe("phone mask laws", () => {
  it("formatting is stable: format(format(x)) = format(x)", () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = formatPhoneInput(raw);
        expect(formatPhoneInput(once)).toBe(once);
        expect(once.length).toBeLessThanOrEqual(18);
      }),
    );
  });
  it("typing digits one by one gives the same result as pasting them", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,14}$/), (digits) => {
        let field = "";
        for (const digit of digits) field = formatPhoneInput(field + digit);
        expect(field).toBe(formatPhoneInput(`+7${digits}`));
      }),
    );
  });
});
