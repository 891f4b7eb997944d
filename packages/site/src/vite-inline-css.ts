import type { Plugin } from "vite";

const SITE_CSS_ID = "virtual:optika/site-css";
const RESOLVED_SITE_CSS_ID = `\0${SITE_CSS_ID}`;

type TChunk = { type: "chunk"; fileName: string };
type TAsset = { type: "asset"; fileName: string; source: string | Uint8Array };

/**
 * The CSS a page needs arrives inside its HTML (decision 0046, which narrows 0015): no stylesheet
 * request before the first paint, and no rules of other pages to parse on a phone.
 *
 * - Client build: every CSS file of the build, by its URL (`/assets/…css`).
 * - SSR build: `virtual:optika/site-css` exports those texts; `SiteStyles` (site-css.tsx) inlines
 *   the files React Router's manifest lists for the matched routes, root first, in one `<style>`.
 *   The manifest keeps its `css` lists, so a client-side navigation to another route loads that
 *   route's files the way React Router does (preloaded before the route renders) and
 *   `SiteStylesheets` links the ones the page did not inline.
 * - Chunks reached only through `import()` (lazy dialogs) are not in those lists: Vite's preload
 *   helper loads their CSS file together with the chunk, on first open.
 * - Dev and the client bundle: the module exports {} (dev has React Router's own critical CSS and
 *   links; the browser reads the inlined text back from the server's `<style>`, see site-css.tsx).
 */
export function inlineSiteCss(): Plugin {
  let isBuild = false;
  let cssFiles: Record<string, string> | undefined;
  return {
    name: "optika:inline-site-css",
    configResolved(config) {
      isBuild = config.command === "build";
    },
    resolveId(id) {
      return id === SITE_CSS_ID ? RESOLVED_SITE_CSS_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_SITE_CSS_ID) return undefined;
      if (!isBuild || this.environment.name === "client") return "export default {};";
      if (cssFiles === undefined)
        throw new Error("inlineSiteCss: the client build must run before the SSR build");
      return `export default ${JSON.stringify(cssFiles)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const base = this.environment.config.base ?? "/";
      cssFiles = {};
      for (const file of Object.values(bundle as unknown as Record<string, TChunk | TAsset>)) {
        if (file.type !== "asset" || !file.fileName.endsWith(".css")) continue;
        cssFiles[`${base}${file.fileName}`] =
          typeof file.source === "string" ? file.source : new TextDecoder().decode(file.source);
      }
    },
  };
}
