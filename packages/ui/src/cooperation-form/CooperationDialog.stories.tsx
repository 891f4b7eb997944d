import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "../button/Button.tsx";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { CooperationDialog } from "./CooperationDialog.tsx";
import { CooperationForm, type TCooperationValues } from "./CooperationForm.tsx";
import { CooperationThanks } from "./CooperationThanks.tsx";
import { cooperationFormMessages } from "./messages.ts";

const values: TCooperationValues = {
  name: "Анна Петрова",
  phone: "+7 (912) 345 67 89",
  email: "anna@optovik.example",
  text: "",
  policyRead: true,
  processingConsent: false,
};

/** The opener and the modal (Radix dialog, in a portal on <body>), open from the start. */
function DialogDemo({ isThanks }: { isThanks: boolean }) {
  const [isOpen, setOpen] = useState(true);
  const [form, setForm] = useState(values);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Сотрудничество
      </Button>
      <CooperationDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={isThanks ? cooperationFormMessages.thanksTitle : undefined}
      >
        {isThanks ? (
          <CooperationThanks
            message="Спасибо за обращение! Мы обязательно ответим на ваше письмо в ближайшее время"
            onClose={() => setOpen(false)}
          />
        ) : (
          <CooperationForm
            values={form}
            errors={{}}
            fileName={null}
            isSending={false}
            policyHref="/company/law/policy-personal-data"
            consentHref="/company/law/personal-data"
            onChange={(field, value) => setForm((v) => ({ ...v, [field]: value }))}
            onFileChange={() => {}}
            onSubmit={() => {}}
          />
        )}
      </CooperationDialog>
    </>
  );
}

const meta = {
  title: "Forms/CooperationDialog",
  component: DialogDemo,
  args: { isThanks: false },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Main: TStory = {};
export const Partner: TStory = { globals: { brand: "partner" } };
export const Phone: TStory = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { viewport: { value: "phone" } },
};
export const PartnerPhone: TStory = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { brand: "partner", viewport: { value: "phone" } },
};
export const Thanks: TStory = { args: { isThanks: true } };
export const PartnerThanks: TStory = { args: { isThanks: true }, globals: { brand: "partner" } };
