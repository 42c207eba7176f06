import net from "node:net";
import { publicUrl, type Env } from "../env.server.ts";

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (how a dual-stack socket reports 127.0.0.1). */
export function isLoopbackAddress(address: string): boolean {
  const plain = address.replace(/^::ffff:/i, "");
  if (net.isIPv4(plain)) return plain.startsWith("127.");
  return net.isIPv6(plain) && /^(0*:)*:?0*1$/.test(plain);
}

/**
 * /dev/outbox shows every mail, password reset links included, so it is for the newcomer at the
 * machine only (decision 0042): no SMTP, a localhost PUBLIC_URL, NODE_ENV not declared
 * production (`npm start` declares none), and a loopback client as Express resolves it through
 * TRUST_PROXY. HOST 0.0.0.0 lets the rest of the network reach the server, not this page.
 */
export function outboxOpenTo(clientAddress: string, config: Env, processEnv: NodeJS.ProcessEnv = process.env): boolean {
  const localAddress = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(publicUrl(config));
  // The parsed NODE_ENV defaults to production; only an operator's explicit one counts here.
  const declaredProduction = processEnv["NODE_ENV"] === "production";
  return !config.SMTP_URL && localAddress && !declaredProduction && isLoopbackAddress(clientAddress);
}
