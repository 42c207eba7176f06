import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import type { Env } from "../env.server.ts";

/** Where one kind of file lives: listing photos (`media`) or tenancy files (`private`). */
export type FileArea = { kind: "local"; folder: string } | { kind: "s3"; bucket: string; client: S3Client };

export const FILE_AREA_NAMES = ["media", "private"] as const;
export type FileAreaName = (typeof FILE_AREA_NAMES)[number];
export type FileAreas = Record<FileAreaName, FileArea>;

/** The same places storageFor / privateStorageFor use. */
export function fileAreasFor(env: Env): FileAreas {
  const bucketOrFolder = (bucket: string | undefined, folder: string): FileArea =>
    bucket
      ? {
          kind: "s3",
          bucket,
          client: new S3Client({
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            credentials: { accessKeyId: env.S3_ACCESS_KEY_ID ?? "", secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "" },
          }),
        }
      : { kind: "local", folder: path.join(env.DATA_DIR, folder) };
  return { media: bucketOrFolder(env.S3_BUCKET, "media"), private: bucketOrFolder(env.S3_PRIVATE_BUCKET, "private") };
}

/** Every file under `folder` as a slash-separated key, skipping half-written `.….tmp` files. */
export async function* localFiles(folder: string): AsyncGenerator<{ key: string; body: Buffer }> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const files = entries.filter((entry) => entry.isFile() && !(entry.name.startsWith(".") && entry.name.endsWith(".tmp")));
  for (const entry of files.sort((a, b) => path.join(a.parentPath, a.name).localeCompare(path.join(b.parentPath, b.name)))) {
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(folder, file).split(path.sep).join("/");
    yield { key, body: await readFile(file) };
  }
}

export async function listBucket(area: Extract<FileArea, { kind: "s3" }>): Promise<Array<{ key: string; size: number }>> {
  const objects: Array<{ key: string; size: number }> = [];
  let token: string | undefined;
  do {
    const page = await area.client.send(new ListObjectsV2Command({ Bucket: area.bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) objects.push({ key: object.Key, size: object.Size ?? 0 });
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}
