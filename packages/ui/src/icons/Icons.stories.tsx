import type { Meta, StoryObj } from "@storybook/react-vite";
import * as icons from "./icons.tsx";

const meta = {
  title: "Foundations/Icons",
  parameters: { layout: "padded" },
} satisfies Meta;

export default meta;

export const All: StoryObj = {
  render: () => (
    <ul
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(auto-fill, minmax(120px, 1fr))",
        gap: 16,
        listStyle: "none",
        padding: 0,
      }}
    >
      {Object.entries(icons).map(([name, Icon]) => (
        <li
          key={name}
          style={{
            display: "flex",
            flexDirection: "column",
            alignItems: "center",
            gap: 8,
            fontSize: 12,
            color: "var(--color-text-muted)",
          }}
        >
          <span style={{ color: "var(--color-primary)" }}>
            <Icon size={28} />
          </span>
          {name}
        </li>
      ))}
    </ul>
  ),
};
