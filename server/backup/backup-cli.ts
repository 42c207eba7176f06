// `npm run backup [-- --out file]`: the database and the files into one .tar (decision 0049).
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { openCliDatabase } from "../db/cli-database.server.ts";
import { parseEnv } from "../env.server.ts";
import { createLogger } from "../logger.server.ts";
import { fileAreasFor } from "./file-areas.server.ts";
import { writeBackup } from "./write-backup.server.ts";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const file = path.resolve(
  values.out ??
    path.join(
      "backups",
      `beitna-${new Date()
        .toISOString()
        .replaceAll(":", "-")
        .replace(/\.\d+Z$/, "Z")}.tar`,
    ),
);
await mkdir(path.dirname(file), { recursive: true });

const env = parseEnv();
const logger = createLogger(env.LOG_LEVEL);
const database = await openCliDatabase(env, logger);
try {
  const manifest = await writeBackup({ pool: database.pool, files: fileAreasFor(env), file });
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  logger.info({ file, tables: Object.keys(manifest.tables).length, rows, files: manifest.files }, "backup written");
} finally {
  await database.close();
}
