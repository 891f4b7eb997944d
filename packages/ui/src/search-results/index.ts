export { type ISearchEmptyProps, SearchEmpty } from "./SearchEmpty.tsx";
export { type ISearchHit, type ISearchHitListProps, SearchHitList } from "./SearchHitList.tsx";
export { type ISearchPageFormProps, SearchPageForm } from "./SearchPageForm.tsx";
export { type ISearchResultSectionProps, SearchResultSection } from "./SearchResultSection.tsx";
