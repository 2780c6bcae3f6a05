"""Writes a generated Swift file holding one table as a single string literal, the form the
make-*-table scripts share: a string parsed on first use costs the compiler far less than an
array or dictionary literal of thousands of entries. Entries are separated by spaces, the
lines joined by Swift's backslash line continuation, so the string holds no newline.
"""


def write(out, header, extension, doc, name, entries, width=110, mark=None, indent=""):
    """Writes `out`: the `header` comment lines, then `extension` holding `static let name`,
    documented by `doc`, with the entries spaced and wrapped at `width` characters; `mark`
    is a comment line put before the table (po/check-catalog.py's `not translated`);
    `indent` goes before each line of the string and its closing quotes (Swift takes it
    off), as swift format would put it."""
    lines, line = [], ""
    for entry in entries:
        piece = entry + " "
        if len(line) + len(piece) > width:
            lines.append(line)
            line = ""
        line += piece
    lines.append(line)
    with open(out, "w", encoding="utf-8") as f:
        f.write("".join("// %s\n" % text for text in header) + "\n")
        f.write("extension %s {\n" % extension)
        f.write("    /// %s\n" % doc)
        if mark:
            f.write("    // %s\n" % mark)
        f.write('    static let %s = """\n' % name)
        f.write("\\\n".join(indent + line for line in lines))
        f.write('\n%s"""\n}\n' % indent)
