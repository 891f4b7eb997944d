import type { Meta, StoryObj } from "@storybook/react-vite";
import { Pagination } from "./Pagination.tsx";

const hrefForPage = (page: number) => (page === 1 ? "/catalog/linzy" : `/catalog/linzy?page=${page}`);
const hrefForPerPage = (perPage: number) =>
  perPage === 30 ? "/catalog/linzy" : `/catalog/linzy?per_page=${perPage}`;

const meta = {
  title: "Catalogue/Pagination",
  component: Pagination,
  parameters: { layout: "padded" },
  args: { page: 1, perPage: 30, total: 295, hrefForPage, hrefForPerPage },
} satisfies Meta<typeof Pagination>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const FirstPage: TStory = {};
export const MiddlePage: TStory = { args: { page: 5 } };
export const LastPage: TStory = { args: { page: 10 } };
export const FewPages: TStory = { args: { page: 2, total: 95 } };
export const SinglePage: TStory = { args: { total: 12 } };
export const SixtyPerPage: TStory = { args: { page: 3, perPage: 60, total: 1240 } };
/** Search results: 30 per page, no page-size menu. */
export const FixedPageSize: TStory = {
  args: {
    page: 2,
    total: 95,
    hrefForPerPage: undefined,
    hrefForPage: (page) => `/search?search=acuvue&page=${page}`,
  },
};
