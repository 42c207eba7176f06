import path from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import type { ErrorCode } from "../../domain/errors.ts";
import { failureCodes } from "../../server/api/openapi.server.ts";
import { API_FUNCTIONS } from "../../server/api/registry.server.ts";

// The OpenAPI document lists what each function can answer from its definition (failureCodes):
// its access rule, limits and declared `errors`. Here the compiler reads every handler and what
// it calls, transitively, for the codes of each `new AppError(…)` it can reach (a computed code
// by its type's literals), so a use case that starts throwing a new code cannot stay undocumented.

/** What a confirmation's plan purchase can refuse: caught in its savepoint, so never the payment's answer. */
const BOUGHT_ON_CONFIRMATION: ErrorCode[] = [
  "payment_required",
  "promo_paused",
  "promo_not_found",
  "promo_expired",
  "promo_wrong_plan",
  "promo_already_used",
  "promo_used_up",
  "transition_not_allowed",
  "same_plan",
  "reason_required",
  "not_expired_yet",
  "free_listings_only",
  "listing_taken",
  "insufficient_credits",
];

/** One payment shell applies every move (decision 0083): the refusals of the moves a function does not make. */
const OTHER_MOVES_REFUSALS: Record<"confirm" | "reject" | "refund", ErrorCode[]> = {
  confirm: ["payment_not_confirmed", "refund_exceeds_payment"],
  reject: ["payment_not_confirmed", "refund_exceeds_payment"],
  refund: ["payment_not_pending"],
};

/**
 * Codes a function reaches by the types alone where what it passes rules them out: a lifecycle
 * transition's result names every action's refusals, a tour's or an offer's every move's.
 */
const RULED_OUT: Partial<Record<string, { codes: ErrorCode[]; why: string }>> = {
  markListingTaken: {
    codes: ["same_plan", "reason_required", "not_expired_yet", "free_listings_only", "listing_taken"],
    why: "markTaken refuses only a listing that is not Approved (transition_not_allowed)",
  },
  expirePromo: {
    codes: [
      "forbidden",
      "reason_required",
      "not_expired_yet",
      "free_listings_only",
      "listing_taken",
      "payment_required",
      "insufficient_credits",
      "promo_wrong_plan",
    ],
    why: "findOwnListing lets only the owner or an admin through, who may change plans; changePlan refuses only the same plan or a status; the code pays for its own plan",
  },
  updateProperty: {
    codes: ["forbidden"],
    why: "the edit applies only the owner's own transitions (edit, withdrawChanges) to a listing it has found to be the caller's",
  },
  revertPrice: { codes: ["reason_required"], why: "its input schema refuses a blank reason (400 invalid_payload) before the use case reads it" },
  answerOffer: { codes: ["offer_not_expired"], why: "its moves are accept, decline, counter and withdraw, never the system's expire" },
  answerRequest: { codes: ["request_not_expired"], why: "its answers are accept, decline, propose and acceptProposal, never the system's expire" },
  signIn: { codes: ["session_expired"], why: "it reads the profile of the user it has just signed in" },
  receipt: { codes: ["forbidden"], why: "paymentFor answers another user's payment as not_found, an admin's check refusing included" },
  rejectProperty: { codes: ["insufficient_credits"], why: "a refused plan change gives credits back (a positive ledger line), never takes them" },
  confirmPayment: {
    codes: [...BOUGHT_ON_CONFIRMATION, ...OTHER_MOVES_REFUSALS.confirm],
    why: "the plan a payment waits for is bought in a savepoint whose refusal is caught (the credits stay on the balance); the purchase itself adds credits; a confirmation refuses only as its row of PAYMENT_MOVES says",
  },
  rejectPayment: {
    codes: ["not_found", ...BOUGHT_ON_CONFIRMATION, ...OTHER_MOVES_REFUSALS.reject],
    why: "an unknown payment is refused as payment_not_pending before the answer reads it back; the payment shell buys a plan only on a confirmation; a rejection refuses only as its row of PAYMENT_MOVES says",
  },
  refundPayment: {
    codes: [...BOUGHT_ON_CONFIRMATION, ...OTHER_MOVES_REFUSALS.refund],
    why: "a refund adds credits (a positive ledger line); the payment shell buys a plan only on a confirmation; a refund refuses only as its row of PAYMENT_MOVES says",
  },
  recordRentPayment: { codes: ["payment_not_pending"], why: "a record makes a new payment: RENT_PAYMENT_MOVES refuses it only to a tenant" },
  endTenancy: { codes: ["payment_not_pending"], why: "the deposit applied to arrears is a new payment the landlord records" },
  declareRentPayment: { codes: ["forbidden", "payment_not_pending"], why: "the caller is the tenant (found by their access) declaring a new payment" },
  deleteAccount: {
    codes: ["not_found", "forbidden", "transition_not_allowed", "same_plan", "free_listings_only", "not_expired_yet", "listing_taken", "reason_required"],
    why: "closing the account takes down the caller's own listings, in the transaction that reads them, none permanently deleted: closeAccount is allowed from every other status and refuses nothing",
  },
  adjustCredits: { codes: ["not_found"], why: "the ledger's own check of the user, who was just found by email in the same transaction" },
};

const root = process.cwd();

/** The functions' names (a name may be computed: its type's literals) and their handlers. */
function handlersOf(program: ts.Program, checker: ts.TypeChecker): Map<string, ts.Node> {
  const handlers = new Map<string, ts.Node>();
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.endsWith(".handler.server.ts")) continue;
    const visit = (node: ts.Node) => {
      const definition =
        ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "defineFunction" ? node.arguments[0] : undefined;
      if (definition && ts.isObjectLiteralExpression(definition)) {
        const property = (name: string) => definition.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === name);
        const name = property("name");
        const handler = property("handler");
        if (name && ts.isPropertyAssignment(name) && handler) for (const literal of stringLiterals(checker, name.initializer)) handlers.set(literal, handler);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return handlers;
}

function stringLiterals(checker: ts.TypeChecker, expression: ts.Expression): string[] {
  const type = checker.getTypeAtLocation(expression);
  return (type.isUnion() ? type.types : [type]).filter((part) => part.isStringLiteral()).map((part) => (part as ts.StringLiteralType).value);
}

/** Where the project defines what `node` names (its own files only: a library's code throws no AppError). */
function projectDeclarations(checker: ts.TypeChecker, node: ts.Node): ts.Node[] {
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return (symbol?.declarations ?? []).filter(
    (declaration) => !declaration.getSourceFile().isDeclarationFile && !declaration.getSourceFile().fileName.includes("node_modules"),
  );
}

/** The code a declaration runs when called, if it is a function (or a class, for `new`). */
function runnable(declaration: ts.Node): ts.Node | undefined {
  if (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration) || ts.isClassDeclaration(declaration)) return declaration;
  if (
    (ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)) &&
    declaration.initializer &&
    (ts.isArrowFunction(declaration.initializer) || ts.isFunctionExpression(declaration.initializer))
  )
    return declaration.initializer;
  return undefined;
}

/** What a function's code does itself: the codes it throws (with where) and the functions it calls. */
interface Direct {
  codes: Map<string, string>;
  calls: Set<ts.Node>;
}

/**
 * Reads each function once: a handler's codes are then a walk over the call graph. (Walking every
 * handler's calls again through the checker took three minutes of the unit tests.)
 */
function callGraph(checker: ts.TypeChecker): (body: ts.Node) => Direct {
  const read = new Map<ts.Node, Direct>();
  return (body) => {
    const known = read.get(body);
    if (known) return known;
    const direct: Direct = { codes: new Map(), calls: new Set() };
    const visit = (node: ts.Node) => {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "AppError" && node.arguments?.[0]) {
        const file = node.getSourceFile();
        const site = `${path.relative(root, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        for (const code of stringLiterals(checker, node.arguments[0])) if (!direct.codes.has(code)) direct.codes.set(code, site);
      }
      // What it calls or constructs, and the functions it hands over to be called (`list.map(toRow)`).
      const called =
        ts.isCallExpression(node) || ts.isNewExpression(node)
          ? ts.isPropertyAccessExpression(node.expression)
            ? node.expression.name
            : node.expression
          : ts.isIdentifier(node) && ts.isCallExpression(node.parent) && node.parent.arguments.includes(node)
            ? node
            : undefined;
      for (const declaration of called ? projectDeclarations(checker, called) : []) {
        const callee = runnable(declaration);
        if (callee) direct.calls.add(callee);
      }
      ts.forEachChild(node, visit);
    };
    visit(body);
    read.set(body, direct);
    return direct;
  };
}

/** Each code `handler` can throw as an AppError, with where it is thrown. */
function reachableCodes(directly: (body: ts.Node) => Direct, handler: ts.Node): Map<string, string> {
  const codes = new Map<string, string>();
  const seen = new Set<ts.Node>([handler]);
  const waiting = [handler];
  for (let body = waiting.pop(); body; body = waiting.pop()) {
    const { codes: thrown, calls } = directly(body);
    for (const [code, site] of thrown) if (!codes.has(code)) codes.set(code, site);
    for (const callee of calls) {
      if (seen.has(callee)) continue;
      seen.add(callee);
      waiting.push(callee);
    }
  }
  return codes;
}

let reachable: Map<string, Map<string, string>>;

beforeAll(() => {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error("tsconfig.json could not be read");
  const program = ts.createProgram([path.join(root, "server/api/registry.server.ts")], config.options);
  const checker = program.getTypeChecker();
  const directly = callGraph(checker);
  reachable = new Map([...handlersOf(program, checker)].map(([name, handler]) => [name, reachableCodes(directly, handler)]));
}, 180_000);

describe("the failures each function documents", () => {
  it("cover every code its handler's use cases can throw", () => {
    const missing = API_FUNCTIONS.flatMap((fn) => {
      const documented = new Set<string>([...failureCodes(fn), ...(RULED_OUT[fn.name]?.codes ?? [])]);
      return [...(reachable.get(fn.name) ?? [])].filter(([code]) => !documented.has(code)).map(([code, site]) => `${fn.name}: ${code} (thrown at ${site})`);
    });
    expect(missing).toEqual([]);
  });

  it("declare no code their handler cannot reach, and rule out only codes it reaches", () => {
    expect(
      API_FUNCTIONS.filter((fn) => !reachable.has(fn.name)).map((fn) => fn.name),
      "handlers not found",
    ).toEqual([]);
    const stale = API_FUNCTIONS.flatMap((fn) => {
      const codes = reachable.get(fn.name) ?? new Map();
      const declared = (fn.errors ?? []).filter((code) => !codes.has(code)).map((code) => `${fn.name} declares ${code}`);
      const ruledOut = (RULED_OUT[fn.name]?.codes ?? [])
        .filter((code) => !codes.has(code) || fn.errors?.includes(code))
        .map((code) => `${fn.name} rules out ${code} (${RULED_OUT[fn.name]?.why})`);
      return [...declared, ...ruledOut];
    });
    expect(stale).toEqual([]);
  });
});
