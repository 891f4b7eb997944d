import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { Button } from "../button/Button.tsx";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { showToast, Toaster, type TToastKind } from "./Toaster.tsx";

function ToastDemo({ kind, text }: { kind: TToastKind; text: string }) {
  useEffect(() => {
    showToast(text, kind);
  }, [kind, text]);
  return (
    <div style={{ minHeight: 240 }}>
      <Button onClick={() => showToast(text, kind)}>Показать уведомление</Button>
      <Toaster />
    </div>
  );
}

/** Toasts (sonner): top right, 3000 ms. */
const meta = {
  title: "Global/Toaster",
  component: ToastDemo,
  parameters: { layout: "fullscreen", viewport: { options: phoneViewport } },
  args: { kind: "success", text: "Товар добавлен в корзину" },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Success: TStory = {};
export const ErrorToast: TStory = {
  args: { kind: "error", text: "Ошибка сервера, повторите попытку позднее." },
};
export const Info: TStory = { args: { kind: "info", text: "Ссылка скопирована" } };
export const Partner: TStory = { globals: { brand: "partner" } };
export const Phone: TStory = { globals: { viewport: { value: "phone" } } };
export const PartnerPhone: TStory = { globals: { brand: "partner", viewport: { value: "phone" } } };
