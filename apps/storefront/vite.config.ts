import { storefrontViteConfig } from "@optika/site/vite-config";

export default storefrontViteConfig({ port: 3000 });
