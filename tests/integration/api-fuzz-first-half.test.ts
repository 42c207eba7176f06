import { describeApiFuzz, halfOfTheFunctions } from "../support/api-fuzz.ts";

// Malformed payloads at every other function of the registry (the other half: api-fuzz-second-half).
await describeApiFuzz(halfOfTheFunctions(0), { rawBodies: true });
