// Progressive enhancement only: every page works without this script.
// Keys on a question: 1-9 pick a choice, Enter answers; on feedback: N goes on.
// Clicking a seat at the table picks that player where the question asks for players.
// The rulebook's filter box filters the rule index as you type; the timed run's clock counts down.
(function () {
  "use strict";

  function typing(event) {
    var tag = event.target.tagName;
    return tag === "INPUT" && event.target.type !== "radio" && event.target.type !== "checkbox" ||
      tag === "TEXTAREA" || tag === "SELECT";
  }

  function onKey(event) {
    if (event.ctrlKey || event.metaKey || event.altKey || typing(event)) return;
    var form = document.getElementById("answer-form");
    if (form && /^[1-9]$/.test(event.key)) {
      var choice = form.querySelector('[data-choice-index="' + event.key + '"]');
      if (choice) {
        choice.checked = choice.type === "checkbox" ? !choice.checked : true;
        choice.focus();
        markSeats(form);
        event.preventDefault();
      }
      return;
    }
    if (form && event.key === "Enter") {
      event.preventDefault();
      if (typeof form.requestSubmit === "function") form.requestSubmit(); else form.submit();
      return;
    }
    if (event.key === "n" || event.key === "N") {
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
