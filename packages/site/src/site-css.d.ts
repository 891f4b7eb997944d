/** The site's whole CSS as text in the server build, "" elsewhere (vite-inline-css.ts). */
declare module "virtual:optika/site-css" {
  const css: string;
  export default css;
}
