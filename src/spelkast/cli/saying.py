"""The ``say`` command of a match on a server, and the phrases the table said.

A seated player says one of the preset phrases (:mod:`spelkast.server.phrases`: no free
text); only its id travels, so the terminal says what it hears in its own language
("Anna: Good luck!"). ``say gl`` (or ``say good luck``, or the phrase in the person's
language) sends one; ``say`` alone lists them. The server limits how often a seat may
speak and says its refusal in the person's language.
"""

from __future__ import annotations

from typing import Final

from spelkast.cli.asking import Inbox
from spelkast.server.phrases import PHRASE_IDS, PHRASES, PhraseId

#: The short word of each phrase, in the order ``say`` lists them.
SHORT: Final[dict[str, PhraseId]] = {
    "hi": "hello",
    "gl": "good_luck",
    "wp": "well_played",
    "ty": "thanks",
    "oops": "oops",
}
assert sorted(SHORT.values()) == sorted(PHRASE_IDS), "every phrase has a short word"

WORDS: Final[dict[str, dict[str, str]]] = {
    "said": {"en": "{name}: {phrase}!", "nl": "{name}: {phrase}!", "fi": "{name}: {phrase}!"},
    "usage": {
        "en": "say one of: {choices}",
        "nl": "zeg een van: {choices}",
        "fi": "sano jokin näistä: {choices}",
    },
    "help": {
        "en": "say gl = say a phrase to the table (say alone lists them).",
        "nl": "zeg gl = zeg een zinnetje tegen de tafel (zeg alleen geeft ze allemaal).",
        "fi": "sano gl = sano fraasi pöydälle (pelkkä sano luettelee ne).",
    },
    "no_answer": {
        "en": "the server did not answer the phrase",
        "nl": "de server gaf geen antwoord op het zinnetje",
        "fi": "palvelin ei vastannut fraasiin",
    },
}


def phrase_of(text: str) -> PhraseId | None:
    """The phrase ``text`` names: its short word, its id (``good luck`` or
    ``good_luck``) or its words in any language; None for anything else."""
    key = " ".join(text.lower().replace("_", " ").split()).rstrip("!")
    if key in SHORT:
        return SHORT[key]
    for phrase, words in PHRASES.items():
        said = {word.lower() for word in words.values()}
        if key == phrase.replace("_", " ") or key in said:
            return phrase
    return None


def choices(lang: str) -> str:
    """Every phrase as ``gl (Good luck)``, in ``lang``."""
    return ", ".join(f"{short} ({PHRASES[phrase][lang]})" for short, phrase in SHORT.items())


def said_line(name: str, phrase: PhraseId, lang: str) -> str:
    """What ``name`` said, in ``lang``: ``Anna: Good luck!``."""
    words = PHRASES[phrase]
    return WORDS["said"][lang].format(name=name, phrase=words.get(lang, words["en"]))


def heard_line(message: dict[str, object], name: str, lang: str) -> str | None:
    """A ``phrase`` message from the server as ``said_line`` says it (None: a phrase id
    this terminal does not know, from a newer server)."""
    phrase = phrase_of(str(message.get("phrase", "")))
    return None if phrase is None else said_line(name, phrase, lang)


def say_text(inbox: Inbox, text: str, name: str, lang: str) -> str:
    """Say the phrase ``text`` names over ``inbox``'s connection; the line to show: what
    was said, the list of phrases, or the server's refusal, in ``lang``."""
    phrase = phrase_of(text)
    if phrase is None:
        return WORDS["usage"][lang].format(choices=choices(lang))
    answer = inbox.ask({"type": "say", "phrase": phrase})
    if answer is None:
        return WORDS["no_answer"][lang]
    if answer["type"] == "error":
        return str((answer.get("words") or {}).get(lang) or answer["message"])
    return said_line(name, phrase, lang)
