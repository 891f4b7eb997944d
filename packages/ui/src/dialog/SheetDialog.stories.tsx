import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "../button/Button.tsx";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { SheetDialog } from "./SheetDialog.tsx";

/** The opener and the dialog (in a portal on <body>), open from the start. */
function SheetDemo({ width }: { width: number }) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Договор-оферта
      </Button>
      <SheetDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Договор-оферта"
        closeLabel="Закрыть"
        width={width}
      >
        <p>
          Продавец передаёт покупателю товар, а покупатель принимает и оплачивает его на условиях договора.
        </p>
        <p>Заказ считается оформленным с момента его подтверждения на сайте.</p>
      </SheetDialog>
    </>
  );
}

const meta = {
  title: "Dialogs/SheetDialog",
  component: SheetDemo,
  args: { width: 600 },
} satisfies Meta<typeof SheetDemo>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Main: TStory = {};
export const Partner: TStory = { globals: { brand: "partner" } };
export const Phone: TStory = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { viewport: { value: "phone" } },
};
