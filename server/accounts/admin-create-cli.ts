// `npm run admin:create -- --email someone@example.com`
import { parseArgs } from "node:util";
import { z } from "zod";
import { openCliDatabase } from "../db/cli-database.server.ts";
import { parseEnv } from "../env.server.ts";
import { createLogger } from "../logger.server.ts";
import { makeAdmin } from "./make-admin.server.ts";

const { values } = parseArgs({ options: { email: { type: "string" } } });
const email = z.email().safeParse(values.email);
if (!email.success) {
  console.error("Usage: npm run admin:create -- --email someone@example.com");
  process.exit(1);
}
const env = parseEnv();
const database = await openCliDatabase(env, createLogger("warn"));
try {
  const result = await makeAdmin(database.db, email.data);
  console.log(
    result.created
      ? `Created the admin ${email.data.toLowerCase()} with the password ${result.password} (change it in Settings).`
      : `${email.data.toLowerCase()} is now an admin.`,
  );
} finally {
  await database.close();
}
