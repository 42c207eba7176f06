/**
 * Where listing photos and files live: a local folder (single instance or shared DATA_DIR) or an
 * S3-compatible bucket. Keys look like `listings/<propertyId>/<imageId>-large.webp`.
 */
import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, rm, unlink } from "node:fs/promises";
import path from "node:path";
import type { Env } from "../env.server.ts";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";

export interface FileStorage {
  readonly kind: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Null when the key does not exist. */
  get(key: string): Promise<Buffer | null>;
  /** No error when the key does not exist. */
  delete(key: string): Promise<void>;
}

/** Keys are relative slash-separated paths; anything that could escape the folder is a bug, so throw. */
function assertSafeKey(key: string): void {
  const segments = key.split("/");
  const bad =
    key.length === 0 ||
    key.includes("\\") ||
    key.includes("\0") ||
    path.isAbsolute(key) ||
    segments.some((segment) => segment === "" || segment === "." || segment === "..");
  if (bad) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === "ENOENT";
}

export function localStorage(folder: string): FileStorage {
  const root = path.resolve(folder);
  const fileFor = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split("/"));
  };

  return {
    kind: "local",

    async put(key, body) {
      const file = fileFor(key);
      const dir = path.dirname(file);
      await mkdir(dir, { recursive: true });
      // Same folder so rename is atomic; fsync before rename so a crash cannot expose a short file.
      const temp = path.join(dir, `.${path.basename(file)}.${randomUUID()}.tmp`);
      try {
        const handle = await open(temp, "wx");
        try {
          await handle.writeFile(body);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key) {
      try {
        return await readFile(fileFor(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      try {
        await unlink(fileFor(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (R2, MinIO, Spaces…). */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle?: boolean;
  /** The objects' Cache-Control; public and immutable unless told (private files say `private, no-store`). */
  cacheControl?: string;
}

function isNoSuchKey(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === "NoSuchKey" || e?.$metadata?.httpStatusCode === 404;
}

export function s3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const Bucket = options.bucket;

  return {
    kind: "s3",

    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          // Every upload gets a fresh key, so objects never change and caches may keep them forever.
          CacheControl: options.cacheControl ?? "public, max-age=31536000, immutable",
        }),
      );
    },

    async get(key) {
      assertSafeKey(key);
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!result.Body) return null;
        return Buffer.from(await result.Body.transformToByteArray());
      } catch (error) {
        if (isNoSuchKey(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertSafeKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        // S3 itself answers 204 for a missing key; some compatible services answer NoSuchKey.
        if (!isNoSuchKey(error)) throw error;
      }
    },
  };
}

/** The storage the environment asks for: the S3 bucket when configured, else a local folder. */
export function storageFor(env: Env): FileStorage {
  if (env.S3_BUCKET) {
    return s3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return localStorage(path.join(env.DATA_DIR, "media"));
}

/**
 * Where tenancy files live (leases, IDs, inspection reports; decision 0029): a bucket of their own
 * that no CDN or public route serves (`S3_PRIVATE_BUCKET`), else `DATA_DIR/private`, beside and
 * never under the folder /media serves. They are only ever read through an authorised route.
 */
export function privateStorageFor(env: Env): FileStorage {
  if (env.S3_PRIVATE_BUCKET) {
    return s3Storage({
      bucket: env.S3_PRIVATE_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      cacheControl: "private, no-store",
    });
  }
  return localStorage(path.join(env.DATA_DIR, "private"));
}
