import type { TApiClient } from "../../server/api.server.ts";
import { articleCardView, type TArticleCardView } from "./article-view.ts";

/** Data of LatestArticlesSection: the newest /stat articles (empty when the API fails: the home page still renders). */
export async function loadLatestArticles(api: TApiClient, limit = 4): Promise<TArticleCardView[]> {
  const answer = await api.articles.latestArticles({ query: { limit } }).catch(() => null);
  return answer?.status === 200 ? answer.body.items.map(articleCardView) : [];
}
