"""The high ranking's lazy tables are built once, safely, when threads rank their first hands.

Run in a fresh interpreter, where nothing has built the tables yet: eight
threads rank hands at once (a web server's first requests). Before the tables
were published whole, some threads saw them half built and failed.
"""

import subprocess
import sys

RACE = """
import threading
from studrules.cards import parse_cards
from studrules.rankings import evaluate
hands = ["As Ks Qs Js 9s 2c 3d", "Ah Ad Kc Kd 2s 3s 4h", "2c 3c 4c 5c 7c 9d Td"]
expected = ["flush, ace", "two pair", "flush, seven"]
errors = []
def work():
    try:
        for _ in range(20):
            for cards, name in zip(hands, expected):
                assert evaluate("high", parse_cards(cards)).name.startswith(name)
    except Exception as error:
        errors.append(repr(error))
threads = [threading.Thread(target=work) for _ in range(8)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(errors[:3])
"""


def test_threads_ranking_their_first_hands_all_get_the_right_answer():
    for _ in range(3):
        run = subprocess.run([sys.executable, "-c", RACE], capture_output=True, text=True)
        assert run.returncode == 0, run.stderr
        assert run.stdout.strip() == "[]"
