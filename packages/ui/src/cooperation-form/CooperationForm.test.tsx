import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import {
  CooperationForm,
  type TCooperationFieldErrors,
  type TCooperationValues,
} from "./CooperationForm.tsx";
import { CooperationThanks } from "./CooperationThanks.tsx";

const values: TCooperationValues = {
  name: "Анна",
  phone: "+7 (912) 345 67 89",
  email: "anna@example.ru",
  text: "Хотим сотрудничать с вами",
  policyRead: false,
  processingConsent: false,
};

function Harness({
  isSending = false,
  errors = {},
  onSubmit = () => {},
}: {
  isSending?: boolean;
  errors?: TCooperationFieldErrors;
  onSubmit?: () => void;
}) {
  const [form, setForm] = useState(values);
  return (
    <CooperationForm
      values={form}
      errors={errors}
      fileName={null}
      isSending={isSending}
      policyHref="/company/law/policy-personal-data"
      consentHref="/company/law/personal-data"
      onChange={(field, value) => setForm((v) => ({ ...v, [field]: value }))}
      onFileChange={() => {}}
      onSubmit={onSubmit}
    />
  );
}

describe("CooperationForm", () => {
  it("keeps 'Отправить' disabled until both consents are ticked", () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const send = screen.getByRole("button", { name: "Отправить" });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: /политикой обработки персональных данных/ }));
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: /согласие на обработку персональных данных/ }));
    expect((send as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(send);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("renders the phone input it is given, with the field's label, value and error", () => {
    const onChange = vi.fn();
    render(
      <CooperationForm
        values={values}
        errors={{ phone: "Обязательно к заполнению" }}
        fileName={null}
        isSending={false}
        policyHref="/company/law/policy-personal-data"
        consentHref="/company/law/personal-data"
        onChange={onChange}
        onFileChange={() => {}}
        onSubmit={() => {}}
        PhoneInput={(props) => <input {...props} data-masked="yes" />}
      />,
    );
    const phone = screen.getByRole("textbox", { name: "Телефон" }) as HTMLInputElement;
    expect(phone.dataset.masked).toBe("yes");
    expect(phone.value).toBe("+7 (912) 345 67 89");
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(phone, { target: { value: "+7 (912) 345 67 8" } });
    expect(onChange).toHaveBeenCalledWith("phone", "+7 (912) 345 67 8");
  });

  it("links the consents to the two legal pages", () => {
    render(<Harness />);
    const href = (name: string) => screen.getByRole("link", { name }).getAttribute("href");
    expect(href("политикой обработки персональных данных")).toBe("/company/law/policy-personal-data");
    expect(href("согласие на обработку персональных данных")).toBe("/company/law/personal-data");
  });

  it("says 'Отправляем запрос...' and stays disabled while sending", () => {
    render(<Harness isSending />);
    expect(screen.queryByRole("button", { name: "Отправить" })).toBeNull();
    expect((screen.getByRole("button", { name: "Отправляем запрос..." }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("shows each field's message under it and marks the field invalid", () => {
    render(
      <Harness
        errors={{
          name: "Поле должно содержать минимум 2 символа",
          email: "Невалидный почтовый адрес",
          text: "Поле должно содержать минимум 10 символов",
        }}
      />,
    );
    const description = (label: string) => {
      const field = screen.getByLabelText(label);
      const ids = field.getAttribute("aria-describedby")?.split(" ") ?? [];
      return ids.map((id) => document.getElementById(id)?.textContent).join(" ");
    };
    expect(screen.getByLabelText("Имя").getAttribute("aria-invalid")).toBe("true");
    expect(description("Имя")).toBe("Поле должно содержать минимум 2 символа");
    expect(description("E-mail")).toBe("Невалидный почтовый адрес");
    expect(description("Текст письма")).toBe("Поле должно содержать минимум 10 символов");
    expect(screen.getByLabelText("Телефон").hasAttribute("aria-invalid")).toBe(false);
  });
});

describe("CooperationThanks", () => {
  it("shows the given text, the picture and a close button", () => {
    const onClose = vi.fn();
    const { container } = render(<CooperationThanks message="Спасибо, ответим завтра" onClose={onClose} />);
    expect(screen.getByRole("status").textContent).toBe("Спасибо, ответим завтра");
    expect(container.querySelector("svg[aria-hidden='true']")).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Закрыть" }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
