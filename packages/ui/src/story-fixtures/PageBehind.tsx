import type { Decorator } from "@storybook/react-vite";

/** Stories only: a page under an overlay (dialogs render in a portal, over this text). */
export const withPageBehind: Decorator = (Story) => (
  <div style={{ minHeight: 320 }}>
    <p>Страница сайта под окном.</p>
    <Story />
  </div>
);
