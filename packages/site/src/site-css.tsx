/// <reference path="./site-css.d.ts" />
import serverCssFiles from "virtual:optika/site-css";
import { useContext } from "react";
import { type LinkDescriptor, UNSAFE_FrameworkContext, useMatches } from "react-router";

const STYLE_ID = "site-css";
/** The `<style>` attribute that lists the inlined files, so the browser knows which not to link. */
const INLINED_ATTRIBUTE = "data-inlined";

/** A manifest CSS URL as a file: React Router marks shared files with a trailing '#'. */
const cssFile = (href: string) => href.replace(/#.*$/, "");

/**
 * The CSS files of the matched routes, root first, each once, in the order React Router would
 * link them (decision 0046).
 */
export function routeCssFiles(
  routeIds: readonly string[],
  manifestRoutes: Readonly<Record<string, { css?: readonly string[] } | undefined>>,
): string[] {
  const files: string[] = [];
  for (const id of routeIds)
    for (const href of manifestRoutes[id]?.css ?? []) {
      const file = cssFile(href);
      if (!files.includes(file)) files.push(file);
    }
  return files;
}

function useMatchedCssFiles(): string[] {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  return routeCssFiles(
    matches.map((match) => match.id),
    framework?.manifest.routes ?? {},
  );
}

/**
 * What the server inlined into the first document, read back before hydration: React hydrates and
 * re-renders the `<style>` unchanged without the CSS in JavaScript, and later navigations keep it.
 */
const firstDocument =
  typeof document === "undefined"
    ? null
    : {
        css: document.getElementById(STYLE_ID)?.textContent ?? "",
        files: document.getElementById(STYLE_ID)?.getAttribute(INLINED_ATTRIBUTE) ?? "",
      };

/** On the server: the matched files the build has, their text and their names (space-separated). */
function serverInlined(files: readonly string[]): { css: string; files: string } {
  const present = files.filter((file) => file in serverCssFiles);
  return { css: present.map((file) => serverCssFiles[file]).join("\n"), files: present.join(" ") };
}

/**
 * The page's CSS in one `<style>` of the document head (decision 0046): the CSS files of the
 * routes the server rendered, so the page paints with the HTML alone and parses no other page's
 * rules. Renders nothing in dev, where React Router links the stylesheets itself.
 */
export function SiteStyles() {
  const files = useMatchedCssFiles();
  const inlined = firstDocument ?? serverInlined(files);
  if (!inlined.css) return null;
  return (
    <style
      id={STYLE_ID}
      {...{ [INLINED_ATTRIBUTE]: inlined.files }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own CSS, not user input
      dangerouslySetInnerHTML={{ __html: inlined.css }}
    />
  );
}

/** The files inlined into this document (the server's render, or the first document in the browser). */
function inlinedFiles(matched: readonly string[]): ReadonlySet<string> {
  const { files } = firstDocument ?? serverInlined(matched);
  return new Set(files.split(" ").filter(Boolean));
}

/**
 * Production's `<Links />`: the matched routes' `links()` descriptors (the root's icon and font
 * preload) and a stylesheet link for each of their CSS files the document did not inline: none on
 * the first page; after a client-side navigation, the new route's files, which React Router has
 * already loaded before rendering it.
 */
export function SiteStylesheets() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const matched = useMatchedCssFiles();
  const inlined = inlinedFiles(matched);
  const descriptors: LinkDescriptor[] = matches.flatMap(
    (match) => framework?.routeModules[match.id]?.links?.() ?? [],
  );
  return (
    <>
      {descriptors.map((link) =>
        "page" in link ? null : <link key={`${link.rel}:${link.href}`} {...link} />,
      )}
      {matched
        .filter((file) => !inlined.has(file))
        .map((file) => (
          <link key={file} rel="stylesheet" href={file} />
        ))}
    </>
  );
}
