"""Our four languages by their names as people type them, in any of the four (`polski`,
`Polish`, `polština`, `lengyel`), any case, with or without accents."""

from __future__ import annotations

from engine import fold

#: language code -> its names (folded) in English, Czech, Polish and Hungarian, and the
#: adverbs people write for it ("česky", "po polsku", "magyarul")
NAMES: dict[str, frozenset[str]] = {
    "en": frozenset({"english", "anglictina", "anglicky", "angielski", "po angielsku",
                     "angol", "angolul"}),
    "cs": frozenset({"czech", "cestina", "cesky", "czeski", "po czesku", "cseh",
                     "csehul"}),
    "pl": frozenset({"polish", "polstina", "polsky", "polski", "po polsku", "lengyel",
                     "lengyelul"}),
    "hu": frozenset({"hungarian", "madarstina", "madarsky", "wegierski", "po wegiersku",
                     "magyar", "magyarul"}),
}


def language_named(text: str) -> str | None:
    """The code of the language `text` names (a code itself included), None if none."""
    word = " ".join(fold(text).split())
    if word in NAMES:
        return word
    return next((code for code, names in NAMES.items() if word in names), None)
