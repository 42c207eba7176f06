import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FileStorage, localStorage } from "../../server/media/storage.server.ts";

let folder: string;
let storage: FileStorage;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "beitna-storage-"));
  storage = localStorage(folder);
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const KEY = "listings/p1/img1-large.webp";

describe("localStorage", () => {
  it("round-trips put, get and delete", async () => {
    expect(storage.kind).toBe("local");
    await storage.put(KEY, Buffer.from("first"), "image/webp");
    await storage.put(KEY, Buffer.from("second"), "image/webp");
    expect((await storage.get(KEY))?.toString()).toBe("second");
    await storage.delete(KEY);
    expect(await storage.get(KEY)).toBeNull();
  });

  it("returns null for a missing key and deletes a missing key quietly", async () => {
    expect(await storage.get("listings/nope/x-large.webp")).toBeNull();
    await expect(storage.delete("listings/nope/x-large.webp")).resolves.toBeUndefined();
  });

  it.each(["../escape.webp", "listings/../../escape.webp", "/etc/passwd", "listings\\p1\\x.webp", "", "a//b"])("rejects the unsafe key %j", async (key) => {
    await expect(storage.put(key, Buffer.from("x"), "image/webp")).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Unsafe storage key/);
  });

  it("leaves no temporary files behind", async () => {
    await Promise.all(Array.from({ length: 5 }, (_, i) => storage.put(KEY, Buffer.alloc(64 * 1024, i), "image/webp")));
    expect(await readdir(path.join(folder, "listings", "p1"))).toEqual(["img1-large.webp"]);
  });
});
