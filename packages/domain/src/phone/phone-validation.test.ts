import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { phoneMessages } from "./messages.ts";
import { formatPhoneInput } from "./phone-mask.ts";
import { PHONE_INVALID_MESSAGE_BY_FORM, type TPhoneForm, validatePhone } from "./phone-validation.ts";

const FORMS = Object.keys(PHONE_INVALID_MESSAGE_BY_FORM) as TPhoneForm[];

describe("validatePhone", () => {
  it("asks for a value when nothing is typed", () => {
    expect(validatePhone("", "login")).toBe("Обязательно к заполнению");
    expect(validatePhone("+7 (", "cooperation")).toBe("Обязательно к заполнению");
    expect(validatePhone("   ", "phoneSignIn")).toBe("Обязательно к заполнению");
  });
  it("gives each form its own message for an incomplete number", () => {
    expect(validatePhone("+7 (912) 345", "login")).toBe("Некорректно набран номер");
    expect(validatePhone("+7 (912) 345", "loyaltySignIn")).toBe("Неправильный формат ввода");
    expect(validatePhone("+7 (912) 345", "phoneSignIn")).toBe("Неверный формат номера");
    expect(validatePhone("+7 (912) 345", "cooperation")).toBe("Введён некорректный телефон");
    expect(validatePhone("+7 (912) 345", "notification")).toBe("Неверный формат номера");
  });
  it("rejects letters and over-long numbers", () => {
    expect(validatePhone("+7 (912) abc", "registration")).toBe(phoneMessages.dialledWrong);
    expect(validatePhone("91234567890", "registration")).toBe(phoneMessages.dialledWrong);
  });
  it("accepts a whole number", () => {
    for (const form of FORMS) expect(validatePhone("+7 (912) 345 67 89", form)).toBeNull();
    expect(validatePhone("89123456789", "login")).toBeNull();
  });
  it("any digits typed give a valid or a clearly invalid phone (law)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,15}$/), fc.constantFrom(...FORMS), (digits, form) => {
        const masked = formatPhoneInput(digits);
        const result = validatePhone(masked, form);
        if (masked.length === 18) expect(result).toBeNull();
        else if (masked === "") expect(result).toBe(phoneMessages.required);
        else expect(result).toBe(PHONE_INVALID_MESSAGE_BY_FORM[form]);
      }),
    );
  });
});
