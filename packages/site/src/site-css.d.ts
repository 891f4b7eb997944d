/** Every CSS file of the client build by its URL ('/assets/…css') in the server build, {} elsewhere (vite-inline-css.ts). */
declare module "virtual:optika/site-css" {
  const files: Record<string, string>;
  export default files;
}
