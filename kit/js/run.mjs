#!/usr/bin/env node
// The studrules conformance runner without Python: Node.js 20 or later, no packages.
//
//   node run.mjs --cases cases.json --engine "path/to/your-engine --serve" [--json report.json]
//
// It reads the exported cases (`studrules export`, or the cases.json of a suite release),
// starts the engine command, greets it with `hello`, and sends each case's requests one
// JSON line at a time, as docs/protocol.md says. Each answer is checked against the
// protocol's JSON Schemas (the same subset of JSON Schema as the Python runner:
// studrules/protocol/schema.py) and matched against its pattern (docs/conformance.md,
// "Exported cases"); amounts compare as exact decimals. A case ends passed, failed,
// skipped (the engine answered `unsupported`, or its hello leaves out what the case needs)
// or errored (the engine crashed, hung, answered something that is not an answer, answered
// `internal-error`, or an answer outside its schema), with the same verdict the Python
// runner (`studrules conformance --cases`) gives: the project's tests hold the two to it,
// case by case. Exit code: 0 if no case failed or errored, 1 if one did, 2 if the run
// could not be made.
//
// Options: --schemas DIR (default: schemas/ beside this file, else the package's),
// --timeout SECONDS (10), --give-up-after N (20; 0 for never), --no-validate, --verbose.

import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
// How long an engine command may take over its first answer after it starts (seconds), as in
// the Python runner: an interpreter loading its modules on a busy machine can take far longer
// than one answer may, and a command that never answers is still stopped within a minute.
const STARTUP = 60;
const FORMAT = 1;
const HANDS_ALONE = "hands alone";
const STATUSES = ["passed", "failed", "skipped", "errored"];
const RESTARTED = ["crash", "timeout", "garbage", "closed"];

class Trouble extends Error {} // the run cannot be made: exit code 2

class EngineError extends Error {
  constructor(message, kind = "crash") {
    super(message);
    this.kind = kind;
  }
}

// ---------------------------------------------------------------------------------------
// JSON as Python reads and writes it: integers stay exact (BigInt), other numbers are
// floats (Number); NaN and Infinity are read; objects keep any key ("__proto__" too).

function isObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function has(object, key) {
  return Object.prototype.hasOwnProperty.call(object, key);
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?/y;

function parseJson(text) {
  let at = 0;
  const fail = (what) => {
    throw new SyntaxError(`${what} at character ${at}`);
  };
  const space = () => {
    while (at < text.length && " \t\n\r".includes(text[at])) at += 1;
  };
  const value = () => {
    space();
    const c = text[at];
    if (c === "{") {
      at += 1;
      const object = Object.create(null);
      space();
      if (text[at] === "}") {
        at += 1;
        return object;
      }
      for (;;) {
        space();
        if (text[at] !== '"') fail("expected a key");
        const key = string();
        space();
        if (text[at] !== ":") fail("expected ':'");
        at += 1;
        object[key] = value();
        space();
        if (text[at] === ",") at += 1;
        else if (text[at] === "}") {
          at += 1;
          return object;
        } else fail("expected ',' or '}'");
      }
    }
    if (c === "[") {
      at += 1;
      const list = [];
      space();
      if (text[at] === "]") {
        at += 1;
        return list;
      }
      for (;;) {
        list.push(value());
        space();
        if (text[at] === ",") at += 1;
        else if (text[at] === "]") {
          at += 1;
          return list;
        } else fail("expected ',' or ']'");
      }
    }
    if (c === '"') return string();
    for (const [word, meaning] of [["true", true], ["false", false], ["null", null],
      ["NaN", NaN], ["Infinity", Infinity], ["-Infinity", -Infinity]]) {
      if (text.startsWith(word, at)) {
        at += word.length;
        return meaning;
      }
    }
    NUMBER.lastIndex = at;
    const found = NUMBER.exec(text);
    if (!found) fail("expected a value");
    at = NUMBER.lastIndex;
    if (found[1] === undefined && found[2] === undefined) {
      if (found[0].replace("-", "").length > 4300) fail("an integer of more than 4300 digits");
      return BigInt(found[0]);
    }
    return Number(found[0]);
  };
  const string = () => {
    at += 1;
    let out = "";
    for (;;) {
      const c = text[at];
      if (c === undefined) fail("an unterminated string");
      if (c === '"') {
        at += 1;
        return out;
      }
      if (c < " ") fail("a control character in a string");
      if (c !== "\\") {
        out += c;
        at += 1;
        continue;
      }
      const e = text[at + 1];
      const simple = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r",
        t: "\t" };
      if (e in simple) {
        out += simple[e];
        at += 2;
      } else if (e === "u" && /^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) {
        out += String.fromCharCode(parseInt(text.slice(at + 2, at + 6), 16));
        at += 6;
      } else fail("an invalid escape");
    }
  };
  const result = value();
  space();
  if (at !== text.length) fail("extra data");
  return result;
}

// Python's json.dumps with its defaults: ", " and ": ", every character past ASCII escaped.
function dumps(value) {
  if (value === null) return "null";
  if (value === true) return "true";
  if (value === false) return "false";
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "number") {
    if (Number.isNaN(value)) return "NaN";
    if (!Number.isFinite(value)) return value > 0 ? "Infinity" : "-Infinity";
    return Number.isInteger(value) && Math.abs(value) < 1e16 ? `${value}.0` : `${value}`;
  }
  if (typeof value === "string") {
    return '"' + value.replace(/["\\\u0000-\u001f\u007f-\uffff]/g, (c) => {
      const named = { '"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t",
        "\b": "\\b", "\f": "\\f" }[c];
      if (named) return named;
      if (c === "\u007f") return c;
      return "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0");
    }) + '"';
  }
  if (Array.isArray(value)) return "[" + value.map(dumps).join(", ") + "]";
  return "{" + Object.keys(value).map((k) => `${dumps(k)}: ${dumps(value[k])}`).join(", ") + "}";
}

// The same value as compact text with the characters as they are, for a report.
function shown(value, limit = 160) {
  const text = dumps(value).replace(/\\u([0-9a-f]{4})/g, (all, hex) => {
    const code = parseInt(hex, 16);
    return code >= 0xd800 && code < 0xe000 ? all : String.fromCharCode(code);
  });
  return text.length <= limit ? text : text.slice(0, limit - 1) + "…";
}

const isNumber = (v) => typeof v === "bigint" || typeof v === "number";
const codePoints = (s) => Array.from(s).length;

// Python's == between two decoded JSON values.
function pyEqual(a, b) {
  const numeric = (v) => isNumber(v) || typeof v === "boolean";
  if (numeric(a) && numeric(b)) {
    const n = (v) => (typeof v === "boolean" ? (v ? 1n : 0n) : v);
    return n(a) == n(b); // eslint-disable-line eqeqeq -- BigInt and Number, exactly
  }
  if (typeof a === "string" || typeof b === "string") return a === b;
  if (a === null || b === null) return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length &&
      a.every((item, i) => pyEqual(item, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length &&
      keys.every((k) => has(b, k) && pyEqual(a[k], b[k]));
  }
  return false;
}

// A value's Python type, for the equality of JSON types the schemas and patterns ask.
function pyType(v) {
  if (v === null) return "null";
  if (typeof v === "boolean") return "bool";
  if (typeof v === "bigint") return "int";
  if (typeof v === "number") return "float";
  if (typeof v === "string") return "str";
  return Array.isArray(v) ? "list" : "dict";
}

// Python's truth of a decoded JSON value: empty texts, lists and objects, zero, null are false.
function truthy(v) {
  if (Array.isArray(v)) return v.length > 0;
  if (isObject(v)) return Object.keys(v).length > 0;
  return !(v === null || v === undefined || v === false || v === "" || v === 0 || v === 0n);
}

// ---------------------------------------------------------------------------------------
// The schemas: the subset of JSON Schema (draft 2020-12) that schema.py checks.

const CHECKED = new Set(["type", "enum", "const", "properties", "required",
  "additionalProperties", "items", "prefixItems", "minItems", "maxItems", "minLength",
  "pattern", "minimum", "anyOf", "oneOf", "$ref"]);
const NOTES = new Set(["$schema", "$id", "$defs", "$comment", "title", "description",
  "examples"]);
const TYPES = {
  object: isObject,
  array: Array.isArray,
  string: (v) => typeof v === "string",
  integer: (v) => typeof v === "bigint" || (typeof v === "number" && Number.isInteger(v)),
  number: isNumber,
  boolean: (v) => typeof v === "boolean",
  null: (v) => v === null,
};

function loadSchemas(folder) {
  const schemas = {};
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".json"))) {
    const name = file.slice(0, -5);
    let document;
    try {
      document = parseJson(readFileSync(join(folder, file), "utf8"));
    } catch (error) {
      throw new Trouble(`cannot read the schema ${name}: ${error.message}`);
    }
    for (const [where, keyword] of keywords(document, name)) {
      if (!CHECKED.has(keyword) && !NOTES.has(keyword)) {
        throw new Trouble(`${where} uses ${keyword}, which this validator does not check`);
      }
    }
    schemas[name] = document;
  }
  return schemas;
}

function* keywords(node, where) {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* keywords(item, `${where}[${i}]`);
    return;
  }
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    yield [where, key];
    if (key === "properties" || key === "$defs") {
      for (const [name, sub] of Object.entries(value)) yield* keywords(sub, `${where}/${key}/${name}`);
    } else if (!["enum", "const", "examples", "required"].includes(key)) {
      yield* keywords(value, `${where}/${key}`);
    }
  }
}

// Python's re.search: "$" also matches before a newline that ends the text.
const patterns = new Map();
function search(pattern, text) {
  if (!patterns.has(pattern)) {
    patterns.set(pattern, new RegExp(pattern.replace(/\$$/, "(?=\\n?$)"), "u"));
  }
  return patterns.get(pattern).test(text);
}

class Validator {
  constructor(schemas) {
    this.schemas = schemas;
  }

  validate(instance, name) {
    return [...this.check(instance, this.schemas[name], name, "")];
  }

  resolve(ref, document) {
    const [target, pointer = ""] = ref.split("#");
    const name = target ? target.replace(/\.json$/, "") : document;
    let node = this.schemas[name];
    for (const part of pointer.split("/").filter(Boolean)) {
      if (!isObject(node) || !has(node, part)) {
        throw new Trouble(`the $ref "${ref}" in ${document} points to nothing`);
      }
      node = node[part];
    }
    return [node, name];
  }

  *check(value, rules, document, path) {
    const where = path || "the message";
    if (has(rules, "$ref")) {
      const [target, other] = this.resolve(rules.$ref, document);
      yield* this.check(value, target, other, path);
    }
    if (has(rules, "type")) {
      const kinds = Array.isArray(rules.type) ? rules.type : [rules.type];
      if (!kinds.some((kind) => TYPES[kind](value))) {
        yield `${where} must be ${kinds.join(" or ")}, not ${shown(value, 80)}`;
        return;
      }
    }
    const equal = (a, b) => pyType(a) === pyType(b) && pyEqual(a, b);
    if (has(rules, "const") && !equal(value, rules.const)) {
      yield `${where} must be ${shown(rules.const, 80)}, not ${shown(value, 80)}`;
    }
    if (has(rules, "enum") && !rules.enum.some((option) => equal(value, option))) {
      yield `${where} must be one of ${rules.enum.map((o) => shown(o, 80)).join(", ")}, not ` +
        shown(value, 80);
    }
    if (typeof value === "string") {
      if (has(rules, "minLength") && codePoints(value) < rules.minLength) {
        yield `${where} must have at least ${rules.minLength} characters`;
      }
      if (has(rules, "pattern") && !search(rules.pattern, value)) {
        yield `${where} must match ${rules.pattern}, not ${shown(value, 80)}`;
      }
    }
    if (isNumber(value) && has(rules, "minimum") && value < rules.minimum) {
      yield `${where} must be at least ${rules.minimum}, not ${value}`;
    }
    if (isObject(value)) {
      for (const key of rules.required || []) {
        if (!has(value, key)) yield `${where} needs ${key}`;
      }
      const properties = rules.properties || {};
      const extra = has(rules, "additionalProperties") ? rules.additionalProperties : true;
      for (const [key, item] of Object.entries(value)) {
        const inner = path ? `${path}.${key}` : key;
        if (has(properties, key)) yield* this.check(item, properties[key], document, inner);
        else if (extra === false) yield `${where} has the unknown field ${key}`;
        else if (isObject(extra)) yield* this.check(item, extra, document, inner);
      }
    }
    if (Array.isArray(value)) {
      if (has(rules, "minItems") && value.length < rules.minItems) {
        yield `${where} must have at least ${rules.minItems} items, not ${value.length}`;
      }
      if (has(rules, "maxItems") && value.length > rules.maxItems) {
        yield `${where} must have at most ${rules.maxItems} items, not ${value.length}`;
      }
      const first = rules.prefixItems || [];
      for (const [i, item] of value.entries()) {
        if (i < first.length) yield* this.check(item, first[i], document, `${path}[${i}]`);
        else if (has(rules, "items")) yield* this.check(item, rules.items, document, `${path}[${i}]`);
      }
    }
    for (const keyword of ["anyOf", "oneOf"]) {
      if (!has(rules, keyword)) continue;
      const problems = rules[keyword].map((option) => [...this.check(value, option, document, path)]);
      const fits = problems.filter((found) => found.length === 0).length;
      if (!fits) yield `${where} fits none of its allowed forms: ` + problems.map((f) => f[0]).join("; or ");
      else if (keyword === "oneOf" && fits > 1) yield `${where} fits more than one of its allowed forms`;
    }
  }
}

function requestKind(request) {
  if (has(request, "variant")) return "deal";
  return ["hello", "evaluate", "rank"].find((kind) => has(request, kind)) || "unknown";
}

function answerSchema(request, answer) {
  return answer.ok === false ? "error-answer" : `${requestKind(request)}-answer`;
}

// ---------------------------------------------------------------------------------------
// Patterns (docs/conformance.md): what an answer must match, and amounts as exact decimals.

const OPERATORS = ["$any", "$absent", "$amount", "$cards", "$contains", "$unordered",
  "$includes", "$set", "$anyof", "$filter"];
const OPERANDS = { $any: "boolean", $absent: "boolean", $amount: "string", $cards: "string",
  $contains: "string", $unordered: "list", $includes: "list", $set: "list", $anyof: "list",
  $filter: "list" };

function operator(pattern) {
  if (isObject(pattern)) {
    const keys = Object.keys(pattern);
    if (keys.length === 1 && keys[0].startsWith("$")) {
      if (!OPERATORS.includes(keys[0])) throw new Trouble(`unknown pattern operator "${keys[0]}"`);
      return keys[0];
    }
  }
  return null;
}

function checkPattern(pattern, path = "") {
  const op = operator(pattern);
  if (op !== null) {
    const operand = pattern[op];
    const kind = OPERANDS[op] === "list" ? Array.isArray(operand) : typeof operand === OPERANDS[op];
    if (!kind || operand === false || (op === "$filter" && operand.length !== 2)) {
      throw new Trouble(`${path || "the pattern"}: ${op} has a wrong operand, ${shown(operand)}`);
    }
    if (op === "$amount" && amount(operand) === null) {
      throw new Trouble(`${path || "the pattern"}: $amount takes an amount such as "2.50", not ${shown(operand)}`);
    }
    if (Array.isArray(operand)) operand.forEach((item, i) => checkPattern(item, `${path}[${i}]`));
  } else if (isObject(pattern)) {
    for (const [key, value] of Object.entries(pattern)) checkPattern(value, path ? `${path}.${key}` : key);
  } else if (Array.isArray(pattern)) {
    pattern.forEach((item, i) => checkPattern(item, `${path}[${i}]`));
  }
}

// An amount as [digits, decimals] (its value is digits / 10^decimals), or null: "$0.25",
// "2.50" and a whole number are amounts, as studrules.money.parse_amount reads them. Both a
// pattern's and an answer's are amounts of play (protocol 2): up to PLAY_DIGITS digits before
// the point, past the stakes' 18.
const AMOUNT = /^\$?\s*([0-9]+)(?:\.([0-9]+))?$/u;
const PLAY_DIGITS = 1000;
function amount(value) {
  if (typeof value === "bigint") {
    return value >= 0n && value < 10n ** BigInt(PLAY_DIGITS) ? [value, 0] : null;
  }
  if (typeof value !== "string") return null;
  const found = AMOUNT.exec(value.trim());
  if (!found) return null;
  const [whole, decimals = ""] = [found[1], found[2]];
  if (whole.length > PLAY_DIGITS || decimals.length > 12) return null;
  return [BigInt(whole + decimals), decimals.length];
}

function sameAmount(a, b) {
  return a[0] * 10n ** BigInt(b[1]) === b[0] * 10n ** BigInt(a[1]);
}

const SUIT_LETTERS = { "♣": "c", "♦": "d", "♥": "h", "♠": "s" };
const byCodePoint = (a, b) => {
  const x = Array.from(a);
  const y = Array.from(b);
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
    if (x[i] !== y[i]) return x[i].codePointAt(0) - y[i].codePointAt(0);
  }
  return x.length - y.length;
};

// The cards of a text in one spelling (suit letters, T for ten), sorted, as the steps read them.
function spelledAlike(cards) {
  const text = Array.from(cards, (c) => SUIT_LETTERS[c] || c).join("").replace(/[()]/g, " ");
  return text.split(/\s+/u).filter(Boolean).map((token) => {
    const chars = Array.from(token);
    return chars.slice(0, -1).join("").replaceAll("10", "T") + chars[chars.length - 1];
  }).sort(byCodePoint);
}

function sameValue(expected, actual) {
  if (typeof expected === "boolean" || typeof actual === "boolean") {
    return typeof expected === typeof actual && expected === actual;
  }
  if (isNumber(expected) && isNumber(actual)) return expected == actual; // eslint-disable-line eqeqeq
  return pyType(expected) === pyType(actual) && pyEqual(expected, actual);
}

function mayBeAbsent(pattern) {
  const op = operator(pattern);
  return op === "$absent" || (op === "$anyof" && pattern[op].some(mayBeAbsent));
}

function describe(pattern) {
  const op = operator(pattern);
  if (op === null) return shown(pattern);
  const operand = pattern[op];
  const items = () => "[" + operand.map(describe).join(", ") + "]";
  return {
    $any: () => "anything",
    $absent: () => "no such field",
    $amount: () => `the amount ${operand}`,
    $cards: () => `the cards "${operand}" (in any order)`,
    $contains: () => `a text containing "${operand}"`,
    $unordered: () => "in any order, exactly " + items(),
    $includes: () => "a list including " + items(),
    $set: () => "a list of only and all of " + items(),
    $anyof: () => "one of " + items(),
    $filter: () => `among the items like ${describe(operand[0])}: ${describe(operand[1])}`,
  }[op]();
}

function match(pattern, actual, path = "") {
  const op = operator(pattern);
  const miss = (expected) => [{ path, expected, found: shown(actual) }];
  if (op !== null) {
    const operand = pattern[op];
    switch (op) {
      case "$any":
        return [];
      case "$absent":
        return miss("no such field");
      case "$amount": {
        const found = amount(actual);
        return found && sameAmount(found, amount(operand)) ? [] : miss(`the amount ${operand}`);
      }
      case "$cards": {
        const same = typeof actual === "string" &&
          pyEqual(spelledAlike(actual), spelledAlike(operand));
        return same ? [] : miss(describe(pattern));
      }
      case "$contains":
        return typeof actual === "string" && actual.includes(operand) ? [] : miss(describe(pattern));
      case "$unordered":
        return Array.isArray(actual) && actual.length === operand.length && paired(operand, actual)
          ? [] : miss(describe(pattern));
      case "$includes":
        return Array.isArray(actual) && paired(operand, actual) ? [] : miss(describe(pattern));
      case "$set": {
        const fits = Array.isArray(actual) &&
          actual.every((item) => operand.some((p) => matches(p, item))) &&
          operand.every((p) => actual.some((item) => matches(p, item)));
        return fits ? [] : miss(describe(pattern));
      }
      case "$anyof":
        return operand.some((p) => matches(p, actual)) ? [] : miss(describe(pattern));
      case "$filter": {
        const [where, wanted] = operand;
        if (!Array.isArray(actual)) return miss(describe(pattern));
        return matches(wanted, actual.filter((item) => matches(where, item))) ? [] : miss(describe(pattern));
      }
      default:
        throw new Trouble(`unknown pattern operator ${op}`);
    }
  }
  if (isObject(pattern)) {
    if (!isObject(actual)) return miss("an object");
    const found = [];
    for (const [key, wanted] of Object.entries(pattern)) {
      const where = path ? `${path}.${key}` : key;
      if (operator(wanted) === "$absent") {
        if (has(actual, key)) found.push({ path: where, expected: "no such field", found: shown(actual[key]) });
      } else if (!has(actual, key)) {
        if (!mayBeAbsent(wanted)) {
          found.push({ path: where, expected: describe(wanted), found: "nothing (the field is missing)" });
        }
      } else {
        found.push(...match(wanted, actual[key], where));
      }
    }
    return found;
  }
  if (Array.isArray(pattern)) {
    if (!Array.isArray(actual) || actual.length !== pattern.length) return miss(describe(pattern));
    return pattern.flatMap((p, i) => match(p, actual[i], `${path}[${i}]`));
  }
  return sameValue(pattern, actual) ? [] : miss(shown(pattern));
}

const matches = (pattern, actual) => match(pattern, actual).length === 0;

// Whether each pattern can be given a distinct item it matches (augmenting paths).
function paired(patterns, items) {
  const fits = patterns.map((p) => items.flatMap((item, j) => (matches(p, item) ? [j] : [])));
  const owner = new Map();
  const place = (i, visited) => {
    for (const j of fits[i]) {
      if (visited.has(j)) continue;
      visited.add(j);
      if (!owner.has(j) || place(owner.get(j), visited)) {
        owner.set(j, i);
        return true;
      }
    }
    return false;
  };
  return patterns.every((_, i) => place(i, new Set()));
}

// ---------------------------------------------------------------------------------------
// The engine: a command started once, spoken to in JSON lines; restarted after a failure.

// POSIX shell words, as Python's shlex.split makes them (no comments).
function shellWords(command) {
  const words = [];
  let word = null;
  for (let i = 0; i < command.length; i += 1) {
    const c = command[i];
    if (/\s/.test(c)) {
      if (word !== null) words.push(word);
      word = null;
    } else if (c === "'") {
      const end = command.indexOf("'", i + 1);
      if (end < 0) throw new Trouble(`the engine command has no closing quotation: ${command}`);
      word = (word || "") + command.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      word = word || "";
      for (i += 1; command[i] !== '"'; i += 1) {
        if (i >= command.length) throw new Trouble(`the engine command has no closing quotation: ${command}`);
        if (command[i] === "\\" && '\\"$`\n'.includes(command[i + 1])) i += 1;
        word += command[i];
      }
    } else if (c === "\\") {
      i += 1;
      word = (word || "") + (command[i] === "\n" ? "" : command[i] ?? "");
    } else {
      word = (word || "") + c;
    }
  }
  if (word !== null) words.push(word);
  return words;
}

class CommandEngine {
  constructor(command, timeout, startup) {
    this.name = command;
    this.timeout = timeout;
    this.startup = startup;
    this.restarts = 0;
    this.ids = 0;
    this.args = shellWords(command);
    if (!this.args.length) throw new EngineError("the engine command is empty", "start");
  }

  start() {
    this.lines = [];
    this.waiting = null;
    this.partial = "";
    this.stderr = [];
    this.ended = false;
    this.started = true;
    this.exit = null;
    return new Promise((resolve, reject) => {
      const child = spawn(this.args[0], this.args.slice(1), { stdio: ["pipe", "pipe", "pipe"] });
      this.child = child;
      const mine = () => this.child === child; // an engine stopped before a restart is not heard
      child.on("error", (error) => {
        if (!mine()) return;
        this.ended = true;
        reject(new EngineError(`cannot start engine ${this.name}: ${error.message}`, "start"));
        this.wake();
      });
      child.on("spawn", () => resolve());
      child.on("exit", (code, signal) => {
        if (mine()) this.exit = { code, signal };
      });
      child.stdin.on("error", () => {});
      const decoder = new TextDecoder("utf-8");
      child.stdout.on("data", (chunk) => {
        if (mine()) this.take(decoder.decode(chunk, { stream: true }));
      });
      child.stdout.on("end", () => {
        if (!mine()) return;
        this.take(decoder.decode());
        if (this.partial) this.lines.push(this.partial);
        this.partial = "";
        this.ended = true;
        this.wake();
      });
      const errors = new TextDecoder("utf-8");
      let rest = "";
      child.stderr.on("data", (chunk) => {
        if (!mine()) return;
        const parts = (rest + errors.decode(chunk, { stream: true })).split(/(?<=\n)/);
        rest = parts.pop();
        this.stderr = [...this.stderr, ...parts].slice(-20);
      });
      child.stderr.on("end", () => {
        if (mine() && rest) this.stderr = [...this.stderr, rest].slice(-20);
      });
    });
  }

  // Lines as Python's text mode reads them: "\r\n", "\r" and "\n" each end one.
  take(text) {
    const parts = (this.partial + text).split(/\r\n|\r(?!$)|\n/);
    this.partial = parts.pop();
    if (this.partial.endsWith("\r") && text === "") {
      parts.push(this.partial.slice(0, -1));
      this.partial = "";
    }
    this.lines.push(...parts);
    if (parts.length) this.wake();
  }

  wake() {
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve();
    }
  }

  async next(seconds) {
    const deadline = Date.now() + seconds * 1000;
    while (!this.lines.length && !this.ended) {
      const left = deadline - Date.now();
      if (left <= 0) return undefined;
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return this.lines.length ? this.lines.shift() : null;
  }

  async request(body) {
    this.ids += 1;
    const ident = this.ids;
    if (this.closed) throw new EngineError(`engine ${this.name} is closed`, "closed");
    const wait = this.started ? Math.max(this.timeout, this.startup) : this.timeout;
    this.started = false;
    const line = dumps({ id: BigInt(ident), ...body });
    if (!this.ended) this.child.stdin.write(line + "\n");
    const answer = await this.next(wait);
    if (answer === undefined) await this.fail(`did not answer request ${ident} within ${wait} s`, "timeout");
    if (answer === null) await this.fail(`stopped before answering request ${ident}`, "crash");
    let decoded;
    try {
      decoded = parseJson(answer);
    } catch {
      await this.fail(`answered request ${ident} with a line that is not JSON: ${shown(answer, 200)}`, "garbage");
    }
    const problem = checked(this.name, ident, decoded);
    if (problem) await this.fail(problem, "garbage");
    const without = Object.create(null);
    for (const [key, value] of Object.entries(decoded)) if (key !== "id") without[key] = value;
    return without;
  }

  async fail(what, kind) {
    const killed = await this.stop(kind === "crash" ? 1 : 0);
    let message = what.startsWith("engine ") ? what : `engine ${this.name} ${what}`;
    if (killed) message += "; the runner stopped it";
    else if (this.exit && this.exit.signal) message += ` (ended by signal ${this.exit.signal})`;
    else if (this.exit && this.exit.code) message += ` (exit code ${this.exit.code})`;
    const stderr = this.stderr.join("").trimEnd();
    if (stderr) message += "; its stderr ends:\n" + stderr;
    throw new EngineError(message, kind);
  }

  // Close the engine's input and give it ``grace`` seconds to end; whether it was killed.
  async stop(grace) {
    this.closed = true;
    if (!this.child) return false;
    this.child.stdin.end();
    const ended = () => this.exit !== null;
    const deadline = Date.now() + grace * 1000;
    while (!ended() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    let killed = false;
    if (!ended()) {
      this.child.kill("SIGKILL");
      killed = true;
      while (!ended()) await new Promise((r) => setTimeout(r, 10));
    }
    await new Promise((r) => setTimeout(r, 20)); // the last of its stderr
    return killed;
  }

  async restart() {
    await this.stop(0);
    this.closed = false;
    await this.start();
    this.restarts += 1;
  }

  async close() {
    await this.stop(2);
  }
}

function checked(name, ident, answer) {
  if (!isObject(answer)) return `engine ${name} answered request ${ident} with ${shown(answer, 300)}, not an object`;
  if (!has(answer, "id")) return `engine ${name} answered request ${ident} without its "id": ${shown(answer, 300)}`;
  const id = answer.id;
  const same = (isNumber(id) || typeof id === "boolean") && pyEqual(id, BigInt(ident));
  if (!same) return `engine ${name} answered id ${shown(id)} to request ${ident}: ${shown(answer, 300)}`;
  if (typeof answer.ok !== "boolean") return `engine ${name} answered request ${ident} without "ok": ${shown(answer, 300)}`;
  return null;
}

// The engine seen through the runner: the last failure kept; answers checked against the schemas.
class Watched {
  constructor(engine, validator) {
    this.engine = engine;
    this.validator = validator;
    this.failure = null;
  }

  async request(body) {
    let answer;
    try {
      answer = await this.engine.request(body);
    } catch (error) {
      if (error instanceof EngineError) this.failure = error;
      throw error;
    }
    if (this.validator) {
      const name = answerSchema(body, answer);
      const problems = this.validator.validate({ id: 0n, ...answer }, name);
      if (problems.length) {
        const kind = requestKind(body);
        this.failure = new EngineError(`engine ${this.engine.name} answered ${/^[aeiou]/.test(kind) ? "an" : "a"} ` +
          `${kind} request outside the schema ${name}: ` + problems.slice(0, 3).join("; "), "invalid");
        throw this.failure;
      }
    }
    return answer;
  }
}

// ---------------------------------------------------------------------------------------
// Cases: what each needs of the engine (read off its requests), and running one.

function infoOf(entry) {
  const requests = entry.exchanges.map((exchange) => exchange.request);
  const bodies = requests.filter((r) => !has(r, "variant"))
    .map((r) => (truthy(r.evaluate) ? r.evaluate : truthy(r.rank) ? r.rank : {}));
  const rules = requests.map((r) => r.rules).find(isObject) || {};
  const options = [...Object.keys(isObject(rules.options) ? rules.options : {}),
    ...bodies.flatMap((body) => Object.keys(isObject(body.options) ? body.options : {}))];
  const ranked = bodies.find((body) => isObject(body) && has(body, "ranking"));
  return {
    id: entry.id, feature: entry.feature, line: entry.line, name: entry.name,
    rule: has(entry, "rule") ? entry.rule : null, variant: entry.variant,
    tags: entry.tags || [], ranking: ranked ? ranked.ranking : null,
    options: [...new Set(options)].sort(), profile: has(rules, "profile") ? rules.profile : null,
  };
}

function notOffered(info, hello) {
  const dealt = info.variant !== HANDS_ALONE;
  const wanted = dealt ? [["variant", "variants", info.variant]] : [["ranking", "rankings", info.ranking]];
  if (truthy(info.profile)) wanted.push(["profile", "profiles", info.profile]);
  const key = dealt ? "hand_options" : "options";
  for (const option of info.options) wanted.push(["house-rule option", key, option]);
  for (const [what, field, name] of wanted) {
    const offered = hello[field];
    const listed = Array.isArray(offered) ? offered.some((item) => pyEqual(item, name))
      : isObject(offered) ? typeof name === "string" && has(offered, name) : null;
    if (listed === false) return `not offered: the engine's hello lists no ${what} ${name} in ${field}`;
  }
  return null;
}

function errorOf(answer) {
  return isObject(answer.error) ? answer.error : null;
}

async function runCase(entry, info, engine) {
  const exchanges = entry.exchanges;
  for (const [n, exchange] of exchanges.entries()) {
    const readers = exchange.read_by || [];
    const where = `request ${n + 1} of ${exchanges.length}` +
      (readers.length ? ` (read by: ${readers.join("; ")})` : "");
    let answer;
    try {
      answer = await engine.request(exchange.request);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      return { info, status: "errored", step: where, message: error.message, trouble: error.kind };
    }
    const refusal = errorOf(answer);
    if (answer.ok === false && refusal && refusal.code === "unsupported") {
      return { info, status: "skipped", step: where,
        message: `the engine ${engine.engine.name} does not support this: ${refusal.message ?? "None"}` };
    }
    if (answer.ok === false && refusal && refusal.code === "internal-error") {
      return { info, status: "errored", step: where, trouble: "internal-error",
        message: `engine ${engine.engine.name} answered internal-error: ${shown(refusal, 300)}` };
    }
    const found = match(exchange.expect, answer);
    if (found.length) {
      const some = found.slice(0, 3);
      let answered = some.map((m) => `${m.path || "the answer"}: ${m.found}`).join("; ");
      if (answer.ok === false && refusal) {
        answered = `the engine refused it (${refusal.code}${typeof refusal.rule === "string" ? `, citing ${refusal.rule}` : ""}): ` +
          `${refusal.message} (${answered})`;
      }
      return { info, status: "failed", step: where,
        expected: some.map((m) => `${m.path || "the answer"}: ${m.expected}`).join("; "), answered };
    }
  }
  return { info, status: "passed" };
}

async function runCases(engine, entries, giveUp, hello, progress) {
  const results = [];
  let inARow = 0;
  let stop = null;
  for (const entry of entries) {
    const info = infoOf(entry);
    const absent = notOffered(info, hello);
    let result;
    if (absent !== null) {
      result = { info, status: "skipped", message: absent, trouble: "not offered" };
    } else if (stop !== null) {
      result = { info, status: "errored", message: stop, trouble: "not run" };
    } else {
      engine.failure = null;
      result = await runCase(entry, info, engine);
      inARow = result.status === "errored" ? inARow + 1 : 0;
      stop = (await restart(engine)) ||
        (giveUp && inARow >= giveUp ? `the engine failed ${inARow} cases in a row` : null);
    }
    results.push(result);
    if (progress) progress(result);
  }
  return results;
}

async function restart(engine) {
  const failure = engine.failure;
  if (failure === null || !RESTARTED.includes(failure.kind)) return null;
  try {
    await engine.engine.restart();
    await engine.engine.request({ hello: true });
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    return `the engine could not be restarted: ${error.message}`;
  }
  return null;
}

async function handshake(engine) {
  let answer;
  try {
    answer = await engine.request({ hello: true });
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    throw new Trouble(`the engine failed the handshake: ${error.message}`);
  }
  if (!answer.ok) throw new Trouble(`the engine refused the handshake, answering ${shown(answer.error, 300)}`);
  return answer;
}

// ---------------------------------------------------------------------------------------
// The command line and the report.

function options(argv) {
  const found = { timeout: 10, giveUp: 20, validate: true, verbose: false };
  const takes = { "--cases": "cases", "--engine": "engine", "--schemas": "schemas", "--json": "json",
    "--timeout": "timeout", "--give-up-after": "giveUp" };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === "--no-validate") found.validate = false;
    else if (arg === "--verbose") found.verbose = true;
    else if (arg === "--help" || arg === "-h") found.help = true;
    else if (takes[arg] && i + 1 < argv.length) found[takes[arg]] = argv[(i += 1)];
    else throw new Trouble(`unknown or incomplete argument ${arg} (see --help)`);
  }
  if (found.help) return found;
  if (!found.cases || !found.engine) throw new Trouble("give --cases FILE and --engine COMMAND (see --help)");
  found.timeout = Number(found.timeout);
  if (!(found.timeout > 0)) throw new Trouble("a timeout is a number of seconds above 0");
  if (!/^[0-9]+$/.test(String(found.giveUp))) throw new Trouble("a number of cases is a whole number");
  found.giveUp = Number(found.giveUp);
  return found;
}

function schemasFolder(given) {
  if (given) return given;
  for (const folder of [join(HERE, "schemas"), join(HERE, "..", "..", "studrules", "protocol", "schemas")]) {
    if (existsSync(join(folder, "cases.json"))) return folder;
  }
  throw new Trouble("cannot find the protocol's schemas: give --schemas DIR");
}

function loadCases(path, validator) {
  let document;
  try {
    document = parseJson(readFileSync(path, "utf8"));
  } catch (error) {
    throw new Trouble(error.code ? `cannot read the cases file ${path}: ${error.message}`
      : `the cases file ${path} is not JSON: ${error.message}`);
  }
  const problems = validator.validate(document, "cases");
  if (problems.length) throw new Trouble(`the cases file ${path} is not a cases document: ${problems[0]}`);
  if (document.format != FORMAT) { // eslint-disable-line eqeqeq -- 1 is 1.0
    throw new Trouble(`the cases file ${path} has format ${document.format}; this runner reads format ${FORMAT}`);
  }
  for (const entry of document.cases) {
    entry.exchanges.forEach((exchange, n) => {
      try {
        checkPattern(exchange.expect);
      } catch (error) {
        throw new Trouble(`the cases file ${path}, case ${entry.id}, request ${n + 1}: ${error.message}`);
      }
    });
  }
  return document;
}

function report(args, hello, document, results, restarts) {
  const totals = Object.fromEntries(STATUSES.map((s) => [s, 0]));
  const groups = new Map();
  for (const result of results) {
    totals[result.status] += 1;
    const topic = result.info.feature.split("/").pop().replace(/\.feature$/, "");
    const key = `${result.info.variant} / ${topic}`;
    if (!groups.has(key)) groups.set(key, Object.fromEntries(STATUSES.map((s) => [s, 0])));
    groups.get(key)[result.status] += 1;
  }
  const lines = [
    `conformance of ${args.engine} (${hello.engine ?? "?"}, protocol ${hello.protocol ?? "?"}) ` +
      `against suite ${document.suite} from the cases file ${args.cases} (the JavaScript runner)`,
    args.validate ? "every answer checked against the protocol's JSON Schemas"
      : "answers NOT checked against the protocol's JSON Schemas (--no-validate)",
  ];
  const short = [...groups]
    .filter(([, counts]) => counts.passed !== STATUSES.reduce((sum, s) => sum + counts[s], 0))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  if (short.length) {
    lines.push("", "not all passed (variant / topic):");
    for (const [name, counts] of short) {
      lines.push(`  ${name}  ` + STATUSES.filter((s) => counts[s]).map((s) => `${counts[s]} ${s}`).join(", "));
    }
  }
  const bad = results.filter((r) => r.status === "failed" || r.status === "errored");
  if (bad.length) {
    lines.push("", "failed or errored:");
    for (const result of bad.slice(0, 20)) {
      const why = result.status === "failed" ? `${result.step}: expected ${result.expected}, the engine answered ${result.answered}`
        : (result.message || "").split("\n")[0];
      lines.push(`  ${result.status === "failed" ? "✗" : "!"} ${result.info.id}: ${why.length > 300 ? why.slice(0, 299) + "…" : why}`);
    }
    if (bad.length > 20) lines.push(`  ... and ${bad.length - 20} more`);
  }
  const again = restarts ? `; the engine was restarted ${restarts === 1 ? "once" : restarts === 2 ? "twice" : `${restarts} times`}` : "";
  lines.push("", `${results.length} cases: ` + STATUSES.map((s) => `${totals[s]} ${s}`).join(", ") + again +
    (bad.length ? `. UNEXPECTED: ${bad.length} × unexpected failure` : ". nothing unexpected"));
  return { text: lines.join("\n"), totals };
}

function asJson(args, hello, document, results, restarts, totals) {
  return {
    format: 1,
    runner: "kit/js/run.mjs",
    engine: { spec: args.engine, hello },
    suite: document.suite,
    source: `the cases file ${args.cases}`,
    validated: args.validate,
    restarts,
    totals,
    cases: results.map((result) => {
      const { info } = result;
      const out = { id: info.id, feature: info.feature, line: info.line, name: info.name, rule: info.rule,
        variant: info.variant, tags: info.tags, ranking: info.ranking, status: result.status };
      for (const key of ["step", "expected", "answered", "message", "trouble"]) if (result[key]) out[key] = result[key];
      out.outcome = result.status === "passed" || result.status === "skipped" ? result.status : "unexpected failure";
      return out;
    }),
  };
}

const HELP = `usage: node run.mjs --cases FILE --engine COMMAND [--json FILE] [--schemas DIR]
                   [--timeout SECONDS] [--give-up-after N] [--no-validate] [--verbose]
Run the exported cases of the studrules suite through an engine command (docs/conformance.md).`;

async function main(argv) {
  const args = options(argv);
  if (args.help) {
    console.log(HELP);
    return 0;
  }
  const validator = new Validator(loadSchemas(schemasFolder(args.schemas)));
  const document = loadCases(args.cases, validator);
  const command = new CommandEngine(args.engine, args.timeout, STARTUP);
  try {
    await command.start();
  } catch (error) {
    throw new Trouble(error.message);
  }
  const engine = new Watched(command, args.validate ? validator : null);
  try {
    const hello = await handshake(engine);
    const progress = args.verbose ? (r) => process.stderr.write(`${r.status.padStart(8)} ${r.info.id}\n`) : null;
    const results = await runCases(engine, document.cases, args.giveUp, hello, progress);
    const { text, totals } = report(args, hello, document, results, command.restarts);
    console.log(text);
    if (args.json) {
      const json = asJson(args, hello, document, results, command.restarts, totals);
      writeFileSync(args.json, JSON.stringify(json, (k, v) => (typeof v === "bigint" ? Number(v) : v), 1) + "\n");
    }
    return totals.failed || totals.errored ? 1 : 0;
  } finally {
    await command.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof Trouble || error instanceof EngineError) {
      process.stderr.write(`run.mjs: ${error.message}\n`);
      process.exit(2);
    }
    process.stderr.write(`run.mjs: internal error (${error.stack}); please report it\n`);
    process.exit(1);
  },
);
