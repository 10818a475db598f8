import { base64Command } from "../base64-command";

export const base64_encode = base64Command("encode");
