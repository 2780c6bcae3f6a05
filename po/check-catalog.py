#!/usr/bin/env python3
"""Lists every string literal in the Swift sources that looks like words a user would see
but does not reach the catalog: it is not the first argument of tr, trc, trn, trLater or MnemonicLabel.translated.

Run by the catalog test (Tests/RecipeGridTests/CatalogTests.swift) and by hand:
    po/check-catalog.py            # prints FILE:LINE: "literal" for each, exits 1 if any

A literal that is not shown to a user (a keysym, a JSON key, a file name, a trace value) and
still looks like words is kept out of the list by a comment `// not translated: why` on its
line or the line before, or by its file being named in NOT_SHOWN below with the reason.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCES = [ROOT / "Sources/RecipeGridCore", ROOT / "Sources/RecipeGrid"]
CALLS = ("tr", "trc", "trn", "trLater", "translated")
MARK = "not translated"

# Files whose literals are data read or written, never shown as the program's own words.
NOT_SHOWN = {
    # D-Bus's protocol: the names and authentication the session bus is asked with.
    "Sources/RecipeGrid/Platform/Accessibility/AccessibilityStatusWatch.swift",
    # The words a recipe's name is matched against to pick its emoji.
    "Sources/RecipeGridCore/Model/RecipeEmoji.swift",
    # aisle.conf's text: the words items are matched by; the aisles' names are in
    # BuiltInAisles.names for the catalog.
    "Sources/RecipeGridCore/Model/BuiltInAisles.swift",
    # Why a catalog's Plural-Forms does not parse: a translator's message, in English as
    # msgfmt's own checks would print it on a machine without translations.
    "Sources/RecipeGridCore/Text/PluralParser.swift",
    "Sources/RecipeGridCore/Text/PluralRule.swift",
    # Temperatures as recipes write them: the patterns the step reader finds them with.
    "Sources/RecipeGridCore/Text/StepTemperatures.swift",
    # The key table: its labels are English and shown through KeyNames, which translates
    # each key's and modifier's name.
    "Sources/RecipeGridCore/Commands/KeyBindings.swift",
    # Its cases are those English labels; what it returns goes through trc.
    "Sources/RecipeGridCore/Commands/KeyNames.swift",
    # Why a catalog cannot be read: said before any catalog is in use, in English.
    "Sources/RecipeGrid/Platform/Host/MessageCatalog.swift",
    "Sources/RecipeGrid/Platform/Host/MessageCatalog+Locale.swift",
    # The ingredient reader's unit and time words in each language, and the names of
    # languages as recipes write them: data read from recipes, not the program's words.
    "Sources/RecipeGridCore/Model/UnitWords.swift",
    "Sources/RecipeGridCore/Formats/TimeWords.swift",
    "Sources/RecipeGridCore/Model/RecipeLanguage.swift",
    # HTML's named character references.
    "Sources/RecipeGridCore/Formats/HTMLEntityTable.swift",
    # The thumbnail standard's PNG text keys and cache folder names.
    "Sources/RecipeGrid/Platform/Host/ThumbnailCache.swift",
}

WORDISH = re.compile(r"[^\W\d_]{2,}")


def keysym_names():
    """X's keysym names ("Return", "KP_Enter"): what key handlers compare events with."""
    try:
        with open("/usr/include/X11/keysymdef.h", encoding="latin-1") as header:
            return {m.group(1) for m in re.finditer(r"^#define XK_(\w+)", header.read(), re.M)}
    except OSError:
        return set()


KEYSYMS = keysym_names()


def literals(text):
    """Yields (offset, content) of each string literal, comments skipped."""
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            i = text.find("\n", i)
            i = n if i < 0 else i
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif c == "#" and text.startswith('#"', i):
            end = text.find('"#', i + 2)
            yield i, text[i + 2:end]
            i = end + 2
        elif text.startswith('"""', i):
            end = text.find('"""', i + 3)
            yield i, text[i + 3:end]
            i = end + 3
        elif c == '"':
            j, depth = i + 1, 0
            while j < n:
                if text[j] == "\\" and j + 1 < n and text[j + 1] == "(":
                    depth, j = depth + 1, j + 2
                    continue
                if depth and text[j] == "(":
                    depth += 1
                elif depth and text[j] == ")":
                    depth -= 1
                elif text[j] == "\\":
                    j += 2
                    continue
                elif text[j] == '"' and not depth:
                    break
                j += 1
            yield i, text[i + 1:j]
            i = j + 1
        else:
            i += 1


def looks_shown(content):
    """Words a person reads: two words with a space, or a capitalised word, after
    interpolations and escapes are taken out."""
    plain = re.sub(r"\\\((?:[^()]|\([^()]*\))*\)", "\x00", content)
    plain = re.sub(r"\\.", " ", plain)
    words = WORDISH.findall(plain)
    if not words:
        return False
    if re.search(r"[^\W\d_]{2,}\s+[^\W\d_]{2,}", plain):
        return True
    # A word with a space beside it, as a piece of a sentence is written: " or ", "of ".
    if " " in content and any(len(w) >= 2 for w in words) and re.search(r"(^|\s)[^\W\d_]{2,}(\s|$)", plain):
        return True
    return any(w[0].isupper() and w[1:].islower() for w in words) or any(ord(ch) > 0x2000 and ch.isalpha() for ch in plain)


def calling(text, offset):
    """The name of the call whose parentheses hold the literal directly, if any."""
    depth = 0
    i = offset - 1
    while i >= 0:
        c = text[i]
        if c in ")]}":
            depth += 1
        elif c in "([{":
            if depth == 0:
                if c != "(":
                    return None
                m = re.search(r"([A-Za-z_][A-Za-z_0-9]*)\s*$", text[:i])
                return m.group(1) if m else None
            depth -= 1
        elif c == "\n" and depth == 0 and text[i - 1:i] not in (",", "("):
            pass
        i -= 1
    return None


def escapes(path):
    text = path.read_text()
    lines = text.split("\n")
    for offset, content in literals(text):
        if not looks_shown(content) or content in KEYSYMS:
            continue
        line = text.count("\n", 0, offset)
        if MARK in lines[line] or (line > 0 and MARK in lines[line - 1]):
            continue
        if calling(text, offset) in CALLS:
            continue
        yield line + 1, content


def main():
    found = 0
    for folder in SOURCES:
        for path in sorted(folder.rglob("*.swift")):
            relative = str(path.relative_to(ROOT))
            if relative in NOT_SHOWN:
                continue
            for line, content in escapes(path):
                print(f'{relative}:{line}: "{content}"')
                found += 1
    if found:
        print(f"{found} literals look shown but escape the catalog: wrap them in tr(…), or mark them `// {MARK}: why`.", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
