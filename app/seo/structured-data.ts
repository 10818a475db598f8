/**
 * The page's JSON-LD reaches the document's server render through this context (entry.server.tsx, from the
 * root loader by way of the load context), not through the loader data: the browser never reads it, and in the
 * data it would weigh on every page a second time (ADR 061). In the browser the context is empty and the
 * script element keeps the server's text (React does not rewrite an element's inner HTML when hydrating).
 */
import { createContext, useContext } from "react";

export const StructuredDataContext = createContext<string | undefined>(undefined);
export const useStructuredData = () => useContext(StructuredDataContext);
