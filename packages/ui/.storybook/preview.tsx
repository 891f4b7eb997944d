import type { Decorator, Preview } from "@storybook/react-vite";
import { useEffect } from "react";
import "../src/styles/index.css";

type TBrand = "main" | "partner";

const withBrand: Decorator = (Story, context) => {
  const brand: TBrand = context.globals.brand === "partner" ? "partner" : "main";
  useEffect(() => {
    document.documentElement.setAttribute("data-brand", brand);
    document.documentElement.setAttribute("lang", "ru");
  }, [brand]);
  return (
    <div data-brand={brand}>
      <Story />
    </div>
  );
};

const preview: Preview = {
  globalTypes: {
    brand: {
      description: "Бренд сайта (data-brand)",
      toolbar: {
        title: "Brand",
        icon: "paintbrush",
        items: [
          { value: "main", title: "Main (основной)" },
          { value: "partner", title: "Partner (ACUVUE)" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: "main" },
  decorators: [withBrand],
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
