import { CMS_MESSAGES } from "@optika/api-contract";
import type { FastifyPluginAsync } from "fastify";
import { BANNER_ART, drawBannerArt } from "./banner-art.ts";

/** GET /cms/art/{name}.svg: a banner picture drawn by code (cached for a day, immutable per name). */
export const cmsArtRoutes: FastifyPluginAsync = async (app) => {
  const drawn = new Map(Object.entries(BANNER_ART).map(([name, art]) => [name, drawBannerArt(art)]));
  app.get<{ Params: { file: string } }>("/cms/art/:file", async (request, reply) => {
    const match = /^([a-z0-9-]{1,40})\.svg$/.exec(request.params.file);
    const svg = match?.[1] ? drawn.get(match[1]) : undefined;
    if (!svg) return reply.code(404).send({ message: CMS_MESSAGES.notFound });
    return reply
      .header("cache-control", "public, max-age=86400")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
      .type("image/svg+xml")
      .send(svg);
  });
};
