import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoyaltySignInForm } from "../loyalty-sign-in/LoyaltySignInForm.tsx";
import { LoginForm } from "./LoginForm.tsx";
import { PhoneSignInForm } from "./PhoneSignInForm.tsx";
import { RegistrationForm } from "./RegistrationForm.tsx";
import { RequestPasswordForm } from "./RequestPasswordForm.tsx";

afterEach(() => cleanup());

const noop = () => {};

function describedText(element: HTMLElement): string {
  const ids = element.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("LoginForm", () => {
  const renderLogin = (phone: string, password: string, isLoading = false) => {
    const onSubmit = vi.fn();
    render(
      <LoginForm
        values={{ phone, password }}
        errors={{}}
        isLoading={isLoading}
        onChange={noop}
        onSubmit={onSubmit}
        onRegisterClick={noop}
        onRequestPasswordClick={noop}
      />,
    );
    return onSubmit;
  };

  it("keeps 'Войти' disabled until phone and password are filled", () => {
    renderLogin("+7 (912) 345 67 89", "");
    expect((screen.getByRole("button", { name: "Войти" }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    renderLogin("", "secret");
    expect((screen.getByRole("button", { name: "Войти" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("is disabled while loading and Enter does not submit then", () => {
    const onSubmit = renderLogin("+7 (912) 345 67 89", "secret", true);
    expect((screen.getByRole("button", { name: "Подождите…" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(screen.getByLabelText("Пароль"));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits on Enter", () => {
    const onSubmit = renderLogin("+7 (912) 345 67 89", "secret");
    expect((screen.getByRole("button", { name: "Войти" }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.submit(screen.getByLabelText("Пароль"));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});

describe("RegistrationForm and RequestPasswordForm", () => {
  it("registration needs a name and a phone", () => {
    const { rerender } = render(
      <RegistrationForm
        values={{ name: " ", phone: "+7 (912) 345 67 89" }}
        errors={{}}
        isLoading={false}
        onChange={noop}
        onSubmit={noop}
        onLoginClick={noop}
      />,
    );
    expect((screen.getByRole("button", { name: "Зарегистрироваться" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    rerender(
      <RegistrationForm
        values={{ name: "Анна", phone: "+7 (912) 345 67 89" }}
        errors={{ phone: "Некорректно набран номер" }}
        isLoading={false}
        onChange={noop}
        onSubmit={noop}
        onLoginClick={noop}
      />,
    );
    expect((screen.getByRole("button", { name: "Зарегистрироваться" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(describedText(screen.getByLabelText("Телефон"))).toBe("Некорректно набран номер");
  });

  it("the password request needs a phone", () => {
    render(
      <RequestPasswordForm
        phone=""
        isLoading={false}
        onPhoneChange={noop}
        onSubmit={noop}
        onLoginClick={noop}
      />,
    );
    expect((screen.getByRole("button", { name: "Получить пароль" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe("PhoneSignInForm", () => {
  const base = {
    phone: "+7 (912) 345 67 89",
    code: "",
    isRegistering: false,
    codeHint: "Введите последние 4 цифры входящего номера",
    resendSecondsLeft: 0,
    isLoading: false,
    onPhoneChange: noop,
    onCodeChange: noop,
    onSubmit: noop,
    onResend: noop,
    onChangePhone: noop,
  };

  it("stage 0 asks for the phone with 'Запросить код'", () => {
    render(<PhoneSignInForm {...base} stage={0} />);
    expect((screen.getByRole("button", { name: "Запросить код" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByLabelText("Код")).toBeNull();
  });

  it("stage 1 shows the code with its helper text, the timer, and 'Войти' or 'Зарегистрироваться'", () => {
    const { rerender } = render(<PhoneSignInForm {...base} stage={1} code="12" resendSecondsLeft={42} />);
    expect(describedText(screen.getByLabelText("Код"))).toBe(base.codeHint);
    expect(screen.getByText("Запросить код повторно через 42 с")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Войти" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByLabelText("Телефон").hasAttribute("readonly")).toBe(true);
    rerender(<PhoneSignInForm {...base} stage={1} code="" isRegistering resendSecondsLeft={0} />);
    expect((screen.getByRole("button", { name: "Зарегистрироваться" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole("button", { name: "Отправить код в СМС" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("puts the caret in the code once it is asked for, back in the phone on 'Изменить номер', and in the code after a resend", () => {
    const onResend = vi.fn();
    const { rerender } = render(<PhoneSignInForm {...base} stage={0} />);
    // opening: nothing grabbed (the dialog focuses its close button)
    expect(document.activeElement).toBe(document.body);
    rerender(<PhoneSignInForm {...base} stage={1} onResend={onResend} />);
    expect(document.activeElement).toBe(screen.getByLabelText("Код"));
    fireEvent.click(screen.getByRole("button", { name: "Отправить код в СМС" }));
    expect(onResend).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(screen.getByLabelText("Код"));
    rerender(<PhoneSignInForm {...base} stage={0} />);
    expect(document.activeElement).toBe(screen.getByLabelText("Телефон"));
  });
});

describe("a refused submit", () => {
  const phoneStage = {
    stage: 0 as const,
    phone: "+7 (912) 345",
    code: "",
    isRegistering: false,
    codeHint: "",
    resendSecondsLeft: 0,
    onPhoneChange: noop,
    onCodeChange: noop,
    onResend: noop,
    onChangePhone: noop,
  };
  /** the answer to 'Запросить код' for an incomplete number */
  const refusedPhone = { ...phoneStage, isLoading: false, phoneError: "Неверный формат номера" };

  it("puts the caret in the field the server's answer marks, once the form is no longer busy", () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<PhoneSignInForm {...phoneStage} isLoading={false} onSubmit={onSubmit} />);
    const button = screen.getByRole("button", { name: "Запросить код" });
    button.focus();
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledOnce();
    rerender(<PhoneSignInForm {...phoneStage} isLoading onSubmit={onSubmit} />);
    expect(document.activeElement).not.toBe(screen.getByLabelText("Телефон"));
    rerender(<PhoneSignInForm {...refusedPhone} onSubmit={onSubmit} />);
    expect(document.activeElement).toBe(screen.getByLabelText("Телефон"));
  });

  it("puts the caret in the first field the form's own check marks", () => {
    const values = { name: "Я", phone: "+7 (912" };
    const props = { values, isLoading: false, onChange: noop, onSubmit: noop, onLoginClick: noop };
    const { rerender } = render(<RegistrationForm {...props} errors={{}} />);
    fireEvent.submit(screen.getByLabelText("Телефон"));
    rerender(
      <RegistrationForm
        {...props}
        errors={{ name: "Имя должно быть не короче 2 символов", phone: "Некорректно набран номер" }}
      />,
    );
    expect(document.activeElement).toBe(screen.getByLabelText("Имя"));
  });

  it("takes no caret for an error shown without a submit, nor from a field the shopper went to", () => {
    const { rerender } = render(<PhoneSignInForm {...phoneStage} isLoading={false} onSubmit={noop} />);
    rerender(<PhoneSignInForm {...refusedPhone} onSubmit={noop} />);
    expect(document.activeElement).toBe(document.body);
    cleanup();
    const props = {
      values: { phone: "+7 (912) 345 67 89", password: "secret" },
      onChange: noop,
      onSubmit: noop,
      onRegisterClick: noop,
      onRequestPasswordClick: noop,
    };
    const login = render(<LoginForm {...props} errors={{}} isLoading={false} />);
    fireEvent.submit(screen.getByLabelText("Пароль"));
    login.rerender(<LoginForm {...props} errors={{}} isLoading />);
    screen.getByLabelText("Телефон").focus();
    login.rerender(<LoginForm {...props} errors={{ password: "Неверный пароль" }} isLoading={false} />);
    expect(document.activeElement).toBe(screen.getByLabelText("Телефон"));
  });
});

describe("LoyaltySignInForm", () => {
  it("puts the caret in the PIN once it is asked for, and back in the phone for another number", () => {
    const props = {
      phone: "+7 (900) 000 00 01",
      pin: "",
      isPhoneLocked: false,
      resendSecondsLeft: 60,
      isLoading: false,
      onPhoneChange: noop,
      onPinChange: noop,
      onSubmit: noop,
      onResend: noop,
      onChangePhone: noop,
    };
    const { rerender } = render(<LoyaltySignInForm {...props} stage={1} />);
    expect(document.activeElement).toBe(document.body);
    rerender(<LoyaltySignInForm {...props} stage={2} />);
    expect(document.activeElement).toBe(screen.getByLabelText("Пин-код"));
    rerender(<LoyaltySignInForm {...props} stage={1} />);
    expect(document.activeElement).toBe(screen.getByLabelText("Телефон"));
  });
});
