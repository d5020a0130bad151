// Progressive enhancement only: every page works without this script.
// Keys on a question act on the answer only (never on a link, a button, a disclosure or a box
// being typed in): a choice's number picks it (two digits typed together reach choices past
// nine), Enter answers; on feedback the verdict takes the focus, and N goes on.
// Clicking a seat at the table picks that player where the question asks for players.
// The rulebook's filter box filters the rule index as you type; the timed run's clock counts down.
(function () {
  "use strict";

  var DIGIT_WAIT_MS = 700;
  var digits = "";
  var digitTimer = null;

  function answering(event, form) {
    // Whether a key belongs to the answer: pressed on the page itself or on a choice of the form.
    var target = event.target;
    if (target === document.body || target === document.documentElement) return true;
    return form.contains(target) && target.hasAttribute("data-choice");
  }

  function typing(event) {
    var tag = event.target.tagName;
    return tag === "INPUT" && event.target.type !== "radio" && event.target.type !== "checkbox" ||
      tag === "TEXTAREA" || tag === "SELECT";
  }

  function choiceCount(form) {
    return form.querySelectorAll("[data-choice-index]").length;
  }

  function pickNumber(form, number) {
    var choice = form.querySelector('[data-choice-index="' + number + '"]');
    if (!choice) return;
    choice.checked = choice.type === "checkbox" ? !choice.checked : true;
    choice.focus();
    markSeats(form);
  }

  function typeDigit(form, digit) {
    // A digit extends the number being typed while a choice can still have a longer number;
    // the number is picked once no longer one can follow, or after a pause.
    window.clearTimeout(digitTimer);
    var count = choiceCount(form);
    var number = digits + digit;
    if (digits && Number(number) > count) {
      pickNumber(form, Number(digits));
      number = digit;
    }
    digits = number === "0" ? "" : number;
    if (!digits) return;
    if (Number(digits) * 10 > count) {
      pickNumber(form, Number(digits));
      digits = "";
    } else {
      digitTimer = window.setTimeout(function () {
        pickNumber(form, Number(digits));
        digits = "";
      }, DIGIT_WAIT_MS);
    }
  }

  function onKey(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    var form = document.getElementById("answer-form");
    if (form && answering(event, form)) {
      if (/^[0-9]$/.test(event.key)) {
        event.preventDefault();
        typeDigit(form, event.key);
        return;
      }
      if (event.key === "Enter") {
        event.preventDefault();
        if (typeof form.requestSubmit === "function") form.requestSubmit(); else form.submit();
        return;
      }
    }
    if (!typing(event) && (event.key === "n" || event.key === "N")) {
      var next = document.getElementById("next-question") || document.getElementById("run-summary");
      if (next) { event.preventDefault(); window.location.href = next.href; }
    }
  }

  var SEAT_FIELDS = ["seat", "winners"];

  function seatChoice(form, name) {
    var found = null;
    form.querySelectorAll("input[data-choice]").forEach(function (input) {
      if (SEAT_FIELDS.indexOf(input.getAttribute("data-field")) !== -1 &&
          input.getAttribute("data-value") === name) found = input;
    });
    return found;
  }

  function markSeats(form) {
    document.querySelectorAll(".seat[data-seat]").forEach(function (seat) {
      var choice = seatChoice(form, seat.getAttribute("data-seat"));
      seat.classList.toggle("pickable", !!choice);
      seat.classList.toggle("picked", !!choice && choice.checked);
    });
  }

  function pickSeat(form, seat) {
    var choice = seatChoice(form, seat.getAttribute("data-seat"));
    if (!choice) return;
    choice.checked = choice.type === "checkbox" ? !choice.checked : true;
    choice.focus();
    markSeats(form);
  }

  function filterRules(input) {
    var table = document.querySelector(input.getAttribute("data-filter-target"));
    if (!table) return;
    var words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    var shown = 0;
    table.querySelectorAll("tr[data-filter-text]").forEach(function (row) {
      var text = row.getAttribute("data-filter-text");
      var match = words.every(function (word) { return text.indexOf(word) !== -1; });
      row.hidden = !match;
      if (match) shown += 1;
    });
    var count = document.getElementById("rule-count");
    if (count) count.textContent = shown + " of " + count.getAttribute("data-total") + " rules" +
      (words.length ? " match \u201c" + input.value.trim() + "\u201d." : ".");
  }

  function countDown(timer) {
    var left = parseInt(timer.getAttribute("data-seconds-left"), 10) || 0;
    var tick = window.setInterval(function () {
      left = Math.max(0, left - 1);
      timer.textContent = left > 0 ? left + " s left" : "time is up: the server has closed the run";
      timer.classList.toggle("ending", left <= 10);
      if (left === 0) window.clearInterval(tick);
    }, 1000);
  }

  document.addEventListener("DOMContentLoaded", function () {
    document.addEventListener("keydown", onKey);
    var filter = document.getElementById("rule-filter");
    if (filter) {
      filter.addEventListener("input", function () { filterRules(filter); });
    }
    var timer = document.getElementById("timer");
    if (timer) countDown(timer);
    var verdict = document.getElementById("verdict");
    if (verdict) verdict.focus();
    var form = document.getElementById("answer-form");
    if (form) {
      markSeats(form);
      form.addEventListener("change", function () { markSeats(form); });
      document.querySelectorAll(".seat[data-seat]").forEach(function (seat) {
        seat.addEventListener("click", function () { pickSeat(form, seat); });
      });
    }
  });
})();
