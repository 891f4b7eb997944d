import type { Plugin } from "vite";

const SITE_CSS_ID = "virtual:optika/site-css";
const RESOLVED_SITE_CSS_ID = `\0${SITE_CSS_ID}`;
const SERVER_MANIFEST_ID = "\0virtual:react-router/server-manifest";

type TChunk = {
  type: "chunk";
  fileName: string;
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
};
type TAsset = { type: "asset"; fileName: string; source: string | Uint8Array };

/**
 * All of the site's CSS arrives inside the HTML (decision 0015): no stylesheet request before the
 * first paint, and client-side navigations find every route's rules already there.
 *
 * - Client build: the CSS files of every chunk are concatenated in the order React Router's
 *   manifest links them (a chunk's own file, then its imports' files, depth first), the root
 *   route first, then the other routes.
 * - SSR build: `virtual:optika/site-css` exports that text (root.tsx renders it in a `<style>`);
 *   React Router's server manifest loses its `css` lists, so neither `<Links>` nor route discovery
 *   links or preloads the separate files (they stay in build/client for anyone who asks).
 * - Chunks reached only through `import()` (lazy dialogs) are not inlined: Vite's preload helper
 *   loads their CSS file together with the chunk, on first open.
 * - Dev and the client bundle: the module exports "" (dev has React Router's own critical CSS;
 *   the browser reads the text from the server's `<style>`, see root.tsx).
 */
export function inlineSiteCss(): Plugin {
  let isBuild = false;
  let siteCss: string | undefined;
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
      if (!isBuild || this.environment.name === "client") return 'export default "";';
      if (siteCss === undefined)
        throw new Error("inlineSiteCss: the client build must run before the SSR build");
      return `export default ${JSON.stringify(siteCss)};`;
    },
    transform(code, id) {
      if (!isBuild || id !== SERVER_MANIFEST_ID) return undefined;
      const body = code.replace(/^export default /, "const manifest = ");
      return `${body}\nfor (const route of [manifest.entry, ...Object.values(manifest.routes)]) route.css = [];\nexport default manifest;\n`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const files = bundle as unknown as Record<string, TChunk | TAsset>;
      const ordered: string[] = [];
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = files[fileName];
        if (chunk?.type !== "chunk" || seen.has(fileName)) return;
        seen.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? [])
          if (!ordered.includes(css)) ordered.push(css);
        for (const imported of chunk.imports) visit(imported);
      };
      const entries = Object.values(files)
        .filter((f): f is TChunk => f.type === "chunk" && f.isEntry)
        .map((c) => c.fileName)
        .sort(
          (a, b) => Number(!/(^|\/)root-/.test(a)) - Number(!/(^|\/)root-/.test(b)) || a.localeCompare(b),
        );
      for (const entry of entries) visit(entry);
      siteCss = ordered
        .map((name) => {
          const asset = files[name];
          if (asset?.type !== "asset") throw new Error(`inlineSiteCss: ${name} is not in the bundle`);
          return typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source);
        })
        .join("\n");
    },
  };
}
