import { act } from "react";
import { createRoot, type Root } from "react-dom/client";

// React's act() outside a testing library: tell React this is a test environment
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type TReactHost = {
  /** the element the test renders into, in the document */
  host: HTMLDivElement;
  root: Root;
  /** blurs the focused field, unmounts and removes the host (for `afterEach`) */
  unmount: () => void;
};

/**
 * A React root in the document for a component test. `unmount` blurs the focused field first, so
 * blur handlers run inside the test rather than after the environment is gone.
 */
export function mountReactHost(): TReactHost {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  return {
    host,
    root,
    unmount: () => {
      act(() => (document.activeElement as HTMLElement | null)?.blur());
      act(() => root.unmount());
      host.remove();
    },
  };
}
