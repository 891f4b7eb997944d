import type { Meta, StoryObj } from "@storybook/react-vite";
import { Container } from "../container/Container.tsx";
import { ProductCard } from "../product-card/ProductCard.tsx";
import { ProductGrid } from "../product-grid/ProductGrid.tsx";
import { phoneViewport, products } from "../story-fixtures/fixtures.ts";
import { Tag } from "../tag/Tag.tsx";
import { SearchEmpty } from "./SearchEmpty.tsx";
import { type ISearchHit, SearchHitList } from "./SearchHitList.tsx";
import { SearchPageForm } from "./SearchPageForm.tsx";
import { SearchResultSection } from "./SearchResultSection.tsx";

const articles: ISearchHit[] = [
  {
    key: "1",
    title: "Как носить линзы первый раз",
    href: "/stat/linzy/kak-nosit",
    text: "Сколько часов в день носить линзы в первую неделю и как привыкнуть без дискомфорта.",
  },
  { key: "2", title: "Однодневные или месячные линзы", href: "/stat/linzy/odnodnevnye-ili-mesyachnye" },
  { key: "3", title: "Уход за линзами: растворы и контейнеры", href: "/stat/linzy/uhod" },
];

const lensOptions: ISearchHit[] = [
  {
    key: "oasys",
    title: "Acuvue Oasys",
    href: "/product/acuvue-oasys-6",
    links: [
      { label: "−1,00", href: "/product/acuvue-oasys-6?sphere=-1.00" },
      { label: "−2,50", href: "/product/acuvue-oasys-6?sphere=-2.50" },
      { label: "8,4", href: "/product/acuvue-oasys-6?bc=8.4" },
    ],
  },
];

const specialists: ISearchHit[] = [
  { key: "1", title: "Иванова Мария Сергеевна", href: "/specialists/1", text: "Врач-офтальмолог" },
  { key: "2", title: "Петров Алексей Игоревич", href: "/specialists/2", text: "Оптометрист" },
];

/** A results page: sections with their counts, 'Показать еще' where items are left out. */
function ResultsPage() {
  return (
    <Container>
      <div style={{ display: "grid", gap: 40, padding: "24px 0" }}>
        <SearchPageForm defaultValue="линзы" label="Поиск" submitLabel="Найти" />
        <SearchResultSection
          id="articles"
          title="Статьи"
          total={7}
          showMoreHref="/search?search=линзы&category_id=5#articles"
        >
          <SearchHitList hits={articles} />
        </SearchResultSection>
        <SearchResultSection
          id="lens-options"
          title="Варианты линз"
          total={4}
          more={<SearchHitList hits={lensOptions.map((hit) => ({ ...hit, key: `more-${hit.key}` }))} />}
        >
          <SearchHitList
            hits={[...lensOptions, { ...lensOptions[0]!, key: "b" }, { ...lensOptions[0]!, key: "c" }]}
          />
        </SearchResultSection>
        <SearchResultSection id="products" title="Товары" total={42}>
          <ProductGrid aria-label="Товары">
            {products.slice(0, 4).map((product) => (
              <ProductCard key={product.id} product={product} headingLevel={3} />
            ))}
          </ProductGrid>
        </SearchResultSection>
        <SearchResultSection id="specialists" title="Специалисты" total={2}>
          <SearchHitList hits={specialists} layout="tiles" />
        </SearchResultSection>
      </div>
    </Container>
  );
}

function EmptyPage() {
  return (
    <Container>
      <SearchEmpty
        title="По запросу «пщщпду» ничего не найдено"
        hint="Проверьте написание или загляните в популярные категории:"
      >
        <div style={{ display: "flex", flexWrap: "wrap", gap: 8 }}>
          <Tag href="/catalog/linzy">Контактные линзы</Tag>
          <Tag href="/catalog/opravy">Оправы</Tag>
          <Tag href="/catalog/solncezashchitnye-ochki">Солнцезащитные очки</Tag>
        </div>
      </SearchEmpty>
    </Container>
  );
}

const meta = {
  title: "Search/Results",
  component: ResultsPage,
  parameters: { layout: "fullscreen", viewport: { options: phoneViewport } },
} satisfies Meta<typeof ResultsPage>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Main: TStory = {};
export const Partner: TStory = { globals: { brand: "partner" } };
export const MainPhone: TStory = { globals: { viewport: { value: "phone" } } };
export const PartnerPhone: TStory = { globals: { brand: "partner", viewport: { value: "phone" } } };
export const Empty: TStory = { render: () => <EmptyPage /> };
export const EmptyPartnerPhone: TStory = {
  render: () => <EmptyPage />,
  globals: { brand: "partner", viewport: { value: "phone" } },
};
