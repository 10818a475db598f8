/** GET /api/games -> { success, data: { dos: [...], gba: [...] }, message }: the catalogues with what is installed. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { gameCatalogue } from "~/services/games.server";
import { handleApi } from "~/services/api.server";
import { methodNotAllowed } from "~/utils/http.server";

export const loader = ({ context }: LoaderFunctionArgs) =>
  handleApi(context, async () => {
    const data = gameCatalogue(context.env);
    // Owners drop files in while the site runs: a short cache only.
    return Response.json({ success: true, data, message: "Games loaded." }, { headers: { "Cache-Control": "no-cache" } });
  });

export const action = () => methodNotAllowed("GET");
