// The dispute page, enhanced: choosing a game renames the rounds to its streets at once
// (each game's streets are on its <option data-streets>). Without this script the page
// names them after the game it was shown for, and renames them when it is ruled on.
(function () {
  "use strict";

  function capitalised(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
  }

  function renameRounds(select) {
    var option = select.options[select.selectedIndex];
    var streets = option ? (option.getAttribute("data-streets") || "").split("|") : [];
    var rounds = document.querySelectorAll("#rounds .round");
    for (var i = 0; i < rounds.length; i++) {
      var label = rounds[i].querySelector("label");
      var input = rounds[i].querySelector("input");
      var played = i < streets.length;
      label.textContent = played ? capitalised(streets[i]) : "Round " + (i + 1) + " (not played in this game)";
      rounds[i].hidden = !played && !input.value;
    }
  }

  document.addEventListener("DOMContentLoaded", function () {
    var select = document.getElementById("game");
    if (!select || !document.getElementById("rounds")) return;
    select.addEventListener("change", function () { renameRounds(select); });
  });
})();
