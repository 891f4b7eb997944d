import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { ZContentPageQuery } from "./articles.ts";
import { ZErrorResponse } from "./common.ts";

const c = initContract();

/** A video: the poster is an image, `embed_url` an https address of an embeddable player. */
export const ZVideo = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  poster_image_id: z.number().int().nullable(),
  embed_url: z.string(),
  duration_seconds: z.number().int(),
  published_at: z.string(),
});
export type TVideo = z.infer<typeof ZVideo>;

export const videosContract = c.router({
  listVideos: {
    method: "GET",
    path: "/videos",
    query: ZContentPageQuery,
    responses: {
      200: z.object({
        items: z.array(ZVideo),
        total: z.number().int(),
        page: z.number().int(),
        limit: z.number().int(),
      }),
      400: ZErrorResponse,
    },
    summary: "Videos, newest first; page 1…1000, limit 1…60 (default 12)",
  },
});
