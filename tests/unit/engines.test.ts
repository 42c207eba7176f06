import fs from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

interface LockedPackage {
  engines?: { node?: string } | string[];
  optional?: boolean;
  os?: string[];
}

const manifest = JSON.parse(fs.readFileSync("package.json", "utf8")) as { engines: { node: string } };
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as { packages: Record<string, LockedPackage> };

describe("the Node version the README promises", () => {
  it("runs every installed package: `npm install` warns no EBADENGINE", () => {
    const oldest = semver.minVersion(manifest.engines.node)?.version ?? "";
    const refusing = Object.entries(lock.packages)
      .filter(([name, locked]) => name !== "" && !locked.optional)
      .flatMap(([name, locked]) => {
        const wanted = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
        return wanted && !semver.satisfies(oldest, wanted) ? [`${name.replace(/^.*node_modules\//, "")} wants Node ${wanted}`] : [];
      });
    expect(refusing).toEqual([]);
  });
});
