import type { Meta, StoryObj } from "@storybook/react-vite";
import { RatingStars } from "./RatingStars.tsx";

const meta = {
  title: "Content/RatingStars",
  component: RatingStars,
  args: { value: 4.5 },
} satisfies Meta<typeof RatingStars>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const HalfStar: TStory = {};
export const Five: TStory = { args: { value: 5 } };
export const Low: TStory = { args: { value: 2, size: 24 } };
