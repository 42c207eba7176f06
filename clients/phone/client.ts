import type { operations } from "./api.d.ts";

// The phone app's client of Beitna's functions, typed by the generated OpenAPI types (`npm run
// api:types`): a function's payload and answer are the document's, so a change of the API that an
// app would trip on fails the type check of whatever calls it (the phone-app day test does).

export type FunctionName = Exclude<keyof operations, "upload">;
type Payload<Operation> = Operation extends { requestBody?: { content: { "application/json": infer Body } } } ? Body : never;
type Answer<Operation> = Operation extends { responses: { 200: { content: { "application/json": infer Body } } } } ? Body : never;
export type UploadAnswer = Answer<operations["upload"]>;

export interface PhoneFile {
  field: string;
  filename: string;
  data: Uint8Array;
  type: string;
}

export interface PhoneClient {
  /** Calls a function as the signed-in user (or none): JSON, or multipart when files come with it. */
  call<Name extends FunctionName>(
    name: Name,
    payload: Payload<operations[Name]>,
    options?: { files?: PhoneFile[]; idempotencyKey?: string },
  ): Promise<Answer<operations[Name]>>;
  /** A listing photo, uploaded before the listing that names its `ref`. */
  uploadPhoto(photo: PhoneFile): Promise<UploadAnswer>;
  /** Signs in and keeps the token for the next calls. */
  signIn(email: string, password: string): Promise<void>;
  /** A protected address (a tenancy file's `File`) read with the session. */
  download(url: string): Promise<Response>;
}

/** A failure as the API answers it: the HTTP status and the envelope's code. */
export class PhoneApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: unknown,
  ) {
    super(`API ${status}: ${String(code)}`);
  }
}

export function phoneClient(base: string): PhoneClient {
  let token: string | undefined;
  const auth = (): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  const answer = async (response: Response) => {
    const body = (await response.json()) as { success: boolean; error?: { code: unknown } };
    if (!response.ok || !body.success) throw new PhoneApiError(response.status, body.error?.code);
    return body;
  };
  const client: PhoneClient = {
    async call(name, payload, options = {}) {
      const headers: Record<string, string> = { ...auth(), ...(options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {}) };
      let body: string | FormData = JSON.stringify(payload);
      if (options.files?.length) {
        const form = new FormData();
        form.set("payload", body);
        for (const file of options.files) form.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.filename);
        body = form;
      } else headers["content-type"] = "application/json";
      return (await answer(await fetch(`${base}/api/functions/${name}`, { method: "POST", headers, body }))) as never;
    },
    async uploadPhoto(photo) {
      const form = new FormData();
      form.append("photo", new Blob([new Uint8Array(photo.data)], { type: photo.type }), photo.filename);
      return (await answer(await fetch(`${base}/api/uploads`, { method: "POST", headers: auth(), body: form }))) as never;
    },
    async signIn(email, password) {
      token = undefined;
      token = (await client.call("signIn", { email, password })).token;
    },
    download: (url) => fetch(url, { headers: auth() }),
  };
  return client;
}
