/** Any /api path without its own route: a JSON 404, never the HTML page. */
import { jsonError } from "~/utils/http.server";

const notFound = () => jsonError(404, "Unknown API endpoint.");
export const loader = notFound;
export const action = notFound;
