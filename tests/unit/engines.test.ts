import fs from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
  os?: string[];
}

const manifest = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
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

  it("is what `npm install` installs: the lock file holds a version of every range package.json asks for", () => {
    // Otherwise npm resolves afresh (so it once installed zod-openapi 6 over a locked 5.4).
    const stale = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }).flatMap(([name, range]) => {
      const locked = lock.packages[`node_modules/${name}`]?.version;
      return locked && semver.satisfies(locked, range) ? [] : [`${name} ${range} locked at ${locked ?? "nothing"}`];
    });
    expect(stale).toEqual([]);
  });
});
