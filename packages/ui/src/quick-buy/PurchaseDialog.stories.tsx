import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "../button/Button.tsx";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { EyeModeSwitch } from "./EyeModeSwitch.tsx";
import { PurchaseDialog } from "./PurchaseDialog.tsx";

/** The quick-buy popup's frame, open from the start (Radix dialog in a portal on <body>). */
function DialogDemo() {
  const [isOpen, setOpen] = useState(true);
  const [mode, setMode] = useState<"same" | "various">("same");
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Купить
      </Button>
      <PurchaseDialog isOpen={isOpen} onOpenChange={setOpen} title="ACUVUE OASYS for ASTIGMATISM">
        <EyeModeSwitch mode={mode} onChange={setMode} name="dialog-eye-mode" />
        <Button size="lg" fullWidth>
          В корзину
        </Button>
      </PurchaseDialog>
    </>
  );
}

const meta = { title: "Quick-buy/PurchaseDialog", component: DialogDemo } satisfies Meta<typeof DialogDemo>;

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
