/** The CSP nonce reaches React through this context (set in entry.server / entry.client). */
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
