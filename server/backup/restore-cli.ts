// `npm run restore -- <file>`: a backup into an empty database and data directory (decision 0049).
import path from "node:path";
import { openCliDatabase } from "../db/cli-database.server.ts";
import { parseEnv } from "../env.server.ts";
import { createLogger } from "../logger.server.ts";
import { fileAreasFor } from "./file-areas.server.ts";
import { restoreBackup } from "./restore-backup.server.ts";

const [file] = process.argv.slice(2);
if (!file) {
  console.error("Usage: npm run restore -- <backup.tar>");
  process.exit(2);
}

const env = parseEnv();
const logger = createLogger(env.LOG_LEVEL);
const database = await openCliDatabase(env, logger);
try {
  const manifest = await restoreBackup({ pool: database.pool, files: fileAreasFor(env), file: path.resolve(file) });
  const buckets = Object.values(manifest.files).filter((area) => area?.kind === "s3");
  if (buckets.length > 0) logger.warn("the backup lists bucket objects but holds none: the bucket must still have them");
  logger.info({ file, createdAt: manifest.createdAt, tables: Object.keys(manifest.tables).length }, "backup restored");
} catch (error) {
  logger.error({ err: error }, "restore failed");
  process.exitCode = 1;
} finally {
  await database.close();
}
