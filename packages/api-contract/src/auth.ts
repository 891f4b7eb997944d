import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { ZErrorResponse } from "./common.ts";
import { ZShopperUser } from "./shopper-user.ts";
import { ZAccountError, ZAccountMessage, ZPasswordLoginBody, ZSignedIn } from "./users.ts";

export { type TShopperUser, ZShopperUser } from "./shopper-user.ts";

const c = initContract();

export const authContract = c.router({
  currentUser: {
    method: "GET",
    path: "/auth/user",
    responses: { 200: z.object({ user: ZShopperUser.nullable() }) },
    summary:
      "The signed-in shopper (authToken cookie or Authorization: Bearer), or `user: null` for a guest (a 200, so a guest's every page view logs no failed request)",
  },
  login: {
    method: "POST",
    path: "/auth/login",
    body: ZPasswordLoginBody,
    responses: { 200: ZSignedIn, 400: ZAccountError, 401: ZAccountError, 429: ZAccountError },
    summary:
      "Signs in with phone (username) and the password sent by SMS: a new auth token (cookie authToken); the guest cart and wishlist join the user's",
  },
  logout: {
    method: "POST",
    path: "/auth/logout",
    body: c.noBody(),
    // 400: a malformed body sent anyway (the server's parser refuses it before the handler)
    responses: { 200: ZAccountMessage, 400: ZErrorResponse },
    summary: "Revokes the request's auth token and clears the cookie (a guest gets the same answer)",
  },
});
