// `npm run db:migrate`: applies the committed migrations (the server also
// does it at start) and the reference data.
import { parseEnv } from "../env.server.ts";
import { createLogger } from "../logger.server.ts";
import { openCliDatabase } from "./cli-database.server.ts";

const env = parseEnv();
const logger = createLogger(env.LOG_LEVEL);
const database = await openCliDatabase(env, logger);
logger.info("migrations applied, reference data in place");
await database.close();
