/** The server's SQLite handle for the admin routes (a .server module, so no browser bundle pulls in the driver). */
import { getDb } from "../../db/client";

export const adminDb = () => getDb().$client;
