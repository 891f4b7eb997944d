import type { Meta, StoryObj } from "@storybook/react-vite";
import { SummaryList, SummaryRow } from "./SummaryList.tsx";

const meta = {
  title: "Components/SummaryList",
  component: SummaryList,
  args: { children: null },
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <SummaryList>
        <SummaryRow term="Товары">6 480 ₽</SummaryRow>
        <SummaryRow term="Доставка">Бесплатно</SummaryRow>
        <SummaryRow term="Скидка по промокоду">−648 ₽</SummaryRow>
        <SummaryRow term="Будет начислено">58 бонусов</SummaryRow>
        <SummaryRow term="Итого" isTotal>
          5 832 ₽
        </SummaryRow>
      </SummaryList>
    </div>
  ),
} satisfies Meta<typeof SummaryList>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const OrderFigures: TStory = {};
