import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";
const ALGORITHM = "aes-256-gcm";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

function deriveKey(appSecret: string, purpose: string): Buffer {
  if (appSecret === "") throw new Error("secret-box: app secret is empty");
  if (purpose === "") throw new Error("secret-box: purpose is empty");
  return Buffer.from(hkdfSync("sha256", appSecret, Buffer.alloc(0), `beitna:${purpose}`, KEY_BYTES));
}

/** Strict base64url: Buffer.from is lenient, so reject anything that does not round-trip exactly. */
function fromBase64Url(text: string): Buffer {
  const bytes = Buffer.from(text, "base64url");
  if (bytes.toString("base64url") !== text) throw new Error("secret-box: malformed sealed value");
  return bytes;
}

/** AES-256-GCM with a key derived (HKDF-SHA256, info "beitna:" + purpose) from the app secret. Output: "v1.<iv b64url>.<tag b64url>.<ciphertext b64url>". */
export function encryptSecret(plaintext: string, appSecret: string, purpose: string): string {
  const key = deriveKey(appSecret, purpose);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString("base64url"), tag.toString("base64url"), ciphertext.toString("base64url")].join(".");
}

/** Throws on tampering or a wrong key. */
export function decryptSecret(sealed: string, appSecret: string, purpose: string): string {
  const parts = sealed.split(".");
  if (parts.length !== 4 || parts[0] !== VERSION) throw new Error("secret-box: malformed sealed value");
  const [, ivText, tagText, ciphertextText] = parts as [string, string, string, string];
  const iv = fromBase64Url(ivText);
  const tag = fromBase64Url(tagText);
  const ciphertext = fromBase64Url(ciphertextText);
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error("secret-box: malformed sealed value");
  const decipher = createDecipheriv(ALGORITHM, deriveKey(appSecret, purpose), iv, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
  } catch {
    throw new Error("secret-box: could not decrypt (tampered value or wrong key)");
  }
}
