/**
 * The owner's content in the browser: what the root loader sends (everything
 * but the assistant's knowledge, which stays on the server). The root layout
 * provides it; components read it with useContent(). Nothing in the browser
 * bundle imports the content folder.
 */
import { createContext, useContext } from "react";
import type { ClientContent, Content } from "./types";

export type { ClientContent };

/** The part of the content the page and the terminal need. */
export function toClientContent(content: Content): ClientContent {
  const { assistant: _assistant, ...client } = content;
  return client;
}

/** Set by the root layout from its loader data (tests render components inside one too). */
export const ContentContext = createContext<ClientContent | null>(null);

export function useContent(): ClientContent {
  const content = useContext(ContentContext);
  if (!content) throw new Error("useContent: no content (render inside the root layout or a ContentContext provider)");
  return content;
}
