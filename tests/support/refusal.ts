import { refusalOf } from "../../server/errors.server.ts";

/** "allowed" when the use case went through, else the error code it was refused with. */
export async function refusal(promise: Promise<unknown>): Promise<string> {
  return (await refusalOf(() => promise)) ?? "allowed";
}
