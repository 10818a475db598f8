// Starts the pool's worker from its TypeScript source (tests and `npm run dev` run the server from
// source): tsx's loader is registered in this thread first, as a worker does not inherit it.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
