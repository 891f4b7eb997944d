import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { CooperationForm, type ICooperationFormProps, type TCooperationValues } from "./CooperationForm.tsx";

const empty: TCooperationValues = {
  name: "",
  phone: "",
  email: "",
  text: "",
  policyRead: false,
  processingConsent: false,
};

const filled: TCooperationValues = {
  name: "Анна Петрова",
  phone: "+7 (912) 345 67 89",
  email: "anna@optovik.example",
  text: "Предлагаем поставки оправ из ацетата для ваших салонов.",
  policyRead: true,
  processingConsent: true,
};

/** Keeps the values as the feature would, so the story can be typed into. */
function Stateful(props: ICooperationFormProps) {
  const [values, setValues] = useState(props.values);
  const [fileName, setFileName] = useState(props.fileName);
  return (
    <div style={{ maxWidth: 560 }}>
      <CooperationForm
        {...props}
        values={values}
        fileName={fileName}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
        onFileChange={(file) => setFileName(file?.name ?? null)}
      />
    </div>
  );
}

const meta = {
  title: "Forms/CooperationForm",
  component: CooperationForm,
  render: (args) => <Stateful {...args} />,
  args: {
    values: empty,
    errors: {},
    fileName: null,
    isSending: false,
    policyHref: "/company/law/policy-personal-data",
    consentHref: "/company/law/personal-data",
    onChange: () => {},
    onFileChange: () => {},
    onSubmit: () => {},
  },
} satisfies Meta<typeof CooperationForm>;

export default meta;
type TStory = StoryObj<typeof meta>;

/** Empty: 'Отправить' is disabled until both consents are ticked. */
export const Main: TStory = {};
export const Partner: TStory = { globals: { brand: "partner" } };
export const Filled: TStory = { args: { values: filled, fileName: "предложение.pdf" } };
export const WithErrors: TStory = {
  args: {
    values: { ...filled, name: "А", phone: "+7 (912", email: "anna@", text: "коротко" },
    errors: {
      name: "Поле должно содержать минимум 2 символа",
      phone: "Введён некорректный телефон",
      email: "Невалидный почтовый адрес",
      text: "Поле должно содержать минимум 10 символов",
      file: "Можно приложить только файл PDF, DOC, DOCX, JPG или PNG",
    },
  },
};
export const Sending: TStory = { args: { values: filled, isSending: true } };
export const Phone: TStory = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { viewport: { value: "phone" } },
  args: { values: filled },
};
export const PartnerPhone: TStory = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { brand: "partner", viewport: { value: "phone" } },
  args: { values: { ...filled, policyRead: false }, errors: { email: "Невалидный почтовый адрес" } },
};
