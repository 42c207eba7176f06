import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { publicUrl } from "../env.server.ts";
import { runtime } from "../runtime.server.ts";
import { authAccounts, sessions, users, verifications } from "../db/schema.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";

function createAuth() {
  const { db, env, secret } = runtime();
  return betterAuth({
    appName: "Beitna",
    baseURL: publicUrl(env),
    basePath: "/api/auth",
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: authAccounts, verification: verifications },
    }),
    advanced: {
      database: { generateId: "uuid" },
      useSecureCookies: env.NODE_ENV === "production" && publicUrl(env).startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    rateLimit: { enabled: env.AUTH_RATE_LIMIT },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, defaultValue: "" },
        lastName: { type: "string", required: false, defaultValue: "" },
        phone: { type: "string", required: false, defaultValue: "" },
        countryCode: { type: "string", required: false, defaultValue: "+961" },
        country: { type: "string", required: false, defaultValue: "LB" },
        locale: { type: "string", required: false, defaultValue: "en" },
        username: { type: "string", required: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // SPEC.md §3: username equals the lower-cased email.
          before: async (user) => {
            const email = user.email.toLowerCase();
            return { data: { ...user, email, username: email } };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

let instance: Auth | undefined;

export function auth(): Auth {
  instance ??= createAuth();
  return instance;
}

export function resetAuth(): void {
  instance = undefined;
}
