import type { Meta, StoryObj } from "@storybook/react-vite";
import { Price } from "./Price.tsx";

const meta = {
  title: "Components/Price",
  component: Price,
  args: { price: 199000, oldPrice: null, size: "md" },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
} satisfies Meta<typeof Price>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Regular: TStory = {};
export const WithOldPrice: TStory = { args: { price: 159000, oldPrice: 199000 } };
export const WithKopecks: TStory = { args: { price: 199050 } };
export const Sizes: TStory = {
  render: () => (
    <div style={{ display: "grid", gap: 16 }}>
      <Price price={249000} oldPrice={312000} size="sm" />
      <Price price={249000} oldPrice={312000} size="md" />
      <Price price={2490000} oldPrice={3120000} size="lg" />
    </div>
  ),
};
