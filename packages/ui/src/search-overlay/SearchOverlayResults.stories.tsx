import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { IconButton } from "../icon-button/IconButton.tsx";
import { SearchIcon } from "../icons/icons.tsx";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { SearchOverlay } from "./SearchOverlay.tsx";
import { SearchOverlayResults } from "./SearchOverlayResults.tsx";
import { overlayLinkTabs, overlaySections } from "./search-fixtures.ts";
import { ALL_RESULTS_TAB, type ISearchOverlaySection, type TSearchOverlayStatus } from "./types.ts";

type TArgs = { status: TSearchOverlayStatus; sections: ISearchOverlaySection[]; tab?: string };

/** The overlay open with results under its bar, as after typing 'acuvue'. */
function OverlayWithResults({ status, sections, tab = ALL_RESULTS_TAB }: TArgs) {
  const [activeTab, setActiveTab] = useState(tab);
  const [isOpen, setOpen] = useState(true);
  return (
    <div style={{ minHeight: 200, padding: 16 }}>
      <IconButton label="Поиск" icon={<SearchIcon />} onClick={() => setOpen(true)} />
      <SearchOverlay isOpen={isOpen} onOpenChange={setOpen} onSearch={() => {}} defaultValue="acuvue">
        <SearchOverlayResults
          status={status}
          sections={sections}
          linkTabs={status === "ready" ? overlayLinkTabs : []}
          activeTab={activeTab}
          onTabChange={setActiveTab}
          resultsHref="/search?search=acuvue"
        />
      </SearchOverlay>
    </div>
  );
}

const meta = {
  title: "Layout/SearchOverlayResults",
  component: OverlayWithResults,
  parameters: { layout: "fullscreen", viewport: { options: phoneViewport } },
  args: { status: "ready", sections: overlaySections },
} satisfies Meta<typeof OverlayWithResults>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const MainAllResults: TStory = {};
export const PartnerAllResults: TStory = { globals: { brand: "partner" } };
export const MainPhone: TStory = { globals: { viewport: { value: "phone" } } };
export const PartnerPhone: TStory = { globals: { brand: "partner", viewport: { value: "phone" } } };
export const ProductsTab: TStory = { args: { tab: "products" } };
export const Loading: TStory = { args: { status: "loading", sections: [] } };
export const NothingFound: TStory = { args: { sections: [] } };
export const Failed: TStory = { args: { status: "error", sections: [] } };
