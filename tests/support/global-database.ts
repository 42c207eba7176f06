import type { TestProject } from "vitest/node";
import { connectDatabase } from "../../server/db/client.server.ts";
import { migrateDatabase } from "../../server/db/migrate.server.ts";
import { seedReferenceData } from "../../server/db/seed/reference.server.ts";
import { adminQuery, databaseUrl, startTestCluster } from "./postgres.ts";

export const TEMPLATE_DATABASE = "beitna_template";

declare module "vitest" {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

/** Once per run: a cluster and a migrated, seeded template database. */
export default async function setup(project: TestProject) {
  const cluster = await startTestCluster();
  await adminQuery(cluster.adminUrl, `drop database if exists ${TEMPLATE_DATABASE}`);
  await adminQuery(cluster.adminUrl, `create database ${TEMPLATE_DATABASE}`);
  const template = connectDatabase(databaseUrl(cluster.adminUrl, TEMPLATE_DATABASE), 2);
  await migrateDatabase(template.pool);
  await seedReferenceData(template.db);
  await template.pool.end();
  project.provide("adminDatabaseUrl", cluster.adminUrl);
  return async () => {
    await cluster.stop();
  };
}
