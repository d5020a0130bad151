"""Other poker engines behind the studrules protocol, so the scenarios can judge them too.

``pokerkit_engine`` serves PokerKit's stud games (``python -m
studrules.adapters.pokerkit_engine``); it needs the optional extra
``studrules[pokerkit]``.
"""
