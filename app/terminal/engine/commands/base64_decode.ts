import { base64Command } from "../base64-command";

export const base64_decode = base64Command("decode");
