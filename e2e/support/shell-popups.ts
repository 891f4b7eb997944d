import type { BrowserContext } from "@playwright/test";

/**
 * A returning shopper who has answered the shell's two questions: the cookie popup
 * (`cookies_accepted`) and the city suggestion (`accept_city`). Specs about other things start
 * from here, so the bottom cookie banner never covers what they click (the banner's own
 * behaviour is tested in shell-global.spec.ts, the suggestion's in city.spec.ts).
 */
export async function answerShellQuestions(context: BrowserContext, baseURL: string | undefined) {
  if (!baseURL) throw new Error("answerShellQuestions: the project has no baseURL");
  await context.addCookies([
    { name: "cookies_accepted", value: "1", url: baseURL },
    { name: "accept_city", value: "1", url: baseURL },
  ]);
}
