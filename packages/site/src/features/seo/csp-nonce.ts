import { createContext, useContext } from "react";

/**
 * The CSP nonce of the response being rendered, on the server only (entry.server.tsx provides it);
 * undefined in the browser, where the nonce attribute is already in the HTML.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
