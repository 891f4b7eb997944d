/// <reference path="./site-css.d.ts" />
import serverCss from "virtual:optika/site-css";

const STYLE_ID = "site-css";

/**
 * In the browser the text is read back from the server's `<style>` before hydration, so the
 * element keeps its rules whenever React renders or re-creates it, without shipping them in JS.
 */
const siteCss =
  typeof document === "undefined" ? serverCss : (document.getElementById(STYLE_ID)?.textContent ?? "");

/**
 * The whole site's CSS in one `<style>` of the document head (decision 0015): the page paints
 * with the HTML alone, and client-side navigations find every route's rules already present.
 * Renders nothing in dev, where React Router links the stylesheets itself.
 */
export function SiteStyles() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own CSS, not user input
  return siteCss ? <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: siteCss }} /> : null;
}
