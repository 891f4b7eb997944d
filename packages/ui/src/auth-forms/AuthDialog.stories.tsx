import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "../button/Button.tsx";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { AuthDialog } from "./AuthDialog.tsx";
import { LoginForm } from "./LoginForm.tsx";
import { authFormMessages as m } from "./messages.ts";
import { PhoneSignInForm } from "./PhoneSignInForm.tsx";
import { RegistrationForm } from "./RegistrationForm.tsx";
import { RequestPasswordForm } from "./RequestPasswordForm.tsx";

type TView = "phone" | "code" | "registeringCode" | "login" | "registration" | "requestPassword";

const noop = () => {};

/** Each sign-in dialog (Radix, in a portal on <body>), open from the start, with sample values. */
function AuthDemo({ view, withErrors }: { view: TView; withErrors: boolean }) {
  const [isOpen, setOpen] = useState(true);
  const [phone, setPhone] = useState("+7 (912) 345 67 89");
  const [other, setOther] = useState(view === "registration" ? "Анна" : "");
  const isCode = view === "code" || view === "registeringCode";
  const title =
    view === "login"
      ? m.loginTitle
      : view === "registration"
        ? m.registrationTitle
        : view === "requestPassword"
          ? m.requestPasswordTitle
          : m.authorization;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {m.personalAccount}
      </Button>
      <AuthDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={title}
        kicker={view === "phone" || isCode ? m.personalAccount : undefined}
      >
        {view === "phone" || isCode ? (
          <PhoneSignInForm
            stage={isCode ? 1 : 0}
            phone={phone}
            code={other}
            phoneError={withErrors ? "Неверный формат номера" : undefined}
            codeError={withErrors && isCode ? "Введен неправильный код" : undefined}
            isRegistering={view === "registeringCode"}
            codeHint="Введите последние 4 цифры входящего номера"
            resendSecondsLeft={isCode ? 42 : 0}
            isLoading={false}
            onPhoneChange={setPhone}
            onCodeChange={setOther}
            onSubmit={noop}
            onResend={noop}
            onChangePhone={noop}
            onPasswordLoginClick={noop}
          />
        ) : view === "login" ? (
          <LoginForm
            values={{ phone, password: other }}
            errors={withErrors ? { phone: "Некорректно набран номер" } : {}}
            formError={withErrors ? "Неверный телефон или пароль" : null}
            isLoading={false}
            onChange={(field, value) => (field === "phone" ? setPhone(value) : setOther(value))}
            onSubmit={noop}
            onRegisterClick={noop}
            onRequestPasswordClick={noop}
          />
        ) : view === "registration" ? (
          <RegistrationForm
            values={{ name: other, phone }}
            errors={withErrors ? { name: "Обязательно к заполнению" } : {}}
            isLoading={false}
            onChange={(field, value) => (field === "phone" ? setPhone(value) : setOther(value))}
            onSubmit={noop}
            onLoginClick={noop}
          />
        ) : (
          <RequestPasswordForm
            phone={phone}
            error={withErrors ? "Некорректно набран номер" : undefined}
            isLoading={false}
            onPhoneChange={setPhone}
            onSubmit={noop}
            onLoginClick={noop}
          />
        )}
      </AuthDialog>
    </>
  );
}

const meta = {
  title: "Forms/AuthDialog",
  component: AuthDemo,
  args: { view: "phone", withErrors: false },
  argTypes: {
    view: {
      control: "select",
      options: ["phone", "code", "registeringCode", "login", "registration", "requestPassword"],
    },
  },
} satisfies Meta<typeof AuthDemo>;

export default meta;
type TStory = StoryObj<typeof meta>;

const phone = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { viewport: { value: "phone" } },
};
const partnerPhone = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { brand: "partner", viewport: { value: "phone" } },
};

export const PhoneStage: TStory = {};
export const PhoneStagePartner: TStory = { globals: { brand: "partner" } };
export const PhoneStagePhone: TStory = phone;
export const CodeStage: TStory = { args: { view: "code" } };
export const CodeStageRegistering: TStory = { args: { view: "registeringCode" }, ...partnerPhone };
export const CodeStageErrors: TStory = { args: { view: "code", withErrors: true }, ...phone };
export const Login: TStory = { args: { view: "login" } };
export const LoginPartnerPhone: TStory = { args: { view: "login", withErrors: true }, ...partnerPhone };
export const Registration: TStory = { args: { view: "registration" }, globals: { brand: "partner" } };
export const RegistrationPhone: TStory = { args: { view: "registration" }, ...phone };
export const RequestPassword: TStory = { args: { view: "requestPassword" } };
export const RequestPasswordPartnerPhone: TStory = { args: { view: "requestPassword" }, ...partnerPhone };
