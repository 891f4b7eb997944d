// Every story is also a test: each renders inside its brand theme (the toolbar's decorator, or
// the brand the story pins) without an error or a React warning, and shows something (text, a
// picture, or an element drawn by CSS that says what it shows with role="img"). A story that breaks fails here before it reaches Storybook.
import { composeStories, setProjectAnnotations } from "@storybook/react";
import { cleanup, render } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import preview from "../.storybook/preview.tsx";

setProjectAnnotations(preview);

type TStoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<TStoryModule>("./**/*.stories.tsx", { eager: true });

afterEach(() => cleanup());

describe.each(Object.entries(modules))("%s", (_file, module) => {
  const stories = Object.entries(composeStories(module)) as Array<[string, ComponentType]>;

  it("has stories", () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it.each(stories)("%s renders without errors", (_name, Story) => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { container } = render(<Story />);
      expect(container.querySelector("[data-brand]")).not.toBeNull();
      expect(container.textContent?.trim() || container.querySelector("svg, img, [role='img']")).toBeTruthy();
      expect(consoleError.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      consoleError.mockRestore();
    }
  });
});
