import type { Meta, StoryObj } from "@storybook/react-vite";
import { VideoEmbed } from "./VideoEmbed.tsx";

const poster = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1440 540"><rect width="1440" height="540" fill="#1f5f4a"/></svg>',
)}`;

const meta = {
  title: "Content/VideoEmbed",
  component: VideoEmbed,
  args: {
    title: "Как линзы MiSight замедляют близорукость",
    embedUrl: "https://rutube.ru/play/embed/0f5e1c8d3b9a4e7f",
    poster: { src: poster, alt: "", width: 1440, height: 540 },
  },
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type TStory = StoryObj<typeof meta>;

/** The poster with its play button (the player loads on click). */
export const Poster: TStory = {};
