#!/usr/bin/python3
"""An AT-SPI client for the end-to-end tests, as a screen reader sees RecipeGrid.

  atspi_client.py tree     one JSON object per accessible of the RecipeGrid application
  atspi_client.py events   one JSON object per event, flushed as they come, until killed
  atspi_client.py action ROLE NAME   does the action of the first element with that role and name
  atspi_client.py write TEXT         writes TEXT into the focused entry (EditableText), as a tool would
"""
import json
import sys
import time

import pyatspi


def application(timeout=60):
    deadline = time.time() + timeout
    while time.time() < deadline:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == "RecipeGrid":
                return app
        time.sleep(0.1)
    sys.exit("RecipeGrid is not on the AT-SPI desktop")


def describe(node, depth):
    states = sorted(pyatspi.stateToString(s) for s in node.getState().getStates())
    entry = {"depth": depth, "role": node.getRoleName(), "name": node.name, "description": node.description,
             "states": states, "children": node.childCount}
    try:
        extents = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        entry["extents"] = [extents.x, extents.y, extents.width, extents.height]
    except NotImplementedError:
        pass
    try:
        text = node.queryText()
        entry["text"] = text.getText(0, -1)
        entry["caret"] = text.caretOffset
    except NotImplementedError:
        pass
    try:
        table = node.queryTable()
        entry["table"] = [table.nRows, table.nColumns]
    except NotImplementedError:
        pass
    return entry


def tree():
    app = application()
    print(json.dumps({"depth": 0, "role": app.getRoleName(), "name": app.name,
                      "toolkit": app.toolkitName, "version": app.toolkitVersion}))

    def walk(node, depth):
        print(json.dumps(describe(node, depth)))
        # A table's cells are made when asked for: the first few show that they come.
        for i in range(min(node.childCount, 12)):
            walk(node.getChildAtIndex(i), depth + 1)
    for i in range(app.childCount):
        walk(app.getChildAtIndex(i), 1)


def events():
    application()

    def listener(event):
        source = event.source
        print(json.dumps({"type": event.type, "role": source.getRoleName(), "name": source.name,
                          "detail1": event.detail1, "text": str(event.any_data) if isinstance(event.any_data, str) else None}),
              flush=True)
    pyatspi.Registry.registerEventListener(listener, "object:state-changed:focused", "object:state-changed:checked",
                                           "object:state-changed:selected", "object:text-changed", "object:text-caret-moved",
                                           "object:announcement")

    # Keys too, as Orca hears them (its echo and its commands): synchronously, able to
    # consume one, so the app waits for the answer; this one consumes none.
    def keystroke(event):
        print(json.dumps({"type": "key", "name": event.event_string, "pressed": event.type == pyatspi.KEY_PRESSED_EVENT}),
              flush=True)
        return False
    masks = range(0, 1 << 8)
    pyatspi.Registry.registerKeystrokeListener(keystroke, mask=masks, kind=(pyatspi.KEY_PRESSED_EVENT, pyatspi.KEY_RELEASED_EVENT),
                                               synchronous=True, preemptive=True)
    print(json.dumps({"type": "ready"}), flush=True)
    pyatspi.Registry.start()


def action(role, name):
    found = pyatspi.findDescendant(application(), lambda x: x and x.getRoleName() == role and x.name == name)
    if found is None:
        sys.exit("no %s named %r" % (role, name))
    done = found.queryAction().doAction(0)
    print(json.dumps({"role": role, "name": name, "done": bool(done)}))


def write(text):
    found = pyatspi.findDescendant(application(), lambda x: x and x.getRoleName() == "entry"
                                   and x.getState().contains(pyatspi.STATE_FOCUSED))
    if found is None:
        sys.exit("no focused entry")
    editable = found.queryEditableText()
    editable.setTextContents(text)
    editable.insertText(len(text), "!", 1)
    print(json.dumps({"name": found.name, "wrote": text + "!"}))


if __name__ == "__main__":
    {"tree": tree, "events": events, "action": lambda: action(sys.argv[2], sys.argv[3]),
     "write": lambda: write(sys.argv[2])}[sys.argv[1]]()
