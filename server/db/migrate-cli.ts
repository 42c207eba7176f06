// `npm run db:migrate`: applies the committed migrations (the server also
// does it at start) to DATABASE_URL, or to the embedded database.
import { connectDatabase } from "./client.server.ts";
import { startEmbeddedPostgres } from "./embedded.server.ts";
import { migrateDatabase } from "./migrate.server.ts";
import { seedReferenceData } from "./seed/reference.server.ts";
import { parseEnv } from "../env.server.ts";
import { createLogger } from "../logger.server.ts";

const env = parseEnv();
const logger = createLogger(env.LOG_LEVEL);
const embedded = env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT, logger });
const database = connectDatabase(env.DATABASE_URL ?? embedded!.url, 2);
try {
  await migrateDatabase(database.pool);
  await seedReferenceData(database.db);
  logger.info("migrations applied, reference data in place");
} finally {
  await database.pool.end();
  await embedded?.stop();
}
