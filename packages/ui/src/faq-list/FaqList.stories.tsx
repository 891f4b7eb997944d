import type { Meta, StoryObj } from "@storybook/react-vite";
import { FaqList } from "./FaqList.tsx";

const meta = {
  title: "Content/FaqList",
  component: FaqList,
  args: {
    title: "Доставка, оплата и гарантия",
    items: [
      {
        question: "Как быстро доставят заказ?",
        answerHtml: "<p>Из салона — в день заказа, курьером — 1–5 дней.</p>",
      },
      {
        question: "Как оплатить?",
        answerHtml: '<p>Картой на сайте или в салоне. <a href="/company/law/oferta">Оферта</a>.</p>',
      },
    ],
  },
} satisfies Meta<typeof FaqList>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Default: TStory = {};
