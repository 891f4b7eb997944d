import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ComponentProps, useState } from "react";
import { Button } from "../button/Button.tsx";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { CityModal } from "./CityModal.tsx";
import { fixtureCities, fixtureFavorites, fixtureRegions } from "./city-fixtures.ts";

function typeInSearch(text: string) {
  return () => {
    const input = document.querySelector<HTMLInputElement>("[data-city-modal] input[type=search]");
    if (!input) return;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    setValue?.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  };
}

/** The page under the modal: a button that opens it again after Escape or 'Закрыть'. */
function WithOpener(args: ComponentProps<typeof CityModal>) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Екатеринбург — изменить город
      </Button>
      <CityModal {...args} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** The city modal (a Radix dialog, rendered in a portal), open: search, favourite cities, regions and their cities. */
const meta = {
  title: "Layout/City/CityModal",
  component: CityModal,
  render: (args) => <WithOpener {...args} />,
  parameters: { layout: "fullscreen", viewport: { options: phoneViewport } },
  args: {
    open: true,
    onOpenChange: () => {},
    cities: fixtureCities,
    regions: fixtureRegions,
    favorites: fixtureFavorites,
    currentCityId: 1,
    onChoose: () => {},
    layout: "columns",
  },
} satisfies Meta<typeof CityModal>;

export default meta;
type TStory = StoryObj<typeof meta>;

/** Desktop: regions and cities side by side. */
export const MainDesktop: TStory = {};

export const PartnerDesktop: TStory = { globals: { brand: "partner" } };

/** Phone, stage 1: the regions (a tap opens the region's cities with 'Все регионы' back). */
export const MainPhone: TStory = { args: { layout: "stages" }, globals: { viewport: { value: "phone" } } };

export const PartnerPhone: TStory = {
  args: { layout: "stages" },
  globals: { brand: "partner", viewport: { value: "phone" } },
};

/** Latin-layout typing: 'trfnthby' finds 'Екатеринбург (Свердловская область)'. */
export const SearchLatinLayout: TStory = { play: typeInSearch("trfnthby") };

export const SearchNothingFound: TStory = { play: typeInSearch("Париж") };

export const Loading: TStory = { args: { status: "loading", cities: [], regions: [], favorites: [] } };

export const LoadError: TStory = { args: { status: "error", cities: [], regions: [], favorites: [] } };
