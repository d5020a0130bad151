#!/usr/bin/env node
// A second-language engine for the project's own tests: Node.js, no packages.
//
// It speaks the studrules protocol (docs/protocol.md) for one ranking, `high`:
// `hello`, `evaluate` and `rank`, written from that page alone. It deals no
// hands, plays no wild cards and no joker; it answers `unsupported` to those, as
// the protocol allows. The tests run the suite through it with a gating
// expectations file (tests/engines/high.expect.json), so that the protocol stays
// something any language can implement.
"use strict";

const readline = require("readline");

const RANKS = "23456789TJQKA";
const WORDS = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "jack", "queen", "king", "ace"];
const SUITS = "cdhs";
const SYMBOLS = { "♣": "c", "♦": "d", "♥": "h", "♠": "s" };
const PROTOCOL_RANKINGS = ["high", "ace-to-five", "ace-to-five-8", "ace-to-six",
  "deuce-to-seven", "soko", "showing-high", "showing-low"];
const OPTIONS = { "suit-order": ["bridge", "alternating-colours", "cjk", "reversed"] };
const PROTOCOL_OPTIONS = ["suit-order", "five-of-a-kind", "wild-duplication",
  "soko-new-hands", "showing-tie-break"];

class Refusal extends Error {
  constructor(code, field, message) {
    super(message);
    this.code = code;
    this.field = field;
  }
}

const word = (value) => WORDS[value - 2];
const plural = (value) => (value === 6 ? "sixes" : word(value) + "s");
const run = (values) => values.map(word).join("-");
const kickers = (values) =>
  values.length ? `, ${run(values)} kicker${values.length > 1 ? "s" : ""}` : "";

// A card as {value: 2..14, suit: "c".."s", text}, or null when the token is not one.
function readCard(token) {
  let text = token.replace(/\ufe0f/g, "");
  if (/^jk$/i.test(text)) return { joker: true, text: "Jk" };
  const suit = SYMBOLS[text.slice(-1)] || text.slice(-1).toLowerCase();
  let rank = text.slice(0, -1).toUpperCase();
  if (rank === "10") rank = "T";
  if (rank.length !== 1 || !RANKS.includes(rank) || !SUITS.includes(suit)) return null;
  return { value: RANKS.indexOf(rank) + 2, suit, text: rank + suit };
}

// Tokens run together ("AsKs"), split into cards; null when they do not read so.
function splitRun(token) {
  const pieces = [];
  const pattern = /jk|(?:10|[2-9tjqka])[cdhs♣♦♥♠]\ufe0f?/iy;
  while (pattern.lastIndex < token.length) {
    const at = pattern.lastIndex;
    const found = pattern.exec(token);
    if (!found) return null;
    pieces.push([found[0], at]);
  }
  return pieces;
}

function unknown(token, position, column) {
  return new Refusal("bad-request", null, `unknown card "${token}" (card ${position}, ` +
    `column ${column}): write a rank 2-9, T (or 10), J, Q, K, A and a suit c, d, h, s ` +
    "(or ♣ ♦ ♥ ♠), or Jk for the joker");
}

// Card notation: "(Ah Kd) 4s 7c", "AsKs", "10h"; parentheses checked and ignored.
function readNotation(text) {
  const cards = [];
  const seen = new Map();
  let open = 0;
  for (const found of text.matchAll(/[()]|[^\s,()]+/g)) {
    const token = found[0];
    const column = found.index + 1;
    if (token === "(" || token === ")") {
      if ((token === "(") === Boolean(open)) {
        throw new Refusal("bad-request", null, `unbalanced parentheses: "${token}" at column ` +
          `${column}`);
      }
      open = token === "(" ? column : 0;
      continue;
    }
    const pieces = readCard(token) ? [[token, 0]] : splitRun(token);
    if (!pieces) throw unknown(token, cards.length + 1, column);
    for (const [piece, offset] of pieces) {
      const card = readCard(piece);
      const position = cards.length + 1;
      if (seen.has(card.text)) {
        throw new Refusal("bad-request", null, `duplicate card "${piece}" (card ${position}, ` +
          `column ${column + offset}): it is already card ${seen.get(card.text)}`);
      }
      seen.set(card.text, position);
      cards.push(card);
    }
  }
  if (open) {
    throw new Refusal("bad-request", null, `unbalanced parentheses: "(" at column ${open} ` +
      "is never closed");
  }
  return cards;
}

// Ranks alone ("A2345", "K Q J T 9"): suits handed out in turn, so never a flush.
function readRanks(text) {
  const compact = text.replace(/[\s,]+/g, "");
  if (!/^(?:10|[2-9tjqka])+$/i.test(compact)) {
    throw new Refusal("bad-request", null, `"${text}" is not a hand written by ranks alone`);
  }
  const cards = [];
  for (const rank of compact.match(/10|./g)) {
    const value = rank === "10" ? 10 : RANKS.indexOf(rank.toUpperCase()) + 2;
    const i = cards.length;
    const taken = new Set(cards.filter((c) => c.value === value).map((c) => c.suit));
    const free = [0, 1, 2, 3].map((k) => SUITS[(i + k) % 4]).filter((s) => !taken.has(s));
    if (!free.length) {
      throw new Refusal("bad-request", null, `a hand cannot hold five ${plural(value)}`);
    }
    cards.push({ value, suit: free[0], text: RANKS[value - 2] + free[0] });
  }
  return cards;
}

function readHand(text, field) {
  if (typeof text !== "string") {
    throw new Refusal("bad-request", field, `${field} must be a string of cards`);
  }
  try {
    const suited = /[cdhs♣♦♥♠]|jk/i.test(text);
    const cards = text.trim() && !suited ? readRanks(text) : readNotation(text);
    if (cards.some((card) => card.joker)) {
      throw new Refusal("unsupported", field, "this engine plays no joker");
    }
    if (cards.length < 5) {
      throw new Refusal("bad-request", field,
        `a high hand needs at least 5 cards; ${cards.length} were given`);
    }
    return cards;
  } catch (error) {
    if (error instanceof Refusal && error.field === null) error.field = field;
    throw error;
  }
}

// The best high hand of five cards: a key that compares, its name and its cards.
function five(cards) {
  const counts = new Map();
  for (const card of cards) counts.set(card.value, (counts.get(card.value) || 0) + 1);
  const groups = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const values = groups.map(([value]) => value);
  const flush = cards.every((card) => card.suit === cards[0].suit);
  const distinct = [...counts.keys()].sort((a, b) => b - a);
  let top = 0;
  if (distinct.length === 5 && distinct[0] - distinct[4] === 4) top = distinct[0];
  if (distinct.join() === "14,5,4,3,2") top = 5;
  const shape = groups.map(([, count]) => count).join("");
  if (top && flush) {
    return [8, [top], top === 14 ? "royal flush" : `straight flush, ${word(top)} high`];
  }
  if (shape === "41") return [7, values, `four of a kind, ${plural(values[0])}${kickers(values.slice(1))}`];
  if (shape === "32") return [6, values, `full house, ${plural(values[0])} full of ${plural(values[1])}`];
  if (flush) return [5, values, `flush, ${run(values)}`];
  if (top) return [4, [top], `straight, ${word(top)} high`];
  if (shape === "311") {
    return [3, values, `three of a kind, ${plural(values[0])}${kickers(values.slice(1))}`];
  }
  if (shape === "221") {
    return [2, values, `two pair, ${plural(values[0])} and ${plural(values[1])}` +
      kickers(values.slice(2))];
  }
  if (shape === "2111") return [1, values, `pair of ${plural(values[0])}${kickers(values.slice(1))}`];
  return [0, values, `high card, ${run(values)}`];
}

function compare(a, b) {
  if (a[0] !== b[0]) return a[0] - b[0];
  for (let i = 0; i < a[1].length; i++) if (a[1][i] !== b[1][i]) return a[1][i] - b[1][i];
  return 0;
}

function* choose(items, k, start = 0, taken = []) {
  if (taken.length === k) {
    yield taken;
    return;
  }
  for (let i = start; i <= items.length - (k - taken.length); i++) {
    yield* choose(items, k, i + 1, [...taken, items[i]]);
  }
}

function best(cards) {
  let found = null;
  for (const hand of choose(cards, 5)) {
    const made = five(hand);
    if (!found || compare(made, found.made) > 0) found = { made, hand };
  }
  const order = (card) => found.made[1].indexOf(card.value === 14 && found.made[1][0] === 5 ? 1 : card.value);
  const used = [...found.hand].sort((a, b) => order(a) - order(b) || b.value - a.value);
  return { made: found.made, cards: used };
}

function ranked(body, field) {
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new Refusal("bad-request", field, `${field} must be an object`);
  }
  if (typeof body.ranking !== "string" || !PROTOCOL_RANKINGS.includes(body.ranking)) {
    throw new Refusal("bad-request", `${field}.ranking`,
      `the ranking must be one of ${PROTOCOL_RANKINGS.join(", ")}`);
  }
  if (body.ranking !== "high") {
    throw new Refusal("unsupported", `${field}.ranking`, `the ${body.ranking} ranking is not offered`);
  }
  if (Array.isArray(body.wild) && body.wild.length) {
    throw new Refusal("unsupported", `${field}.wild`, "this engine plays no wild cards");
  }
  for (const name of Object.keys(body.options || {})) {
    if (!PROTOCOL_OPTIONS.includes(name)) {
      throw new Refusal("bad-request", `${field}.options.${name}`, `unknown option "${name}"`);
    }
    if (!(name in OPTIONS)) {
      throw new Refusal("unsupported", `${field}.options.${name}`, `the option ${name} is not offered`);
    }
  }
}

function answer(request) {
  if ("hello" in request) {
    return { protocol: 1, engine: "high.js 1.0", variants: [], rankings: ["high"], options: OPTIONS };
  }
  if ("variant" in request) {
    throw new Refusal("unsupported", "variant", "this engine deals no hands");
  }
  if ("evaluate" in request) {
    ranked(request.evaluate, "evaluate");
    const hand = best(readHand(request.evaluate.cards, "evaluate.cards"));
    const cards = hand.cards.map((card) => card.text).join(" ");
    return { hand: { name: hand.made[2], cards, plays_as: cards, qualifies: true } };
  }
  if ("rank" in request) {
    ranked(request.rank, "rank");
    const hands = request.rank.hands;
    if (!Array.isArray(hands) || !hands.length) {
      throw new Refusal("bad-request", "rank.hands", "rank.hands must be a list of hands");
    }
    const made = hands.map((text, i) => best(readHand(text, `rank.hands[${i}]`)).made);
    return { places: made.map((mine) => 1 + made.filter((other) => compare(other, mine) > 0).length) };
  }
  throw new Refusal("bad-request", null, "a request is hello, evaluate, rank or a deal");
}

const lines = readline.createInterface({ input: process.stdin });
lines.on("line", (line) => {
  if (!line.trim()) return;
  let request = null;
  let reply;
  try {
    request = JSON.parse(line);
    if (request === null || typeof request !== "object" || Array.isArray(request)) {
      throw new Refusal("bad-request", null, "a request is a JSON object");
    }
    reply = { id: request.id ?? null, ok: true, ...answer(request) };
  } catch (error) {
    const known = error instanceof Refusal;
    const code = known ? error.code : error instanceof SyntaxError ? "bad-request" : "internal-error";
    reply = { id: request && typeof request === "object" ? request.id ?? null : null, ok: false,
      error: { code, field: known ? error.field : null, message: error.message } };
  }
  process.stdout.write(JSON.stringify(reply) + "\n");
});
