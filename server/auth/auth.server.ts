import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer } from "better-auth/plugins/bearer";
import { genericOAuth, type GenericOAuthConfig } from "better-auth/plugins/generic-oauth";
import { isLocale } from "../../domain/locale.ts";
import { authAccounts, sessions, userRoles, users, verifications } from "../db/schema.ts";
import { countReferralSignUp } from "../referrals/count-referral.server.ts";
import { publicUrl, type Env } from "../env.server.ts";
import { queueMail } from "../mail/queue-mail.server.ts";
import { sendGreetings } from "../accounts/send-greetings.server.ts";
import { runtime } from "../runtime.server.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { verificationTokenClaims } from "./verification-token.server.ts";
import { DAY_SECONDS } from "../../domain/days.ts";

const VERIFY_EMAIL_HOURS = 24;
const RESET_PASSWORD_HOURS = 1;

type AuthUser = { id: string; email: string; firstName?: string; locale?: string };

function mailLocale(user: AuthUser) {
  return isLocale(user.locale) ? user.locale : "en";
}

/** Google and Facebook through the OAuth code flow, endpoints from configuration. */
function socialProviders(env: Env): GenericOAuthConfig[] {
  const base = publicUrl(env);
  const providers: GenericOAuthConfig[] = [];
  if (env.GOOGLE_CLIENT_ID) {
    providers.push({
      providerId: "google",
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      authorizationUrl: env.GOOGLE_AUTHORIZATION_URL,
      tokenUrl: env.GOOGLE_TOKEN_URL,
      userInfoUrl: env.GOOGLE_USERINFO_URL,
      scopes: ["profile", "email", "openid"],
      accessType: "offline",
      prompt: "consent",
      // SPEC.md §7: Google returns to /googleredirect on our origin.
      redirectURI: `${base}/googleredirect`,
      mapProfileToUser: (profile) => ({
        email: String(profile.email ?? "").toLowerCase(),
        emailVerified: Boolean(profile.email_verified),
        name: String(profile.name ?? ""),
        firstName: String(profile.given_name ?? ""),
        lastName: String(profile.family_name ?? ""),
        image: typeof profile.picture === "string" ? profile.picture : undefined,
      }),
    });
  }
  if (env.FACEBOOK_CLIENT_ID) {
    providers.push({
      providerId: "facebook",
      clientId: env.FACEBOOK_CLIENT_ID,
      clientSecret: env.FACEBOOK_CLIENT_SECRET,
      authorizationUrl: env.FACEBOOK_AUTHORIZATION_URL,
      tokenUrl: env.FACEBOOK_TOKEN_URL,
      userInfoUrl: env.FACEBOOK_USERINFO_URL,
      scopes: ["email", "public_profile"],
      redirectURI: `${base}/api/auth/callback/facebook`,
      mapProfileToUser: (profile) => ({
        email: String(profile.email ?? "").toLowerCase(),
        // Facebook only returns confirmed addresses.
        emailVerified: Boolean(profile.email),
        name: String(profile.name ?? ""),
        firstName: String(profile.first_name ?? profile.given_name ?? ""),
        lastName: String(profile.last_name ?? profile.family_name ?? ""),
      }),
    });
  }
  return providers;
}

function createAuth() {
  const { db, env, secret } = runtime();
  const base = publicUrl(env);
  const providers = socialProviders(env);
  return betterAuth({
    appName: "Beitna",
    baseURL: base,
    basePath: "/api/auth",
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: authAccounts, verification: verifications },
    }),
    advanced: {
      database: { generateId: "uuid" },
      useSecureCookies: base.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    rateLimit: { enabled: env.AUTH_RATE_LIMIT },
    // Every account action goes through our use cases (their limits, decision 0044/0054); better-auth's
    // own endpoints for them would check a password or send a mail around those limits.
    disabledPaths: [
      "/sign-in/email",
      "/sign-up/email",
      "/change-password",
      "/change-email",
      "/delete-user",
      "/request-password-reset",
      "/reset-password",
      "/send-verification-email",
    ],
    session: { expiresIn: 30 * DAY_SECONDS, updateAge: DAY_SECONDS },
    account: { accountLinking: { enabled: true, trustedProviders: ["google", "facebook"] } },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_HOURS * 3600,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
      sendResetPassword: async ({ user, token }) => {
        const person = user as AuthUser;
        await queueMail({
          to: person.email,
          kind: "reset-password",
          locale: mailLocale(person),
          data: {
            name: person.firstName ?? "",
            url: `${base}/resetpassword?token=${encodeURIComponent(token)}`,
            expiresInHours: RESET_PASSWORD_HOURS,
          },
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_EMAIL_HOURS * 3600,
      sendVerificationEmail: async ({ user, token }) => {
        const person = user as AuthUser;
        await queueMail({
          to: person.email,
          // A change of address carries the new one in its token.
          kind: verificationTokenClaims(token).updateTo ? "change-email" : "verify-email",
          locale: mailLocale(person),
          data: {
            name: person.firstName ?? "",
            url: `${base}/activate?token=${encodeURIComponent(token)}`,
            expiresInHours: VERIFY_EMAIL_HOURS,
          },
        });
      },
      // "Send Greetings" after the first verification, once.
      afterEmailVerification: async (user) => {
        await sendGreetings(user.id);
      },
    },
    user: {
      // A new address is verified before it replaces the old one (settings).
      changeEmail: { enabled: true },
      additionalFields: {
        firstName: { type: "string", required: false, defaultValue: "" },
        lastName: { type: "string", required: false, defaultValue: "" },
        phone: { type: "string", required: false, defaultValue: "" },
        countryCode: { type: "string", required: false, defaultValue: "+961" },
        country: { type: "string", required: false, defaultValue: "LB" },
        locale: { type: "string", required: false, defaultValue: "en" },
        username: { type: "string", required: false, input: false },
        // The account tier badge, kept by refreshAccountTier (decision 0025); never set by a client.
        tier: { type: "string", required: false, input: false, defaultValue: "free" },
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
          // SPEC.md §6: every new user has the User role.
          after: async (user) => {
            await db.insert(userRoles).values({ userId: user.id, role: "User" }).onConflictDoNothing();
            // A friend's invitation counts when the invitee registers within its three days.
            await countReferralSignUp({ userId: user.id, email: user.email });
          },
        },
        update: {
          // A verified change of email carries the username along.
          before: async (user) => {
            if (!user.email) return { data: user };
            const email = user.email.toLowerCase();
            return { data: { ...user, email, username: email } };
          },
        },
      },
    },
    // The phone app's `Authorization: Bearer <signed session token>` (decision 0020). Only the
    // signed form is accepted, so a raw token (a sessions row, a JSON body) is not a credential.
    plugins: [genericOAuth({ config: providers }), bearer({ requireSignature: true })],
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
