import { describe, expect, it } from "vitest";
import {
  codeHelperText,
  isRecaptchaRequired,
  sanitizeCodeInput,
  validateLoyaltyPin,
  validateSignInCode,
} from "./code-rules.ts";
import { codeMessages } from "./messages.ts";

describe("codes", () => {
  it("keeps at most 4 digits while typing", () => {
    expect(sanitizeCodeInput("12a3-45")).toBe("1234");
    expect(sanitizeCodeInput("")).toBe("");
  });
  it("validates the MyACUVUE PIN", () => {
    expect(validateLoyaltyPin("")).toBe("Обязательно к заполнению");
    expect(validateLoyaltyPin("123")).toBe("Пин-код должен состоять из 4х символов");
    expect(validateLoyaltyPin("12345")).toBe("Пин-код должен состоять из 4х символов");
    expect(validateLoyaltyPin("12a4")).toBe("Пин-код должен состоять из 4х символов");
    expect(validateLoyaltyPin(" 1234 ")).toBeNull();
  });
  it("validates the sign-in code", () => {
    expect(validateSignInCode("  ")).toBe("Обязательно к заполнению");
    expect(validateSignInCode("12")).toBe("Код должен состоять из 4х символов");
    expect(validateSignInCode("0042")).toBeNull();
  });
  it("explains where the code comes from", () => {
    expect(codeHelperText("call")).toBe("Введите последние 4 цифры входящего номера");
    expect(codeHelperText("sms")).toBe("Введите 4 цифры из входящего смс");
    expect(codeMessages.invalidForm).toBe("Проверьте корректность заполнения формы");
  });
  it("asks for recaptcha only when the flag is nonzero", () => {
    expect(isRecaptchaRequired(1)).toBe(true);
    expect(isRecaptchaRequired("1")).toBe(true);
    expect(isRecaptchaRequired(true)).toBe(true);
    expect(isRecaptchaRequired(0)).toBe(false);
    expect(isRecaptchaRequired("0")).toBe(false);
    expect(isRecaptchaRequired(undefined)).toBe(false);
    expect(isRecaptchaRequired(null)).toBe(false);
  });
});
