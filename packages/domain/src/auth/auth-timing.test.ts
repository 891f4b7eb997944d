import { describe, expect, it } from "vitest";
import {
  canRequestPasswordAgain,
  canResendCode,
  isCodeStillValid,
  loyaltyPhonePrefill,
  PHONE_POPUP_RESET_DELAY_MS,
  RESEND_TIMER_SECONDS,
  resendSecondsLeft,
  startResendTimer,
} from "./auth-timing.ts";
import { authMessages } from "./messages.ts";

describe("password re-request", () => {
  const stored = 1_000_000;
  it("is allowed only after more than 1 minute", () => {
    expect(canRequestPasswordAgain(stored, stored + 30_000)).toBe(false);
    expect(canRequestPasswordAgain(stored, stored + 60_000)).toBe(false);
    expect(canRequestPasswordAgain(stored, stored + 60_001)).toBe(true);
  });
  it("is allowed without a stored timestamp", () => {
    expect(canRequestPasswordAgain(null, stored)).toBe(true);
    expect(canRequestPasswordAgain(undefined, stored)).toBe(true);
    expect(canRequestPasswordAgain(Number.NaN, stored)).toBe(true);
  });
});

describe("resend timer", () => {
  it("counts 60 s down and enables the link at 0", () => {
    const timer = startResendTimer(10_000);
    expect(RESEND_TIMER_SECONDS).toBe(60);
    expect(resendSecondsLeft(timer, 10_000)).toBe(60);
    expect(resendSecondsLeft(timer, 10_001)).toBe(60);
    expect(resendSecondsLeft(timer, 11_000)).toBe(59);
    expect(resendSecondsLeft(timer, 69_999)).toBe(1);
    expect(resendSecondsLeft(timer, 70_000)).toBe(0);
    expect(resendSecondsLeft(timer, 5_000)).toBe(60);
    expect(canResendCode(timer, 69_999)).toBe(false);
    expect(canResendCode(timer, 70_000)).toBe(true);
    expect(canResendCode(null, 0)).toBe(true);
  });

  it("takes a code as valid for the 5 minutes the API keeps it", () => {
    const timer = startResendTimer(10_000);
    expect(isCodeStillValid(timer, 10_000 + 5 * 60_000 - 1)).toBe(true);
    expect(isCodeStillValid(timer, 10_000 + 5 * 60_000)).toBe(false);
  });
});

describe("phone popup and loyalty phone", () => {
  it("resets after 1 s", () => {
    expect(PHONE_POPUP_RESET_DELAY_MS).toBe(1000);
  });
  it("prefills the loyalty phone without its first digit", () => {
    expect(loyaltyPhonePrefill("79123456789")).toBe("9123456789");
    expect(loyaltyPhonePrefill("+7 (912) 345 67 89")).toBe("9123456789");
    expect(loyaltyPhonePrefill(null)).toBe("");
  });
  it("labels the buttons with the spec's words, spelling fixed", () => {
    expect(authMessages.register).toBe("Зарегистрироваться");
    expect(authMessages.requestCode).toBe("Запросить код");
  });
});
