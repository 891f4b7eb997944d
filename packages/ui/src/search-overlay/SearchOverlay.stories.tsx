import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { IconButton } from "../icon-button/IconButton.tsx";
import { SearchIcon } from "../icons/icons.tsx";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { type ISearchOverlayProps, SearchOverlay } from "./SearchOverlay.tsx";

/** The header's search icon and the overlay it opens (a Radix dialog, lazy-loaded by the site). */
function WithTrigger(props: Partial<ISearchOverlayProps>) {
  const [isOpen, setOpen] = useState(props.isOpen ?? false);
  return (
    <div style={{ minHeight: 200, padding: 16 }}>
      <IconButton label="Поиск" icon={<SearchIcon />} onClick={() => setOpen(true)} />
      <SearchOverlay {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </div>
  );
}

const meta = {
  title: "Layout/SearchOverlay",
  component: SearchOverlay,
  parameters: { layout: "fullscreen", viewport: { options: phoneViewport } },
  args: { isOpen: true, onOpenChange: () => {}, onSearch: () => {} },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof SearchOverlay>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const MainOpen: TStory = {};
export const PartnerOpen: TStory = { globals: { brand: "partner" } };
export const MainPhone: TStory = { globals: { viewport: { value: "phone" } } };
export const PartnerPhone: TStory = { globals: { brand: "partner", viewport: { value: "phone" } } };
export const WithText: TStory = { args: { defaultValue: "acuvue oasys" } };
export const Closed: TStory = { args: { isOpen: false } };
