import { describe, expect, it } from "vitest";
import { MultipartError, readMultipart } from "../../server/http/multipart.server.ts";

function upload(files: Array<[string, string, number]>): Request {
  const form = new FormData();
  form.set("intent", "bulk");
  for (const [field, name, size] of files) form.append(field, new File([Buffer.alloc(size, 1)], name));
  return new Request("http://localhost/bulk", { method: "POST", body: form });
}

describe("reading a multipart body", () => {
  it("keeps fields and files within the limits", async () => {
    const body = await readMultipart(
      upload([
        ["sheet", "a.csv", 10],
        ["photos", "b.jpg", 20],
      ]),
      { maxFileBytes: 100, maxFiles: 2, maxTotalBytes: 50 },
    );
    expect(body.fields.get("intent")).toEqual(["bulk"]);
    expect(body.files.map((file) => [file.field, file.filename, file.data.length])).toEqual([
      ["sheet", "a.csv", 10],
      ["photos", "b.jpg", 20],
    ]);
  });

  it("refuses a file over its limit, naming it, too many files, and files too large together", async () => {
    const refusal = (request: Request, limits: Parameters<typeof readMultipart>[1]) => readMultipart(request, limits).catch((error: unknown) => error);
    expect(await refusal(upload([["photos", "big.jpg", 200]]), { maxFileBytes: 100, maxFiles: 5 })).toMatchObject({
      problem: "file_too_large",
      filename: "big.jpg",
    });
    expect(
      await refusal(
        upload([
          ["photos", "a.jpg", 1],
          ["photos", "b.jpg", 1],
          ["photos", "c.jpg", 1],
        ]),
        { maxFileBytes: 100, maxFiles: 2 },
      ),
    ).toMatchObject({ problem: "too_many_files" });
    const together = await refusal(
      upload([
        ["photos", "a.jpg", 90],
        ["photos", "b.jpg", 90],
      ]),
      { maxFileBytes: 100, maxFiles: 5, maxTotalBytes: 150 },
    );
    expect(together).toBeInstanceOf(MultipartError);
    expect(together).toMatchObject({ problem: "too_large" });
  });

  it("reads file names as the browser sends them, in UTF-8", async () => {
    const body = await readMultipart(upload([["file", "عقد الإيجار signé.pdf", 5]]), { maxFileBytes: 100, maxFiles: 1 });
    expect(body.files[0]?.filename).toBe("عقد الإيجار signé.pdf");
  });
});

describe("a part without a name", () => {
  // busboy names such a part `undefined`; reading it as a string threw inside busboy's event and
  // ended the process (the form fuzz found it on /credits/payments/:id).
  it.each(["field", "file"])("is malformed (a %s), and nothing throws outside the promise", async (kind) => {
    const disposition = kind === "file" ? 'form-data; filename="a.jpg"' : "form-data";
    const body = `--edge\r\nContent-Disposition: ${disposition}\r\n\r\nvalue\r\n--edge--\r\n`;
    const request = new Request("http://localhost/credits/payments/x", {
      method: "POST",
      body,
      headers: { "content-type": "multipart/form-data; boundary=edge" },
    });
    await expect(readMultipart(request, { maxFileBytes: 100, maxFiles: 1 })).rejects.toMatchObject({ problem: "malformed" });
  });
});
