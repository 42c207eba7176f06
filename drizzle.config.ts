import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this file: it writes SQL migrations into
// drizzle/, which are committed and applied by the server at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./drizzle",
});
