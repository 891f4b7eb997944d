import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { AuthDialog } from "../auth-forms/AuthDialog.tsx";
import { Button } from "../button/Button.tsx";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { LoyaltyNotRegistered } from "./LoyaltyNotRegistered.tsx";
import { LoyaltySignInForm } from "./LoyaltySignInForm.tsx";
import { loyaltySignInMessages as m } from "./messages.ts";

type TView = "phone" | "pin" | "pinResend" | "notRegistered" | "notRegisteredApps";

const noop = () => {};
const APP_LINKS = [
  { label: "App Store", href: "https://apps.apple.com/ru/search?term=MyACUVUE" },
  { label: "Google Play", href: "https://play.google.com/store/search?q=MyACUVUE&c=apps" },
];

/** The MyACUVUE sign-in dialog at each stage, open from the start, with sample values. */
function LoyaltyDemo({
  view,
  withErrors,
  isPhoneLocked,
}: {
  view: TView;
  withErrors: boolean;
  isPhoneLocked: boolean;
}) {
  const [isOpen, setOpen] = useState(true);
  const [phone, setPhone] = useState("+7 (912) 345 67 89");
  const [pin, setPin] = useState("");
  const isPin = view === "pin" || view === "pinResend";
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {m.title}
      </Button>
      <AuthDialog isOpen={isOpen} onOpenChange={setOpen} title={m.title} kicker={m.kicker}>
        {view === "notRegistered" || view === "notRegisteredApps" ? (
          <LoyaltyNotRegistered
            clinicsHref={view === "notRegistered" ? "/kontakty" : undefined}
            appLinks={APP_LINKS}
            onTryOtherPhone={noop}
          />
        ) : (
          <LoyaltySignInForm
            stage={isPin ? 2 : 1}
            phone={phone}
            pin={pin}
            phoneError={withErrors ? "Неправильный формат ввода" : undefined}
            pinError={withErrors && isPin ? "Введен неправильный код" : undefined}
            formError={withErrors && !isPin ? "Запросите новый код" : null}
            isPhoneLocked={isPhoneLocked}
            resendSecondsLeft={view === "pinResend" ? null : isPin ? 42 : 0}
            isLoading={false}
            onPhoneChange={setPhone}
            onPinChange={setPin}
            onSubmit={noop}
            onResend={noop}
            onChangePhone={isPhoneLocked ? undefined : noop}
          />
        )}
      </AuthDialog>
    </>
  );
}

const meta = {
  title: "Forms/LoyaltySignIn",
  component: LoyaltyDemo,
  args: { view: "phone", withErrors: false, isPhoneLocked: false },
  argTypes: {
    view: { control: "select", options: ["phone", "pin", "pinResend", "notRegistered", "notRegisteredApps"] },
  },
} satisfies Meta<typeof LoyaltyDemo>;

export default meta;
type TStory = StoryObj<typeof meta>;

const phone = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { viewport: { value: "phone" } },
};

export const PhoneStage: TStory = {};
export const PhoneStageErrors: TStory = { args: { withErrors: true } };
export const PhoneStageKnownUser: TStory = { args: { isPhoneLocked: true }, globals: { brand: "partner" } };
export const PinStage: TStory = { args: { view: "pin" } };
export const PinStageWrongPinPhone: TStory = { args: { view: "pin", withErrors: true }, ...phone };
export const PinStageAfterResend: TStory = { args: { view: "pinResend" } };
export const NotRegistered: TStory = { args: { view: "notRegistered" } };
export const NotRegisteredAppsPhone: TStory = { args: { view: "notRegisteredApps" }, ...phone };
